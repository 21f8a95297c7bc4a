import { createRoute, redirect } from "@tanstack/react-router";
import { rootRoute } from "./root";

/** The footer's old address for the vault (settled reading: it redirects to /resources). */
export const resourceVaultRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "resource-vault",
  beforeLoad: () => {
    throw redirect({ to: "/resources", replace: true });
  },
});
