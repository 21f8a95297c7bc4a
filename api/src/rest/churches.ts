import { type AdminChurchInput, churchSearchSchema, DIRECTORY_PAGE_MAX } from "@app/shared";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { acceptedEncoding, type Encoding, encodeBody, sendSharedJson } from "../http/encoding.ts";
import { type BoundedList, withoutSchedules } from "../services/churches/unpaged.ts";
import { sendCalendar } from "./calendar-reply.ts";
import { type ContextFactory, callerFor, type IdParams, pathId } from "./caller.ts";
import { type PagingQuery as AdminPagingQuery, sendAdminList, sendBoundedList } from "./paging.ts";

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

/** Query-string filters of the directory's procedures (docs/directory-api.md); the schemas coerce and check them. */
type FilterQuery = {
  q?: string;
  state?: string;
  language?: string;
  // The weekly-service filters (packages/shared/src/service-filters.ts).
  day?: string;
  time?: string;
  from?: string;
  to?: string;
  serviceLanguage?: string;
  soon?: string;
  /** Facets answered yes, comma-separated (packages/shared/src/church-facets.ts). */
  facets?: string;
};
type PagingQuery = { offset?: string; limit?: string };
const filterOf = ({
  q,
  state,
  language,
  day,
  time,
  from,
  to,
  serviceLanguage,
  soon,
  facets,
}: FilterQuery) => ({
  q,
  state,
  language,
  day,
  time,
  from,
  to,
  serviceLanguage,
  soon,
  facets,
});

const SERVICE_FILTER_KEYS = ["day", "time", "from", "to", "serviceLanguage", "soon", "facets"] as const;

/**
 * True when a list request asks for a page (or a filter: a state, a language): its answer is then that page,
 * with X-Total-Count.
 */
const wantsPage = (query: PagingQuery & FilterQuery) =>
  query.offset !== undefined ||
  query.limit !== undefined ||
  query.state !== undefined ||
  query.language !== undefined ||
  SERVICE_FILTER_KEYS.some((key) => query[key] !== undefined);

