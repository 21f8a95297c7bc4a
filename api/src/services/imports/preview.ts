import { setImmediate as nextTurn } from "node:timers/promises";
import {
  greatCircleDistance,
  IMPORT_DUPLICATE_RADIUS_M,
  IMPORT_SIMILAR_NAME,
  type ImportMapping,
  type ImportMatchReason,
  type ImportRowClass,
} from "@app/shared";
import { MSG } from "@app/shared/i18n";
import { sql } from "kysely";
import type { Geocoder } from "../../adapters/geocoder.ts";
import type { Database } from "../../db/connect.ts";
import type { ServiceContext } from "../context.ts";
import { inTransaction } from "../transaction.ts";
import { queueImportDone } from "./done-mail.ts";
import { runInBackground } from "./jobs.ts";
import { checkRow, type ImportFieldErrors, mappedValues } from "./rows.ts";

const PREVIEW_SLICE = 250;
const EARTH_RADIUS_M = 6_371_000;
/** 150 m in degrees of latitude, with room: the box is narrowed by the haversine distance after. */
const BOX_DEGREES = (IMPORT_DUPLICATE_RADIUS_M / 111_000) * 1.2;

interface PreviewedRow {
  rowNumber: number;
  fields: Record<string, unknown> | null;
  class: ImportRowClass;
  errors: ImportFieldErrors | null;
  matchChurchId: number | null;
  matchReason: ImportMatchReason | null;
  matchConfidence: number | null;
  geocoded: boolean;
}

interface Candidate {
  n: number;
  id: number;
  lat: number | null;
  lng: number | null;
  sim: number;
  sameAddress: boolean;
}

/**
 * The most likely existing church for each row (docs/product/import.md "Duplicates"): the same address (any
 * church), or a listed church within 150 m whose name is the same or similar (pg_trgm similarity of the folded
 * names, the directory's own folding). One query per slice of rows.
 */
async function findDuplicates(
  db: Database,
  rows: { n: number; name: string; address: string; zip: string; lat: number | null; lng: number | null }[],
): Promise<Map<number, { id: number; reason: ImportMatchReason; confidence: number }>> {
  const found = new Map<number, { id: number; reason: ImportMatchReason; confidence: number }>();
  if (rows.length === 0) return found;
  const { rows: candidates } = await sql<Candidate>`
    WITH input AS (
      SELECT * FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        AS t(n int, name text, address text, zip text, lat float8, lng float8)
    )
    SELECT i.n, c.id, c.latitude::float8 AS lat, c.longitude::float8 AS lng,
      similarity(directory_fold(c.name), directory_fold(i.name)) AS sim,
      (directory_fold(c.address) = directory_fold(i.address) AND left(c.zip_code, 5) = left(i.zip, 5)) AS "sameAddress"
    FROM input i
    CROSS JOIN LATERAL (
      (SELECT id, name, address, zip_code, latitude, longitude FROM churches
        WHERE i.lat IS NOT NULL AND is_approved AND latitude IS NOT NULL AND longitude IS NOT NULL
          AND latitude <> 0 AND longitude <> 0
          AND cube(ARRAY[longitude::float8, latitude::float8]) <@ cube(
            ARRAY[i.lng - ${BOX_DEGREES} / greatest(cos(radians(i.lat)), 0.01), i.lat - ${BOX_DEGREES}],
            ARRAY[i.lng + ${BOX_DEGREES} / greatest(cos(radians(i.lat)), 0.01), i.lat + ${BOX_DEGREES}])
        LIMIT 50)
      UNION
      (SELECT id, name, address, zip_code, latitude, longitude FROM churches
        WHERE zip_code = i.zip AND directory_fold(address) = directory_fold(i.address) LIMIT 10)
    ) c
  `.execute(db);
  const byRow = new Map(rows.map((row) => [row.n, row]));
  for (const candidate of candidates) {
    const row = byRow.get(candidate.n);
    if (!row) continue;
    const near =
      row.lat != null &&
      row.lng != null &&
      candidate.lat != null &&
      candidate.lng != null &&
      greatCircleDistance(
        { latitude: row.lat, longitude: row.lng },
        { latitude: candidate.lat, longitude: candidate.lng },
        EARTH_RADIUS_M,
      ) <= IMPORT_DUPLICATE_RADIUS_M;
    const sim = Number(candidate.sim);
    let match: { reason: ImportMatchReason; confidence: number } | null = null;
    if (candidate.sameAddress)
      match = { reason: "same_address", confidence: sim >= IMPORT_SIMILAR_NAME ? 0.95 : 0.7 };
    else if (near && sim >= 0.999) match = { reason: "same_name_nearby", confidence: 0.9 };
    else if (near && sim >= IMPORT_SIMILAR_NAME)
      match = { reason: "similar_name_nearby", confidence: 0.5 + sim * 0.35 };
    const best = found.get(row.n);
    if (match && (!best || match.confidence > best.confidence))
      found.set(row.n, { id: candidate.id, ...match });
  }
  return found;
}

