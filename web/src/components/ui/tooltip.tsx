import { Tooltip as ChakraTooltip, Portal } from "@chakra-ui/react";
import type { ReactNode, Ref } from "react";

export interface TooltipProps extends ChakraTooltip.RootProps {
  content: ReactNode;
  showArrow?: boolean;
  disabled?: boolean;
  contentProps?: ChakraTooltip.ContentProps;
  ref?: Ref<HTMLDivElement>;
}

/**
 * docs/product/pages-and-languages.md#notices: opens after 700 ms; skip delay 300 ms. The tooltip machine opens a tooltip at
 * once while another is still open or closing, so the close delay is the skip window: moving from one icon to
 * the next within 300 ms shows the next tooltip without the 700 ms wait.
 */
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
