import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { importSearch } from "../../features/imports/admin/search";
import { staticPageHead } from "../../lib/page-head";
import { arrivalSearch } from "../../lib/search-params";
import { adminRoute } from "./route";

export const adminImportRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "import",
  validateSearch: importSearch,
  loader: ({ context: { isAdmin, queryClient, trpc }, location, cause }) => {
    const search = arrivalSearch({ location, cause }, importSearch);
    if (!isAdmin || !search) return;
    void queryClient.prefetchQuery(trpc.imports.list.queryOptions());
    if (search.batch)
      void queryClient.prefetchQuery(trpc.imports.byId.queryOptions({ batchId: search.batch }));
  },
  head: staticPageHead("adminImport"),
  component: lazyRouteComponent(
    () => import("../../features/imports/admin/AdminImportPage"),
    "AdminImportPage",
  ),
});
