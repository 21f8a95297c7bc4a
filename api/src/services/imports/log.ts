import { IMPORT_FIELDS, type ImportField } from "@app/shared";
import { DEFAULT_LOCALE, type Locale, translate, translator } from "@app/shared/i18n";
import { requireAdmin } from "../access.ts";
import { CSV_BOM, csvLine } from "../admin/csv.ts";
import type { ServiceContext } from "../context.ts";
import { loadBatch } from "./batches.ts";

/** The template's example row, in IMPORT_FIELDS order (docs/product/import.md "Template"). */
const EXAMPLE_ROW: Record<ImportField, string> = {
  id: "",
  name: "Grace Community Church",
  pastorName: "Rev. Ana Torres",
  address: "123 Main Street",
  city: "Ames",
  state: "IA",
  zipCode: "50010",
  phone: "(515) 555-0100",
  email: "office@example.org",
  website: "https://example.org",
  serviceTimes: "Sunday 9:00 AM and 11:00 AM",
  description: "A welcoming church in the heart of town.",
  memberCount: "120",
  worshipLanguages: "en, es",
  latitude: "",
  longitude: "",
};

/** The template's header names: the first English name of each field (what the guess reads best). */
const TEMPLATE_HEADERS: Record<ImportField, string> = {
  id: "ID",
  name: "Name",
  pastorName: "Pastor",
  address: "Address",
  city: "City",
  state: "State",
  zipCode: "Zip",
  phone: "Phone",
  email: "Email",
  website: "Website",
  serviceTimes: "Service times",
  description: "Description",
  memberCount: "Members",
  worshipLanguages: "Languages",
  latitude: "Latitude",
  longitude: "Longitude",
};

export function importTemplateCsv(): string {
  return (
    CSV_BOM +
    csvLine(IMPORT_FIELDS.map((field) => TEMPLATE_HEADERS[field])) +
    csvLine(IMPORT_FIELDS.map((field) => EXAMPLE_ROW[field]))
  );
}

/**
 * The rows a batch refused (invalid and not excluded by the administrator), as the file had them, with each one's reasons in the reader's language
 * (docs/product/import.md "Log").
 */
export async function refusedRowsCsv(
  ctx: Pick<ServiceContext, "db" | "user" | "locale">,
  batchId: number,
): Promise<{ filename: string; csv: string }> {
  await requireAdmin(ctx.db, ctx.user);
  const batch = await loadBatch(ctx.db, batchId);
  const locale: Locale = ctx.locale ?? DEFAULT_LOCALE;
  const rows = await ctx.db
    .selectFrom("importBatchRows")
    .select(["rowNumber", "cells", "errors"])
    .where("batchId", "=", batchId)
    .where("class", "=", "invalid")
    .where("excluded", "=", false)
    .orderBy("rowNumber")
    .execute();
  const t = translator(locale) as unknown as (key: string) => string;
  const lines = [CSV_BOM + csvLine([t("imports.csv.row"), ...batch.headers, t("imports.csv.reasons")])];
  for (const row of rows) {
    const errors = (row.errors ?? {}) as Record<string, string>;
    const reasons = Object.entries(errors)
      .map(([field, message]) => `${t(`imports.fields.${field}`)}: ${translate(message, locale)}`)
      .join("; ");
    // The spreadsheet's own row number: its header is row 1.
    lines.push(csvLine([row.rowNumber + 1, ...(row.cells as string[]), reasons]));
  }
  const base = batch.fileName.replace(/\.[^.]+$/, "").replace(/[^\w.-]+/g, "_") || "import";
  return { filename: `${base}-refused.csv`, csv: lines.join("") };
}
