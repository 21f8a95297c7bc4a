import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { staticPageHead } from "../lib/page-head";
import { rootRoute } from "./root";

export const claimRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "claim",
  head: staticPageHead("claim"),
  component: lazyRouteComponent(() => import("../features/account/ClaimPage"), "ClaimPage"),
});
