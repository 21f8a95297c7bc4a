import { IMPORT_UNDO_DAYS } from "@app/shared";
import { MSG } from "@app/shared/i18n";
import { sql } from "kysely";
import { conflict } from "../../errors.ts";
import { adminWrite } from "../audit/write.ts";
import type { ServiceContext } from "../context.ts";
import { loadBatch } from "./batches.ts";

/**
 * Undoes a committed batch in one transaction (docs/product/import.md "Undo"): the churches it created are
 * removed and the fields it updated are put back, except where a church changed after the import (its
 * updated_at is no longer the one the commit left): those rows are kept as they are and listed.
 */
export async function undoImport(ctx: Pick<ServiceContext, "db" | "user">, batchId: number) {
  return adminWrite(ctx, async (trx) => {
    const batch = await trx
      .selectFrom("importBatches")
      .select(["id", "status", "fileName", "counts", "committedAt"])
      .where("id", "=", batchId)
      .forUpdate()
      .executeTakeFirst();
    if (!batch) await loadBatch(trx, batchId);
    if (batch?.status !== "committed" || !batch.committedAt)
      throw conflict(MSG.sharedMessages.imports.wrongStep);
    if (Date.now() - batch.committedAt.getTime() > IMPORT_UNDO_DAYS * 86_400_000)
      throw conflict(MSG.sharedMessages.imports.undoExpired);

    // Created churches untouched since the import go; the others stay, listed as kept.
    const removed = await sql<{ row_number: number }>`
      WITH gone AS (
        DELETE FROM churches c USING import_batch_rows r
        WHERE r.batch_id = ${batchId} AND r.outcome = 'created' AND c.id = r.church_id
          AND c.updated_at = r.church_updated_at
        RETURNING r.row_number
      )
      UPDATE import_batch_rows r SET undo_outcome = 'removed' FROM gone
      WHERE r.batch_id = ${batchId} AND r.row_number = gone.row_number
      RETURNING r.row_number
    `.execute(trx);

    // Updated churches get their previous values back, last row first (a church two rows updated ends as it was).
    const updated = await trx
      .selectFrom("importBatchRows")
      .select(["rowNumber", "churchId", "previousValues"])
      .where("batchId", "=", batchId)
      .where("outcome", "=", "updated")
      .orderBy("rowNumber", "desc")
      .execute();
    let restored = 0;
    for (const row of updated) {
      if (row.churchId == null || !row.previousValues) continue;
      const previous = row.previousValues as Record<string, unknown>;
      const result = await trx
        .updateTable("churches")
        .set(previous)
        .where("id", "=", row.churchId)
        // Compared in the database: a JS Date would drop the timestamp's microseconds.
        .where(({ eb, or, selectFrom }) =>
          or([
            eb(
              "updatedAt",
              "=",
              selectFrom("importBatchRows")
                .select("churchUpdatedAt")
                .where("batchId", "=", batchId)
                .where("rowNumber", "=", row.rowNumber),
            ),
            eb("updatedAt", "=", sql<Date>`now()`),
          ]),
        )
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) continue;
      restored += 1;
      await trx
        .updateTable("importBatchRows")
        .set({ undoOutcome: "restored" })
        .where("batchId", "=", batchId)
        .where("rowNumber", "=", row.rowNumber)
        .execute();
    }
    const kept = await trx
      .updateTable("importBatchRows")
      .set({ undoOutcome: "kept" })
      .where("batchId", "=", batchId)
      .where("outcome", "in", ["created", "updated"])
      .where("undoOutcome", "is", null)
      .returning("rowNumber")
      .execute();
    const counts = {
      ...(batch.counts as Record<string, number>),
      removed: removed.rows.length,
      restored,
      kept: kept.length,
    };
    await trx
      .updateTable("importBatches")
      .set({
        status: "undone",
        undoneAt: sql`now()`,
        undoneBy: ctx.user?.id ?? null,
        counts: JSON.stringify(counts),
      })
      .where("id", "=", batchId)
      .execute();
    return {
      result: {
        removed: counts.removed,
        restored,
        kept: kept.map((row) => row.rowNumber).sort((a, b) => a - b),
      },
      audit: {
        action: "revert",
        entity: "import_batch",
        entityId: batchId,
        summary: `Undid the import of ${batch.fileName}: ${counts.removed} removed, ${restored} restored, ${kept.length} kept (changed since)`,
      },
    };
  });
}
