import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { FIRST_ADMIN_PAGE } from "../../features/admin/dashboard/server-list";
import { candidateFilter, requestFilter } from "../../features/planting/admin/search";
import { staticPageHead } from "../../lib/page-head";
import { arrivalSearch, oneOfParam, textParam } from "../../lib/search-params";
import { adminRoute } from "./route";

export const PLANTING_TABS = ["requests", "candidates", "connections"] as const;

/** The open tab and its filters (checked against the option lists by the screen, which has them). */
export interface PlantingSearch {
  tab?: (typeof PLANTING_TABS)[number];
  status?: string;
  priority?: string;
  availability?: string;
}

const plantingSearch = (search: Record<string, unknown>): PlantingSearch => ({
  tab: oneOfParam(search.tab, PLANTING_TABS),
  status: textParam(search.status),
  priority: textParam(search.priority),
  availability: textParam(search.availability),
});

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
