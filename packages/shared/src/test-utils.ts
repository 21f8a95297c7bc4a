import type { z } from "zod";
import { translate } from "./i18n/index.ts";

/**
 * The messages of a failed parse in English, as a reader sees them, keyed by dotted path ("" for the object
 * itself). Empty when it passed.
 */
export function errorsOf(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  const errors: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    const key = issue.path.join(".");
    errors[key] = [...(errors[key] ?? []), translate(issue.message, "en")];
  }
  return errors;
}

/** Parses and returns the data, failing the test with the issues when the input is refused. */
export function parseOk<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (!result.success) throw new Error(`expected success, got ${JSON.stringify(result.error.issues)}`);
  return result.data;
}
