import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { staticPageHead } from "../lib/page-head";
import { rootRoute } from "./root";

export const pastoralCandidateRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "pastoral-candidate",
  head: staticPageHead("pastoralCandidate"),
  component: lazyRouteComponent(
    () => import("../features/planting/PastoralCandidatePage"),
    "PastoralCandidatePage",
  ),
});
