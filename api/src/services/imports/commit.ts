import { setImmediate as nextTurn } from "node:timers/promises";
import { IMPORT_FIELDS, type ImportField } from "@app/shared";
import { sql } from "kysely";
import { requireAdmin } from "../access.ts";
import { auditedWrite } from "../audit/write.ts";
import type { SessionUser } from "../auth/session.ts";
import { createChurch } from "../churches/lifecycle/create.ts";
import { type ChurchFields, updateChurchFields } from "../churches/lifecycle/fields.ts";
import { recordConfirmation } from "../freshness/confirmations.ts";
import type { Trx } from "../transaction.ts";
import { settleSchedules } from "../weekly-services/settle.ts";
import { advance, type ImportContext, loadBatch } from "./batches.ts";
import { queueImportDone } from "./done-mail.ts";
import { reportProgress, runInBackground } from "./jobs.ts";

/**
 * The church columns an import writes, and so the ones an update remembers for the undo: every field a column can
 * fill but the id that names the church, and whether the coordinates were typed.
 */
export const IMPORTED_COLUMNS = [
  ...IMPORT_FIELDS.filter((field): field is Exclude<ImportField, "id"> => field !== "id"),
  "coordinatesManual",
] as const;

type Outcome = "created" | "updated" | "skipped" | "excluded" | "refused";

interface RowResult {
  row_number: number;
  outcome: Outcome;
  church_id: number | null;
  previous_values: Record<string, unknown> | null;
}

interface StoredRow {
  rowNumber: number;
  fields: unknown;
  class: string | null;
  matchChurchId: number | null;
  geocoded: boolean;
  excluded: boolean;
  duplicateAction: string;
}

/** What a row does at the commit (docs/product/import.md "Commit"). */
function plannedOutcome(row: StoredRow): Outcome {
  if (row.excluded) return "excluded";
  if (row.class === "invalid" || row.fields == null) return "refused";
  if (row.class === "new") return "created";
  if (row.class === "update") return "updated";
  return row.duplicateAction === "update" ? "updated" : "skipped";
}

/**
 * Updates an existing church with the row's non-empty fields (a blank cell never clears a field), keeping
 * the values it replaced. Coordinates the geocoder found are not typed ones: the church's own rule decides
 * whether it is placed again (services/churches/lifecycle/fields.ts).
 */
async function updateFromRow(ctx: ImportContext, trx: Trx, churchId: number, row: StoredRow) {
  const fields = { ...(row.fields as Record<string, unknown>) };
  if (row.geocoded) {
    delete fields.latitude;
    delete fields.longitude;
  }
  const changes = Object.fromEntries(Object.entries(fields).filter(([, value]) => value != null));
  const current = await trx
    .selectFrom("churches")
    .select(IMPORTED_COLUMNS)
    .where("id", "=", churchId)
    .executeTakeFirstOrThrow();
  await updateChurchFields(trx, ctx.adapters.geocoder, churchId, { ...current, ...changes } as ChurchFields);
  // An import vouches for the listing, and for its times when the row gave them (docs/product/freshness.md).
  await recordConfirmation(trx, churchId, "import", { listing: true, services: "serviceTimes" in changes });
  const remembered = [...Object.keys(changes), "latitude", "longitude", "coordinatesManual"];
  return Object.fromEntries(
    remembered.map((key) => [key, (current as Record<string, unknown>)[key] ?? null]),
  );
}

/** A church from the row, through the one way a church is created; the preview's coordinates reused. */
async function createFromRow(ctx: ImportContext, trx: Trx, admin: SessionUser, row: StoredRow) {
  const fields = { ...(row.fields as Record<string, unknown>) } as unknown as ChurchFields;
  const found =
    row.geocoded && fields.latitude != null && fields.longitude != null
      ? { latitude: fields.latitude, longitude: fields.longitude }
      : null;
  if (row.geocoded) {
    fields.latitude = null;
    fields.longitude = null;
  }
  const church = await createChurch(
    { ...ctx, db: trx, user: admin, adapters: { ...ctx.adapters, geocoder: { geocode: async () => found } } },
    fields,
    { isApproved: true },
  );
  await recordConfirmation(trx, church.id, "import", { listing: true, services: true });
  return church.id;
}

