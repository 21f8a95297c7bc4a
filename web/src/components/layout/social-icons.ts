import type { IconType } from "react-icons";
import { LuFacebook, LuInstagram, LuLinkedin, LuTwitter, LuYoutube } from "react-icons/lu";

const SOCIAL_ICONS: Record<string, IconType> = {
  facebook: LuFacebook,
  youtube: LuYoutube,
  instagram: LuInstagram,
  twitter: LuTwitter,
  linkedin: LuLinkedin,
};

/** docs/product/administration.md#social-links: an unknown platform uses the facebook icon, in the header and in the admin list alike. */
export const socialIcon = (platform: string): IconType => SOCIAL_ICONS[platform.toLowerCase()] ?? LuFacebook;
