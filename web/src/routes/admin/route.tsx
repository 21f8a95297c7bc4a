import { userHasRole } from "@app/shared";
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { rootRoute } from "../root";

/**
 * Parent of every /admin screen. Access is decided once here: `beforeLoad` reads the current user (already
 * asked for by the root), the child loaders prefetch their data only for an administrator (anyone else would
 * only collect 403s), and the area's frame shows the sign-in notice or Access Denied instead of the screen.
 */
export const adminRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "admin",
  beforeLoad: async ({ context }) => {
    const user = await context.queryClient
      .ensureQueryData(context.trpc.auth.me.queryOptions())
      .catch(() => null);
    return { isAdmin: userHasRole(user, "admin") };
  },
  component: lazyRouteComponent(() => import("../../features/admin/AdminArea"), "AdminArea"),
});
