import { MSG } from "@app/shared/i18n";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../config.ts";
import { messageBody } from "./locale.ts";
import { routedPath } from "./path.ts";

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/** Every method some route of the site answers; TRACE, PROPFIND and the like reach no handler. */
const SERVED_METHODS = new Set(["GET", "HEAD", "OPTIONS", ...STATE_CHANGING]);
const ALLOW_HEADER = "GET, HEAD, POST, PUT, PATCH, DELETE";

/** The encrypted cookie of http/session.ts. */
const SESSION_COOKIE = "session";

/** Routes that take a file: multipart forms, and the signed PUT that carries the raw image bytes. */
const MULTIPART_ROUTES = new Set(["/api/upload/church-image", "/api/upload-image", "/api/admin/imports"]);
const RAW_UPLOAD_PREFIX = "/api/objects/";

/** The media type of a Content-Type header, without parameters, lower-cased; null when absent. */
function mediaType(request: FastifyRequest): string | null {
  const header = request.headers["content-type"];
  if (header === undefined) return null;
  return header.split(";")[0]!.trim().toLowerCase();
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers["content-length"];
  return request.headers["transfer-encoding"] !== undefined || (length !== undefined && length !== "0");
}

/** The body types a route accepts: JSON everywhere, files only where files are uploaded. */
function acceptsMediaType(method: string, path: string, type: string): boolean {
  if (type === "application/json") return true;
  if (type === "multipart/form-data") return method === "POST" && MULTIPART_ROUTES.has(path);
  if (method === "PUT" && path.startsWith(RAW_UPLOAD_PREFIX)) {
    // The route reads the type from the bytes; the header only has to look like a file.
    return type.startsWith("image/") || type === "application/octet-stream";
  }
  return false;
}

function hasSessionCookie(request: FastifyRequest): boolean {
  const header = request.headers.cookie;
  return header !== undefined && new RegExp(`(?:^|;)\\s*${SESSION_COOKIE}=`).test(header);
}

/**
 * Same origin by the Origin header (the configured public origin or the request's own), else by
 * Sec-Fetch-Site. Browsers send one of them on every such request, so a request with neither is a
 * non-browser client, allowed only when it carries no session cookie (nothing a forged request could use).
 */
function isSameOrigin(request: FastifyRequest, publicOrigin: string): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) {
    return origin === publicOrigin || origin === `${request.protocol}://${request.host}`;
  }
  const site = request.headers["sec-fetch-site"];
  if (site !== undefined) return site === "same-origin" || site === "none";
  return !hasSessionCookie(request);
}

/**
 * Cross-site request guard for every state-changing request, whatever its path: same origin, and a JSON body
 * (files only on the upload routes, named by the path as the router decodes it). Guarding every path means
 * no spelling of a path ("/%61pi/...", "/%74rpc/...") can reach a handler unguarded. Methods no route
 * serves get a 405 before any handler (the tRPC adapter answered TRACE with a 500). It runs before the
 * session is read or the body parsed, so a refused request changes nothing.
 * See docs/decisions/004-request-guard-and-sign-in-limits.md.
 */
export function registerRequestGuard(app: FastifyInstance, config: Config): void {
  const publicOrigin = new URL(config.PUBLIC_BASE_URL).origin;
  app.addHook("onRequest", async (request: FastifyRequest, reply: FastifyReply) => {
    if (!SERVED_METHODS.has(request.method)) {
      return reply
        .status(405)
        .header("allow", ALLOW_HEADER)
        .send(messageBody(request, MSG.sharedMessages.http.methodNotAllowed));
    }
    if (!STATE_CHANGING.has(request.method)) return;
    const path = routedPath(request.url);
    if (!isSameOrigin(request, publicOrigin)) {
      return reply.status(403).send(messageBody(request, MSG.sharedMessages.http.crossSiteRefused));
    }
    const type = mediaType(request);
    // A request without a body has nothing to smuggle; Fastify refuses an empty body declared as JSON.
    if (type === null ? hasBody(request) : !acceptsMediaType(request.method, path, type)) {
      return reply.status(415).send(messageBody(request, MSG.sharedMessages.http.jsonRequired));
    }
  });
}
