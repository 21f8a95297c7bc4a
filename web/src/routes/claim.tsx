import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { rootRoute } from "./root";

export const claimRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "claim",
  component: lazyRouteComponent(() => import("../features/account/ClaimPage"), "ClaimPage"),
});
