import { MSG } from "@app/shared/i18n";
import { churchPageTitle } from "@app/shared/pages";
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { churchDetailQueryOptions, parseChurchId } from "../features/directory/queries";
import { titleHead } from "../lib/page-head";
import { rootRoute } from "./root";

/**
 * `?confirm=...` from the yearly mail's "Everything is still right" link (docs/product/freshness.md#yearly-cycle):
 * the page offers the one click that confirms the listing, no sign-in.
 */
const confirmSearch = (search: Record<string, unknown>): { confirm?: string } =>
  typeof search.confirm === "string" ? { confirm: search.confirm } : {};

export const churchDetailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "church/$id",
  validateSearch: confirmSearch,
  // Same query options as the screen; a failure is left to the screen, which shows 'Church Not Found'.
  // The church it read names the page (the document title).
  loader: async ({ context, params }) => {
    const id = parseChurchId(params.id);
    if (id === null) return { church: null };
    const options = churchDetailQueryOptions(id);
    await context.queryClient.prefetchQuery(options);
    return { church: context.queryClient.getQueryData(options.queryKey) ?? null };
  },
  head: ({ loaderData }) =>
    titleHead(loaderData?.church ? churchPageTitle(loaderData.church) : MSG.pages.titles.churchNotFound),
  component: lazyRouteComponent(() => import("../features/churches/ChurchDetailPage"), "ChurchDetailPage"),
});
