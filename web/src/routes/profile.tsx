import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { staticPageHead } from "../lib/page-head";
import { rootRoute } from "./root";

export const profileRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "profile",
  head: staticPageHead("profile"),
  component: lazyRouteComponent(() => import("../features/account/ProfilePage"), "ProfilePage"),
});
