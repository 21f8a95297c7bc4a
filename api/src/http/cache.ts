import { createHash } from "node:crypto";
import { localizedPath } from "@app/shared/i18n";
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onSendAsyncHookHandler,
  RouteOptions,
} from "fastify";
import { purgeKeys } from "../adapters/cdn-purge.ts";
import type { Config } from "../config.ts";
import type { Database } from "../db/connect.ts";
import { onRecordedChange, type RecordedChange } from "../services/audit/changes.ts";

/**
 * Public reads a cache can carry (issue 44, docs/decisions/016-public-reads-and-openapi.md). Every public GET
 * is declared here by its route, so the policy lives in one table whatever file registers the route: its
 * Cache-Control, the validator every 200 carries (a route's own ETag, else a weak one from the body) with
 * If-None-Match answered by a 304, and, with CDN_SURROGATE_KEYS=on, the keys a purge names. Answers that read
 * a signed-in session, or set a cookie, are no-store whatever the table says.
 */

interface Freshness {
  /** Seconds any cache may reuse the answer without asking. */
  maxAge: number;
  /** Seconds after that a cache may still serve it while it revalidates in the background. */
  staleWhileRevalidate: number;
  /**
   * Browsers revalidate it every time (max-age=0; `maxAge` becomes s-maxage, for shared caches, which edits
   * purge). For the server-rendered pages, which carry their data: a browser keeping one for 30 s showed an
   * editor the page as it was before their edit (docs/decisions/021-server-rendered-pages.md).
   */
  revalidateInBrowsers?: boolean;
}

/** What readers expect to see soon: a change reaches a cache without purges within 60 s (30 + 30). */
const LIVE: Freshness = { maxAge: 30, staleWhileRevalidate: 30 };
/** The server-rendered pages: LIVE for shared caches, revalidated by browsers (an ETag makes that a 304). */
const PAGE: Freshness = { ...LIVE, revalidateInBrowsers: true };
/** For crawlers and feed readers, who ask seldom: the sitemap. */
const SLOW: Freshness = { maxAge: 900, staleWhileRevalidate: 3600 };
/** What changes only with a new release: robots.txt, the preview image, the API's description. */
const STATIC: Freshness = { maxAge: 3600, staleWhileRevalidate: 86_400 };

type Params = Record<string, string | undefined>;

export interface PublicRead {
  freshness: Freshness;
  /** The purge keys of what the answer shows (surrogate keys). */
  keys: (params: Params) => string[];
}

/** The surrogate keys. A church's own answers carry church-N; every list of churches carries "directory". */
export const SURROGATE_KEYS = {
  church: (id: string | number | undefined) => `church-${id}`,
  event: (id: string | number | undefined) => `event-${id}`,
  directory: "directory",
  events: "events",
  resources: "resources",
  /** The footer's social links and the site's settings, shown on the home page. */
  site: "site",
  /** The pages whose words come with a release (help, the forms). */
  pages: "pages",
  api: "api",
} as const;

const K = SURROGATE_KEYS;
const read = (freshness: Freshness, keys: PublicRead["keys"]): PublicRead => ({ freshness, keys });
const fixed = (freshness: Freshness, ...keys: string[]) => read(freshness, () => keys);

/** Every public GET route (English path: the /es copy of a page shares its entry), and what it shows. */
export const PUBLIC_READS: ReadonlyMap<string, PublicRead> = new Map([
  // The directory's paths (docs/directory-api.md).
  ["/api/churches", fixed(LIVE, K.directory)],
  ["/api/churches/search", fixed(LIVE, K.directory)],
  ["/api/churches/page", fixed(LIVE, K.directory)],
  ["/api/churches/viewport", fixed(LIVE, K.directory)],
  ["/api/churches/clusters/:key", fixed(LIVE, K.directory)],
  ["/api/churches/overview", fixed(LIVE, K.directory)],
  ["/api/churches/:id", read(LIVE, (params) => [K.church(params.id)])],
  ["/api/churches/:id/services.ics", read(LIVE, (params) => [K.church(params.id)])],
  // The other documented public paths (docs/product/documented-paths.md).
  ["/api/events", fixed(LIVE, K.events)],
  ["/api/events.ics", fixed(LIVE, K.events)],
  ["/api/events/:id/ics", read(LIVE, (params) => [K.events, K.event(params.id)])],
  ["/api/resources", fixed(LIVE, K.resources)],
  ["/api/resource-types", fixed(LIVE, K.resources)],
  ["/api/social-media", fixed(LIVE, K.site)],
  // The API's description.
  ["/api/openapi.json", fixed(STATIC, K.api)],
  ["/api/docs", fixed(STATIC, K.api)],
  ["/api/docs/redoc.standalone.js", fixed(STATIC, K.api)],
  ["/api/docs/start.js", fixed(STATIC, K.api)],
  // Open data.
  ["/api/open-data/churches.geojson", fixed(LIVE, K.directory)],
  ["/api/open-data/churches.csv", fixed(LIVE, K.directory)],
  ["/api/open-data/hsds.json", fixed(LIVE, K.directory)],
  // The embeddable finder's places: the gazetteer changes only with a release.
  ["/api/places", fixed(STATIC, K.api)],
  // Server-written pages (api/src/http/pages.ts), feeds and the sitemap.
  ["/", fixed(PAGE, K.directory, K.site)],
  ["/church/:id", read(PAGE, (params) => [K.church(params.id)])],
  ["/events", fixed(PAGE, K.events)],
  ["/events/:id", read(PAGE, (params) => [K.events, K.event(params.id)])],
  ["/resources", fixed(PAGE, K.resources)],
  ["/open-data", fixed(PAGE, K.pages)],
  ["/embed", fixed(PAGE, K.pages)],
  ...[
    "/church-plant-request",
    "/pastoral-candidate",
    "/help",
    "/register-church",
    "/register",
    "/sign-up",
    "/auth",
  ].map((path) => [path, fixed(PAGE, K.pages)] as const),
  ["/feeds/events.atom", fixed(LIVE, K.events)],
  ["/feeds/resources.atom", fixed(LIVE, K.resources)],
  ["/sitemap.xml", fixed(SLOW, K.directory, K.events)],
  ["/sitemap-:page.xml", fixed(SLOW, K.directory, K.events)],
  ["/robots.txt", fixed(STATIC, K.pages)],
  ["/site-image.png", fixed(STATIC, K.site)],
]);