export function churchRoutes(app: FastifyInstance, createContext: ContextFactory): void {
  /** GET /api/churches and /search with paging: the same churches, in the same order, a page at a time. */
  async function listPage(
    req: FastifyRequest<{ Querystring: FilterQuery & PagingQuery }>,
    reply: FastifyReply,
    q: string | undefined,
  ) {
    const { items, total } = await callerFor(createContext, req, reply).churches.page({
      ...filterOf(req.query),
      q,
      offset: req.query.offset ?? 0,
      limit: req.query.limit ?? DIRECTORY_PAGE_MAX,
    });
    // The schema checked offset and limit; read back as numbers for the next page's link.
    const offset = Number(req.query.offset ?? 0);
    const limit = Number(req.query.limit ?? DIRECTORY_PAGE_MAX);
    // The documented list shape: the cards' schedules are the page path's alone
    // (docs/product/documented-paths.md#lists).
    return sendBoundedList(req, reply, { items: withoutSchedules(items), total, offset, limit });
  }

  /** An unpaged answer above UNPAGED_LIST_MAX is the first page: the same headers a paged request gets. */
  function sendUnpaged<T>(req: FastifyRequest, reply: FastifyReply, { items, total }: BoundedList<T>) {
    if (items.length === total) return items;
    return sendBoundedList(req, reply, { items, total, offset: 0, limit: DIRECTORY_PAGE_MAX });
  }

  app.get<{ Querystring: FilterQuery & PagingQuery }>("/api/churches", async (req, reply) => {
    if (wantsPage(req.query)) return listPage(req, reply, undefined);
    const caller = callerFor(createContext, req, reply);
    const whole = await caller.churches.listJson();
    if (!whole) return sendUnpaged(req, reply, await caller.churches.list());
    const { json, etag } = whole;
    // Cached copies must be revalidated; an unchanged list then costs a 304 with no body.
    reply.header("etag", etag).header("cache-control", "no-cache").header("vary", "accept-encoding");
    if (etagMatches(req.headers["if-none-match"], etag)) return reply.code(304).send();
    const body = encodedList(etag, json);
    reply.type("application/json; charset=utf-8");
    const encoding = acceptedEncoding(req);
    if (!encoding) return reply.send(body.plain);
    return reply.header("content-encoding", encoding).send(await encodedAs(body, encoding));
  });
  app.get<{ Querystring: FilterQuery & PagingQuery }>("/api/churches/search", async (req, reply) => {
    if (wantsPage(req.query)) {
      // Validates q as the unpaged search does (too long, NUL) before paging.
      const { q } = churchSearchSchema.parse({ q: req.query.q });
      return listPage(req, reply, q);
    }
    const found = await callerFor(createContext, req, reply).churches.search({ q: req.query.q });
    return sendUnpaged(req, reply, found);
  });
  app.get<{ Querystring: FilterQuery & PagingQuery & { lat?: string; lng?: string } }>(
    "/api/churches/page",
    async (req, reply) => {
      const { lat, lng, offset, limit } = req.query;
      const near = lat !== undefined || lng !== undefined ? { lat, lng } : undefined;
      const page = await callerFor(createContext, req, reply).churches.page({
        ...filterOf(req.query),
        offset: offset ?? 0,
        limit,
        near,
      });
      return sendSharedJson(req, reply, page);
    },
  );
  app.get<{
    Querystring: FilterQuery & {
      west?: string;
      south?: string;
      east?: string;
      north?: string;
      zoom?: string;
    };
  }>("/api/churches/viewport", async (req, reply) => {
    const { west, south, east, north, zoom } = req.query;
    const viewport = await callerFor(createContext, req, reply).churches.viewport({
      ...filterOf(req.query),
      west,
      south,
      east,
      north,
      zoom,
    });
    return sendSharedJson(req, reply, viewport);
  });
  app.get<{ Params: { key: string }; Querystring: FilterQuery & PagingQuery & { zoom?: string } }>(
    "/api/churches/clusters/:key",
    (req, reply) =>
      callerFor(createContext, req, reply).churches.clusterMembers({
        ...filterOf(req.query),
        key: req.params.key,
        zoom: req.query.zoom,
        offset: req.query.offset ?? 0,
        limit: req.query.limit ?? DIRECTORY_PAGE_MAX,
      }),
  );
  app.get("/api/churches/overview", async (req, reply) =>
    sendSharedJson(req, reply, await callerFor(createContext, req, reply).churches.overview()),
  );
  app.get<IdParams>("/api/churches/:id", (req, reply) =>
    callerFor(createContext, req, reply).churches.byId({ id: pathId(req.params.id) }),
  );
  // A church's weekly services for calendar apps to subscribe to (the church page's webcal:// link).
  app.get<IdParams>("/api/churches/:id/services.ics", async (req, reply) => {
    const ics = await callerFor(createContext, req, reply).churches.servicesCalendar({
      id: pathId(req.params.id),
    });
    return sendCalendar(reply, ics, `inline; filename="church-${Number(req.params.id)}-services.ics"`);
  });

  // The administrator's: the church list with pending ones, approval, create, edit, delete, geocoding.
  // The documented array up to ADMIN_LIST_PAGE_MAX rows, then a page at a time; q searches
  // (docs/product/documented-paths.md#lists).
  app.get<{ Querystring: AdminPagingQuery }>("/api/admin/churches", (req, reply) =>
    sendAdminList(req, reply, (paging) => callerFor(createContext, req, reply).churches.adminList(paging)),
  );
  app.get<{ Querystring: AdminPagingQuery }>("/api/admin/churches/pending", (req, reply) =>
    sendAdminList(req, reply, (paging) => callerFor(createContext, req, reply).churches.pending(paging)),
  );
  app.post("/api/admin/churches", (req, reply) =>
    callerFor(createContext, req, reply).churches.create(req.body as AdminChurchInput),
  );
  app.put<IdParams>("/api/admin/churches/:id/approve", (req, reply) =>
    callerFor(createContext, req, reply).churches.approve({ id: pathId(req.params.id) }),
  );
  app.put<IdParams>("/api/churches/:id", (req, reply) =>
    callerFor(createContext, req, reply).churches.update({
      ...(req.body as AdminChurchInput),
      id: pathId(req.params.id),
    }),
  );
  app.delete<IdParams>("/api/churches/:id", (req, reply) =>
    callerFor(createContext, req, reply).churches.remove({ id: pathId(req.params.id) }),
  );
  app.post("/api/admin/geocode-churches", (req, reply) =>
    callerFor(createContext, req, reply).churches.geocode(),
  );
}
