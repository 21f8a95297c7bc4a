import { Heading, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";

/** A titled group of fields, announced as a fieldset. */
export function FormSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Stack as="fieldset" gap="4" minW="0">
      {/* A legend is no flex item of its fieldset, so the gap does not reach it: its own margin does. */}
      <Stack as="legend" gap="1" mb="4">
        <Heading as="h2" size="md" letterSpacing="tight">
          {title}
        </Heading>
        {/* A legend holds phrasing content only: the description is a block-level span, never a <p>. */}
        {description && (
          <Text as="span" display="block" textStyle="sm" color="fg.muted">
            {description}
          </Text>
        )}
      </Stack>
      {children}
    </Stack>
  );
}
