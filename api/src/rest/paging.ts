import { ADMIN_LIST_PAGE_MAX, type AdminPage } from "@app/shared";
import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * Bounded lists on the documented REST paths (issue 38). A path documented as a plain array keeps that shape
 * (docs/product/documented-paths.md#lists), but never sends more than one page: when rows are left after this page, the answer says so in the
 * headers (RFC 8288 Link, as GitHub's API does), so a client written for the small table reads the first page
 * as before and a client that pages follows `rel="next"`.
 *
 *   X-Total-Count: how many rows match in all (always set);
 *   Link: <same path and query, offset = the next page's>; rel="next" (only when rows are left).
 *
 * Generic: the admin paths and the public directory's unpaged paths (/api/churches, /search) share it.
 */
export function sendBoundedList<T>(req: FastifyRequest, reply: FastifyReply, page: BoundedPage<T>): T[] {
  const { items, total, offset, limit } = page;
  const next = page.nextOffset !== undefined ? page.nextOffset : nextOffsetAfter(offset, items.length, total);
  reply.header("x-total-count", String(total));
  if (next !== null) reply.header("link", `<${pageUrl(req.url, next, limit)}>; rel="next"`);
  return items;
}

/**
 * A page of a list and where it sits: `offset` is the page's first row; the next page starts after its rows
 * unless `nextOffset` says otherwise (null: no next page). `limit`, when given, is written into the next link.
 */
export interface BoundedPage<T> {
  items: T[];
  total: number;
  offset: number;
  limit?: number;
  nextOffset?: number | null;
}

/** The next page's offset after `items` rows from `offset`, or null when this page reaches the total. */
export function nextOffsetAfter(offset: number, count: number, total: number): number | null {
  return count > 0 && offset + count < total ? offset + count : null;
}

/** The request's own path and query (every filter kept) with `offset`, and `limit` when given, replaced. */
function pageUrl(url: string, offset: number, limit: number | undefined): string {
  const next = new URL(url, "http://localhost");
  next.searchParams.set("offset", String(offset));
  if (limit !== undefined) next.searchParams.set("limit", String(limit));
  return `${next.pathname}${next.search}`;
}

/** Query-string search and paging of an admin list; the procedure's schema coerces and checks the values. */
export type PagingQuery = { q?: string; offset?: string; limit?: string };

/**
 * A documented admin list path: the request's own search and page, else from the first row with the largest
 * page (ADMIN_LIST_PAGE_MAX), so a table up to that size is answered whole as its documented array, and a larger one
 * a page at a time.
 */
export async function sendAdminList<T>(
  req: FastifyRequest<{ Querystring: PagingQuery }>,
  reply: FastifyReply,
  list: (paging: { q?: string; offset: number; limit: number }) => Promise<AdminPage<T>>,
): Promise<T[]> {
  // Passed on as text: the procedure's schema coerces and checks them (400 on a bad value).
  const paging = {
    q: req.query.q,
    offset: (req.query.offset ?? 0) as number,
    limit: (req.query.limit ?? ADMIN_LIST_PAGE_MAX) as number,
  };
  const { items, total } = await list(paging);
  return sendBoundedList(req, reply, {
    items,
    total,
    offset: Number(paging.offset),
    limit: Number(paging.limit),
  });
}
