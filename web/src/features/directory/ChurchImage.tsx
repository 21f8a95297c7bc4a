import { type BoxProps, Image } from "@chakra-ui/react";
import { useState } from "react";
import { LuChurch } from "react-icons/lu";
import { ImagePlaceholder } from "../../components/ui/ImagePlaceholder";

type Layout = Pick<
  BoxProps,
  "w" | "h" | "boxSize" | "rounded" | "aspectRatio" | "flexShrink" | "minH" | "hideBelow"
>;

interface ChurchImageProps extends Layout {
  src: string | null;
  alt: string;
}

/** A church's photo, or a placeholder when it has none or the image fails to load (docs/product/churches.md#the-church-page). */
export function ChurchImage({ src, alt, ...props }: ChurchImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return <ImagePlaceholder icon={LuChurch} {...props} data-testid="church-image-placeholder" />;
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
