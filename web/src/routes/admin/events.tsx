import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { FIRST_ADMIN_PAGE } from "../../components/lists/server-list";
import { staticPageHead } from "../../lib/page-head";
import { adminRoute } from "./route";

export const adminEventsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "events",
  head: staticPageHead("adminEvents"),
  loader: ({ context }) => {
    if (context.isAdmin)
      void context.queryClient.prefetchQuery(context.trpc.events.adminList.queryOptions(FIRST_ADMIN_PAGE));
  },
  component: lazyRouteComponent(() => import("../../features/admin/AdminEventsPage"), "AdminEventsPage"),
});
