import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { staticPageHead } from "../lib/page-head";
import { rootRoute } from "./root";

/** `?redirect=/claim`: where to go after signing in (checked again by safeRedirectPath when used). */
export const redirectSearch = (search: Record<string, unknown>): { redirect?: string } =>
  typeof search.redirect === "string" ? { redirect: search.redirect } : {};

export const authRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "auth",
  validateSearch: redirectSearch,
  head: staticPageHead("auth"),
  component: lazyRouteComponent(() => import("../features/account/LoginPage"), "LoginPage"),
});
