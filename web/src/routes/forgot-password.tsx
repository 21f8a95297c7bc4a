import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { staticPageHead } from "../lib/page-head";
import { rootRoute } from "./root";

/** "Forgot your password?" (docs/product/accounts.md): asks for a reset link by mail. */
export const forgotPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "forgot-password",
  head: staticPageHead("forgotPassword"),
  component: lazyRouteComponent(
    () => import("../features/account/security/ForgotPasswordPage"),
    "ForgotPasswordPage",
  ),
});
