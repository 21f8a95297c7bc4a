import type { FastifyInstance } from "fastify";
import { routedPath } from "./path.ts";

/**
 * What the embeddable finder reads from a host page on another site (docs/decisions/022-embeddable-finder.md):
 * its script, and the public directory answers it asks for. Only GET and HEAD, and only answers that are the
 * same for everyone: they may be read from any origin, without credentials (`*` never lets a browser send or
 * expose cookies), and loaded across origins (Cross-Origin-Resource-Policy; helmet's default is same-origin).
 * Writes and session-dependent answers keep the same-origin rules of http/guard.ts and http/security.ts.
 */
const EMBED_READS: readonly RegExp[] = [
  /^\/embed\/finder\.js$/,
  /^\/api\/churches\/page$/,
  /^\/api\/churches\/overview$/,
  /^\/api\/churches\/\d+$/,
  /^\/api\/places$/,
];

export const isEmbedRead = (method: string, path: string) =>
  (method === "GET" || method === "HEAD") && EMBED_READS.some((pattern) => pattern.test(path));

export function registerEmbedReads(app: FastifyInstance): void {
  app.addHook("onSend", async (request, reply, payload) => {
    if (!isEmbedRead(request.method, routedPath(request.url))) return payload;
    reply.header("access-control-allow-origin", "*").header("cross-origin-resource-policy", "cross-origin");
    // No cookie from an embed's read: it sends none (credentials "omit"), and none is started for it.
    reply.removeHeader("set-cookie");
    return payload;
  });
}
