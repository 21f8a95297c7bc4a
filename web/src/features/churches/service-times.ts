/**
 * How a church's weekly services read on its page, in the page's language (docs/product/weekly-services.md): the
 * weekday and clock of the next one in the church's own zone, how far off it is, and each service's days and time.
 */
import { minutesOfDay, type WeeklyService } from "@app/shared";
import type { Locale } from "@app/shared/i18n";
import { currentIntlLocale } from "../../lib/i18n";

// Shared with the directory's cards and the map's popup.
export { fromNow, occurrenceLabel } from "../../lib/next-service";

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
