/**
 * Event dates are calendar dates ("YYYY-MM-DD"), not instants: they are formatted as UTC dates so no
 * visitor's time zone can move them to the day before.
 */
function toUtcDate(date: string): Date {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day));
}

const cardDate = new Intl.DateTimeFormat("en-US", {
  weekday: "short",
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});
const rangeDate = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});
const longDate = new Intl.DateTimeFormat("en-US", {
  weekday: "long",
  month: "long",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});
const longRange = new Intl.DateTimeFormat("en-US", {
  month: "long",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/** "Sat, Oct 4, 2025", or a range "Oct 4 – 6, 2025" for a multi-day event. */
export function formatEventDate(
  startDate: string,
  endDate: string | null,
  style: "short" | "long" = "short",
) {
  if (endDate && endDate !== startDate) {
    return (style === "long" ? longRange : rangeDate).formatRange(toUtcDate(startDate), toUtcDate(endDate));
  }
  return (style === "long" ? longDate : cardDate).format(toUtcDate(startDate));
}

/** 'All Day' or the time as typed; null when a timed event has no time given. */
export function formatEventTime(event: { allDay: boolean; time: string | null }): string | null {
  if (event.allDay) return "All Day";
  return event.time?.trim() || null;
}
