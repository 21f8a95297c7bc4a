import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { rootRoute } from "./root";

export const resourcesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "resources",
  component: lazyRouteComponent(() => import("../features/vault/ResourceVaultPage"), "ResourceVaultPage"),
});
