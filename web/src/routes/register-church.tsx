import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { rootRoute } from "./root";

export const registerChurchRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "register-church",
  component: lazyRouteComponent(() => import("../features/account/RegisterChurchPage"), "RegisterChurchPage"),
});
