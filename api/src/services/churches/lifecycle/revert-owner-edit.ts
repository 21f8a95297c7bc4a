import { isUploadPath, type OwnerEditField, type OwnerEditReviewField } from "@app/shared";
import { MSG, translate } from "@app/shared/i18n";
import { sql } from "kysely";
import type { Database } from "../../../db/connect.ts";
import { isUniqueViolation } from "../../../db/errors.ts";
import { conflict, notFound } from "../../../errors.ts";
import { type AuditValues, sameValue } from "../../audit/record.ts";
import { adminWrite } from "../../audit/write.ts";
import type { SessionUser } from "../../auth/session.ts";
import type { Trx } from "../../transaction.ts";
import { servicesFollowRevertedText } from "../../weekly-services/save.ts";
import { type ChurchSnapshot, churchSnapshot, columnValue, isOwnerEditField } from "./owner-edit-log.ts";
import {
  type AdminContext,
  asValues,
  changesOf,
  columnsOf,
  combinedChanges,
  editsOf,
  lockGroup,
  markReviewed,
  type Value,
  type Values,
} from "./review-owner-edits.ts";

/**
 * An administrator puts owners' edits back (docs/product/owner-edits.md): a reviewed group's fields, or one edit.
 */

/** The English answers, as the tests read them; the refusals raise the keys. */
export const ALREADY_REVERTED = translate(MSG.sharedMessages.ownerEdits.alreadyReverted, "en");
export const CHANGED_SINCE = translate(MSG.sharedMessages.ownerEdits.changedSince, "en");
export const CHURCH_GONE = MSG.sharedMessages.ownerEdits.churchGone;

// ---------------------------------------------------------------------------------------------------------
// Reverting a group

/**
 * Puts one field of a group (or every field, when none is named) back to its value before the group's first
 * edit of it. Only while the church still holds what the group's last edit of it wrote: a later change by an
 * administrator, or an owner's edit made after the list was shown, is never silently thrown away. Edits whose
 * every field is put back are reviewed ("reverted"); the rest of the group stays on the list.
 */
export async function revertOwnerEditGroup(
  ctx: AdminContext,
  input: { id: number; field?: OwnerEditReviewField | undefined },
): Promise<{ reverted: OwnerEditField[]; remaining: number }> {
  return adminWrite(ctx, async (trx, admin) => {
    const { churchId, church, edits } = await lockGroup(trx, input.id);
    if (!church) throw conflict(CHURCH_GONE);
    const pending = combinedChanges(edits);
    const wanted = input.field ? new Set(columnsOf(input.field)) : null;
    const changes = wanted ? pending.filter((change) => wanted.has(change.field)) : pending;
    if (changes.length === 0) throw conflict(MSG.sharedMessages.ownerEdits.nothingToRevert);
    const fields = changes.map((change) => change.field);

    const now = await churchSnapshot(trx, churchId);
    if (changes.some((change) => !sameValue(now[change.field], change.after))) {
      throw conflict(MSG.sharedMessages.ownerEdits.changedSinceReview);
    }
    const restored = await withoutDeletedPhoto(
      trx,
      Object.fromEntries(changes.map((change) => [change.field, change.before])),
    );
    await putBack(trx, churchId, fields, restored);

    // Each edit notes which of its fields are now put back; an edit with nothing left to review is done.
    let remaining = 0;
    const done: number[] = [];
    for (const edit of edits) {
      const changed = changesOf(edit.beforeValues, edit.afterValues).map((change) => change.field);
      const reverted = [...new Set([...edit.revertedFields, ...changed.filter((f) => fields.includes(f))])];
      if (reverted.length !== edit.revertedFields.length) {
        await trx
          .updateTable("auditLog")
          .set({ revertedFields: reverted })
          .where("id", "=", edit.id)
          .execute();
      }
      if (changed.every((field) => reverted.includes(field))) done.push(edit.id);
      else remaining += 1;
    }
    if (done.length > 0) await markReviewed(trx, done, admin, "reverted");

    return {
      result: { reverted: fields, remaining },
      audit: {
        action: "revert" as const,
        entity: "church",
        entityId: churchId,
        summary: `Reverted ${fields.join(", ")} of church "${church.name}" to before ${editsOf(edits.length)}`,
        before: pick(now, fields),
        after: pick(restored, fields),
      },
    };
  });
}