/** Coordinates for a valid row without them, from the configured geocoder (the offline one by default). */
async function locate(geocoder: Geocoder, fields: Record<string, unknown>) {
  if (fields.latitude != null && fields.longitude != null) return false;
  const found = await geocoder
    .geocode({
      address: fields.address as string,
      city: fields.city as string,
      state: fields.state as string,
      zipCode: fields.zipCode as string,
    })
    .catch(() => null);
  if (!found) return false;
  fields.latitude = found.latitude;
  fields.longitude = found.longitude;
  return true;
}

async function previewSlice(
  ctx: Pick<ServiceContext, "db" | "adapters">,
  slice: { rowNumber: number; cells: string[] }[],
  mapping: ImportMapping,
): Promise<PreviewedRow[]> {
  const checked = slice.map((row) => ({
    rowNumber: row.rowNumber,
    ...checkRow(mappedValues(row.cells, mapping)),
  }));
  const named = [...new Set(checked.flatMap((row) => (row.id != null ? [row.id] : [])))];
  const existing = new Set(
    named.length === 0
      ? []
      : (await ctx.db.selectFrom("churches").select("id").where("id", "in", named).execute()).map(
          (c) => c.id,
        ),
  );
  const geocoded = new Set<number>();
  for (const row of checked) {
    if (row.fields && (await locate(ctx.adapters.geocoder, row.fields as unknown as Record<string, unknown>)))
      geocoded.add(row.rowNumber);
  }
  const unnamed = checked.flatMap((row) =>
    row.fields && row.id == null
      ? [
          {
            n: row.rowNumber,
            name: row.fields.name,
            address: row.fields.address,
            zip: row.fields.zipCode,
            lat: (row.fields.latitude as number | null | undefined) ?? null,
            lng: (row.fields.longitude as number | null | undefined) ?? null,
          },
        ]
      : [],
  );
  const duplicates = await findDuplicates(ctx.db, unnamed);
  return checked.map((row): PreviewedRow => {
    const base = { rowNumber: row.rowNumber, geocoded: geocoded.has(row.rowNumber) };
    const none = { matchChurchId: null, matchReason: null, matchConfidence: null };
    if (row.id != null && !existing.has(row.id)) row.errors.id = MSG.sharedMessages.imports.churchNotFound;
    if (!row.fields || Object.keys(row.errors).length > 0)
      return { ...base, ...none, fields: null, class: "invalid", errors: row.errors };
    const fields = row.fields as unknown as Record<string, unknown>;
    if (row.id != null)
      return {
        ...base,
        fields,
        class: "update",
        errors: null,
        matchChurchId: row.id,
        matchReason: "id",
        matchConfidence: 1,
      };
    const duplicate = duplicates.get(row.rowNumber);
    if (duplicate)
      return {
        ...base,
        fields,
        class: "duplicate",
        errors: null,
        matchChurchId: duplicate.id,
        matchReason: duplicate.reason,
        matchConfidence: Math.round(duplicate.confidence * 100) / 100,
      };
    return { ...base, ...none, fields, class: "new", errors: null };
  });
}

