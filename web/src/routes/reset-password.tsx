import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { staticPageHead } from "../lib/page-head";
import { rootRoute } from "./root";

/** `?token=...` from the reset mail: the token is the whole secret, nothing else names the account. */
export const tokenSearch = (search: Record<string, unknown>): { token?: string } =>
  typeof search.token === "string" ? { token: search.token } : {};

export const resetPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "reset-password",
  validateSearch: tokenSearch,
  head: staticPageHead("resetPassword"),
  component: lazyRouteComponent(
    () => import("../features/account/security/ResetPasswordPage"),
    "ResetPasswordPage",
  ),
});
