import { Tooltip as ChakraTooltip, Portal } from "@chakra-ui/react";
import type { ReactNode, Ref } from "react";

export interface TooltipProps extends ChakraTooltip.RootProps {
  content: ReactNode;
  showArrow?: boolean;
  disabled?: boolean;
  contentProps?: ChakraTooltip.ContentProps;
  ref?: Ref<HTMLDivElement>;
}

/** Opens after 700 ms and closes 300 ms after the pointer leaves (spec: tooltip constants). */
export function Tooltip({
  content,
  children,
  showArrow = true,
  disabled,
  contentProps,
  ref,
  openDelay = 700,
  closeDelay = 300,
  ...rest
}: TooltipProps) {
  if (disabled) return children;
  return (
    <ChakraTooltip.Root openDelay={openDelay} closeDelay={closeDelay} {...rest}>
      <ChakraTooltip.Trigger asChild>{children}</ChakraTooltip.Trigger>
      <Portal>
        <ChakraTooltip.Positioner>
          <ChakraTooltip.Content ref={ref} {...contentProps}>
            {showArrow && (
              <ChakraTooltip.Arrow>
                <ChakraTooltip.ArrowTip />
              </ChakraTooltip.Arrow>
            )}
            {content}
          </ChakraTooltip.Content>
        </ChakraTooltip.Positioner>
      </Portal>
    </ChakraTooltip.Root>
  );
}
