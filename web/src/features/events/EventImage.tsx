import { type BoxProps, Image } from "@chakra-ui/react";
import { useState } from "react";
import { LuCalendarDays } from "react-icons/lu";
import { ImagePlaceholder } from "../../components/ui/ImagePlaceholder";

type Layout = Pick<BoxProps, "w" | "h" | "rounded" | "aspectRatio" | "maxH" | "hideBelow">;

interface EventImageProps extends Layout {
  src: string | null;
  alt: string;
}

/** The event's image, or the site's placeholder when the image fails to load. */
export function EventImage({ src, alt, ...props }: EventImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return <ImagePlaceholder icon={LuCalendarDays} {...props} />;
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
