import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { staticPageHead } from "../../lib/page-head";
import { adminRoute } from "./route";

export const adminIndexRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "/",
  head: staticPageHead("admin"),
  component: lazyRouteComponent(
    () => import("../../features/admin/AdminDashboardPage"),
    "AdminDashboardPage",
  ),
});
