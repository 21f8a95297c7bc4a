import { type BoxProps, Center, Icon } from "@chakra-ui/react";
import type { IconType } from "react-icons";

type Layout = Pick<
  BoxProps,
  "w" | "h" | "boxSize" | "rounded" | "aspectRatio" | "flexShrink" | "minH" | "maxH" | "hideBelow"
>;

interface ImagePlaceholderProps extends Layout {
  icon: IconType;
  "data-testid"?: string;
}

/**
 * The one placeholder of the site, wherever a church or an event has no picture (or its picture failed):
 * a soft brand-to-gold wash with the subject's icon, so a missing photo looks intended, not broken.
 */
export function ImagePlaceholder({ icon, ...props }: ImagePlaceholderProps) {
  // A span (laid out as a flex box all the same): it may stand inside a button, where a div is invalid HTML.
  return (
    <Center
      as="span"
      bgGradient="to-br"
      gradientFrom="brand.muted"
      gradientTo="accent.muted"
      color="brand.fg"
      {...props}
    >
      <Icon as={icon} boxSize="40%" maxW="12" maxH="12" minW="5" minH="5" opacity="0.7" aria-hidden="true" />
    </Center>
  );
}
