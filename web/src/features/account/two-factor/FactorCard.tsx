import { Badge, Card, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useI18n } from "../../../lib/i18n";

/** One factor's card: its name, whether it is on, what it is, then its controls. */
export function FactorCard({
  title,
  text,
  on,
  children,
}: {
  title: string;
  text: string;
  on?: boolean;
  children: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <Card.Root rounded="card" borderColor="border.muted" shadow="card">
      <Card.Body gap="4" p={{ base: "4", md: "6" }}>
        <Stack gap="1">
          <HStack justify="space-between" gap="3" wrap="wrap">
            <Heading as="h2" size="md">
              {title}
            </Heading>
            {on !== undefined && (
              <Badge colorPalette={on ? "green" : "gray"}>
                {on ? t("twoFactor.page.on") : t("twoFactor.page.off")}
              </Badge>
            )}
          </HStack>
          <Text color="fg.muted" textStyle="sm">
            {text}
          </Text>
        </Stack>
        {children}
      </Card.Body>
    </Card.Root>
  );
}
