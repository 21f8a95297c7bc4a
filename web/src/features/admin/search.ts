import { RESOURCES_PAGE_SIZE } from "@app/shared";
import { pageParam, textParam } from "../../lib/search-params";

/** The list's filters and page, kept in the address. */
export interface AdminResourcesSearch {
  type?: string;
  /** A church id. */
  church?: string;
  page?: number;
}

export function adminResourcesSearch(search: Record<string, unknown>): AdminResourcesSearch {
  const church = textParam(search.church);
  return {
    type: textParam(search.type),
    church: church && /^[1-9]\d{0,9}$/.test(church) ? church : undefined,
    page: pageParam(search.page),
  };
}

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
