/** The vault's "All Types" option. */
export const ALL_TYPES = "all";

export interface ResourceFilters {
  search: string;
  type: string;
}

export const NO_FILTERS: ResourceFilters = { search: "", type: ALL_TYPES };

export function isFiltering({ search, type }: ResourceFilters): boolean {
  return search.trim() !== "" || type !== ALL_TYPES;
}

/** Case-insensitive search over title and description, and an exact (case-insensitive) type. */
export function filterResources<T extends { title: string; description: string | null; type: string }>(
  resources: readonly T[],
  { search, type }: ResourceFilters,
): T[] {
  const needle = search.trim().toLocaleLowerCase();
  const wantedType = type === ALL_TYPES ? null : type.toLocaleLowerCase();
  return resources.filter(
    (resource) =>
      (wantedType === null || resource.type.toLocaleLowerCase() === wantedType) &&
      (needle === "" ||
        resource.title.toLocaleLowerCase().includes(needle) ||
        (resource.description ?? "").toLocaleLowerCase().includes(needle)),
  );
}

/** A resource's date in the site's one date format ("Fri, Mar 7, 2025"); "" when missing or invalid. */
export { formatDate as formatShortDate } from "../../lib/dates";
