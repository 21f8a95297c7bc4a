import { createRoute } from "@tanstack/react-router";
import { rootRoute } from "../root";

/**
 * Parent of every /admin screen. It renders only an outlet; it is the place for the area's shared access
 * check (`beforeLoad`) and layout, so each admin screen stays in its own lazily loaded chunk.
 */
export const adminRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "admin",
});
