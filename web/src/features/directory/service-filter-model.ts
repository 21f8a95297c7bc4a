import type { ServiceDayFilter, ServiceTimeOfDay } from "@app/shared";

/**
 * The directory's "When" filters as the address and the screen hold them (docs/product/weekly-services.md,
 * "Finding a time"). The lists repeat @app/shared's SERVICE_DAY_FILTERS and SERVICE_TIMES_OF_DAY, checked against
 * its types: the home route reads them up front, and importing @app/shared's values would put zod in the first page.
 */
export const DAY_FILTERS = [
  "today",
  "this-sunday",
  "sun",
  "mon",
  "tue",
  "wed",
  "thu",
  "fri",
  "sat",
] as const satisfies readonly ServiceDayFilter[];
export const WEEKDAY_FILTERS = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"] as const;
export const TIMES_OF_DAY = [
  "morning",
  "afternoon",
  "evening",
] as const satisfies readonly ServiceTimeOfDay[];

/** The select's value for no filter. */
export const ANY = "any";

export interface ServiceFilterSearch {
  day?: ServiceDayFilter;
  time?: ServiceTimeOfDay;
  /** An exact window of start times, "HH:MM" (24-hour) as the server takes it; either end may be open. */
  from?: string;
  to?: string;
  serviceLanguage?: string;
  soon?: boolean;
}

const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === "string" && (list as readonly string[]).includes(value);

/** "HH:MM", 24-hour: what a time field gives and the server's `from` and `to` take. */
const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
const isClock = (value: unknown): value is string => typeof value === "string" && CLOCK.test(value);

/** The service filters of an address; anything the server would refuse reads as absent. */
export function serviceFilterSearch(search: Record<string, unknown>): ServiceFilterSearch {
  const result: ServiceFilterSearch = {};
  if (isOneOf(DAY_FILTERS, search.day)) result.day = search.day;
  if (isOneOf(TIMES_OF_DAY, search.time)) result.time = search.time;
  if (isClock(search.from)) result.from = search.from;
  if (isClock(search.to)) result.to = search.to;
  const language = search.serviceLanguage;
  if (typeof language === "string" && /^[A-Za-z]{2}$/.test(language)) {
    result.serviceLanguage = language.toLowerCase();
  }
  if (search.soon === true || search.soon === "true" || search.soon === "1") result.soon = true;
  return result;
}

export function hasServiceFilter(filter: ServiceFilterSearch): boolean {
  return Boolean(
    filter.day || filter.time || filter.from || filter.to || filter.serviceLanguage || filter.soon,
  );
}
