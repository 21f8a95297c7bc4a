import type { TFunction } from "i18next";
import { formatDate, formatDateRange } from "../../lib/dates";

/** "Sat, Oct 4, 2025", or a range "Fri, Oct 3 – Sun, Oct 5, 2025" for a multi-day event. */
export function formatEventDate(startDate: string, endDate: string | null) {
  return endDate && endDate !== startDate ? formatDateRange(startDate, endDate) : formatDate(startDate);
}

/** 'All Day' (in the page's language when `t` is given) or the time as typed; null when none is given. */
export function formatEventTime(
  event: { allDay: boolean; time: string | null },
  t?: TFunction,
): string | null {
  if (event.allDay) return t ? t("events.allDay") : "All Day";
  return event.time?.trim() || null;
}
