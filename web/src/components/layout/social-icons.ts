import type { IconType } from "react-icons";
import { FaFacebook, FaInstagram, FaLinkedin, FaTwitter, FaYoutube } from "react-icons/fa";

const SOCIAL_ICONS: Record<string, IconType> = {
  facebook: FaFacebook,
  youtube: FaYoutube,
  instagram: FaInstagram,
  twitter: FaTwitter,
  linkedin: FaLinkedin,
};

/** docs/product/administration.md#social-links: an unknown platform uses the facebook icon, in the header and in the admin list alike. */
export const socialIcon = (platform: string): IconType => SOCIAL_ICONS[platform.toLowerCase()] ?? FaFacebook;
