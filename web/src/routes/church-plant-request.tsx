import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { staticPageHead } from "../lib/page-head";
import { rootRoute } from "./root";

export const churchPlantRequestRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "church-plant-request",
  head: staticPageHead("churchPlantRequest"),
  component: lazyRouteComponent(
    () => import("../features/planting/ChurchPlantRequestPage"),
    "ChurchPlantRequestPage",
  ),
});
