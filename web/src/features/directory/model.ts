import type { PagedChurch } from "./queries";

/** The state and language filters' value for no filter. */
export const ALL_STATES = "all";
export const ALL_LANGUAGES = "all";

/** A church as the list shows it, with its distance in miles once the visitor is located (null: not placed). */
export interface DirectoryEntry {
  church: PagedChurch;
  distance: number | null;
}

export function formatMiles(miles: number): string {
  return `${miles.toFixed(1)} mi`;
}
