import type { QueryClient } from "@tanstack/react-query";
import { createRouter, type RouterHistory } from "@tanstack/react-router";
import { RootLayout } from "./components/layout/RootLayout";
import { RouteError, RoutePending } from "./components/layout/RouteStatus";
import { localeRewrite } from "./lib/i18n";
import { trpc } from "./lib/trpc";
import { adminAccountsRoute } from "./routes/admin/accounts";
import { adminChurchPlantingRoute } from "./routes/admin/church-planting";
import { adminEventsRoute } from "./routes/admin/events";
import { adminImportRoute } from "./routes/admin/import";
import { adminIndexRoute } from "./routes/admin/index";
import { adminResourcesRoute } from "./routes/admin/resources";
import { adminRoute } from "./routes/admin/route";
import { authRoute } from "./routes/auth";
import { churchDetailRoute } from "./routes/church-detail";
import { churchPlantRequestRoute } from "./routes/church-plant-request";
import { claimRoute } from "./routes/claim";
import { emailChangeRoute } from "./routes/email-change";
import { embedRoute } from "./routes/embed";
import { eventDetailRoute } from "./routes/event-detail";
import { eventsRoute } from "./routes/events";
import { forgotPasswordRoute } from "./routes/forgot-password";
import { helpRoute } from "./routes/help";
import { homeRoute } from "./routes/home";
import { openDataRoute } from "./routes/open-data";
import { pastoralCandidateRoute } from "./routes/pastoral-candidate";
import { profileRoute } from "./routes/profile";
import { registerRoute } from "./routes/register";
import { registerChurchRoute } from "./routes/register-church";
import { resetPasswordRoute } from "./routes/reset-password";
import { resourceVaultRoute } from "./routes/resource-vault";
import { resourcesRoute } from "./routes/resources";
import { rootRoute } from "./routes/root";
import { signUpRoute } from "./routes/sign-up";
import { twoFactorRoute } from "./routes/two-factor";

/** The route table (docs/product/pages-and-languages.md#routes). Unknown paths render the not-found page. */
const routeTree = rootRoute.addChildren([
  homeRoute,
  churchDetailRoute,
  registerRoute,
  registerChurchRoute,
  authRoute,
  signUpRoute,
  profileRoute,
  forgotPasswordRoute,
  resetPasswordRoute,
  emailChangeRoute,
  claimRoute,
  helpRoute,
  openDataRoute,
  embedRoute,
  adminRoute.addChildren([
    adminIndexRoute,
    adminEventsRoute,
    adminResourcesRoute,
    adminChurchPlantingRoute,
    adminImportRoute,
    adminAccountsRoute,
  ]),
  twoFactorRoute,
  resourcesRoute,
  eventsRoute.addChildren([eventDetailRoute]),
  churchPlantRequestRoute,
  pastoralCandidateRoute,
  resourceVaultRoute,
]);

/**
 * A router over the route table. The browser makes one (main.tsx); the server makes one per request,
 * with its own query cache and the request's address (entry-server.tsx, docs/decisions/021-server-rendered-pages.md).
 */
export function createAppRouter(options: {
  queryClient: QueryClient;
  history?: RouterHistory;
  /**
   * The server's router restores no scroll (its inline script would be refused by the CSP, and is the browser's
   * job). A function is asked at each render whether to restore or reset the scroll, given the location
   * rendered (`key`: its history entry's, `href` when it has none).
   */
  scrollRestoration?: boolean | ((location: { key: string }) => boolean);
}) {
  const restore = options.scrollRestoration;
  return createRouter({
    routeTree,
    context: { queryClient: options.queryClient, trpc },
    ...(options.history ? { history: options.history } : {}),
    // Hovering a link fetches the screen's chunk (and its loader data) ahead of the click.
    defaultPreload: "intent",
    // TanStack Query owns data freshness; the router should always ask it.
    defaultPreloadStaleTime: 0,
    // Header, footer and the page's frame around whatever the routes render (components/layout/RootLayout).
    InnerWrap: RootLayout,
    defaultPendingComponent: RoutePending,
    // The shell first: a page still waiting for its code or data shows its loading state inside the header
    // and footer at once, instead of an empty window for the router's default second. Hovered links are
    // preloaded (above), so a click seldom waits at all, and a spinner is not held on screen once the page
    // is ready.
    defaultPendingMs: 0,
    defaultPendingMinMs: 0,
    defaultErrorComponent: RouteError,
    scrollRestoration:
      typeof restore === "function"
        ? ({ location }) => restore({ key: location.state.__TSR_key ?? location.href })
        : (restore ?? true),
    // Spanish pages live under /es (lib/i18n.ts): the routes never see the prefix, every link gets it back.
    rewrite: localeRewrite,
  });
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
