import { createHash } from "node:crypto";
import {
  guessImportMapping,
  type ImportDecisionInput,
  type ImportMapping,
  type ImportRowsInput,
  type ImportStatus,
} from "@app/shared";
import { DEFAULT_LOCALE, type Locale, MSG, translate } from "@app/shared/i18n";
import { sql } from "kysely";
import type { Database } from "../../db/connect.ts";
import { conflict, invalid, notFound } from "../../errors.ts";
import { requireAdmin } from "../access.ts";
import type { ServiceContext } from "../context.ts";
import { failStaleBatches, runInBackground, runningProgress } from "./jobs.ts";
import { parseSpreadsheet, spreadsheetKind } from "./parse.ts";
import { startPreview } from "./preview.ts";

export type ImportContext = Pick<ServiceContext, "db" | "user" | "config" | "adapters" | "locale">;

const INSERT_SLICE = 500;

/** A batch's row, the columns the screen shows (never the file's bytes). */
const BATCH_COLUMNS = [
  "id",
  "createdAt",
  "createdByEmail",
  "fileName",
  "fileSha256",
  "fileSize",
  "fileKind",
  "status",
  "totalRows",
  "processedRows",
  "headers",
  "mapping",
  "counts",
  "error",
  "committedAt",
  "undoneAt",
] as const;

/** A batch, its stored error (a key) written in `locale`. */
export async function loadBatch(db: Database, batchId: number, locale: Locale = DEFAULT_LOCALE) {
  const batch = await db
    .selectFrom("importBatches")
    .select(BATCH_COLUMNS)
    .where("id", "=", batchId)
    .executeTakeFirst();
  if (!batch) throw notFound(MSG.sharedMessages.imports.notFound);
  return {
    ...batch,
    error: batch.error && translate(batch.error, locale),
    status: batch.status as ImportStatus,
    headers: batch.headers as string[],
    mapping: batch.mapping as ImportMapping,
    counts: batch.counts as Record<string, number>,
    // A step running in this process may know more than the row (the commit writes in one transaction).
    processedRows: runningProgress(batch.id) ?? batch.processedRows,
  };
}

/** Moves a batch from one status to the next, or says it is no longer at that step (409). */
export async function advance(
  db: Database,
  batchId: number,
  from: readonly ImportStatus[],
  to: ImportStatus,
  extra: Record<string, unknown> = {},
): Promise<void> {
  const moved = await db
    .updateTable("importBatches")
    .set({ status: to, processedRows: 0, heartbeatAt: sql`now()`, error: null, ...extra })
    .where("id", "=", batchId)
    .where("status", "in", from)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) === 0) {
    await loadBatch(db, batchId);
    throw conflict(MSG.sharedMessages.imports.wrongStep);
  }
}

/**
 * An uploaded file becomes a batch (docs/product/import.md "Upload"): its name, SHA-256 and bytes are kept,
 * and the rows are read in the background, after which the mapping guessed from the headers awaits the
 * administrator.
 */
