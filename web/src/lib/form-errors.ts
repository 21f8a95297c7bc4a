import type { Message } from "@app/shared/i18n";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { errorMessage, fieldErrors } from "./trpc";

/** Where a failure that belongs to no one field is kept; `<Form>` shows it above its submit button. */
export const FORM_ERROR = "root.server" as const;

/**
 * The one path from a failed request to the form (both kinds of answer the API gives): the server's field
 * messages (tRPC errors carry zod's or the service's `fieldErrors` in `data`; the server already wrote them
 * in the page's language) land beside their fields, first message each; a message for a field this form does
 * not show, or a failure with no field at all (REST uploads, the network, a refusal), becomes the form's own
 * message, `fallback` when the server said nothing useful. Returns whether any field got a message: a form
 * then raises no toast, the message is where the fix is.
 */
export function applyServerError<T extends FieldValues>(
  form: Pick<UseFormReturn<T, unknown, never>, "setError" | "getValues">,
  error: unknown,
  fallback?: Message | string,
): boolean {
  const values = form.getValues() as Record<string, unknown>;
  let placed = false;
  const elsewhere: string[] = [];
  for (const [field, messages] of Object.entries(fieldErrors(error) ?? {})) {
    const message = messages?.[0];
    if (!message) continue;
    if (hasPath(values, field)) {
      form.setError(field as Path<T>, { type: "server", message }, { shouldFocus: !placed });
      placed = true;
    } else elsewhere.push(message);
  }
  if (!placed)
    form.setError(FORM_ERROR as Path<T>, {
      type: "server",
      message: elsewhere[0] ?? errorMessage(error, fallback),
    });
  return placed;
}

function hasPath(values: Record<string, unknown>, path: string): boolean {
  let node: unknown = values;
  for (const part of path.split(".")) {
    if (typeof node !== "object" || node === null || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return true;
}
