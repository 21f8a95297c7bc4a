import type { QueryClient } from "@tanstack/react-query";
import { createRootRouteWithContext } from "@tanstack/react-router";
import { NotFoundPage } from "../features/not-found/NotFoundPage";
import { prefetchShellQueries } from "../lib/queries";
import type { Trpc } from "../lib/trpc";

export interface RouterContext {
  queryClient: QueryClient;
  trpc: Trpc;
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  // Site name, current user and social links in one batched request, started at once but not waited for:
  // the header, the footer and the page's frame render immediately, and only the parts that need those
  // answers (the account corner, the welcome panel) show a placeholder meanwhile, so nothing flashes from
  // signed-out to signed-in either. Failures are left to the components.
  loader: ({ context }) => {
    void prefetchShellQueries(context);
  },
  // The root stays matched for the whole visit: load the shell data once, not on every navigation.
  shouldReload: false,
  notFoundComponent: NotFoundPage,
});
