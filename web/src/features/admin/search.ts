import type { AdminResourcesSearch } from "../../routes/admin/resources";

/** The resource list's filters as the admin list procedure takes them ("" = all). */
export const NO_ADMIN_RESOURCE_FILTERS = { type: "", churchId: "" };

export function adminResourceFilters(search: AdminResourcesSearch) {
  return { type: search.type ?? "", churchId: search.church ?? "" };
}
