/**
 * The site's one date format ("Sun, Nov 22, 2026"; "dom, 22 nov 2026" in Spanish) and one date-time format
 * ("Sun, Nov 22, 2026, 3:45 PM"), used by every screen: event cards and dialogs, the vault, the admin lists.
 * Each follows the page's language (lib/i18n.ts) through Intl.
 */
import { currentIntlLocale } from "./i18n";

const DATE: Intl.DateTimeFormatOptions = {
  weekday: "short",
  month: "short",
  day: "numeric",
  year: "numeric",
};
const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * One formatter per language, kind and time zone, made on first use. `timeZone` is for timestamps: undefined is
 * the visitor's own; a server-rendered page passes the server's while it is adopted (useDisplayTimeZone).
 */
function formatter(kind: "date" | "calendarDate" | "dateTime", timeZone?: string): Intl.DateTimeFormat {
  const locale = currentIntlLocale();
  const key = `${locale}:${kind}:${timeZone ?? ""}`;
  let made = formatters.get(key);
  if (!made) {
    // A calendar date is the same day everywhere (read as UTC); a timestamp's day is the zone's.
    const options: Intl.DateTimeFormatOptions =
      kind === "date"
        ? { ...DATE, timeZone }
        : kind === "calendarDate"
          ? { ...DATE, timeZone: "UTC" }
          : { ...DATE, hour: "numeric", minute: "2-digit", timeZone };
    made = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, made);
  }
  return made;
}

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A calendar date ("YYYY-MM-DD", as events store them) is read as that day everywhere, so no visitor's time
 * zone moves it to the day before; a timestamp is shown in the visitor's own zone.
 */
function parse(value: string): { at: Date; calendar: boolean } | null {
  const match = CALENDAR_DATE.exec(value);
  const at = match
    ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))
    : new Date(value);
  return Number.isNaN(at.getTime()) ? null : { at, calendar: match !== null };
}

/** "Sun, Nov 22, 2026"; "" when missing or not a date. */
export function formatDate(value: string | null | undefined, timeZone?: string): string {
  const parsed = value ? parse(value) : null;
  if (!parsed) return "";
  return formatter(parsed.calendar ? "calendarDate" : "date", timeZone).format(parsed.at);
}

/** "Sun, Nov 22, 2026, 3:45 PM"; "" when missing or not a date. */
export function formatDateTime(value: string | null | undefined): string {
  const parsed = value ? parse(value) : null;
  return parsed ? formatter("dateTime").format(parsed.at) : "";
}

/** Two calendar dates as one range in the same format: "Fri, Oct 3 – Sun, Oct 5, 2025". */
export function formatDateRange(start: string, end: string): string {
  const from = parse(start);
  const to = parse(end);
  if (!from || !to) return formatDate(start);
  return formatter("calendarDate").formatRange(from.at, to.at);
}
