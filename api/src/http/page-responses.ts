import type { FastifyReply, FastifyRequest } from "fastify";
import { DomainError } from "../errors.ts";
import { weakEtagOf } from "./cache.ts";
import { EncodedBody, sendEncoded } from "./encoding.ts";

// What the server-written pages, the sitemap and the feeds share: reading an id from a path, sending a text
// made, tagged and compressed once, and the trailing-slash redirect (docs/decisions/009-server-written-heads.md).

const MAX_ID = 2_147_483_647;

/** A path id as the web app reads it (web/src/features/directory/queries.ts): anything else is no page. */
export function pathId(param: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(param)) return null;
  const id = Number(param);
  return id <= MAX_ID ? id : null;
}

export const isNotFound = (error: unknown) => error instanceof DomainError && error.kind === "NOT_FOUND";

/**
 * A text answer made once and sent many times (a rendered page, a sitemap file, a feed): its bytes, its
 * validator and each compression, computed once however many requests send it.
 */
export class KeptText extends EncodedBody {
  constructor(
    body: string,
    /** One tag for every encoding: the same page compressed differently is the same representation. */
    readonly etag = weakEtagOf(body),
  ) {
    super(Buffer.from(body, "utf8"));
  }

  /**
   * What keeping it costs at most: the plain bytes and room for both compressions, which are never larger
   * than the text they compress.
   */
  get weight(): number {
    return this.plain.length * 2;
  }
}

export interface TextAnswer {
  type: string;
  status?: number;
  cacheControl: string;
}

/** Sends a kept text with its ETag (the cache policy answers If-None-Match with a 304: http/cache.ts). */
export async function sendKept(
  request: FastifyRequest,
  reply: FastifyReply,
  kept: KeptText,
  options: TextAnswer,
) {
  reply
    .status(options.status ?? 200)
    .type(options.type)
    .header("cache-control", options.cacheControl)
    .header("etag", kept.etag)
    // Added to what a route already varies on (the home page: the language it guesses).
    .header("vary", [reply.getHeader("vary"), "accept-encoding"].filter(Boolean).join(", "));
  return sendEncoded(request, reply, kept);
}

/**
 * Texts made per request (the feeds), kept by content, so one that did not change is hashed and compressed
 * once. Small and least-recently-used.
 */
const KEPT_BY_CONTENT = 64;
const keptByContent = new Map<string, KeptText>();

function keptFor(body: string): KeptText {
  const key = weakEtagOf(body);
  const found = keptByContent.get(key);
  if (found) keptByContent.delete(key);
  const kept = found ?? new KeptText(body, key);
  keptByContent.set(key, kept);
  if (keptByContent.size > KEPT_BY_CONTENT) keptByContent.delete(keptByContent.keys().next().value as string);
  return kept;
}

export function sendText(request: FastifyRequest, reply: FastifyReply, body: string, options: TextAnswer) {
  return sendKept(request, reply, keptFor(body), options);
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
