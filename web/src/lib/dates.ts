/**
 * The site's one date format ("Sun, Nov 22, 2026"; "dom, 22 nov 2026" in Spanish) and one date-time format
 * ("Sun, Nov 22, 2026, 3:45 PM"), used by every screen: event cards and dialogs, the vault, the admin lists.
 * Each follows the page's language (lib/i18n.ts) through Intl.
 */
import { currentIntlLocale } from "./i18n";
import { madeOnce } from "./made-once";

type DateFormatOptions = Omit<Intl.DateTimeFormatOptions, "timeZone">;

const DATE: DateFormatOptions = {
  weekday: "short",
  month: "short",
  day: "numeric",
  year: "numeric",
};
const DATE_TIME: DateFormatOptions = { ...DATE, hour: "numeric", minute: "2-digit" };

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The web's one cache of Intl.DateTimeFormat: one per language, time zone and options, made on first use (making
 * one costs far more than formatting with it, and every card of a list formats its dates). `timeZone` undefined
 * is the visitor's own; a server-rendered page passes the server's while it is adopted (useDisplayTimeZone).
 */
export function dateFormat(
  locale: string,
  timeZone: string | undefined,
  options: DateFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone ?? ""}|${JSON.stringify(options)}`;
  return madeOnce(formatters, key, () => new Intl.DateTimeFormat(locale, { ...options, timeZone }));
}

/**
 * The site's formats in the page's language. A calendar date is the same day everywhere (read as UTC); a
 * timestamp's day is the zone's.
 */
function formatter(kind: "date" | "calendarDate" | "dateTime", timeZone?: string): Intl.DateTimeFormat {
  const locale = currentIntlLocale();
  if (kind === "calendarDate") return dateFormat(locale, "UTC", DATE);
  return dateFormat(locale, timeZone, kind === "date" ? DATE : DATE_TIME);
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
