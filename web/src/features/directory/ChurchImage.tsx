import { type BoxProps, Center, Icon, Image } from "@chakra-ui/react";
import { useState } from "react";
import { LuChurch } from "react-icons/lu";

type Layout = Pick<BoxProps, "w" | "h" | "boxSize" | "rounded" | "aspectRatio" | "flexShrink" | "minH">;

interface ChurchImageProps extends Layout {
  src: string | null;
  alt: string;
}

/** A church's photo, or a placeholder when it has none or the image fails to load (spec section 8). */
export function ChurchImage({ src, alt, ...props }: ChurchImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return (
      <Center bg="brand.muted" color="brand.fg" {...props} data-testid="church-image-placeholder">
        <Icon as={LuChurch} boxSize="40%" maxW="16" maxH="16" aria-hidden="true" />
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
