/**
 * The site's one date format ("Sun, Nov 22, 2026") and one date-time format ("Sun, Nov 22, 2026, 3:45 PM"),
 * used by every screen: event cards and dialogs, the vault, the admin lists.
 */

const date = new Intl.DateTimeFormat("en-US", {
  weekday: "short",
  month: "short",
  day: "numeric",
  year: "numeric",
});
const calendarDate = new Intl.DateTimeFormat("en-US", {
  weekday: "short",
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});
const dateTime = new Intl.DateTimeFormat("en-US", {
  weekday: "short",
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

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
export function formatDate(value: string | null | undefined): string {
  const parsed = value ? parse(value) : null;
  if (!parsed) return "";
  return (parsed.calendar ? calendarDate : date).format(parsed.at);
}

/** "Sun, Nov 22, 2026, 3:45 PM"; "" when missing or not a date. */
export function formatDateTime(value: string | null | undefined): string {
  const parsed = value ? parse(value) : null;
  return parsed ? dateTime.format(parsed.at) : "";
}

/** Two calendar dates as one range in the same format: "Fri, Oct 3 – Sun, Oct 5, 2025". */
export function formatDateRange(start: string, end: string): string {
  const from = parse(start);
  const to = parse(end);
  if (!from || !to) return formatDate(start);
  return calendarDate.formatRange(from.at, to.at);
}
