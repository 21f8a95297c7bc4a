import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { rootRoute } from "./root";

export const pastoralCandidateRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "pastoral-candidate",
  component: lazyRouteComponent(
    () => import("../features/planting/PastoralCandidatePage"),
    "PastoralCandidatePage",
  ),
});
