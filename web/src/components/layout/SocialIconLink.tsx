import { socialPlatformName } from "@app/shared";
import type { IconButtonProps } from "@chakra-ui/react";
import type { SocialLink } from "../../lib/queries";
import { IconButton } from "../ui/button";
import { socialIcon } from "./social-icons";

interface SocialIconLinkProps extends Omit<IconButtonProps, "asChild" | "aria-label" | "children"> {
  link: SocialLink;
}

/** The association's page on a platform, as that platform's icon, named for screen readers; opens a new tab. */
export function SocialIconLink({ link, ...props }: SocialIconLinkProps) {
  const SocialIcon = socialIcon(link.platform);
  return (
    <IconButton
      asChild
      variant="ghost"
      size="sm"
      color="fg.muted"
      aria-label={socialPlatformName(link.platform)}
      {...props}
    >
      <a href={link.url} target="_blank" rel="noopener noreferrer">
        <SocialIcon />
      </a>
    </IconButton>
  );
}

/** In the wide header the icons hover to the brand colour. */
export const BAR_ICON_STYLE = { _hover: { color: "brand.fg" } } as const;

/**
 * The wide header's social icons without their tooltips: what the navbar shows while the tooltips' code loads
 * (SocialLinks), working links of the same size in the same place, so the header does not shift when it comes.
 */
export function PlainSocialLinks({ links }: { links: SocialLink[] }) {
  return links.map((link) => <SocialIconLink key={link.platform} link={link} {...BAR_ICON_STYLE} />);
}
