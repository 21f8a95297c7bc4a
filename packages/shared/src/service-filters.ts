import { z } from "zod";
import { SERVICE_TIMES_OF_DAY, type ServiceTimeOfDay } from "./schedule.ts";

/**
 * The directory's filters by weekly service (docs/product/weekly-services.md, "Finding a time"): the day, the time
 * of day or an exact window, the service's language, and "starting in the next three hours". A church whose times
 * are not listed is never hidden by them: it comes after the churches with a matching service.
 */

/** "today" and "this-sunday" are the church's own local day; the others any such weekday. */
export const SERVICE_DAY_FILTERS = [
  "today",
  "this-sunday",
  "sun",
  "mon",
  "tue",
  "wed",
  "thu",
  "fri",
  "sat",
] as const;
export type ServiceDayFilter = (typeof SERVICE_DAY_FILTERS)[number];
/** The weekday number (0 is Sunday) of each named day filter. */
export const WEEKDAY_OF_FILTER: Partial<Record<ServiceDayFilter, number>> = {
  sun: 0,
  mon: 1,
  tue: 2,
  wed: 3,
  thu: 4,
  fri: 5,
  sat: 6,
};

// The times of day live with the schedule (zod-free), so the directory's cards read the same windows.
export { SERVICE_TIMES_OF_DAY, type ServiceTimeOfDay, TIME_OF_DAY_WINDOWS } from "./schedule.ts";
/** "Starting soon": within this many minutes from now, in the church's zone. */
export const STARTING_SOON_MINUTES = 180;

/** An absent, empty or blank query-string value means "no filter". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    schema.optional(),
  );

/** "HH:MM" (24-hour) as minutes after midnight. */
const clockMinutes = z
  .string()
  .trim()
  .regex(/^([01]?\d|2[0-3]):[0-5]\d$/)
  .transform((text) => {
    const [hour, minute] = text.split(":").map(Number);
    return (hour ?? 0) * 60 + (minute ?? 0);
  });

export const serviceFilterFields = {
  day: optional(z.enum(SERVICE_DAY_FILTERS)),
  time: optional(z.enum(SERVICE_TIMES_OF_DAY)),
  /** An exact window of start times, "HH:MM" to "HH:MM" (either end may be left open). */
  from: optional(clockMinutes),
  to: optional(clockMinutes),
  /** The language of the service itself, an ISO 639-1 code (the church's worship languages are `language`). */
  serviceLanguage: optional(
    z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[a-z]{2}$/),
  ),
  /** Only services starting within STARTING_SOON_MINUTES ("true" or "1" in a query string). */
  soon: optional(z.union([z.boolean(), z.enum(["true", "1"]).transform(() => true)])),
};

export interface ServiceFilter {
  day?: ServiceDayFilter;
  time?: ServiceTimeOfDay;
  from?: number;
  to?: number;
  serviceLanguage?: string;
  soon?: boolean;
}

/** Whether any weekly-service filter is set. */
export function hasServiceFilter(filter: ServiceFilter): boolean {
  return Boolean(
    filter.day ||
      filter.time ||
      filter.from !== undefined ||
      filter.to !== undefined ||
      filter.serviceLanguage ||
      filter.soon,
  );
}
