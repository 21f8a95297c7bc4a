import { Card, Heading, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";

/** One card of the profile's Account section: a heading (h3, under the section's h2), a line, then its body. */
export function SettingsCard({
  title,
  description,
  tone,
  children,
}: {
  title: string;
  description?: ReactNode;
  tone?: "danger";
  children: ReactNode;
}) {
  return (
    <Card.Root rounded="card" shadow="card" borderColor={tone === "danger" ? "red.muted" : "border.muted"}>
      <Card.Body gap="4" p={{ base: "5", md: "6" }}>
        <Stack gap="1">
          <Heading as="h3" size="md">
            {title}
          </Heading>
          {description && (
            <Text color="fg.muted" textStyle="sm">
              {description}
            </Text>
          )}
        </Stack>
        {children}
      </Card.Body>
    </Card.Root>
  );
}
