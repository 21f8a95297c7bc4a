import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { staticPageHead } from "../lib/page-head";
import { rootRoute } from "./root";

export const registerChurchRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "register-church",
  head: staticPageHead("registerChurch"),
  component: lazyRouteComponent(() => import("../features/account/RegisterChurchPage"), "RegisterChurchPage"),
});
