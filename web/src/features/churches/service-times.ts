/**
 * How a church's weekly services read on its page, in the page's language (docs/product/weekly-services.md): the
 * weekday and clock of the next one in the church's own zone, how far off it is, and each service's days and time.
 */
import { minutesOfDay, type Occurrence, type WeeklyService } from "@app/shared";
import type { Locale } from "@app/shared/i18n";
import { currentIntlLocale } from "../../lib/i18n";

/** A Sunday, so REFERENCE_SUNDAY + n days is weekday n (UTC, for names that no zone may shift). */
const REFERENCE_SUNDAY = Date.UTC(2026, 0, 4);
const DAY_MS = 24 * 60 * 60 * 1000;

const format = (options: Intl.DateTimeFormatOptions, at: Date) =>
  new Intl.DateTimeFormat(currentIntlLocale(), options).format(at);

/** "Sunday" (or "domingo") for weekday 0. */
export function weekdayName(day: number): string {
  return format({ weekday: "long", timeZone: "UTC" }, new Date(REFERENCE_SUNDAY + day * DAY_MS));
}

/** "Sunday and Wednesday": a service's days as the page's language lists them. */
export function weekdayList(days: readonly number[]): string {
  return new Intl.ListFormat(currentIntlLocale(), { type: "conjunction" }).format(days.map(weekdayName));
}

/** "9:00 AM" (or "9:00") for "09:00". */
export function clockTime(time: string): string {
  return format(
    { hour: "numeric", minute: "2-digit", timeZone: "UTC" },
    new Date(REFERENCE_SUNDAY + minutesOfDay(time) * 60_000),
  );
}

/** The calendar day of an instant in a zone, as a day count, so two instants compare by date there. */
function dayNumber(at: Date, timeZone: string): number {
  const [year, month, day] = new Intl.DateTimeFormat("en-CA", { timeZone }).format(at).split("-").map(Number);
  return Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1) / DAY_MS;
}

/** "in 3 hours" within a day, else "tomorrow", "in 2 days" by the church's calendar. */
export function fromNow(at: Date, now: Date, timeZone: string): string {
  const relative = new Intl.RelativeTimeFormat(currentIntlLocale(), { numeric: "auto" });
  const hours = (at.getTime() - now.getTime()) / 3_600_000;
  if (hours < 1) return relative.format(Math.max(1, Math.round(hours * 60)), "minute");
  if (hours < 12) return relative.format(Math.round(hours), "hour");
  return relative.format(dayNumber(at, timeZone) - dayNumber(now, timeZone), "day");
}

/** The weekday and clock of an occurrence where the church is: "Sunday 9:00 AM". */
export function occurrenceLabel({ startsAt }: Occurrence, timeZone: string): string {
  const weekday = format({ weekday: "long", timeZone }, startsAt);
  const time = format({ hour: "numeric", minute: "2-digit", timeZone }, startsAt);
  return `${weekday} ${time}`;
}

/** "Central Time": the church's zone as people name it. */
export function zoneName(timeZone: string): string {
  const parts = new Intl.DateTimeFormat(currentIntlLocale(), {
    timeZone,
    timeZoneName: "longGeneric",
  }).formatToParts(new Date());
  return parts.find((part) => part.type === "timeZoneName")?.value ?? timeZone;
}

/** Services a person has confirmed: read from the old text, they are shown as that text until then. */
export const allConfirmed = (services: readonly WeeklyService[]) =>
  services.every((service) => !service.readFromText);

/** The church's weekly services as a calendar to subscribe to, its words in the page's language. */
export const churchServicesCalendarPath = (churchId: number, locale: Locale) =>
  `/api/churches/${churchId}/services.ics${locale === "en" ? "" : `?lang=${locale}`}`;
