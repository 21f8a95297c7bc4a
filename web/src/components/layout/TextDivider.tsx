import { HStack, Separator, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";

/** A rule with a few words in its middle ("New here?"), between a form and the other ways on. */
export function TextDivider({ children }: { children: ReactNode }) {
  return (
    <HStack gap="3">
      <Separator flex="1" />
      <Text textStyle="xs" color="fg.muted" flexShrink="0">
        {children}
      </Text>
      <Separator flex="1" />
    </HStack>
  );
}
