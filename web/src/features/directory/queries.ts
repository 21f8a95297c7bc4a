import { infiniteQueryOptions, keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { inferOutput } from "@trpc/tanstack-react-query";
import { type DirectoryFilter, getJson } from "../../lib/church-reads";
import { trpc } from "../../lib/trpc";
import type { ServiceFilterSearch } from "./service-filter-model";

export type ChurchDetail = inferOutput<typeof trpc.churches.byId>;
export type DirectoryPage = inferOutput<typeof trpc.churches.page>;
export type PagedChurch = DirectoryPage["items"][number];
export type DirectoryOverview = inferOutput<typeof trpc.churches.overview>;

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
 * The list's first page and each Load More after it (docs/product/directory.md#the-list): DIRECTORY_PAGE_SIZE and DIRECTORY_PAGE_STEP
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
    // The previous results stay up while the next filter's load: no flicker while typing
    // (docs/product/directory.md#search-and-filters).
    placeholderData: keepPreviousData,
  });
}

/** The filters of the address as the server takes them: absent, not "all". */
export function directoryFilterOf(
  search: {
    q?: string;
    state?: string;
    language?: string;
    facets?: string;
  } & ServiceFilterSearch,
): DirectoryFilter {
  const q = search.q?.trim();
  const { state, language, day, time, from, to, serviceLanguage, soon, facets } = search;
  return { q: q || undefined, state, language, day, time, from, to, serviceLanguage, soon, facets };
}

export function overviewQueryOptions() {
  return queryOptions({
    queryKey: trpc.churches.overview.queryKey(),
    queryFn: ({ signal }) => getJson<DirectoryOverview>("/api/churches/overview", {}, signal),
  });
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
