import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { staticPageHead } from "../lib/page-head";
import { whenSignedIn } from "../lib/queries";
import { rootRoute } from "./root";

/** `?edit=services` from a freshness mail's "Update my listing": the editor opens at the service times. */
const editSearch = (search: Record<string, unknown>): { edit?: "services" } =>
  search.edit === "services" ? { edit: "services" } : {};

export const profileRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "profile",
  validateSearch: editSearch,
  head: staticPageHead("profile"),
  loader: ({ context }) =>
    whenSignedIn(context, () => {
      void context.queryClient.prefetchQuery(context.trpc.account.church.queryOptions());
    }),
  component: lazyRouteComponent(() => import("../features/account/ProfilePage"), "ProfilePage"),
});
