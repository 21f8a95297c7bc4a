import { Card, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";

interface DashboardSectionProps {
  /** Anchors the section (the Social Media tile scrolls to one) and names it for assistive technology. */
  id: string;
  title: string;
  description?: ReactNode;
  /** Buttons beside the title on wide screens, under it on phones. */
  actions?: ReactNode;
  children: ReactNode;
}

/** One card of the dashboard: a titled region with its own actions. */
export function DashboardSection({ id, title, description, actions, children }: DashboardSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <Card.Root
      as="section"
      id={id}
      aria-labelledby={headingId}
      variant="outline"
      bg="bg"
      borderColor="border.muted"
      rounded="card"
      shadow="card"
      scrollMarginTop="24"
      minW="0"
    >
      <Card.Header p={{ base: "4", md: "6" }} pb={{ base: "3", md: "4" }}>
        <Stack
          direction={{ base: "column", sm: "row" }}
          justify="space-between"
          align={{ sm: "center" }}
          gap="3"
        >
          <Stack gap="1" minW="0">
            <Heading as="h2" id={headingId} size="lg" letterSpacing="tight">
              {title}
            </Heading>
            {description && (
              <Text textStyle="sm" color="fg.muted">
                {description}
              </Text>
            )}
          </Stack>
          {actions && (
            <HStack gap="2" flexShrink="0" flexWrap="wrap">
              {actions}
            </HStack>
          )}
        </Stack>
      </Card.Header>
      <Card.Body p={{ base: "4", md: "6" }} pt="0">
        {children}
      </Card.Body>
    </Card.Root>
  );
}