// ---------------------------------------------------------------------------------------------------------
// Reverting one edit (POST /api/admin/owner-edits/:id/revert, kept from before the review)

/** One owner edit with the actor, the church's current name and the revert that undid it, if any. */
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

/**
 * Puts back the values one owner's edit replaced, and records that as its own entry (which names the edit, so
 * it is undone once); the edit is then reviewed. Only while every field the edit changed still holds what the
 * edit wrote: a later change of the same field (by the owner or an administrator) is not silently thrown away.
 */
export async function revertOwnerEdit(ctx: AdminContext, id: number): Promise<OwnerEdit> {
  try {
    await adminWrite(ctx, (trx, admin) => undo(trx, admin, id));
  } catch (error) {
    // Two administrators at once: the lock makes the second see the first's revert; the unique index on
    // reverts_id is the last line behind it.
    if (isUniqueViolation(error, "audit_log_reverts_key"))
      throw conflict(MSG.sharedMessages.ownerEdits.alreadyReverted);
    throw error;
  }
  return toOwnerEdit(await ownerEditRows(ctx.db).where("edit.id", "=", id).executeTakeFirstOrThrow());
}

async function undo(trx: Trx, admin: SessionUser, id: number) {
  const edit = await trx
    .selectFrom("auditLog")
    .select(["entityId", "beforeValues", "afterValues", "revertedFields"])
    .where("id", "=", id)
    .where("action", "=", "owner_update")
    .forUpdate()
    .executeTakeFirst();
  if (!edit) throw notFound(MSG.sharedMessages.ownerEdits.notFound);
  const reverted = await trx
    .selectFrom("auditLog")
    .select("id")
    .where("revertsId", "=", id)
    .executeTakeFirst();
  if (reverted) throw conflict(MSG.sharedMessages.ownerEdits.alreadyReverted);
  const churchId = Number(edit.entityId);
  const church = await trx
    .selectFrom("churches")
    .select("name")
    .where("id", "=", churchId)
    .forUpdate()
    .executeTakeFirst();
  if (!church) throw conflict(CHURCH_GONE);
  const written = asValues(edit.afterValues);
  const changed = Object.keys(written).filter(isOwnerEditField);
  // Fields a group revert already put back are not this edit's to restore again.
  const fields = changed.filter((field) => !edit.revertedFields.includes(field));
  if (fields.length === 0) throw conflict(MSG.sharedMessages.ownerEdits.alreadyReverted);
  const restored = await withoutDeletedPhoto(trx, asValues(edit.beforeValues));
  const now: ChurchSnapshot = await churchSnapshot(trx, churchId);
  if (fields.some((field) => !sameValue(now[field], written[field])))
    throw conflict(MSG.sharedMessages.ownerEdits.changedSince);
  await putBack(trx, churchId, fields, restored);
  await trx
    .updateTable("auditLog")
    .set({
      revertedFields: changed,
      reviewedAt: sql<Date>`now()`,
      reviewedBy: admin.id,
      reviewOutcome: "reverted",
    })
    .where("id", "=", id)
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

/** Writes the restored values of `fields` back to the church; its weekly services follow a restored text. */
async function putBack(trx: Trx, churchId: number, fields: readonly OwnerEditField[], restored: Values) {
  await trx
    .updateTable("churches")
    .set(Object.fromEntries(fields.map((field) => [field, columnValue(field, restored[field] ?? null)])))
    .where("id", "=", churchId)
    .execute();
  await servicesFollowRevertedText(trx, churchId, fields, restored.serviceTimes);
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

const pick = (values: Partial<Record<string, Value>>, fields: string[]): AuditValues =>
  Object.fromEntries(fields.map((field) => [field, values[field] ?? null]));
