import { RESOURCES_PAGE_SIZE } from "@app/shared";
import type { AdminResourcesSearch } from "../../routes/admin/resources";

/** The resource list's filters as the admin list procedure takes them ("" = all). */
export const NO_ADMIN_RESOURCE_FILTERS = { type: "", churchId: "" };

/** The list's filters and its page (from the address), as the server pages it (issue 38). */
export function adminResourceFilters(search: AdminResourcesSearch) {
  const page = search.page ?? 1;
  return {
    type: search.type ?? "",
    churchId: search.church ?? "",
    offset: (page - 1) * RESOURCES_PAGE_SIZE,
    limit: RESOURCES_PAGE_SIZE,
  };
}
