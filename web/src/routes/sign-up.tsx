import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { staticPageHead } from "../lib/page-head";
import { redirectSearch } from "./auth";
import { rootRoute } from "./root";

/** An account without a church (docs/product/registration-and-claims.md#signing-up-without-a-church). */
export const signUpRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "sign-up",
  validateSearch: redirectSearch,
  head: staticPageHead("signUp"),
  component: lazyRouteComponent(() => import("../features/account/SignUpPage"), "SignUpPage"),
});
