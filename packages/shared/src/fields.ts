import { z } from "zod";
import { encodeMessage, type Message, type MessageKey, MSG, msg } from "./i18n/keys.ts";
import { installValidationMessages } from "./zod-messages.ts";

installValidationMessages();

/** The message a check gives, as zod carries it (a key, with its values when it has some). */
export const says = (message: Message): string => encodeMessage(message);

/** "Must be at most {{max}} characters". */
export const tooLongMessage = (max: number): string => says(msg(MSG.formats.tooLong, { max }));

/** Largest value of a Postgres `integer` column. */
export const MAX_INT = 2_147_483_647;

/** Postgres text cannot hold NUL: without this check such input would fail in the database, not here. */
const hasNoNul = (value: string) => !value.includes("\u0000");

/** Trimmed text up to `max` characters; `min` > 0 makes it required with `message`. */
export function textField(max: number, message?: Message, min = 0) {
  const error = message && says(message);
  return z
    .string({ error })
    .trim()
    .min(min, { error, abort: true })
    .max(max, tooLongMessage(max))
    .refine(hasNoNul, MSG.messages.INVALID_CHARACTERS);
}

export function requiredText(max: number, message: Message, min = 1) {
  return textField(max, message, min);
}

/**
 * Lets a form send "" for an empty optional field: blank (after trimming) becomes null, null stays null,
 * a missing key stays undefined (no change); anything else must pass `schema`.
 */
export function blankable<T extends z.ZodType<unknown, string>>(schema: T, message?: Message) {
  return z
    .string({ error: message && says(message) })
    .nullish()
    .transform((value) => (value == null || value.trim() !== "" ? value : null))
    .pipe(schema.nullish());
}

export function optionalText(max: number) {
  return blankable(textField(max));
}

/** Emails are trimmed and lower-cased, so comparisons and the unique index on users agree. */
export function emailField(message: Message, max = 254) {
  const error = says(message);
  return z
    .string({ error })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error }).max(max, tooLongMessage(max)));
}

export function optionalEmailField(message: Message, max = 254) {
  return blankable(emailField(message, max), message);
}

export function oneOf<const T extends readonly string[]>(
  values: T,
  message: Message = MSG.messages.INVALID_OPTION,
) {
  const error = says(message);
  return z.string({ error }).trim().pipe(z.enum(values, { error }));
}

/** An optional choice where the empty option of a select ("") means none. */
export function optionalOneOf<const T extends readonly string[]>(
  values: T,
  message: Message = MSG.messages.INVALID_OPTION,
) {
  return blankable(oneOf(values, message), message);
}

const toNumber = (value: number | string) =>
  typeof value === "number" ? value : value.trim() === "" ? Number.NaN : Number(value.trim());

/** A number typed into a form arrives as a string; both forms are accepted and "" means none. */
function optionalNumeric(inner: z.ZodNumber, message: string) {
  return z
    .union([z.number(), z.string()], { error: message })
    .nullish()
    .transform((value) => (value == null || typeof value === "number" || value.trim() !== "" ? value : null))
    .transform((value) => (value == null ? value : toNumber(value)))
    .pipe(inner.nullish());
}

export function optionalInt(message: Message, min: number, max = MAX_INT) {
  const error = says(message);
  return optionalNumeric(z.number({ error }).int(error).min(min, error).max(max, error), error);
}

export function optionalDecimal(message: Message, min: number, max: number) {
  const error = says(message);
  return optionalNumeric(z.number({ error }).min(min, error).max(max, error), error);
}

/** A database id given as a number or a numeric string (a select's value). */
export function requiredId(message: Message) {
  const error = says(message);
  return z
    .union([z.number(), z.string()], { error })
    .transform(toNumber)
    .pipe(z.number({ error }).int(error).positive(error).max(MAX_INT, error));
}

export function optionalId(message: Message) {
  return optionalInt(message, 1);
}

/** A real calendar date written YYYY-MM-DD (Postgres has no year 0, so years start at 1). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const daysInMonth = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
  return day <= daysInMonth;
}

export function dateString(message: Message = MSG.messages.INVALID_DATE) {
  const error = says(message);
  return z.string({ error }).trim().refine(isCalendarDate, error);
}

/** "Age must be a whole number from 0 to 150", the label in the reader's language too. */
export const wholeNumberBetweenMessage = (label: MessageKey, min: number, max: number): Message =>
  msg(MSG.formats.wholeNumberBetween, { label: msg(label), min, max });
export const wholeNumberAtLeastMessage = (label: MessageKey, min: number): Message =>
  msg(MSG.formats.wholeNumberAtLeast, { label: msg(label), min });
export const numberBetweenMessage = (label: MessageKey, min: number, max: number): Message =>
  msg(MSG.formats.numberBetween, { label: msg(label), min, max });
