import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { adminRoute } from "./route";

export const adminResourcesRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "resources",
  component: lazyRouteComponent(
    () => import("../../features/admin/AdminResourcesPage"),
    "AdminResourcesPage",
  ),
});
