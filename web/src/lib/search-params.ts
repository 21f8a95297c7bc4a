/**
 * Readers for the filters a page keeps in its address (TanStack Router's `validateSearch`). They are plain
 * functions, not zod: route files load with the first page, and zod would ride along. A value the page cannot
 * use reads as absent (the filter's default), so an old or hand-edited link still opens the page.
 */

/** A non-empty text value. The router parses `?q=2024` as a number, so numbers read back as their text. */
export function textParam(value: unknown): string | undefined {
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  if (typeof value !== "string") return undefined;
  return value.trim() === "" ? undefined : value;
}

/** A page number: an integer from 2 up (page 1 is the default and stays out of the address). */
export function pageParam(value: unknown): number | undefined {
  const page = typeof value === "string" ? Number(value) : value;
  return typeof page === "number" && Number.isInteger(page) && page > 1 ? page : undefined;
}

/** One of a fixed set of values, e.g. a tab. */
export function oneOfParam<const T extends string>(value: unknown, allowed: readonly T[]): T | undefined {
  return allowed.find((option) => option === value);
}

/** A filter value for the address: its default stays out, so the plain page keeps its plain URL. */
export function unlessDefault<T>(value: T, defaultValue: T): T | undefined {
  return value === defaultValue ? undefined : value;
}

/**
 * The address's filters as the visitor arrives on a page, read by the route's own parser, for its loader to fetch
 * with; null while the visitor stays on the page (the page's own queries follow the address from then on).
 * A route loader reads its address this way and never lists it as loaderDeps (decision 014): new deps make a new
 * match, which suspends the page, and React hides the whole page for a moment and detaches its refs (a map
 * starting in that moment failed for good).
 */
export function arrivalSearch<T>(
  { location, cause }: { location: { search: unknown }; cause: "preload" | "enter" | "stay" },
  parse: (search: Record<string, unknown>) => T,
): T | null {
  return cause === "stay" ? null : parse(location.search as Record<string, unknown>);
}
