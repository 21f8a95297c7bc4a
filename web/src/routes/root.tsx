import type { QueryClient } from "@tanstack/react-query";
import { createRootRouteWithContext } from "@tanstack/react-router";
import { RootLayout } from "../components/layout/RootLayout";
import { NotFoundPage } from "../features/not-found/NotFoundPage";
import { prefetchShellQueries } from "../lib/queries";
import type { Trpc } from "../lib/trpc";

export interface RouterContext {
  queryClient: QueryClient;
  trpc: Trpc;
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  // Site name, current user and social links in one batched request before the first paint, so the
  // header does not flash from signed-out to signed-in. Failures are left to the components.
  loader: async ({ context }) => {
    await prefetchShellQueries(context);
  },
  // The root stays matched for the whole visit: load the shell data once, not on every navigation.
  shouldReload: false,
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});
