import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { staticPageHead } from "../lib/page-head";
import { rootRoute } from "./root";

export const resourcesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "resources",
  head: staticPageHead("resources"),
  component: lazyRouteComponent(() => import("../features/vault/ResourceVaultPage"), "ResourceVaultPage"),
});
