import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { FIRST_ADMIN_PAGE } from "../../components/lists/server-list";
import { staticPageHead } from "../../lib/page-head";
import { adminRoute } from "./route";

export const adminAccountsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "accounts",
  head: staticPageHead("adminAccounts"),
  loader: ({ context }) => {
    if (context.isAdmin)
      void context.queryClient.prefetchQuery(context.trpc.accounts.adminList.queryOptions(FIRST_ADMIN_PAGE));
  },
  component: lazyRouteComponent(
    () => import("../../features/accounts/admin/AdminAccountsPage"),
    "AdminAccountsPage",
  ),
});
