import { z } from "zod";
import { tooLongMessage } from "./fields.ts";
import { MSG } from "./i18n/keys.ts";
import { httpUrl } from "./url.ts";

/** Matches the database CHECK on platform (^[a-z][a-z0-9_-]*$). */
export const socialPlatformSchema = z
  .string({ error: MSG.messages.INVALID_PLATFORM })
  .trim()
  .toLowerCase()
  .max(50, tooLongMessage(50))
  .regex(/^[a-z][a-z0-9_-]*$/, MSG.messages.INVALID_PLATFORM);
export type SocialPlatformInput = z.input<typeof socialPlatformSchema>;

/** PUT /api/admin/social-media/{platform}: an empty URL is refused with the same message as a bad one. */
export const socialLinkUrlSchema = z.strictObject({ url: httpUrl(500) });
export type SocialLinkUrlInput = z.input<typeof socialLinkUrlSchema>;
export type SocialLinkUrlData = z.output<typeof socialLinkUrlSchema>;

export const socialToggleSchema = z.strictObject({ isActive: z.boolean() });
export type SocialToggleInput = z.input<typeof socialToggleSchema>;
export type SocialToggleData = z.output<typeof socialToggleSchema>;
