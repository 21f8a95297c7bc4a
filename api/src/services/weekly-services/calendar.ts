import { LAST_WEEK_OF_MONTH, nextOccurrence, type WeeklyService } from "@app/shared";
import { DEFAULT_LOCALE, INTL_LOCALE, type Locale, localizedPath, translator } from "@app/shared/i18n";
import { TZDate } from "@date-fns/tz";
import { getVtimezoneComponent } from "@touch4it/ical-timezones";
import ical from "ical-generator";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/connect.ts";
import { approvedChurchById, type ChurchDetail } from "../churches/public.ts";
import { calendarText } from "../events/calendar.ts";

/**
 * A church's weekly services as an iCalendar subscription (GET /api/churches/:id/services.ics; issue 41
 * deliverable 6, docs/product/weekly-services.md): one recurring VEVENT per service, its RRULE read from the
 * row, DTSTART at its next occurrence in the church's own zone (with that zone's VTIMEZONE), so a member's
 * calendar shows 9:00 on Sundays on both sides of a DST change.
 */

const ICAL_DAYS = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"] as const;
/** With no end typed, a service is shown as an hour, as the events calendar does. */
const DEFAULT_DURATION_MS = 60 * 60 * 1000;
const REFRESH_SECONDS = 60 * 60 * 6;

const twoDigits = (n: number) => String(n).padStart(2, "0");

/** UTC as iCalendar writes it: "20270831T235959Z". */
const utcStamp = (date: Date) =>
  `${date.getUTCFullYear()}${twoDigits(date.getUTCMonth() + 1)}${twoDigits(date.getUTCDate())}T` +
  `${twoDigits(date.getUTCHours())}${twoDigits(date.getUTCMinutes())}${twoDigits(date.getUTCSeconds())}Z`;

/**
 * The row's recurrence: weekly on its days, or monthly on "the first Sunday" (BYDAY=1SU, which is what
 * isHeldOn's week of the month means: the nth such weekday) or "the last" (-1SU). A season's end is UNTIL, in
 * UTC as RFC 5545 3.3.10 requires when DTSTART has a zone: the last moment of that day in the church's zone.
 */
export function recurrenceRule(service: WeeklyService, timeZone: string): string {
  const week =
    service.weekOfMonth === null
      ? ""
      : service.weekOfMonth === LAST_WEEK_OF_MONTH
        ? "-1"
        : String(service.weekOfMonth);
  const days = service.days.map((day) => `${week}${ICAL_DAYS[day]}`).join(",");
  const parts = [`FREQ=${service.weekOfMonth === null ? "WEEKLY" : "MONTHLY"}`, `BYDAY=${days}`];
  if (service.seasonTo) {
    const [year, month, day] = service.seasonTo.split("-").map(Number) as [number, number, number];
    parts.push(`UNTIL=${utcStamp(new TZDate(year, month - 1, day, 23, 59, 59, timeZone))}`);
  }
  return `RRULE:${parts.join(";")}`;
}

function languageList(codes: readonly string[], locale: Locale): string {
  const names = new Intl.DisplayNames([INTL_LOCALE[locale]], { type: "language" });
  return new Intl.ListFormat(INTL_LOCALE[locale], { type: "conjunction" }).format(
    codes.map((code) => names.of(code) ?? code),
  );
}

export interface ServicesCalendarOptions {
  baseUrl: string;
  /** The association's zone, for a church whose own is not looked up yet. */
  fallbackTimeZone: string;
  locale?: Locale;
  now?: Date;
}

/** The calendar of one church's services; a service never held again (a season that has ended) is left out. */
export function buildServicesCalendar(church: ChurchDetail, options: ServicesCalendarOptions): string {
  const locale = options.locale ?? DEFAULT_LOCALE;
  const t = translator(locale);
  const timeZone = church.timeZone || options.fallbackTimeZone;
  const host = new URL(options.baseUrl).host;
  const page = new URL(localizedPath(`/church/${church.id}`, locale), options.baseUrl).toString();
  const now = options.now ?? new Date();
  const calendar = ical({
    name: calendarText(t("calendarLinks.servicesCalendarName", { church: church.name })),
    prodId: { company: host, product: "services", language: locale.toUpperCase() },
    // As the events calendar: UTC stamps, and the VTIMEZONE each TZID refers to.
    timezone: { name: null, generator: getVtimezoneComponent },
    ttl: REFRESH_SECONDS,
    url: page,
  });
  const location = calendarText(
    `${church.name}, ${church.address}, ${church.city}, ${church.state} ${church.zipCode}`,
  );
  church.services.forEach((service, position) => {
    const next = nextOccurrence(service, now, timeZone);
    if (!next) return;
    const start = new TZDate(next.startsAt.getTime(), timeZone);
    const [endHour, endMinute] = (service.end ?? "").split(":").map(Number);
    const end =
      service.end === null
        ? new TZDate(start.getTime() + DEFAULT_DURATION_MS, timeZone)
        : new TZDate(
            start.getFullYear(),
            start.getMonth(),
            start.getDate(),
            endHour ?? 0,
            endMinute ?? 0,
            timeZone,
          );
    const description = [
      service.languages.length > 0
        ? t("weeklyServices.inLanguages", { languages: languageList(service.languages, locale) })
        : null,
      service.note,
      page,
    ]
      .filter(Boolean)
      .join("\n\n");
    calendar.createEvent({
      // The row's place in the church's list: a saved edit replaces the rows, and the calendar the events.
      id: `church-${church.id}-service-${position}@${host}`,
      summary: calendarText(
        t("calendarLinks.serviceSummary", {
          kind: t(`weeklyServices.kind.${service.kind}`),
          church: church.name,
        }),
      ),
      description: calendarText(description),
      location,
      url: page,
      start,
      end,
      timezone: timeZone,
      repeating: recurrenceRule(service, timeZone),
      stamp: now,
    });
  });
  return calendar.toString();
}

type CalendarContext = {
  db: Database;
  config: Pick<Config, "PUBLIC_BASE_URL" | "EVENTS_TIME_ZONE">;
  locale?: Locale;
};

/** An approved church's services calendar (404 for a missing or pending church, as its page). */
export async function churchServicesCalendar(context: CalendarContext, id: number): Promise<string> {
  const church = await approvedChurchById(context, id);
  return buildServicesCalendar(church, {
    baseUrl: context.config.PUBLIC_BASE_URL,
    fallbackTimeZone: context.config.EVENTS_TIME_ZONE,
    locale: context.locale,
  });
}
