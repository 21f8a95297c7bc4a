import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { adminResourceFilters, adminResourcesSearch } from "../../features/admin/search";
import { resourceTypesQueryOptions } from "../../features/vault/queries";
import { staticPageHead } from "../../lib/page-head";
import { arrivalSearch } from "../../lib/search-params";
import { adminRoute } from "./route";

export const adminResourcesRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "resources",
  validateSearch: adminResourcesSearch,
  // The filters of the address the admin arrives with (a filter or a page changes the address, which is not a
  // loader dependency, see arrivalSearch).
  loader: ({ context, location, cause }) => {
    const search = arrivalSearch({ location, cause }, adminResourcesSearch);
    if (!context.isAdmin || !search) return;
    const filters = adminResourceFilters(search);
    void context.queryClient.prefetchQuery(resourceTypesQueryOptions());
    void context.queryClient.prefetchQuery(context.trpc.resources.adminList.queryOptions(filters));
  },
  head: staticPageHead("adminResources"),
  component: lazyRouteComponent(
    () => import("../../features/admin/AdminResourcesPage"),
    "AdminResourcesPage",
  ),
});
