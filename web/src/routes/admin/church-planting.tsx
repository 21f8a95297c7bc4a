import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { adminRoute } from "./route";

export const adminChurchPlantingRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "church-planting",
  component: lazyRouteComponent(
    () => import("../../features/admin/AdminChurchPlantingPage"),
    "AdminChurchPlantingPage",
  ),
});
