import { TZDateMini } from "@date-fns/tz";

/**
 * When a weekly service is held and when it is next (docs/product/weekly-services.md, "The next service"), in
 * the church's own IANA zone. No schema here (weekly-services.ts holds it and re-exports these): the directory's
 * cards work out each church's next service in the first page, which must not carry zod (`@app/shared/schedule`).
 */

/** "Last" in "the last Sunday of the month"; 1-4 are the first to the fourth. */
export const LAST_WEEK_OF_MONTH = -1;

/** How far ahead the next service is looked for: a season can start months away, never more than a year. */
const LOOKAHEAD_DAYS = 366;

/** What says when a service is held: the church page's full rows and the directory's compact ones alike. */
export interface ScheduledService {
  /** `Date.getDay()` numbers: 0 is Sunday. */
  days: readonly number[];
  /** "HH:MM", 24-hour, in the church's zone. */
  start: string;
  weekOfMonth?: 1 | 2 | 3 | 4 | typeof LAST_WEEK_OF_MONTH | null;
  /** ISO dates, inclusive. */
  seasonFrom?: string | null;
  seasonTo?: string | null;
}

const twoDigits = (n: number) => String(n).padStart(2, "0");

/** Minutes since midnight of an "HH:MM" time. */
export function minutesOfDay(time: string): number {
  const [hour, minute] = time.split(":").map(Number);
  return (hour ?? 0) * 60 + (minute ?? 0);
}

/** A calendar day in the church's zone, as the schedule reads it. */
interface LocalDay {
  year: number;
  /** 0-11, as Date's. */
  month: number;
  day: number;
  weekday: number;
}

const isoOf = (day: LocalDay) => `${day.year}-${twoDigits(day.month + 1)}-${twoDigits(day.day)}`;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
}

/** Whether the service is held on this local day (its weekday, week of the month and season). */
export function isHeldOn(service: ScheduledService, day: LocalDay): boolean {
  if (!service.days.includes(day.weekday)) return false;
  const week = service.weekOfMonth ?? null;
  if (week === LAST_WEEK_OF_MONTH) {
    if (day.day + 7 <= daysInMonth(day.year, day.month)) return false;
  } else if (week !== null && Math.ceil(day.day / 7) !== week) {
    return false;
  }
  const iso = isoOf(day);
  if (service.seasonFrom && iso < service.seasonFrom) return false;
  if (service.seasonTo && iso > service.seasonTo) return false;
  return true;
}

export interface Occurrence<S extends ScheduledService = ScheduledService> {
  service: S;
  /** The instant the service starts. */
  startsAt: Date;
}

/**
 * The next time the service starts after `now` (a service that has started is past), in the church's IANA time
 * zone: 9:00 on a Sunday is 9:00 there on each side of a DST change. Null when it is never held again (a season
 * that has ended) or not within a year.
 */
export function nextOccurrence<S extends ScheduledService>(
  service: S,
  now: Date,
  timeZone: string,
): Occurrence<S> | null {
  const today = new TZDateMini(now.getTime(), timeZone);
  const [hour, minute] = [Math.floor(minutesOfDay(service.start) / 60), minutesOfDay(service.start) % 60];
  for (let offset = 0; offset <= LOOKAHEAD_DAYS; offset++) {
    // The calendar days after today's in the zone, counted on a plain UTC date: a day is a day on each side of
    // a DST change, and only a day the service is held on costs a look-up in the zone (the directory's cards
    // work out hundreds of these while a phone hydrates the page).
    const date = new Date(Date.UTC(today.getFullYear(), today.getMonth(), today.getDate() + offset));
    const day = {
      year: date.getUTCFullYear(),
      month: date.getUTCMonth(),
      day: date.getUTCDate(),
      weekday: date.getUTCDay(),
    };
    if (!isHeldOn(service, day)) continue;
    const startsAt = new TZDateMini(day.year, day.month, day.day, hour, minute, timeZone);
    if (startsAt.getTime() > now.getTime()) return { service, startsAt: new Date(startsAt.getTime()) };
  }
  return null;
}

/** The soonest of the church's services after `now`, or null when none is held within a year. */
export function nextService<S extends ScheduledService>(
  services: readonly S[],
  now: Date,
  timeZone: string,
): Occurrence<S> | null {
  let soonest: Occurrence<S> | null = null;
  for (const service of services) {
    const occurrence = nextOccurrence(service, now, timeZone);
    if (occurrence && (!soonest || occurrence.startsAt < soonest.startsAt)) soonest = occurrence;
  }
  return soonest;
}

export const SERVICE_TIMES_OF_DAY = ["morning", "afternoon", "evening"] as const;
export type ServiceTimeOfDay = (typeof SERVICE_TIMES_OF_DAY)[number];
/** Morning is before 12:00, evening from 17:00, afternoon between; in minutes after local midnight. */
export const TIME_OF_DAY_WINDOWS: Record<ServiceTimeOfDay, { from: number; to: number }> = {
  morning: { from: 0, to: 12 * 60 - 1 },
  afternoon: { from: 12 * 60, to: 17 * 60 - 1 },
  evening: { from: 17 * 60, to: 24 * 60 - 1 },
};

/** The day filters that name a weekday, in weekday order (0 is Sunday). */
const WEEKDAY_FILTER_NAMES = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"];

/** The directory's "When" question as a card reads it (docs/product/weekly-services.md, "Finding a time"). */
export interface WhenQuestion {
  /** "today", "this-sunday" or a weekday's short name ("sun"). */
  day?: string;
  time?: ServiceTimeOfDay;
  /** An exact window of start times, in minutes after local midnight. */
  from?: number;
  to?: number;
  serviceLanguage?: string;
}

/**
 * The services that answer the "When" question's day, time and language, so a card under the filters names the
 * service the visitor asked for ("Sunday 11:00 AM · in Spanish") rather than the church's next one of any kind.
 * "Today" is the church's own local day.
 */
export function servicesAnswering<S extends ScheduledService & { languages: readonly string[] }>(
  services: readonly S[],
  question: WhenQuestion,
  now: Date,
  timeZone: string,
): S[] {
  const weekday =
    question.day === "today"
      ? new TZDateMini(now.getTime(), timeZone).getDay()
      : question.day === "this-sunday"
        ? 0
        : question.day
          ? WEEKDAY_FILTER_NAMES.indexOf(question.day)
          : -1;
  const window = question.time ? TIME_OF_DAY_WINDOWS[question.time] : null;
  return services.filter((service) => {
    const start = minutesOfDay(service.start);
    if (weekday >= 0 && !service.days.includes(weekday)) return false;
    if (window && (start < window.from || start > window.to)) return false;
    if (question.from !== undefined && start < question.from) return false;
    if (question.to !== undefined && start > question.to) return false;
    if (question.serviceLanguage && !service.languages.includes(question.serviceLanguage)) return false;
    return true;
  });
}
