import { z } from "zod";
import { blankable, tooLongMessage } from "./fields.ts";
import { MSG } from "./i18n/keys.ts";

/** Raw whitespace or control characters: the URL parser would silently drop or encode them. */
const hasUnsafeCharacters = (value: string) =>
  /\s/.test(value) || [...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

/**
 * An absolute http(s) URL with a host. The prefix test mirrors the database CHECK (~* '^https?://'):
 * the URL parser alone would also accept "http:example.com".
 */
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value) || hasUnsafeCharacters(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/** Where this site serves an upload: the only path of the site an image field may name. */
export const UPLOAD_PATH_PATTERN =
  /^\/api\/uploads\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const isUploadPath = (value: string) => UPLOAD_PATH_PATTERN.test(value);

/** An absolute https URL with a host. */
export function isHttpsUrl(value: string): boolean {
  return isHttpUrl(value) && /^https:\/\//i.test(value);
}

/**
 * Images are uploads of this site ("/api/uploads/<id>") or absolute https URLs. Any other path of the site
 * would be requested by every browser that shows the image (an image of "/api/auth/logout" signed the
 * viewer out), and plain http is mixed content on an https site. Whether the caller may use a given upload
 * is the server's decision (api/src/services/image-urls.ts).
 */
export function isImageUrl(value: string): boolean {
  return isUploadPath(value) || isHttpsUrl(value);
}

export function httpUrl(max = 1000) {
  return z
    .string({ error: MSG.messages.INVALID_URL })
    .trim()
    .max(max, tooLongMessage(max))
    .refine(isHttpUrl, MSG.messages.INVALID_URL);
}

export function optionalHttpUrl(max = 1000) {
  return blankable(httpUrl(max), MSG.messages.INVALID_URL);
}

export const httpUrlSchema = httpUrl();
export const optionalHttpUrlSchema = optionalHttpUrl();

export const imageUrlSchema = blankable(
  z.string().trim().max(500, tooLongMessage(500)).refine(isImageUrl, MSG.messages.INVALID_IMAGE_URL),
  MSG.messages.INVALID_IMAGE_URL,
);
