import { type BoxProps, Center, Icon, Image } from "@chakra-ui/react";
import { useState } from "react";
import { LuCalendarDays } from "react-icons/lu";

type Layout = Pick<BoxProps, "w" | "h" | "rounded" | "aspectRatio" | "maxH" | "hideBelow">;

interface EventImageProps extends Layout {
  src: string | null;
  alt: string;
}

/** The event's image, or a calm placeholder when it has none or it fails, so every card has the same shape. */
export function EventImage({ src, alt, ...props }: EventImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return (
      <Center
        bgGradient="to-br"
        gradientFrom="brand.muted"
        gradientTo="accent.muted"
        color="brand.fg"
        {...props}
      >
        <Icon as={LuCalendarDays} boxSize="10" opacity="0.7" aria-hidden="true" />
      </Center>
    );
  }
  return (
    <Image
      src={src}
      alt={alt}
      objectFit="cover"
      loading="lazy"
      onError={() => setFailedSrc(src)}
      {...props}
    />
  );
}
