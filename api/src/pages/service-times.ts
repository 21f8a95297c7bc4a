import { type ClockTime, type ClockToken, clockTokens, to24 } from "../services/events/time.ts";

/**
 * Reads weekly services out of a church's free-text service times ("Sunday 9:00 AM & 11:00 AM",
 * "Sun 10am\nWed 7pm", "Mon-Fri 7:00 AM"), for the structured data of its page. What cannot be read for
 * sure is left out rather than guessed: a time with no AM/PM that nothing else on its line settles ("Sunday
 * 9:00"), times with no day, and the end of a range ("9:00 - 10:30 AM" is one service at 9).
 */

export const WEEKDAYS = [
  "Sunday",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export interface WeeklyService {
  days: Weekday[];
  start: ClockTime;
  /** What the line calls it ("Sunday Worship"), when it says more than the day. */
  label: string | null;
}

const DAY_PATTERN =
  /\b(sun|mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat)(?:day|nesday|sday|rsday|urday|s)?s?\b\.?/gi;
const DAY_PREFIXES = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"];
const RANGE_SEPARATOR = /^\s*(?:-|–|—|to|through|thru|until|till)\s*$/i;

interface DayToken {
  day: number;
  index: number;
  end: number;
}

function dayTokens(line: string): DayToken[] {
  const found: DayToken[] = [];
  for (const match of line.matchAll(DAY_PATTERN)) {
    const day = DAY_PREFIXES.indexOf((match[1] ?? "").slice(0, 3).toLowerCase());
    if (day !== -1) found.push({ day, index: match.index, end: match.index + match[0].length });
  }
  return found;
}

/** Days named together ("Saturday & Sunday", "Mon-Fri") form one group; a time between two days splits them. */
function dayGroups(
  line: string,
  days: DayToken[],
  times: ClockToken[],
): Array<{ days: Weekday[]; index: number }> {
  const groups: Array<{ days: Weekday[]; index: number }> = [];
  let previous: DayToken | null = null;
  for (const token of days) {
    const timeBetween =
      previous && times.some((time) => time.index > previous!.end && time.index < token.index);
    const current = groups.at(-1);
    if (!previous || !current || timeBetween) {
      groups.push({ days: [WEEKDAYS[token.day]!], index: token.index });
    } else if (RANGE_SEPARATOR.test(line.slice(previous.end, token.index))) {
      for (let day = (previous.day + 1) % 7; day !== token.day; day = (day + 1) % 7) {
        current.days.push(WEEKDAYS[day]!);
      }
      current.days.push(WEEKDAYS[token.day]!);
    } else {
      current.days.push(WEEKDAYS[token.day]!);
    }
    previous = token;
  }
  for (const group of groups) group.days = [...new Set(group.days)];
  return groups;
}

/** The start times of a line: range ends dropped, a missing AM/PM taken from the next time that has one. */
function startTimes(line: string, tokens: ClockToken[]): Array<{ time: ClockTime; index: number }> {
  const starts: ClockToken[] = [];
  const meridiemOf = new Map<ClockToken, "am" | "pm" | null>();
  for (const [position, token] of tokens.entries()) {
    const before = tokens[position - 1];
    if (before && RANGE_SEPARATOR.test(line.slice(before.end, token.index))) {
      // "7:00 - 9:00 PM": the start borrows the end's meridiem.
      if (!meridiemOf.get(before)) meridiemOf.set(before, token.meridiem);
      continue;
    }
    starts.push(token);
    meridiemOf.set(token, token.meridiem);
  }
  const result: Array<{ time: ClockTime; index: number }> = [];
  for (const [position, token] of starts.entries()) {
    let meridiem = meridiemOf.get(token) ?? null;
    if (!meridiem && token.hour >= 1 && token.hour <= 12) {
      const later = starts.slice(position + 1).find((next) => meridiemOf.get(next));
      meridiem = later ? (meridiemOf.get(later) ?? null) : null;
      if (!meridiem) continue;
    }
    result.push({ time: to24(token, meridiem), index: token.index });
  }
  return result;
}

/** Lines that are not every week ("6:00 PM (first Sunday)", "monthly"): a weekly schedule would be wrong. */
const NOT_WEEKLY =
  /\b(first|second|third|fourth|fifth|last|1st|2nd|3rd|4th|5th|monthly|every other|alternate|alternating|biweekly|bi-weekly|quarterly|annual|annually|yearly|seasonal|summer|winter|except)\b/i;

/** The words before a time that name it ("Sunday Worship: 10:00 AM"); none when they are only days. */
function labelBefore(line: string, from: number, to: number): string | null {
  const text = line
    .slice(from, to)
    .replace(/[\s:,&@–—-]+$/u, "")
    .replace(/\s+(at|from)$/i, "")
    .trim();
  const withoutDays = text.replace(DAY_PATTERN, "").replace(/[\s:,&/–—-]|\b(and|to|through|thru)\b/giu, "");
  return withoutDays === "" ? null : text;
}

export function readServiceTimes(text: string | null | undefined): WeeklyService[] {
  if (!text) return [];
  const services: WeeklyService[] = [];
  const seen = new Set<string>();
  let carried: Weekday[] = [];
  for (const line of text.split(/[\n;|]+/)) {
    if (NOT_WEEKLY.test(line)) continue;
    const times = clockTokens(line);
    const groups = dayGroups(line, dayTokens(line), times);
    for (const { time, index } of startTimes(line, times)) {
      // A time belongs to the days named before it; before any day on its line, to the line's first days,
      // and on a line with no day, to the days of the line above ("Sunday:\n9:00 AM\n11:00 AM").
      const group = groups.filter((candidate) => candidate.index < index).at(-1) ?? groups[0];
      const days = group?.days ?? carried;
      if (days.length === 0) continue;
      const firstTime = group ? times.find((token) => token.index > group.index) : undefined;
      const label = group && firstTime ? labelBefore(line, group.index, firstTime.index) : null;
      const key = `${days.join(",")}@${time.hour}:${time.minute}@${label ?? ""}`;
      if (seen.has(key)) continue;
      seen.add(key);
      services.push({ days, start: time, label });
    }
    if (groups.length > 0) carried = groups.at(-1)!.days;
  }
  return services;
}

const two = (value: number) => String(value).padStart(2, "0");

/** "09:00:00", the form schema.org's Time takes. */
export const isoClockTime = (time: ClockTime) => `${two(time.hour)}:${two(time.minute)}:00`;

/** "9:00 AM", for names people read. */
export function clockLabel(time: ClockTime): string {
  const hour = time.hour % 12 === 0 ? 12 : time.hour % 12;
  return `${hour}:${two(time.minute)} ${time.hour < 12 ? "AM" : "PM"}`;
}
