import { OWNER_EDIT_PAGE_SIZE } from "@app/shared";
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { FIRST_ADMIN_PAGE } from "../../components/lists/server-list";
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
    // The lists' first pages, as the cards ask for them (server-list.ts), and the stat tiles' counters.
    void queryClient.prefetchQuery(trpc.admin.counts.queryOptions());
    void queryClient.prefetchQuery(trpc.churches.pending.queryOptions(FIRST_ADMIN_PAGE));
    void queryClient.prefetchQuery(trpc.churches.adminList.queryOptions(FIRST_ADMIN_PAGE));
    void queryClient.prefetchQuery(trpc.resources.pending.queryOptions(FIRST_ADMIN_PAGE));
    void queryClient.prefetchQuery(trpc.social.adminList.queryOptions());
    // The same input as the owner-edit review's first page (features/admin/dashboard/OwnerEdits.tsx).
    void queryClient.prefetchQuery(
      trpc.admin.ownerEdits.queryOptions({ q: "", offset: 0, limit: OWNER_EDIT_PAGE_SIZE }),
    );
    void queryClient.prefetchQuery(trpc.admin.audit.queryOptions(FIRST_ADMIN_PAGE));
  },
  component: lazyRouteComponent(
    () => import("../../features/admin/AdminDashboardPage"),
    "AdminDashboardPage",
  ),
});