/** Procedures a GET on /trpc may be cached for, with what they show; every other call is no-store. */
const PUBLIC_QUERIES: ReadonlyMap<string, (input: unknown) => string[]> = new Map<
  string,
  (input: unknown) => string[]
>([
  ["churches.list", () => [K.directory]],
  ["churches.search", () => [K.directory]],
  ["churches.page", () => [K.directory]],
  ["churches.viewport", () => [K.directory]],
  ["churches.clusterMembers", () => [K.directory]],
  ["churches.overview", () => [K.directory]],
  ["churches.byId", (input) => [K.church(idOf(input))]],
  ["events.list", () => [K.events]],
  ["events.byId", (input) => [K.events, K.event(idOf(input))]],
  ["resources.list", () => [K.resources]],
  ["resources.types", () => [K.resources]],
  ["social.list", () => [K.site]],
  ["site.info", () => [K.site]],
]);

const idOf = (input: unknown) =>
  input && typeof input === "object" && "id" in input ? String((input as { id: unknown }).id) : "unknown";

/** Page routes of signed-in areas: the same shell for all, but nothing a shared cache should hold. */
const PRIVATE_PAGES = ["/admin", "/profile", "/claim"];

/** A route's path as the table names it: the Spanish copy of a page (/es/...) is its English path. */
function tablePath(url: string): string {
  const spanish = localizedPath("/", "es").replace(/\/$/, "");
  if (url === spanish) return "/";
  return url.startsWith(`${spanish}/`) ? url.slice(spanish.length) : url;
}

const isPrivateRoute = (path: string) =>
  path.startsWith("/api/admin") || PRIVATE_PAGES.some((page) => path === page || path.startsWith(`${page}/`));

export function cacheControlOf({ maxAge, staleWhileRevalidate, revalidateInBrowsers }: Freshness): string {
  if (revalidateInBrowsers) {
    return `public, max-age=0, s-maxage=${maxAge}, stale-while-revalidate=${staleWhileRevalidate}`;
  }
  return `public, max-age=${maxAge}, stale-while-revalidate=${staleWhileRevalidate}`;
}

/** If-None-Match by weak comparison (RFC 9110 13.1.2), over a list of tags or "*". */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.split(",").some((tag) => opaque(tag) === opaque(etag));
}

/**
 * A weak tag from the body's bytes: weak, because the same answer compressed differently is the same
 * representation to a reader (a tag made from a route's precompressed bytes differs per encoding, which only
 * costs a full answer).
 */
export const weakEtagOf = (body: string | Buffer) =>
  `W/"${createHash("sha1").update(body).digest("base64url")}"`;

/** The answer read a signed-in session or starts one: a shared cache must never hand it to someone else. */
const isSessionAnswer = (request: FastifyRequest, reply: FastifyReply) =>
  request.auth !== null || reply.hasHeader("set-cookie");

interface CacheSettings {
  surrogateKeys: boolean;
}

function setSurrogateKeys(reply: FastifyReply, keys: string[]) {
  const unique = [...new Set(keys)];
  // Fastly and others read Surrogate-Key (spaces); Cloudflare reads Cache-Tag (commas).
  reply.header("surrogate-key", unique.join(" ")).header("cache-tag", unique.join(","));
}

/** Validator and 304: after the route, before compression (so the tag is the plain body's when it can be). */
function validate(request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
  if (reply.statusCode !== 200) return payload;
  let etag = reply.getHeader("etag") as string | undefined;
  if (!etag && (typeof payload === "string" || Buffer.isBuffer(payload))) {
    etag = weakEtagOf(payload);
    reply.header("etag", etag);
  }
  if (!etag || !etagMatches(request.headers["if-none-match"], etag)) return payload;
  reply.code(304).removeHeader("content-length").removeHeader("content-encoding");
  return "";
}

