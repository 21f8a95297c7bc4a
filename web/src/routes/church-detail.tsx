import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { churchDetailQueryOptions, parseChurchId } from "../features/directory/queries";
import { rootRoute } from "./root";

export const churchDetailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "church/$id",
  // Same query options as the screen; a failure is left to the screen, which shows 'Church Not Found'.
  loader: async ({ context, params }) => {
    const id = parseChurchId(params.id);
    if (id !== null) await context.queryClient.prefetchQuery(churchDetailQueryOptions(id));
  },
  component: lazyRouteComponent(() => import("../features/churches/ChurchDetailPage"), "ChurchDetailPage"),
});
