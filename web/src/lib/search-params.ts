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
