import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { staticPageHead } from "../lib/page-head";
import { whenSignedIn } from "../lib/queries";
import { rootRoute } from "./root";

/** A signed-in account's own second factors; where an administrator who must enrol is sent. */
export const twoFactorRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "account/two-factor",
  head: staticPageHead("twoFactor"),
  loader: ({ context }) =>
    whenSignedIn(context, () => {
      void context.queryClient.prefetchQuery(context.trpc.twoFactor.status.queryOptions());
    }),
  component: lazyRouteComponent(
    () => import("../features/account/two-factor/TwoFactorPage"),
    "TwoFactorPage",
  ),
});
