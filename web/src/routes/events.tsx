import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { eventListQueryOptions } from "../features/events/queries";
import { staticPageHead } from "../lib/page-head";
import { textParam } from "../lib/search-params";
import { rootRoute } from "./root";

/** The list's filters, kept in the address so a filtered list can be bookmarked and shared. */
export interface EventsSearch {
  q?: string;
  type?: string;
}

export const eventsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "events",
  validateSearch: (search: Record<string, unknown>): EventsSearch => ({
    q: textParam(search.q),
    type: textParam(search.type),
  }),
  head: staticPageHead("events"),
  // Started beside the screen's chunk, not before it: the page frame shows at once, the list when it comes.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(eventListQueryOptions());
  },
  component: lazyRouteComponent(() => import("../features/events/EventsPage"), "EventsPage"),
});
