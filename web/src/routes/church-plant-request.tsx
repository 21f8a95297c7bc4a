import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { rootRoute } from "./root";

export const churchPlantRequestRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "church-plant-request",
  component: lazyRouteComponent(
    () => import("../features/planting/ChurchPlantRequestPage"),
    "ChurchPlantRequestPage",
  ),
});
