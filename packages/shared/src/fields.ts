import { z } from "zod";
import { INVALID_CHARACTERS, INVALID_DATE, INVALID_OPTION, tooLong } from "./messages.ts";

/** Largest value of a Postgres `integer` column. */
export const MAX_INT = 2_147_483_647;

/** Postgres text cannot hold NUL: without this check such input would fail in the database, not here. */
const hasNoNul = (value: string) => !value.includes("\u0000");

/** Trimmed text up to `max` characters; `min` > 0 makes it required with `message`. */
export function textField(max: number, message?: string, min = 0) {
  return z
    .string({ error: message })
    .trim()
    .min(min, { error: message, abort: true })
    .max(max, tooLong(max))
    .refine(hasNoNul, INVALID_CHARACTERS);
}

export function requiredText(max: number, message: string, min = 1) {
  return textField(max, message, min);
}

/**
 * Lets a form send "" for an empty optional field: blank (after trimming) becomes null, null stays null,
 * a missing key stays undefined (no change); anything else must pass `schema`.
 */
export function blankable<T extends z.ZodType<unknown, string>>(schema: T, message?: string) {
  return z
    .string({ error: message })
    .nullish()
    .transform((value) => (value == null || value.trim() !== "" ? value : null))
    .pipe(schema.nullish());
}

export function optionalText(max: number) {
  return blankable(textField(max));
}

/** Emails are trimmed and lower-cased, so comparisons and the unique index on users agree. */
export function emailField(message: string, max = 254) {
  return z
    .string({ error: message })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: message }).max(max, tooLong(max)));
}

export function optionalEmailField(message: string, max = 254) {
  return blankable(emailField(message, max), message);
}

export function oneOf<const T extends readonly string[]>(values: T, message = INVALID_OPTION) {
  return z
    .string({ error: message })
    .trim()
    .pipe(z.enum(values, { error: message }));
}

/** An optional choice where the empty option of a select ("") means none. */
export function optionalOneOf<const T extends readonly string[]>(values: T, message = INVALID_OPTION) {
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

export function optionalInt(message: string, min: number, max = MAX_INT) {
  return optionalNumeric(
    z.number({ error: message }).int(message).min(min, message).max(max, message),
    message,
  );
}

export function optionalDecimal(message: string, min: number, max: number) {
  return optionalNumeric(z.number({ error: message }).min(min, message).max(max, message), message);
}

/** A database id given as a number or a numeric string (a select's value). */
export function requiredId(message: string) {
  return z
    .union([z.number(), z.string()], { error: message })
    .transform(toNumber)
    .pipe(z.number({ error: message }).int(message).positive(message).max(MAX_INT, message));
}

export function optionalId(message: string) {
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

export function dateString(message = INVALID_DATE) {
  return z.string({ error: message }).trim().refine(isCalendarDate, message);
}
