import { promisify } from "node:util";
import { gzip as gzipCallback } from "node:zlib";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { type ContextFactory, callerFor, type IdParams, pathId } from "./caller.ts";

const gzip = promisify(gzipCallback);

/** If-None-Match by weak comparison (RFC 9110 13.1.2): the list is sent plain or gzipped under one tag. */
function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.split(",").some((tag) => opaque(tag) === opaque(etag));
}

function acceptsGzip(req: FastifyRequest): boolean {
  const header = req.headers["accept-encoding"];
  if (typeof header !== "string") return false;
  return header.split(",").some((part) => {
    const [coding, ...params] = part.trim().split(";");
    if (coding?.trim().toLowerCase() !== "gzip") return false;
    return !params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param));
  });
}

/**
 * The latest list's bytes, plain and gzipped, made once per version: encoding a string of several hundred KB
 * on every request would cost more than the rest of the request, and the app has no compression plugin.
 */
interface Encoded {
  etag: string;
  plain: Buffer;
  gzipped: Promise<Buffer> | null;
}
let encoded: Encoded | null = null;

function encodedList(etag: string, json: string): Encoded {
  if (encoded?.etag !== etag) encoded = { etag, plain: Buffer.from(json, "utf8"), gzipped: null };
  return encoded;
}

function gzipped(body: Encoded): Promise<Buffer> {
  body.gzipped ??= gzip(body.plain);
  return body.gzipped;
}

export function churchRoutes(app: FastifyInstance, createContext: ContextFactory): void {
  app.get("/api/churches", async (req, reply) => {
    const { json, etag } = await callerFor(createContext, req, reply).churches.listJson();
    // Cached copies must be revalidated; an unchanged list then costs a 304 with no body.
    reply.header("etag", etag).header("cache-control", "no-cache").header("vary", "accept-encoding");
    if (etagMatches(req.headers["if-none-match"], etag)) return reply.code(304).send();
    const body = encodedList(etag, json);
    reply.type("application/json; charset=utf-8");
    if (!acceptsGzip(req)) return reply.send(body.plain);
    return reply.header("content-encoding", "gzip").send(await gzipped(body));
  });
  app.get<{ Querystring: { q?: string } }>("/api/churches/search", (req, reply) =>
    callerFor(createContext, req, reply).churches.search({ q: req.query.q }),
  );
  app.get<IdParams>("/api/churches/:id", (req, reply) =>
    callerFor(createContext, req, reply).churches.byId({ id: pathId(req.params.id) }),
  );
}
