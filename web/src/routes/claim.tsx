import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { staticPageHead } from "../lib/page-head";
import { whenSignedIn } from "../lib/queries";
import { rootRoute } from "./root";

export const claimRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "claim",
  head: staticPageHead("claim"),
  loader: ({ context }) =>
    whenSignedIn(context, () => {
      void context.queryClient.prefetchQuery(context.trpc.account.church.queryOptions());
      void context.queryClient.prefetchQuery(context.trpc.claims.list.queryOptions());
    }),
  component: lazyRouteComponent(() => import("../features/account/ClaimPage"), "ClaimPage"),
});
