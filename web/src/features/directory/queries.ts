import { infiniteQueryOptions, keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { inferOutput } from "@trpc/tanstack-react-query";
import { trpc } from "../../lib/trpc";
import { previewView } from "../map/camera";

export type DirectoryChurch = inferOutput<typeof trpc.churches.list>["items"][number];
export type ChurchDetail = inferOutput<typeof trpc.churches.byId>;
export type DirectoryPage = inferOutput<typeof trpc.churches.page>;
export type PagedChurch = DirectoryPage["items"][number];
export type Viewport = inferOutput<typeof trpc.churches.viewport>;
export type ViewportCluster = Viewport["clusters"][number];
export type ViewportMarker = Viewport["markers"][number];
export type ClusterMembers = inferOutput<typeof trpc.churches.clusterMembers>;
export type DirectoryOverview = inferOutput<typeof trpc.churches.overview>;

/** The directory's filters as the server takes them (docs/directory-api.md); absent = no filter. */
export interface DirectoryFilter {
  q?: string;
  state?: string;
  language?: string;
}

/**
 * The directory's reads travel over their REST twins (GET /api/churches/...), not tRPC: a plain GET is
 * compressed and cached by the browser like any other, and the server answers it without the tRPC adapter's
 * cost. The keys are the tRPC keys, so invalidating `trpc.churches` (after an administrator's change)
 * refreshes the directory too.
 */
async function getJson<T>(
  path: string,
  params: Record<string, string | number | undefined>,
  signal: AbortSignal,
) {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== "") search.set(name, String(value));
  }
  const query = search.toString();
  const response = await fetch(query ? `${path}?${query}` : path, { credentials: "include", signal });
  if (!response.ok) throw new Error(await failureMessage(response));
  return (await response.json()) as T;
}

export interface PageRequest extends DirectoryFilter {
  offset: number;
  limit: number;
  near?: { lat: number; lng: number };
}

/** One page of the list (GET /api/churches/page): the directory pages through these with useInfiniteQuery. */
export function fetchDirectoryPage(input: PageRequest, signal: AbortSignal): Promise<DirectoryPage> {
  const { near, ...rest } = input;
  return getJson<DirectoryPage>("/api/churches/page", { ...rest, lat: near?.lat, lng: near?.lng }, signal);
}

/**
 * The list's first page and each Load More after it (spec section 9): DIRECTORY_PAGE_SIZE and DIRECTORY_PAGE_STEP
 * of @app/shared, which this module must not import (see parseChurchId); the browser test counts 50 and 62.
 */
const FIRST_PAGE = 50;
const NEXT_PAGE = 12;

/**
 * The list's pages: the first 50 cards, then 12 more per Load More, each asked of the server with the filters;
 * nearest first once the visitor is located. The key starts with the procedure's path, so invalidating
 * `trpc.churches` refreshes it. The home route prefetches the first page with these same options.
 */
export function directoryPagesQueryOptions(filter: DirectoryFilter, near?: { lat: number; lng: number }) {
  return infiniteQueryOptions({
    queryKey: [...trpc.churches.page.pathKey(), { type: "infinite", filter, near }],
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      fetchDirectoryPage(
        { ...filter, near, offset: pageParam, limit: pageParam === 0 ? FIRST_PAGE : NEXT_PAGE },
        signal,
      ),
    getNextPageParam: (last: DirectoryPage, pages: DirectoryPage[]) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return loaded < last.total && last.items.length > 0 ? loaded : undefined;
    },
    // The previous results stay up while the next filter's load (spec section 7: no flicker while typing).
    placeholderData: keepPreviousData,
  });
}

/** The filters of the address as the server takes them: absent, not "all". */
export function directoryFilterOf(search: {
  q?: string;
  state?: string;
  language?: string;
}): DirectoryFilter {
  const q = search.q?.trim();
  return { q: q || undefined, state: search.state, language: search.language };
}

export interface ViewportRequest extends DirectoryFilter {
  west: number;
  south: number;
  east: number;
  north: number;
  zoom: number;
}

/** Stands in for a view not known yet, in a viewport query that stays disabled until it is. */
export const NO_VIEW = { west: 0, south: 0, east: 0, north: 0, zoom: 0 } as const;

export function viewportQueryOptions(input: ViewportRequest) {
  return queryOptions({
    queryKey: trpc.churches.viewport.queryKey(input),
    queryFn: ({ signal }) => getJson<Viewport>("/api/churches/viewport", { ...input }, signal),
  });
}

/**
 * The directory map's first clusters as the page's preview asks for them (ClusterPreview), and as the home route
 * asks for them ahead of it: one question, so that the preview finds the route's answer in the cache.
 */
export function previewQueryOptions(filter: DirectoryFilter) {
  return viewportQueryOptions({ ...filter, ...previewView() });
}

export function clusterMembersQueryOptions(
  input: DirectoryFilter & { key: string; zoom: number; limit: number },
) {
  return queryOptions({
    queryKey: trpc.churches.clusterMembers.queryKey({ ...input, offset: 0 }),
    queryFn: ({ signal }) => {
      const { key, ...rest } = input;
      return getJson<ClusterMembers>(`/api/churches/clusters/${encodeURIComponent(key)}`, rest, signal);
    },
  });
}

export function overviewQueryOptions() {
  return queryOptions({
    queryKey: trpc.churches.overview.queryKey(),
    queryFn: ({ signal }) => getJson<DirectoryOverview>("/api/churches/overview", {}, signal),
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
