import type { FastifyInstance } from "fastify";
import { acceptedEncoding, type Encoding, encodeBody } from "../http/encoding.ts";
import { type ContextFactory, callerFor, type IdParams, pathId } from "./caller.ts";

/** If-None-Match by weak comparison (RFC 9110 13.1.2): the list is sent plain or encoded under one tag. */
function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.split(",").some((tag) => opaque(tag) === opaque(etag));
}

/**
 * The latest list's bytes, plain and in each encoding, made once per version: compressing several hundred KB
 * on every request would cost more than the rest of the request.
 */
interface Encoded {
  etag: string;
  plain: Buffer;
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
}
let latest: Encoded | null = null;

function encodedList(etag: string, json: string): Encoded {
  if (latest?.etag !== etag) latest = { etag, plain: Buffer.from(json, "utf8"), encoded: {} };
  return latest;
}

function encodedAs(body: Encoded, encoding: Encoding): Promise<Buffer> {
  body.encoded[encoding] ??= encodeBody(body.plain, encoding);
  return body.encoded[encoding];
}

export function churchRoutes(app: FastifyInstance, createContext: ContextFactory): void {
  app.get("/api/churches", async (req, reply) => {
    const { json, etag } = await callerFor(createContext, req, reply).churches.listJson();
    // Cached copies must be revalidated; an unchanged list then costs a 304 with no body.
    reply.header("etag", etag).header("cache-control", "no-cache").header("vary", "accept-encoding");
    if (etagMatches(req.headers["if-none-match"], etag)) return reply.code(304).send();
    const body = encodedList(etag, json);
    reply.type("application/json; charset=utf-8");
    const encoding = acceptedEncoding(req);
    if (!encoding) return reply.send(body.plain);
    return reply.header("content-encoding", encoding).send(await encodedAs(body, encoding));
  });
  app.get<{ Querystring: { q?: string } }>("/api/churches/search", (req, reply) =>
    callerFor(createContext, req, reply).churches.search({ q: req.query.q }),
  );
  app.get<IdParams>("/api/churches/:id", (req, reply) =>
    callerFor(createContext, req, reply).churches.byId({ id: pathId(req.params.id) }),
  );
}
