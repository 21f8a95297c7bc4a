import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { staticPageHead } from "../../lib/page-head";
import { oneOfParam, textParam } from "../../lib/search-params";
import { adminRoute } from "./route";

export const PLANTING_TABS = ["requests", "candidates", "connections"] as const;

/** The open tab and its filters (checked against the option lists by the screen, which has them). */
export interface PlantingSearch {
  tab?: (typeof PLANTING_TABS)[number];
  status?: string;
  priority?: string;
  availability?: string;
}

export const adminChurchPlantingRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "church-planting",
  validateSearch: (search: Record<string, unknown>): PlantingSearch => ({
    tab: oneOfParam(search.tab, PLANTING_TABS),
    status: textParam(search.status),
    priority: textParam(search.priority),
    availability: textParam(search.availability),
  }),
  loader: ({ context }) => {
    if (context.isAdmin) void context.queryClient.prefetchQuery(context.trpc.planting.counts.queryOptions());
  },
  head: staticPageHead("adminChurchPlanting"),
  component: lazyRouteComponent(
    () => import("../../features/admin/AdminChurchPlantingPage"),
    "AdminChurchPlantingPage",
  ),
});
