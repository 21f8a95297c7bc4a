import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { rootRoute } from "./root";

export const eventsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "events",
  component: lazyRouteComponent(() => import("../features/events/EventsPage"), "EventsPage"),
});
