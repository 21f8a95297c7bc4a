import { isUploadPath } from "@app/shared";
import { sql } from "kysely";
import type { Database } from "../../db/connect.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { conflict, notFound } from "../../errors.ts";
import { requireAdmin } from "../access.ts";
import {
  type ChurchSnapshot,
  churchSnapshot,
  columnValue,
  isOwnerEditField,
  type OwnerEditField,
} from "../audit/owner-edits.ts";
import { type AuditValues, sameValue } from "../audit/record.ts";
import { adminWrite } from "../audit/write.ts";
import type { ServiceContext } from "../context.ts";
import type { Trx } from "../transaction.ts";

export const RECENT_OWNER_EDITS = 20;

export const OWNER_EDIT_NOT_FOUND = "Owner edit not found";
export const ALREADY_REVERTED = "This edit has already been reverted.";
export const CHANGED_SINCE =
  "The church has been changed again since this edit. Revert the later edits first, or edit the church directly.";
export const CHURCH_GONE = "This church no longer exists.";

export interface OwnerEditChange {
  field: OwnerEditField;
  before: string | number | null;
  after: string | number | null;
}

type Values = Record<string, string | number | null>;

/** jsonb arrives parsed from the driver; anything that is not a plain object reads as no values. */
const asValues = (json: unknown): Values =>
  json !== null && typeof json === "object" && !Array.isArray(json) ? (json as Values) : {};

function changesOf(before: unknown, after: unknown): OwnerEditChange[] {
  const was = asValues(before);
  const now = asValues(after);
  return Object.keys(now)
    .filter(isOwnerEditField)
    .map((field) => ({ field, before: was[field] ?? null, after: now[field] ?? null }));
}

/** Owner edits with the actor, the church's current name and the revert that undid them, if any. */
const ownerEditRows = (db: Database) =>
  db
    .selectFrom("auditLog as edit")
    .leftJoin("users as actor", "actor.id", "edit.actorId")
    // entity_id is text for every entity; the church's id is compared as text, never the other way round.
    .leftJoin("churches", (join) => join.on(sql<string>`churches.id::text`, "=", sql.ref("edit.entityId")))
    .leftJoin("auditLog as revert", "revert.revertsId", "edit.id")
    .select([
      "edit.id",
      "edit.entityId",
      "edit.actorEmail",
      "actor.firstName",
      "actor.lastName",
      "edit.createdAt",
      "edit.beforeValues",
      "edit.afterValues",
      "churches.name as churchName",
      "revert.createdAt as revertedAt",
      "revert.actorEmail as revertedBy",
    ])
    .where("edit.action", "=", "owner_update");

type OwnerEditRow = Awaited<ReturnType<ReturnType<typeof ownerEditRows>["executeTakeFirstOrThrow"]>>;

/** An owner's edit with what it changed; churchName is null once the church is deleted, revertedAt while it stands. */
const toOwnerEdit = (row: OwnerEditRow) => ({
  id: row.id,
  churchId: Number(row.entityId),
  churchName: row.churchName,
  actorEmail: row.actorEmail,
  actorName: [row.firstName, row.lastName].filter(Boolean).join(" ") || null,
  createdAt: row.createdAt,
  changes: changesOf(row.beforeValues, row.afterValues),
  revertedAt: row.revertedAt,
  revertedBy: row.revertedBy,
});

export type OwnerEdit = ReturnType<typeof toOwnerEdit>;

/** The latest edits owners made to their approved churches, newest first, each with what it changed. */
export async function listOwnerEdits({
  db,
  user,
}: Pick<ServiceContext, "db" | "user">): Promise<OwnerEdit[]> {
  await requireAdmin(db, user);
  const rows = await ownerEditRows(db)
    .orderBy("edit.createdAt", "desc")
    .orderBy("edit.id", "desc")
    .limit(RECENT_OWNER_EDITS)
    .execute();
  return rows.map(toOwnerEdit);
}

/**
 * Puts back the values an owner's edit replaced, and records that as its own entry (which names the edit, so
 * it is undone once). Only while every field the edit changed still holds what the edit wrote: a later change
 * of the same field (by the owner or an administrator) is not silently thrown away.
 */
export async function revertOwnerEdit(
  ctx: Pick<ServiceContext, "db" | "user">,
  id: number,
): Promise<OwnerEdit> {
  try {
    await adminWrite(ctx, (trx) => undo(trx, id));
  } catch (error) {
    // Two administrators at once: the lock makes the second see the first's revert; the unique index on
    // reverts_id is the last line behind it.
    if (isUniqueViolation(error, "audit_log_reverts_key")) throw conflict(ALREADY_REVERTED);
    throw error;
  }
  return toOwnerEdit(await ownerEditRows(ctx.db).where("edit.id", "=", id).executeTakeFirstOrThrow());
}

async function undo(trx: Trx, id: number) {
  const edit = await trx
    .selectFrom("auditLog")
    .select(["entityId", "beforeValues", "afterValues"])
    .where("id", "=", id)
    .where("action", "=", "owner_update")
    .forUpdate()
    .executeTakeFirst();
  if (!edit) throw notFound(OWNER_EDIT_NOT_FOUND);
  const reverted = await trx
    .selectFrom("auditLog")
    .select("id")
    .where("revertsId", "=", id)
    .executeTakeFirst();
  if (reverted) throw conflict(ALREADY_REVERTED);
  const churchId = Number(edit.entityId);
  const church = await trx
    .selectFrom("churches")
    .select("name")
    .where("id", "=", churchId)
    .forUpdate()
    .executeTakeFirst();
  if (!church) throw conflict(CHURCH_GONE);
  const written = asValues(edit.afterValues);
  const restored = await withoutDeletedPhoto(trx, asValues(edit.beforeValues));
  const now: ChurchSnapshot = await churchSnapshot(trx, churchId);
  const fields = Object.keys(written).filter(isOwnerEditField);
  if (fields.some((field) => !sameValue(now[field], written[field]))) throw conflict(CHANGED_SINCE);
  await trx
    .updateTable("churches")
    .set(Object.fromEntries(fields.map((field) => [field, columnValue(field, restored[field] ?? null)])))
    .where("id", "=", churchId)
    .execute();
  return {
    result: undefined,
    audit: {
      action: "revert" as const,
      entity: "church",
      entityId: churchId,
      summary: `Reverted an owner edit of church "${restored.name ?? church.name}" (${fields.join(", ")})`,
      before: pick(now, fields),
      after: pick(restored, fields),
      revertsId: id,
    },
  };
}

/**
 * The clean-up deletes a photo an hour after nothing points at it; a revert after that restores no photo
 * rather than an address that answers 404.
 */
async function withoutDeletedPhoto(db: Database, values: Values): Promise<Values> {
  const photo = values.imageUrl;
  if (typeof photo !== "string" || !isUploadPath(photo)) return values;
  const id = photo.slice(photo.lastIndexOf("/") + 1);
  const kept = await db.selectFrom("uploads").select("id").where("id", "=", id).executeTakeFirst();
  return kept ? values : { ...values, imageUrl: null };
}

const pick = (values: Partial<Record<string, string | number | null>>, fields: string[]): AuditValues =>
  Object.fromEntries(fields.map((field) => [field, values[field] ?? null]));
