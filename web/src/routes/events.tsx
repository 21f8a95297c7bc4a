import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { staticPageHead } from "../lib/page-head";
import { rootRoute } from "./root";

export const eventsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "events",
  head: staticPageHead("events"),
  component: lazyRouteComponent(() => import("../features/events/EventsPage"), "EventsPage"),
});
