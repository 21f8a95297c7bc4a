import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { staticPageHead } from "../lib/page-head";
import { rootRoute } from "./root";

/** "Put the finder on your site": the embeddable finder's snippet and preview (docs/product/embed.md). */
export const embedRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "embed",
  head: staticPageHead("embed"),
  component: lazyRouteComponent(() => import("../features/embed/EmbedPage"), "EmbedPage"),
});
