import { LAST_WEEK_OF_MONTH, nextOccurrence, type WeeklyService } from "@app/shared";
import { INTL_LOCALE, type Locale, translator } from "@app/shared/i18n";
import { TZDate } from "@date-fns/tz";
import type { DayOfWeek, Event, Schedule } from "schema-dts";

/**
 * A weekly service row as schema.org's Event with an eventSchedule (docs/product/weekly-services.md, issue 41
 * deliverable 6). Google's Event guidance wants a startDate on every Event: a recurring service carries the
 * date of its next occurrence, found by the same nextOccurrence the cards use, so both always agree.
 */

const DAY_URLS: readonly DayOfWeek[] = [
  "https://schema.org/Sunday",
  "https://schema.org/Monday",
  "https://schema.org/Tuesday",
  "https://schema.org/Wednesday",
  "https://schema.org/Thursday",
  "https://schema.org/Friday",
  "https://schema.org/Saturday",
];
/** iCal's two-letter days, which schema.org's byDay also accepts as text ("-1SU": the last Sunday). */
export const ICAL_DAYS = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"] as const;

/** "HH:MM" as schema.org's Time ("HH:MM:SS"). */
const isoTime = (time: string) => `${time}:00`;

/** A local time with its zone's offset ("2026-05-10T09:00:00-05:00"), as search engines read it. */
const withOffset = (date: TZDate) => date.toISOString().replace(/\.\d{3}(?=[+-]|Z)/, "");

/**
 * Which days of the month: byMonthWeek (1-4) and repeatFrequency P1M for "the first Sunday"; schema.org's
 * byMonthWeek is 1-5 only, so "the last Sunday" is written as iCal byDay text ("-1SU"), which byDay accepts.
 */
function daysOf(service: WeeklyService): Pick<Schedule, "byDay" | "byMonthWeek" | "repeatFrequency"> {
  if (service.weekOfMonth === null) {
    return { byDay: service.days.map((day) => DAY_URLS[day] as DayOfWeek), repeatFrequency: "P1W" };
  }
  if (service.weekOfMonth === LAST_WEEK_OF_MONTH) {
    return { byDay: service.days.map((day) => `-1${ICAL_DAYS[day]}`), repeatFrequency: "P1M" };
  }
  return {
    byDay: service.days.map((day) => DAY_URLS[day] as DayOfWeek),
    byMonthWeek: service.weekOfMonth,
    repeatFrequency: "P1M",
  };
}

/** "Mass, Sunday 9:00 AM" in the page's language. */
export function serviceName(service: WeeklyService, locale: Locale): string {
  const t = translator(locale);
  const weekday = new Intl.DateTimeFormat(INTL_LOCALE[locale], { weekday: "long", timeZone: "UTC" });
  // 2023-01-01 was a Sunday: day n of the week is that date plus n.
  const days = service.days.map((day) => weekday.format(new Date(Date.UTC(2023, 0, 1 + day)))).join(", ");
  const [hour, minute] = service.start.split(":").map(Number);
  const clock = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    hour: "numeric",
    minute: "2-digit",
    timeZone: "UTC",
  }).format(new Date(Date.UTC(2023, 0, 1, hour, minute)));
  return `${t(`weeklyServices.kind.${service.kind}`)}, ${days} ${clock}`;
}

export interface ServiceEventContext {
  /** The church's page in the page's language, and its node's id. */
  url: string;
  churchId: string;
  organizer: { "@type": "Organization"; "@id": string; name: string; url: string };
  image: string;
  timeZone: string;
  locale: Locale;
  now: Date;
}

/** The service's Event, or null when it is never held again (a season that has ended): Google wants a date. */
export function serviceEvent(service: WeeklyService, context: ServiceEventContext): Event | null {
  const next = nextOccurrence(service, context.now, context.timeZone);
  if (!next) return null;
  const start = new TZDate(next.startsAt.getTime(), context.timeZone);
  const schedule: Schedule = {
    "@type": "Schedule",
    ...daysOf(service),
    startTime: isoTime(service.start),
    ...(service.end && { endTime: isoTime(service.end) }),
    scheduleTimezone: context.timeZone,
    ...(service.seasonFrom && { startDate: service.seasonFrom }),
    ...(service.seasonTo && { endDate: service.seasonTo }),
  };
  return {
    "@type": "Event",
    name: serviceName(service, context.locale),
    url: context.url,
    startDate: withOffset(start),
    ...(service.note && { description: service.note }),
    ...(service.languages.length > 0 && { inLanguage: service.languages }),
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    eventSchedule: schedule,
    location: { "@id": context.churchId },
    organizer: context.organizer,
    image: context.image,
  };
}
