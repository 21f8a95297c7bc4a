import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { staticPageHead } from "../lib/page-head";
import { rootRoute } from "./root";

export const helpRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "help",
  head: staticPageHead("help"),
  component: lazyRouteComponent(() => import("../features/account/HelpPage"), "HelpPage"),
});
