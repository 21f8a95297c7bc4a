import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { resourceListQueryOptions, resourceTypesQueryOptions } from "../features/vault/queries";
import { staticPageHead } from "../lib/page-head";
import { pageParam, textParam } from "../lib/search-params";
import { rootRoute } from "./root";

/** The vault's search, type and page, kept in the address so a filtered page can be bookmarked and shared. */
export interface ResourcesSearch {
  q?: string;
  type?: string;
  page?: number;
}

export const resourcesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "resources",
  validateSearch: (search: Record<string, unknown>): ResourcesSearch => ({
    q: textParam(search.q),
    type: textParam(search.type),
    page: pageParam(search.page),
  }),
  head: staticPageHead("resources"),
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(resourceListQueryOptions());
    void context.queryClient.prefetchQuery(resourceTypesQueryOptions());
  },
  component: lazyRouteComponent(() => import("../features/vault/ResourceVaultPage"), "ResourceVaultPage"),
});
