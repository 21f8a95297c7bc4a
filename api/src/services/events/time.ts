/**
 * Reads a start (and maybe an end) clock time out of the free-text `time` column, for the calendar feed.
 *
 * The column is whatever an administrator typed: "7:00 PM", "10:00 AM - 12:00 PM", "Begins 6:00 PM",
 * "19:30". The first time found is the start and the second, if any, the end; a start without AM/PM takes the
 * end's ("7:00 - 9:00 PM"). Text with no recognisable time gives null, and the feed then lists the event as
 * all-day rather than guessing an hour.
 */
export interface ClockTime {
  hour: number;
  minute: number;
}

export interface TimeRange {
  start: ClockTime;
  end: ClockTime | null;
}

export interface ClockToken {
  hour: number;
  minute: number;
  meridiem: "am" | "pm" | null;
  /** Where the time starts and ends in the text. */
  index: number;
  end: number;
}
type Token = ClockToken;

// "7 PM", "7:30pm", "7:30 p.m." or a 24-hour "19:30" (a colon is then required, so "Room 12" is no time).
const TIME_PATTERN = /\b(\d{1,2})(?::([0-5]\d))?\s*([ap])\.?\s?m\b\.?|\b([01]?\d|2[0-3]):([0-5]\d)\b/gi;

/** Every clock time written in the text, in order (the church pages read service times with it too). */
export function clockTokens(text: string): Token[] {
  const found: Token[] = [];
  for (const match of text.matchAll(TIME_PATTERN)) {
    const place = { index: match.index, end: match.index + match[0].length };
    if (match[3]) {
      const hour = Number(match[1]);
      if (hour < 1 || hour > 12) continue;
      found.push({
        hour,
        minute: Number(match[2] ?? 0),
        meridiem: match[3].toLowerCase() === "a" ? "am" : "pm",
        ...place,
      });
    } else {
      found.push({ hour: Number(match[4]), minute: Number(match[5]), meridiem: null, ...place });
    }
  }
  return found;
}

export function to24(token: Pick<Token, "hour" | "minute">, meridiem: "am" | "pm" | null): ClockTime {
  if (!meridiem || token.hour > 12) return { hour: token.hour, minute: token.minute };
  const base = token.hour % 12;
  return { hour: meridiem === "pm" ? base + 12 : base, minute: token.minute };
}

const minutesOf = (time: ClockTime) => time.hour * 60 + time.minute;

export function parseTimeRange(text: string | null | undefined): TimeRange | null {
  if (!text) return null;
  const [first, second] = clockTokens(text);
  if (!first) return null;
  const end = second ? to24(second, second.meridiem) : null;
  let start = to24(first, first.meridiem);
  if (!first.meridiem && second?.meridiem && end && first.hour >= 1 && first.hour <= 12) {
    // "7:00 - 9:00 PM" shares the end's meridiem, unless that puts the start after the end ("11 - 1 PM").
    start = to24(first, second.meridiem);
    if (minutesOf(start) > minutesOf(end)) start = to24(first, second.meridiem === "pm" ? "am" : "pm");
  }
  return { start, end };
}