export async function startImport(ctx: ImportContext, file: { fileName: string; bytes: Buffer }) {
  const admin = await requireAdmin(ctx.db, ctx.user);
  if (file.bytes.length === 0) throw invalid(MSG.sharedMessages.imports.chooseFile);
  const batch = await ctx.db
    .insertInto("importBatches")
    .values({
      createdBy: admin.id,
      createdByEmail: admin.email,
      fileName: file.fileName.slice(0, 255) || "import.csv",
      fileSha256: createHash("sha256").update(file.bytes).digest("hex"),
      fileSize: file.bytes.length,
      fileKind: spreadsheetKind(file.bytes),
      fileBytes: file.bytes,
      status: "parsing",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  runInBackground(ctx.db, batch.id, () => parseBatch(ctx.db, batch.id, file.bytes));
  return { batchId: batch.id };
}

async function parseBatch(db: Database, batchId: number, bytes: Buffer): Promise<void> {
  const { headers, rows } = await parseSpreadsheet(bytes);
  await db
    .updateTable("importBatches")
    .set({ totalRows: rows.length, headers: JSON.stringify(headers) })
    .where("id", "=", batchId)
    .execute();
  for (let start = 0; start < rows.length; start += INSERT_SLICE) {
    const slice = rows.slice(start, start + INSERT_SLICE);
    await db
      .insertInto("importBatchRows")
      .values(slice.map((cells, i) => ({ batchId, rowNumber: start + i + 1, cells: JSON.stringify(cells) })))
      .execute();
    await db
      .updateTable("importBatches")
      .set({ processedRows: start + slice.length, heartbeatAt: sql`now()` })
      .where("id", "=", batchId)
      .execute();
  }
  await db
    .updateTable("importBatches")
    .set({ status: "mapping", mapping: JSON.stringify(guessImportMapping(headers)) })
    .where("id", "=", batchId)
    .where("status", "=", "parsing")
    .execute();
}

/** One batch as the screen polls it. */
export async function importStatus(ctx: Pick<ServiceContext, "db" | "user" | "locale">, batchId: number) {
  await requireAdmin(ctx.db, ctx.user);
  await failStaleBatches(ctx.db);
  return loadBatch(ctx.db, batchId, ctx.locale);
}

/** The import log (docs/product/import.md "Log"): the latest batches, those in progress among them. */
export async function listImports(ctx: Pick<ServiceContext, "db" | "user" | "locale">) {
  await requireAdmin(ctx.db, ctx.user);
  await failStaleBatches(ctx.db);
  const rows = await ctx.db
    .selectFrom("importBatches")
    .select(BATCH_COLUMNS)
    .orderBy("createdAt", "desc")
    .orderBy("id", "desc")
    .limit(50)
    .execute();
  return rows.map((batch) => ({
    ...batch,
    error: batch.error && translate(batch.error, ctx.locale ?? DEFAULT_LOCALE),
    status: batch.status as ImportStatus,
    headers: batch.headers as string[],
    mapping: batch.mapping as ImportMapping,
    counts: batch.counts as Record<string, number>,
    processedRows: runningProgress(batch.id) ?? batch.processedRows,
  }));
}

/** The administrator's mapping replaces the guess, and the preview runs (again) in the background. */
export async function setImportMapping(ctx: ImportContext, batchId: number, mapping: ImportMapping) {
  await requireAdmin(ctx.db, ctx.user);
  const batch = await loadBatch(ctx.db, batchId);
  const columns = Object.keys(mapping).map(Number);
  if (columns.some((column) => column >= batch.headers.length))
    throw invalid(MSG.sharedMessages.imports.wrongStep);
  await advance(ctx.db, batchId, ["mapping", "preview"], "previewing", { mapping: JSON.stringify(mapping) });
  startPreview(ctx, batchId);
  return loadBatch(ctx.db, batchId, ctx.locale);
}

/** A page of the preview, one class or all, in the file's order. */
export async function importRows(
  ctx: Pick<ServiceContext, "db" | "user" | "locale">,
  input: ImportRowsInput,
) {
  await requireAdmin(ctx.db, ctx.user);
  const { batchId, class: rowClass, offset = 0, limit = 50 } = input;
  let query = ctx.db.selectFrom("importBatchRows").where("batchId", "=", batchId);
  if (rowClass) query = query.where("class", "=", rowClass);
  const [rows, total] = await Promise.all([
    query
      .select([
        "rowNumber",
        "cells",
        "fields",
        "class",
        "errors",
        "matchChurchId",
        "matchReason",
        "matchConfidence",
        "geocoded",
        "excluded",
        "duplicateAction",
        "outcome",
        "churchId",
        "undoOutcome",
      ])
      .select((eb) =>
        eb
          .selectFrom("churches")
          .select("name")
          .whereRef("churches.id", "=", "importBatchRows.matchChurchId")
          .as("matchChurchName"),
      )
      .orderBy("rowNumber")
      .offset(offset)
      .limit(limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(total.total),
    rows: rows.map((row) => ({
      ...row,
      cells: row.cells as string[],
      fields: row.fields as Record<string, unknown> | null,
      // The field messages are kept as keys: written here in the reader's language.
      errors: Object.fromEntries(
        Object.entries((row.errors ?? {}) as Record<string, string>).map(([field, message]) => [
          field,
          translate(message, ctx.locale ?? DEFAULT_LOCALE),
        ]),
      ),
    })),
  };
}

/** Excludes or includes rows, or chooses update or skip for duplicates, before the commit. */
export async function decideImportRows(ctx: Pick<ServiceContext, "db" | "user">, input: ImportDecisionInput) {
  await requireAdmin(ctx.db, ctx.user);
  const batch = await loadBatch(ctx.db, input.batchId);
  if (batch.status !== "preview") throw conflict(MSG.sharedMessages.imports.wrongStep);
  const changes = {
    ...(input.excluded !== undefined && { excluded: input.excluded }),
    ...(input.duplicateAction !== undefined && { duplicateAction: input.duplicateAction }),
  };
  if (Object.keys(changes).length === 0) return { updated: 0 };
  const result = await ctx.db
    .updateTable("importBatchRows")
    .set(changes)
    .where("batchId", "=", input.batchId)
    .where("rowNumber", "in", input.rowNumbers)
    .executeTakeFirst();
  return { updated: Number(result.numUpdatedRows) };
}

/** Drops a batch that was never committed: its rows and file go; the log keeps the batch as discarded. */
export async function discardImport(ctx: Pick<ServiceContext, "db" | "user">, batchId: number) {
  await requireAdmin(ctx.db, ctx.user);
  await advance(ctx.db, batchId, ["mapping", "preview", "failed"], "discarded", { fileBytes: null });
  await ctx.db.deleteFrom("importBatchRows").where("batchId", "=", batchId).execute();
  return { batchId };
}