async function writePreview(db: Database, batchId: number, rows: PreviewedRow[]) {
  await sql`
    UPDATE import_batch_rows AS r SET
      fields = v.fields, class = v.class, errors = v.errors, match_church_id = v.match_church_id,
      match_reason = v.match_reason, match_confidence = v.match_confidence, geocoded = v.geocoded,
      excluded = false, duplicate_action = 'skip'
    FROM jsonb_to_recordset(${JSON.stringify(
      rows.map((row) => ({
        row_number: row.rowNumber,
        fields: row.fields,
        class: row.class,
        errors: row.errors,
        match_church_id: row.matchChurchId,
        match_reason: row.matchReason,
        match_confidence: row.matchConfidence,
        geocoded: row.geocoded,
      })),
    )}::jsonb) AS v(row_number int, fields jsonb, class text, errors jsonb, match_church_id int,
      match_reason text, match_confidence real, geocoded boolean)
    WHERE r.batch_id = ${batchId} AND r.row_number = v.row_number
  `.execute(db);
}

/**
 * Classifies every row (docs/product/import.md "Preview"): invalid (the schema's messages), update (an `id`
 * naming a church), duplicate (a probable match, with its reason and confidence) or new. Slice by slice, each
 * slice's results and the batch's progress written before the next; nothing is written to churches.
 */
async function previewBatch(
  ctx: Pick<ServiceContext, "db" | "adapters" | "config" | "locale">,
  batchId: number,
) {
  const batch = await ctx.db
    .selectFrom("importBatches")
    .select(["mapping"])
    .where("id", "=", batchId)
    .executeTakeFirstOrThrow();
  const mapping = batch.mapping as ImportMapping;
  let after = 0;
  for (;;) {
    const slice = await ctx.db
      .selectFrom("importBatchRows")
      .select(["rowNumber", "cells"])
      .where("batchId", "=", batchId)
      .where("rowNumber", ">", after)
      .orderBy("rowNumber")
      .limit(PREVIEW_SLICE)
      .execute();
    if (slice.length === 0) break;
    const previewed = await previewSlice(
      ctx,
      slice.map((row) => ({ rowNumber: row.rowNumber, cells: row.cells as string[] })),
      mapping,
    );
    await writePreview(ctx.db, batchId, previewed);
    after = slice[slice.length - 1]?.rowNumber ?? after;
    const moved = await ctx.db
      .updateTable("importBatches")
      .set((eb) => ({ processedRows: eb("processedRows", "+", slice.length), heartbeatAt: sql`now()` }))
      .where("id", "=", batchId)
      .where("status", "=", "previewing")
      .executeTakeFirst();
    // Remapped or discarded meanwhile: that step owns the batch now.
    if (Number(moved.numUpdatedRows) === 0) return;
    await nextTurn();
  }
  const counts = await ctx.db
    .selectFrom("importBatchRows")
    .select(["class", (eb) => eb.fn.countAll<number>().as("count")])
    .where("batchId", "=", batchId)
    .groupBy("class")
    .execute();
  await inTransaction(ctx.db, async (trx) => {
    const ready = await trx
      .updateTable("importBatches")
      .set({
        status: "preview",
        counts: JSON.stringify(
          Object.fromEntries(counts.map((c) => [c.class ?? "unknown", Number(c.count)])),
        ),
      })
      .where("id", "=", batchId)
      .where("status", "=", "previewing")
      .executeTakeFirst();
    // The mail is written with the status it tells of (docs/product/mail.md): a batch remapped or discarded
    // meanwhile is not ready, and gets none.
    if (Number(ready.numUpdatedRows) > 0) await queueImportDone(trx, ctx, "previewReady", batchId);
  });
}

export function startPreview(
  ctx: Pick<ServiceContext, "db" | "adapters" | "config" | "locale">,
  batchId: number,
): void {
  runInBackground(ctx.db, batchId, async () => {
    await previewBatch(ctx, batchId);
  });
}
