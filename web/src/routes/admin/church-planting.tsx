import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { staticPageHead } from "../../lib/page-head";
import { adminRoute } from "./route";

export const adminChurchPlantingRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "church-planting",
  head: staticPageHead("adminChurchPlanting"),
  component: lazyRouteComponent(
    () => import("../../features/admin/AdminChurchPlantingPage"),
    "AdminChurchPlantingPage",
  ),
});
