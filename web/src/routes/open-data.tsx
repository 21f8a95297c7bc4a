import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { staticPageHead } from "../lib/page-head";
import { rootRoute } from "./root";

export const openDataRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "open-data",
  head: staticPageHead("openData"),
  component: lazyRouteComponent(() => import("../features/open-data/OpenDataPage"), "OpenDataPage"),
});
