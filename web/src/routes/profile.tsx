import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { staticPageHead } from "../lib/page-head";
import { whenSignedIn } from "../lib/queries";
import { rootRoute } from "./root";

export const profileRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "profile",
  head: staticPageHead("profile"),
  loader: ({ context }) =>
    whenSignedIn(context, () => {
      void context.queryClient.prefetchQuery(context.trpc.account.church.queryOptions());
    }),
  component: lazyRouteComponent(() => import("../features/account/ProfilePage"), "ProfilePage"),
});
