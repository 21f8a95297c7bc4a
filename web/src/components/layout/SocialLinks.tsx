import { socialPlatformName } from "@app/shared";
import { IconButton } from "@chakra-ui/react";
import type { SocialLink } from "../../lib/queries";
import { Tooltip } from "../ui/tooltip";
import { socialIcon } from "./social-icons";

/**
 * The header's social icons (large screens). Loaded lazily by the navbar: the tooltip machinery is not
 * needed for the first paint.
 */
export function SocialLinks({ links }: { links: SocialLink[] }) {
  return links.map((link) => {
    const SocialIcon = socialIcon(link.platform);
    const label = socialPlatformName(link.platform);
    return (
      <Tooltip key={link.platform} content={label}>
        <IconButton
          asChild
          variant="ghost"
          size="sm"
          color="fg.muted"
          _hover={{ color: "brand.fg" }}
          aria-label={label}
        >
          <a href={link.url} target="_blank" rel="noopener noreferrer">
            <SocialIcon />
          </a>
        </IconButton>
      </Tooltip>
    );
  });
}
