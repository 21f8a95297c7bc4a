import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { staticPageHead } from "../lib/page-head";
import { rootRoute } from "./root";

export const registerRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "register",
  head: staticPageHead("register"),
  component: lazyRouteComponent(() => import("../features/account/RegisterPage"), "RegisterPage"),
});
