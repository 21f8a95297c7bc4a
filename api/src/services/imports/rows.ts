import { adminChurchSchema, type ImportField, type ImportMapping } from "@app/shared";
import { MSG } from "@app/shared/i18n";
import type { ChurchFields } from "../churches/lifecycle/fields.ts";

/** A row's cells taken by their mapped fields; blank cells are left out (docs/product/import.md "Updates"). */
export function mappedValues(
  cells: readonly string[],
  mapping: ImportMapping,
): Partial<Record<ImportField, string>> {
  const values: Partial<Record<ImportField, string>> = {};
  for (const [column, field] of Object.entries(mapping)) {
    const cell = field ? cells[Number(column)]?.trim() : "";
    if (field && cell) values[field] = cell;
  }
  return values;
}

export type ImportFieldErrors = Partial<Record<ImportField, string>>;

export interface CheckedRow {
  /** The church's fields as the shared schema made them, or null when it refused the row. */
  fields: ChurchFields | null;
  /** The existing church the row names by id, if it names one. */
  id: number | null;
  /** Each refused field's first message, in English (the screen and the refused-rows file translate it). */
  errors: ImportFieldErrors;
}

/** A column of languages: "en, es" or "en;es" or "en / es". */
const splitLanguages = (text: string) =>
  text
    .split(/[,;/|]/)
    .map((code) => code.trim())
    .filter(Boolean);

/**
 * One row through the admin dialog's schema (packages/shared/src/church.ts): the same rules and messages as a
 * church typed by hand. The `id` column, when mapped, must be a whole number; whether it names a church is
 * checked by the preview.
 */
export function checkRow(values: Partial<Record<ImportField, string>>): CheckedRow {
  const { id: idText, worshipLanguages, ...rest } = values;
  const input = {
    ...rest,
    ...(worshipLanguages !== undefined && { worshipLanguages: splitLanguages(worshipLanguages) }),
  };
  const errors: ImportFieldErrors = {};
  let id: number | null = null;
  if (idText !== undefined) {
    id = /^\d{1,9}$/.test(idText) ? Number(idText) : null;
    if (id === null || id < 1) errors.id = MSG.sharedMessages.imports.churchNotFound;
  }
  const parsed = adminChurchSchema.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? "name") as ImportField;
      errors[field] ??= issue.message;
    }
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { fields: null, id, errors };
  return { fields: parsed.data, id, errors };
}
