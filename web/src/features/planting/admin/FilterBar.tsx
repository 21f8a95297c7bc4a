import { Field, HStack, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";

/** The filters above a list and how many rows they leave, wrapping onto lines of their own on phones. */
export function FilterBar({ children, summary }: { children: ReactNode; summary?: string }) {
  return (
    <Stack direction={{ base: "column", md: "row" }} justify="space-between" align={{ md: "center" }} gap="3">
      <HStack gap="3" wrap="wrap" align="flex-end">
        {children}
      </HStack>
      {summary && (
        <Text textStyle="sm" color="fg.muted" aria-live="polite">
          {summary}
        </Text>
      )}
    </Stack>
  );
}

/** A labelled filter: Field.Root ties the label to the select inside it. */
export function FilterField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Field.Root gap="1" w={{ base: "full", sm: "48" }}>
      <Field.Label textStyle="xs" color="fg.muted">
        {label}
      </Field.Label>
      {children}
    </Field.Root>
  );
}
