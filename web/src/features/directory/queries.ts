import { queryOptions } from "@tanstack/react-query";
import type { inferOutput } from "@trpc/tanstack-react-query";
import { trpc } from "../../lib/trpc";

export type DirectoryChurch = inferOutput<typeof trpc.churches.list>[number];
export type ChurchDetail = inferOutput<typeof trpc.churches.byId>;

/**
 * The church list travels over GET /api/churches rather than tRPC: the server sends a body it serialized once,
 * gzipped and tagged, so a revisit costs a 304 from the browser's HTTP cache. The key is the tRPC key, so an
 * invalidation of `trpc.churches.list` (after an administrator's change) refreshes it.
 */
export function churchListQueryOptions() {
  return queryOptions({
    queryKey: trpc.churches.list.queryKey(),
    queryFn: async ({ signal }): Promise<DirectoryChurch[]> => {
      const response = await fetch("/api/churches", { credentials: "include", signal });
      if (!response.ok) throw new Error(await failureMessage(response));
      return (await response.json()) as DirectoryChurch[];
    },
  });
}

async function failureMessage(response: Response): Promise<string> {
  const text = await response.text().catch(() => "");
  try {
    const body = JSON.parse(text) as { message?: unknown };
    if (typeof body.message === "string" && body.message) return body.message;
  } catch {
    // Not JSON (a proxy's error page): fall back to the status line, as the spec's fetch helper does.
  }
  return `${response.status}: ${text || response.statusText}`;
}

export function churchSearchQueryOptions(q: string) {
  return trpc.churches.search.queryOptions({ q });
}

export function churchDetailQueryOptions(id: number) {
  return trpc.churches.byId.queryOptions({ id });
}

/** Ids are positive 32-bit integers (the server's idSchema). */
const MAX_ID = 2_147_483_647;

/**
 * The id of a /church/$id path, or null when it is not one (the page then shows 'Church Not Found'). The route
 * table loads this module up front: importing @app/shared here would put zod and every schema in the first page.
 */
export function parseChurchId(param: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(param)) return null;
  const id = Number(param);
  return id <= MAX_ID ? id : null;
}