function publicReadHook(entry: PublicRead, settings: CacheSettings): onSendAsyncHookHandler<unknown> {
  return async (request, reply, payload) => {
    if (isSessionAnswer(request, reply)) {
      reply.header("cache-control", "no-store");
      return payload;
    }
    if (reply.statusCode !== 200 && reply.statusCode !== 304) return payload;
    reply.header("cache-control", cacheControlOf(entry.freshness));
    if (settings.surrogateKeys) setSurrogateKeys(reply, entry.keys(request.params as Params));
    return validate(request, reply, payload);
  };
}

/** The procedures of a /trpc call and their inputs (a batch names several: "a,b?batch=1&input={0:..,1:..}"). */
function trpcCalls(request: FastifyRequest): Array<{ path: string; input: unknown }> {
  const paths = String((request.params as Params).path ?? "").split(",");
  const query = request.query as { input?: string; batch?: string };
  let inputs: unknown;
  try {
    inputs = query.input === undefined ? undefined : JSON.parse(query.input);
  } catch {
    inputs = undefined;
  }
  return paths.map((path, index) => ({
    path,
    input: query.batch ? (inputs as Record<string, unknown> | undefined)?.[index] : inputs,
  }));
}

/**
 * The tRPC adapter hands Fastify a fetch Response, which Fastify streams after the hooks. A public query's
 * answer is bounded (issue 38), so it is read here: its status and headers move to the reply, and its body
 * can be tagged like any other.
 */
async function unwrapResponse(reply: FastifyReply, payload: unknown): Promise<unknown> {
  if (!(payload instanceof Response)) return payload;
  const body = await payload.text();
  reply.code(payload.status);
  payload.headers.forEach((value, name) => {
    if (!reply.hasHeader(name)) reply.header(name, value);
  });
  return body;
}

const statusOf = (reply: FastifyReply, payload: unknown) =>
  payload instanceof Response ? payload.status : reply.statusCode;

function trpcHook(settings: CacheSettings): onSendAsyncHookHandler<unknown> {
  return async (request, reply, sent) => {
    const calls = request.method === "GET" || request.method === "HEAD" ? trpcCalls(request) : [];
    const allPublic = calls.length > 0 && calls.every((call) => PUBLIC_QUERIES.has(call.path));
    if (!allPublic || isSessionAnswer(request, reply) || statusOf(reply, sent) !== 200) {
      reply.header("cache-control", "no-store");
      return sent;
    }
    const payload = await unwrapResponse(reply, sent);
    reply.header("cache-control", cacheControlOf(LIVE));
    if (settings.surrogateKeys)
      setSurrogateKeys(
        reply,
        calls.flatMap((call) => PUBLIC_QUERIES.get(call.path)?.(call.input) ?? []),
      );
    return validate(request, reply, payload);
  };
}

const noStore: onSendAsyncHookHandler<unknown> = async (_request, reply, payload) => {
  reply.header("cache-control", "no-store");
  return payload;
};

/** Runs `hook` first among the route's onSend hooks: before compression turns the body into a stream. */
function prependOnSend(route: RouteOptions, hook: onSendAsyncHookHandler<unknown>) {
  const current = route.onSend;
  route.onSend = [
    hook,
    ...(Array.isArray(current) ? current : current ? [current] : []),
  ] as RouteOptions["onSend"];
}

/** The purge keys of a recorded change (services/audit/changes.ts); empty when no public answer shows it. */
export function keysOfChange({ entity, entityId }: RecordedChange): string[] {
  switch (entity) {
    case "church":
      // A bulk change (geocoding) names no church: every list moves; each church page follows within LIVE.
      return entityId === null ? [K.directory] : [K.church(entityId), K.directory];
    case "event":
      return entityId === null ? [K.events] : [K.event(entityId), K.events];
    case "resource":
    case "resource_type":
      return [K.resources];
    case "social_link":
      return [K.site];
    default:
      return [];
  }
}

/**
 * Registers the policy of every route added after it (call it before the routes, after compression), and
 * the CDN purge of every recorded change when CDN_PURGE_URL is set.
 */
export function registerCachePolicy(app: FastifyInstance, { config, db }: { config: Config; db: Database }) {
  const settings: CacheSettings = { surrogateKeys: config.CDN_SURROGATE_KEYS };
  app.addHook("onRoute", (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.some((method) => method === "GET" || method === "HEAD")) return;
    const path = tablePath(route.url);
    if (path === "/trpc/:path") return prependOnSend(route, trpcHook(settings));
    if (isPrivateRoute(path)) return prependOnSend(route, noStore);
    const entry = PUBLIC_READS.get(path);
    if (entry) prependOnSend(route, publicReadHook(entry, settings));
  });

  const purgeUrl = config.CDN_PURGE_URL;
  if (purgeUrl) {
    const stop = onRecordedChange(db, (change) => {
      const keys = keysOfChange(change);
      // Not awaited: the edit has committed and answers at once; purgeKeys logs its own failure.
      if (keys.length > 0) void purgeKeys(purgeUrl, keys, app.log);
    });
    app.addHook("onClose", async () => stop());
  }
}
