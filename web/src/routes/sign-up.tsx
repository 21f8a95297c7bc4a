import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { staticPageHead } from "../lib/page-head";
import { redirectSearch } from "./auth";
import { rootRoute } from "./root";

/** Not in the spec's route table: an account without a church, for pastors who claim a listed church. */
export const signUpRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "sign-up",
  validateSearch: redirectSearch,
  head: staticPageHead("signUp"),
  component: lazyRouteComponent(() => import("../features/account/SignUpPage"), "SignUpPage"),
});
