import { socialPlatformName } from "@app/shared";
import type { SocialLink } from "../../lib/queries";
import { Tooltip } from "../ui/tooltip";
import { BAR_ICON_STYLE, SocialIconLink } from "./SocialIconLink";

/**
 * The wide header's social icons with their tooltips. Loaded lazily by the navbar, which shows the same icons
 * without tooltips meanwhile (PlainSocialLinks): the tooltip machinery is not needed for the first paint.
 */
export function SocialLinks({ links }: { links: SocialLink[] }) {
  return links.map((link) => (
    <Tooltip key={link.platform} content={socialPlatformName(link.platform)}>
      <SocialIconLink link={link} {...BAR_ICON_STYLE} />
    </Tooltip>
  ));
}
