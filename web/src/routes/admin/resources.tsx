import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { staticPageHead } from "../../lib/page-head";
import { adminRoute } from "./route";

export const adminResourcesRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "resources",
  head: staticPageHead("adminResources"),
  component: lazyRouteComponent(
    () => import("../../features/admin/AdminResourcesPage"),
    "AdminResourcesPage",
  ),
});
