import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { DomainError } from "../errors.ts";
import { acceptedEncoding, COMPRESS_THRESHOLD_BYTES, type Encoding, encodeBody } from "./encoding.ts";

// What the server-written pages, the sitemap and the feeds share: reading an id from a path, sending a text
// compressed once per content, and the trailing-slash redirect (docs/decisions/009-server-written-heads.md).

const MAX_ID = 2_147_483_647;

/** A path id as the web app reads it (web/src/features/directory/queries.ts): anything else is no page. */
export function pathId(param: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(param)) return null;
  const id = Number(param);
  return id <= MAX_ID ? id : null;
}

export const isNotFound = (error: unknown) => error instanceof DomainError && error.kind === "NOT_FOUND";

/**
 * Compressed bodies by content, so a page that did not change (the home page, a popular church) is
 * compressed once. Small and least-recently-used: the directory may hold 350,000 church pages.
 */
const COMPRESSED_LIMIT = 256;
const compressed = new Map<string, Promise<Buffer>>();

function compress(body: string, encoding: Encoding): Promise<Buffer> {
  const key = `${encoding}:${createHash("sha1").update(body).digest("base64")}`;
  const cached = compressed.get(key);
  if (cached) {
    compressed.delete(key);
    compressed.set(key, cached);
    return cached;
  }
  const made = encodeBody(Buffer.from(body, "utf8"), encoding);
  made.catch(() => compressed.delete(key));
  compressed.set(key, made);
  if (compressed.size > COMPRESSED_LIMIT) compressed.delete(compressed.keys().next().value as string);
  return made;
}

export async function sendText(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string,
  options: { type: string; status?: number; cacheControl: string },
) {
  reply
    .status(options.status ?? 200)
    .type(options.type)
    .header("cache-control", options.cacheControl)
    // Added to what a route already varies on (the home page: the language it guesses).
    .header("vary", [reply.getHeader("vary"), "accept-encoding"].filter(Boolean).join(", "));
  const encoding = body.length >= COMPRESS_THRESHOLD_BYTES ? acceptedEncoding(request) : null;
  if (!encoding) return reply.send(body);
  return reply.header("content-encoding", encoding).send(await compress(body, encoding));
}

/**
 * "/events/" is "/events" to the web app's router: one address per page, so the slash goes with a 301.
 * Never to "//host" or "/\\host", which a browser would read as another site.
 */
export function redirectTrailingSlash(request: FastifyRequest, reply: FastifyReply) {
  const pathname = request.url.split("?", 1)[0] ?? "/";
  const trimmed = pathname.replace(/\/+$/, "");
  if (trimmed === pathname || !/^\/[^/\\]/.test(trimmed)) return null;
  return reply.redirect(`${trimmed}${request.url.slice(pathname.length)}`, 301);
}
