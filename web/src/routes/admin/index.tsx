import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { staticPageHead } from "../../lib/page-head";
import { textParam } from "../../lib/search-params";
import { adminRoute } from "./route";

/** The church list's search, kept in the address (/admin?q=springfield). */
export interface AdminDashboardSearch {
  q?: string;
}

export const adminIndexRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "/",
  validateSearch: (search: Record<string, unknown>): AdminDashboardSearch => ({ q: textParam(search.q) }),
  head: staticPageHead("admin"),
  // The dashboard's six lists in one batched request, started beside the screen's chunk.
  loader: ({ context: { isAdmin, queryClient, trpc } }) => {
    if (!isAdmin) return;
    void queryClient.prefetchQuery(trpc.churches.pending.queryOptions());
    void queryClient.prefetchQuery(trpc.churches.adminList.queryOptions());
    void queryClient.prefetchQuery(trpc.resources.pending.queryOptions());
    void queryClient.prefetchQuery(trpc.social.adminList.queryOptions());
    void queryClient.prefetchQuery(trpc.admin.ownerEdits.queryOptions());
    void queryClient.prefetchQuery(trpc.admin.audit.queryOptions());
  },
  component: lazyRouteComponent(
    () => import("../../features/admin/AdminDashboardPage"),
    "AdminDashboardPage",
  ),
});