export async function commitBatch(ctx: ImportContext, admin: SessionUser, batchId: number): Promise<void> {
  const batch = await loadBatch(ctx.db, batchId);
  await auditedWrite(ctx.db, admin, async (trx) => {
    const rows = (await trx
      .selectFrom("importBatchRows")
      .select(["rowNumber", "fields", "class", "matchChurchId", "geocoded", "excluded", "duplicateAction"])
      .where("batchId", "=", batchId)
      .orderBy("rowNumber")
      .execute()) as StoredRow[];
    const results: RowResult[] = [];
    for (const [index, row] of rows.entries()) {
      let outcome = plannedOutcome(row);
      let churchId: number | null = row.matchChurchId;
      let previous: Record<string, unknown> | null = null;
      if (outcome === "created") churchId = await createFromRow(ctx, trx, admin, row);
      else if (outcome === "updated") {
        if (churchId == null) outcome = "refused";
        else previous = await updateFromRow(ctx, trx, churchId, row);
      }
      results.push({ row_number: row.rowNumber, outcome, church_id: churchId, previous_values: previous });
      if (index % 200 === 199) {
        reportProgress(batchId, index + 1);
        await nextTurn();
      }
    }
    for (let start = 0; start < results.length; start += 1000) {
      await sql`
        UPDATE import_batch_rows AS r SET outcome = v.outcome, church_id = v.church_id,
          previous_values = v.previous_values,
          church_updated_at = CASE WHEN v.outcome IN ('created', 'updated') THEN c.updated_at END,
          confirmed_on = CASE WHEN v.outcome IN ('created', 'updated') THEN current_date END,
          confirmed_source = CASE WHEN v.outcome IN ('created', 'updated') THEN 'import' END
        FROM jsonb_to_recordset(${JSON.stringify(results.slice(start, start + 1000))}::jsonb)
          AS v(row_number int, outcome text, church_id int, previous_values jsonb)
        LEFT JOIN churches c ON c.id = v.church_id
        WHERE r.batch_id = ${batchId} AND r.row_number = v.row_number
      `.execute(trx);
    }
    const counts: Record<string, number> = {
      ...batch.counts,
      created: 0,
      updated: 0,
      skipped: 0,
      excluded: 0,
      refused: 0,
    };
    for (const result of results) counts[result.outcome] = (counts[result.outcome] ?? 0) + 1;
    await trx
      .updateTable("importBatches")
      .set({
        status: "committed",
        counts: JSON.stringify(counts),
        processedRows: results.length,
        committedAt: sql`now()`,
        committedBy: admin.id,
        fileBytes: null,
      })
      .where("id", "=", batchId)
      .execute();
    // Written with the commit it tells of: a rolled-back import mails nothing (docs/product/mail.md).
    await queueImportDone(trx, ctx, "committed", batchId);
    return {
      result: undefined,
      audit: {
        action: "create",
        entity: "import_batch",
        entityId: batchId,
        summary: `Imported ${batch.fileName} (sha256 ${batch.fileSha256.slice(0, 12)}): ${counts.created} created, ${counts.updated} updated, ${counts.skipped} skipped, ${counts.excluded} excluded, ${counts.refused} refused`,
      },
    };
  });
}

/**
 * Writes the previewed batch as one transaction and one audit entry (docs/product/import.md "Commit"), in
 * the background: the screen polls the batch until it reads committed (or failed, with nothing written).
 */
export async function startCommit(ctx: ImportContext, batchId: number) {
  const admin = await requireAdmin(ctx.db, ctx.user);
  await advance(ctx.db, batchId, ["preview"], "committing");
  // A failure rolls the whole transaction back: the batch is marked failed, with nothing written.
  runInBackground(ctx.db, batchId, async () => {
    await commitBatch(ctx, admin, batchId);
    // The new churches' zones and service times, read now rather than at the next housekeeping
    // (docs/product/weekly-services.md, "Carrying the old text over").
    await settleSchedules(ctx.db);
  });
  return loadBatch(ctx.db, batchId, ctx.locale);
}
