import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { rootRoute } from "./root";

export interface HomeSearch {
  /** Id of a section to scroll to once the page has rendered; the page then rewrites the URL to `/`. */
  scrollTo?: string;
}

export const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/",
  validateSearch: (search: Record<string, unknown>): HomeSearch =>
    typeof search.scrollTo === "string" && search.scrollTo !== "" ? { scrollTo: search.scrollTo } : {},
  component: lazyRouteComponent(() => import("../features/home/HomePage"), "HomePage"),
});
