import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { staticPageHead } from "../lib/page-head";
import { rootRoute } from "./root";

export const authRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "auth",
  head: staticPageHead("auth"),
  component: lazyRouteComponent(() => import("../features/account/LoginPage"), "LoginPage"),
});
