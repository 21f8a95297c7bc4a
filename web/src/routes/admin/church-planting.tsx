import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { FIRST_ADMIN_PAGE } from "../../components/lists/server-list";
import { candidateFilter, plantingSearch, requestFilter } from "../../features/planting/admin/search";
import { staticPageHead } from "../../lib/page-head";
import { arrivalSearch } from "../../lib/search-params";
import { adminRoute } from "./route";

export const adminChurchPlantingRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "church-planting",
  validateSearch: plantingSearch,
  // The counts and the open tab's list, asked for as the tab asks (its filters from the address the admin
  // arrives with: a tab or a filter changes the address, which is not a loader dependency, see arrivalSearch).
  loader: ({ context: { isAdmin, queryClient, trpc }, location, cause }) => {
    const search = arrivalSearch({ location, cause }, plantingSearch);
    if (!isAdmin || !search) return;
    void queryClient.prefetchQuery(trpc.planting.counts.queryOptions());
    const tab = search.tab ?? "requests";
    if (tab === "requests")
      void queryClient.prefetchQuery(
        trpc.planting.list.queryOptions({ ...requestFilter(search), ...FIRST_ADMIN_PAGE }),
      );
    else if (tab === "candidates")
      void queryClient.prefetchQuery(
        trpc.candidates.list.queryOptions({ ...candidateFilter(search), ...FIRST_ADMIN_PAGE }),
      );
    else void queryClient.prefetchQuery(trpc.planting.connections.queryOptions());
  },
  head: staticPageHead("adminChurchPlanting"),
  component: lazyRouteComponent(
    () => import("../../features/admin/AdminChurchPlantingPage"),
    "AdminChurchPlantingPage",
  ),
});
