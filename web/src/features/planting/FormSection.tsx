import { Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { type ReactNode, useId } from "react";

/** A titled group of fields; short fields sit two to a row from the md breakpoint up. */
export function FormSection({
  title,
  description,
  children,
}: {
  title?: string;
  description?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Stack as="section" gap="4" minW="0" aria-labelledby={title ? headingId : undefined}>
      {title && (
        <Stack gap="1">
          <Heading as="h2" size="md" id={headingId}>
            {title}
          </Heading>
          {description && (
            <Text textStyle="sm" color="fg.muted">
              {description}
            </Text>
          )}
        </Stack>
      )}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {children}
      </SimpleGrid>
    </Stack>
  );
}

/** A field that takes the whole row of a FormSection (long answers). */
export function FullRow({ children }: { children: ReactNode }) {
  return <Stack gridColumn={{ md: "span 2" }}>{children}</Stack>;
}
