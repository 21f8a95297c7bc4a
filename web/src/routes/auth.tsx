import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { rootRoute } from "./root";

export const authRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "auth",
  component: lazyRouteComponent(() => import("../features/account/LoginPage"), "LoginPage"),
});
