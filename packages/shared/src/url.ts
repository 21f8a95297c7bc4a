import { z } from "zod";
import { blankable } from "./fields.ts";
import { INVALID_URL, tooLong } from "./messages.ts";

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

/** Images are our own uploads ("/api/uploads/...") or absolute http(s) URLs; never another scheme. */
export function isImageUrl(value: string): boolean {
  if (isHttpUrl(value)) return true;
  return /^\/(?![/\\])/.test(value) && !hasUnsafeCharacters(value);
}

export function httpUrl(max = 1000) {
  return z.string({ error: INVALID_URL }).trim().max(max, tooLong(max)).refine(isHttpUrl, INVALID_URL);
}

export function optionalHttpUrl(max = 1000) {
  return blankable(httpUrl(max), INVALID_URL);
}

export const httpUrlSchema = httpUrl();
export const optionalHttpUrlSchema = optionalHttpUrl();

export const imageUrlSchema = blankable(
  z.string().trim().max(500, tooLong(500)).refine(isImageUrl, INVALID_URL),
  INVALID_URL,
);
