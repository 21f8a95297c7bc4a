import { DEFAULT_LOCALE, eventTypeText, type Locale, localizedPath, translator } from "@app/shared/i18n";
import { TZDate } from "@date-fns/tz";
import { getVtimezoneComponent } from "@touch4it/ical-timezones";
import ical, { type ICalEventData } from "ical-generator";
import { addDays } from "./dates.ts";
import type { EventView } from "./rows.ts";
import { type ClockTime, parseTimeRange } from "./time.ts";

export interface CalendarOptions {
  /** IANA zone of the network (config EVENTS_TIME_ZONE): the clock times typed on events are local to it. */
  timeZone: string;
  /** The network's name; the calendar is called "<name> Events" in its language. */
  name: string;
  baseUrl: string;
  /** The language of the calendar's own words (name, labels, type); events are as their authors wrote them. */
  locale?: Locale;
}

/** With no end time typed, a timed event is given this length, so calendars show a block, not a point. */
const DEFAULT_DURATION_MS = 60 * 60 * 1000;
/** How often subscribers are asked to refresh the feed. */
const REFRESH_SECONDS = 60 * 60;

const dateParts = (date: string) => date.split("-").map(Number) as [number, number, number];

/** A DATE value: read with UTC getters, since all-day events carry no time zone. */
const calendarDay = (date: string) => {
  const [year, month, day] = dateParts(date);
  return new Date(Date.UTC(year, month - 1, day));
};

/** A wall-clock time on a date in the network's zone; ical-generator writes it with TZID and its VTIMEZONE. */
const zoned = (date: string, time: ClockTime, timeZone: string) => {
  const [year, month, day] = dateParts(date);
  return new TZDate(year, month - 1, day, time.hour, time.minute, timeZone);
};

/**
 * When an event happens, read from its dates and its free-text time. All-day events (and events whose time
 * names no clock time) are calendar dates, `lastDay` inclusive. Timed events run from the start time on the
 * start date to the end time on the last date; an end that is not after the start is taken to be the next
 * morning ("7:00 PM - 7:00 AM"); no end time at all gives an hour. The calendar feed and the structured data
 * of the event pages both read it, so they never disagree.
 */
export type EventPeriod =
  | { allDay: true; firstDay: string; lastDay: string }
  /** `endTyped` is false when the time named no end and `end` is the assumed hour's end. */
  | { allDay: false; start: TZDate; end: TZDate; endTyped: boolean; lastDay: string };

export function eventPeriod(
  event: Pick<EventView, "startDate" | "endDate" | "allDay" | "time">,
  timeZone: string,
): EventPeriod {
  const lastDay = event.endDate ?? event.startDate;
  const range = event.allDay ? null : parseTimeRange(event.time);
  if (!range) return { allDay: true, firstDay: event.startDate, lastDay };
  const start = zoned(event.startDate, range.start, timeZone);
  let end = range.end
    ? zoned(lastDay, range.end, timeZone)
    : new TZDate(zoned(lastDay, range.start, timeZone).getTime() + DEFAULT_DURATION_MS, timeZone);
  if (range.end && end.getTime() <= start.getTime()) end = zoned(addDays(lastDay, 1), range.end, timeZone);
  return { allDay: false, start, end, endTyped: range.end !== null, lastDay };
}

/** The period in iCalendar terms: all-day events are DATE values with the exclusive end date it expects. */
function eventTimes(
  event: EventView,
  timeZone: string,
): Pick<ICalEventData, "start" | "end" | "allDay" | "timezone"> {
  const period = eventPeriod(event, timeZone);
  if (period.allDay) {
    return {
      allDay: true,
      start: calendarDay(period.firstDay),
      end: calendarDay(addDays(period.lastDay, 1)),
    };
  }
  return { allDay: false, start: period.start, end: period.end, timezone: timeZone };
}

/**
 * Control characters RFC 5545 does not allow in a TEXT value (3.3.11: TSAFE-CHAR excludes CONTROL): C0 but
 * tab and the line breaks, DEL, and the C1 block. Typed text can hold them (a pasted title, an old row), and
 * ical-generator escapes only backslash, ';', ',' and line breaks: a raw escape or bell reached every
 * subscriber's calendar app, and a NUL ends the text in some.
 */
const NOT_ICAL_TEXT = /(?![\t\r\n])\p{Cc}/gu;

/**
 * A typed value as calendar text: disallowed controls dropped, a tab made a space, and any line break
 * (CRLF, CR or LF) made one LF, which ical-generator writes as the escaped "\n" RFC 5545 asks for. Folding
 * at 75 octets is ical-generator's, after escaping, and never splits a character.
 */
export function calendarText(value: string): string {
  return value.replace(NOT_ICAL_TEXT, "").replaceAll("\t", " ").replace(/\r\n?/g, "\n");
}

/** calendarText of a value that may be absent. */
const optionalText = (value: string | null) => (value == null ? value : calendarText(value));

function eventDescription(event: EventView, locale: Locale): string {
  const t = translator(locale);
  const lines = [event.description, t("calendar.hostChurch", { church: event.church.name })];
  if (event.callToActionText && event.callToActionUrl) {
    lines.push(`${event.callToActionText}: ${event.callToActionUrl}`);
  }
  if (event.registrationRequired) lines.push(t("calendar.registrationRequired"));
  return calendarText(lines.filter(Boolean).join("\n\n"));
}

/** A valid iCalendar (RFC 5545) document of the given events. */
export function buildCalendar(events: readonly EventView[], options: CalendarOptions): string {
  const host = new URL(options.baseUrl).host;
  const locale = options.locale ?? DEFAULT_LOCALE;
  const calendar = ical({
    name: calendarText(translator(locale)("calendar.name", { site: options.name })),
    prodId: { company: host, product: "events", language: locale.toUpperCase() },
    // The name stays null so DTSTAMP, CREATED and LAST-MODIFIED are written in UTC, as RFC 5545 requires;
    // the generator adds the VTIMEZONE block that each event's TZID refers to.
    timezone: { name: null, generator: getVtimezoneComponent },
    ttl: REFRESH_SECONDS,
  });
  for (const event of events) {
    calendar.createEvent({
      id: `event-${event.id}@${host}`,
      summary: calendarText(event.title),
      description: eventDescription(event, locale),
      location: optionalText(event.location),
      url:
        optionalText(event.callToActionUrl) ??
        new URL(localizedPath("/events", locale), options.baseUrl).toString(),
      categories: [{ name: eventTypeText(event.type, locale) }],
      created: new Date(event.createdAt),
      lastModified: new Date(event.updatedAt),
      // Without METHOD, DTSTAMP is when the event's information last changed (RFC 5545 3.8.7.2).
      stamp: new Date(event.updatedAt),
      ...eventTimes(event, options.timeZone),
    });
  }
  return calendar.toString();
}
