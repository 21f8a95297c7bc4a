import { z } from "zod";
import { MSG } from "./i18n/keys.ts";
import { worshipLanguageCodeSchema } from "./language-code.ts";
import { LAST_WEEK_OF_MONTH, minutesOfDay } from "./schedule.ts";
import { WEEKLY_SERVICE_MESSAGES, WEEKLY_SERVICES_MAX } from "./weekly-service-messages.ts";

export { WEEKLY_SERVICE_MESSAGES, WEEKLY_SERVICES_MAX };

/**
 * A church's weekly services as data (issue 41; the rules are in docs/product/weekly-services.md): the days, the
 * start (and maybe the end) in the church's own local time, the kind, the languages, and the optional week of the
 * month, season and note. The server and the screens validate with the same schema and find the next service with
 * the same function, so a card, the church page and the calendar feed never disagree.
 */

/** The kinds of service, a small vocabulary translated on screen (catalogue keys `weeklyServices.kind.<kind>`). */
export const SERVICE_KINDS = ["worship", "mass", "prayer", "bible-study", "youth", "other"] as const;
export type ServiceKind = (typeof SERVICE_KINDS)[number];

/** Days as `Date.getDay()` numbers: 0 is Sunday. */
export const WEEKDAY_NUMBERS = [0, 1, 2, 3, 4, 5, 6] as const;

export {
  isHeldOn,
  LAST_WEEK_OF_MONTH,
  minutesOfDay,
  nextOccurrence,
  nextService,
  type Occurrence,
  type ScheduledService,
} from "./schedule.ts";

export const SERVICE_NOTE_MAX = 200;
export const SERVICE_LANGUAGES_MAX = 3;

const MERIDIEM = /^(\d{1,2})(?:[:.](\d{2}))?\s*([ap])\.?\s*m?\.?$/i;
const TWENTY_FOUR_HOUR = /^(\d{1,2})(?:[:.h](\d{2}))?$/i;

const twoDigits = (n: number) => String(n).padStart(2, "0");

/**
 * Reads a time as people type it: "9" and "9:30" (24-hour, so 9 is morning), "9:30 am", "7 p.m.", "18:00",
 * "18h30", "noon". Gives "HH:MM" or null when the text is no time.
 */
export function parseTimeOfDay(text: string): string | null {
  const trimmed = text.trim().toLowerCase();
  if (trimmed === "noon" || trimmed === "mediodía" || trimmed === "mediodia") return "12:00";
  const withMeridiem = MERIDIEM.exec(trimmed);
  if (withMeridiem) {
    const hour = Number(withMeridiem[1]);
    const minute = Number(withMeridiem[2] ?? 0);
    if (hour < 1 || hour > 12 || minute > 59) return null;
    const hour24 = (hour % 12) + (withMeridiem[3] === "p" ? 12 : 0);
    return `${twoDigits(hour24)}:${twoDigits(minute)}`;
  }
  const plain = TWENTY_FOUR_HOUR.exec(trimmed);
  if (!plain) return null;
  const hour = Number(plain[1]);
  const minute = Number(plain[2] ?? 0);
  if (hour > 23 || minute > 59) return null;
  return `${twoDigits(hour)}:${twoDigits(minute)}`;
}

const timeOfDaySchema = z
  .string()
  .trim()
  .transform((text, context) => {
    const time = parseTimeOfDay(text);
    if (time === null) {
      context.addIssue({ code: "custom", message: MSG.sharedMessages.weeklyServices.time });
      return z.NEVER;
    }
    return time;
  });

const isoDateSchema = z.iso.date();

/** A form's blank box ("") is no value: the end, the season's dates and the week of the month are optional. */
const blankAsNull = (value: unknown) => (typeof value === "string" && value.trim() === "" ? null : value);
/** A select's value is text: "1" and "-1" are the weeks 1 and -1. */
const numberFromText = (value: unknown) =>
  typeof value === "string" && /^-?\d+$/.test(value.trim()) ? Number(value) : value;

export const weeklyServiceSchema = z
  .object({
    days: z
      .array(z.number().int().min(0).max(6))
      .min(1, MSG.sharedMessages.weeklyServices.days)
      .max(7)
      .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
    start: timeOfDaySchema,
    end: z.preprocess(blankAsNull, timeOfDaySchema.nullish()).transform((end) => end ?? null),
    kind: z.enum(SERVICE_KINDS),
    languages: z.array(worshipLanguageCodeSchema).max(SERVICE_LANGUAGES_MAX).default([]),
    weekOfMonth: z
      .preprocess(
        (value) => numberFromText(blankAsNull(value)),
        z
          .union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(LAST_WEEK_OF_MONTH)])
          .nullish(),
      )
      .transform((week) => week ?? null),
    seasonFrom: z.preprocess(blankAsNull, isoDateSchema.nullish()).transform((date) => date ?? null),
    seasonTo: z.preprocess(blankAsNull, isoDateSchema.nullish()).transform((date) => date ?? null),
    note: z
      .string()
      .trim()
      .max(SERVICE_NOTE_MAX)
      .nullish()
      .transform((note) => note || null),
    /** Read by the carry-over from the church's old free text: shown as "please confirm" until saved by a person. */
    readFromText: z.boolean().default(false),
  })
  .superRefine((service, context) => {
    if (service.end !== null && minutesOfDay(service.end) <= minutesOfDay(service.start)) {
      context.addIssue({
        code: "custom",
        path: ["end"],
        message: MSG.sharedMessages.weeklyServices.endBeforeStart,
      });
    }
    if (service.seasonFrom && service.seasonTo && service.seasonTo < service.seasonFrom) {
      context.addIssue({
        code: "custom",
        path: ["seasonTo"],
        message: MSG.sharedMessages.weeklyServices.seasonOrder,
      });
    }
  });

export type WeeklyServiceInput = z.input<typeof weeklyServiceSchema>;
export type WeeklyService = z.output<typeof weeklyServiceSchema>;

export const weeklyServicesSchema = z
  .array(weeklyServiceSchema)
  .max(WEEKLY_SERVICES_MAX, MSG.sharedMessages.weeklyServices.tooMany);
