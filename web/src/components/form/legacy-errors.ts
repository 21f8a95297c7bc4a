import { fieldErrors } from "../../lib/trpc";

export type FormErrors = Record<string, string | undefined>;

interface ParseResult {
  success: boolean;
  error?: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> };
}

/** The first message per field of a failed shared-schema parse, as the form shows them. */
export function validationErrors(result: ParseResult): FormErrors {
  const errors: FormErrors = {};
  for (const issue of result.error?.issues ?? []) {
    const field = String(issue.path[0] ?? "");
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * True when at least one message shows beside its field. A form then raises no toast for the same failure:
 * the message is where the fix is, and a generic toast repeating it only adds noise.
 */
export function hasFieldErrors(errors: FormErrors): boolean {
  return Object.values(errors).some(Boolean);
}

/** The server's field messages (the same schema, plus checks only it can make), first per field. */
export function serverErrors(error: unknown): FormErrors {
  const errors: FormErrors = {};
  for (const [field, messages] of Object.entries(fieldErrors(error) ?? {})) errors[field] = messages?.[0];
  return errors;
}
