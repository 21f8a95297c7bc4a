import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { staticPageHead } from "../lib/page-head";
import { tokenSearch } from "./reset-password";
import { rootRoute } from "./root";

/** The new address's confirmation link, and with `&undo=1` the old address's "it was not me" link. */
export const emailChangeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "email-change",
  validateSearch: (search: Record<string, unknown>): { token?: string; undo?: boolean } => ({
    ...tokenSearch(search),
    ...(search.undo === 1 || search.undo === "1" || search.undo === true ? { undo: true } : {}),
  }),
  head: staticPageHead("emailChange"),
  component: lazyRouteComponent(
    () => import("../features/account/security/EmailChangePage"),
    "EmailChangePage",
  ),
});
