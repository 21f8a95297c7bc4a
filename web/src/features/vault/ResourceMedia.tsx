import { AspectRatio, Box } from "@chakra-ui/react";
import { useI18n } from "../../lib/i18n";
import { resourcePreview } from "./preview";

interface ResourceMediaProps {
  url: string | null;
  title: string;
}

/** The card's embedded preview; media is fetched only when the visitor presses play (preload none). */
export function ResourceMedia({ url, title }: ResourceMediaProps) {
  const preview = resourcePreview(url);
  const { t } = useI18n();
  switch (preview.kind) {
    case "youtube":
      return (
        <AspectRatio ratio={16 / 9} rounded="l2" overflow="hidden" bg="gray.900">
          <iframe
            src={preview.embedUrl}
            title={t("vault.youtubeTitle", { title })}
            loading="lazy"
            allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
            allowFullScreen
            // The site sends no referrer by default; YouTube refuses to play embeds that arrive without one.
            referrerPolicy="strict-origin-when-cross-origin"
            sandbox="allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox"
          />
        </AspectRatio>
      );
    case "video":
      return (
        <AspectRatio
          ratio={16 / 9}
          rounded="l2"
          overflow="hidden"
          bg="gray.900"
          // The player's own focus ring would be cut off by the rounded frame: the frame shows it instead.
          css={{
            "&:has(video:focus)": {
              outline: "2px solid",
              outlineColor: "brand.focusRing",
              outlineOffset: "2px",
            },
          }}
        >
          {/* biome-ignore lint/a11y/useMediaCaption: shared files come without caption tracks */}
          <video controls preload="none" src={preview.src} aria-label={title} />
        </AspectRatio>
      );
    case "audio":
      return (
        <Box asChild w="full" h="10" rounded="full" focusRing="outside" focusRingColor="brand.focusRing">
          {/* biome-ignore lint/a11y/useMediaCaption: shared files come without caption tracks */}
          <audio controls preload="none" src={preview.src} aria-label={title} />
        </Box>
      );
    default:
      return null;
  }
}
