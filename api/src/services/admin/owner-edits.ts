import {
  isSensitiveOwnerEditField,
  isUploadPath,
  OWNER_EDIT_FIELDS,
  OWNER_EDIT_MESSAGES,
  type OwnerEditField,
  type OwnerEditListData,
  type OwnerEditReviewField,
} from "@app/shared";
import { type SqlBool, sql } from "kysely";
import type { Database } from "../../db/connect.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { conflict, notFound } from "../../errors.ts";
import { requireAdmin } from "../access.ts";
import { type ChurchSnapshot, churchSnapshot, columnValue, isOwnerEditField } from "../audit/owner-edits.ts";
import { type AuditValues, sameValue } from "../audit/record.ts";
import { adminWrite } from "../audit/write.ts";
import type { SessionUser } from "../auth/session.ts";
import { likeContains } from "../churches/directory-filter.ts";
import type { ServiceContext } from "../context.ts";
import type { Trx } from "../transaction.ts";
import { servicesFollowRevertedText } from "../weekly-services/save.ts";

/**
 * The administrator's review of owners' edits (docs/product/owner-edits.md): every edit stays unreviewed
 * until it is accepted or reverted; the list shows each church's unreviewed edits as one group.
 */

export const OWNER_EDIT_NOT_FOUND = OWNER_EDIT_MESSAGES.notFound;
export const ALREADY_REVERTED = OWNER_EDIT_MESSAGES.alreadyReverted;
export const CHANGED_SINCE = OWNER_EDIT_MESSAGES.changedSince;
export const CHURCH_GONE = OWNER_EDIT_MESSAGES.churchGone;

type AdminContext = Pick<ServiceContext, "db" | "user">;
type Value = string | number | null;
type Values = Record<string, Value>;

export interface OwnerEditChange {
  field: OwnerEditField;
  before: Value;
  after: Value;
  /** A website, email or phone change: where the church sends its visitors and how it is reached. */
  sensitive: boolean;
}

/** jsonb arrives parsed from the driver; anything that is not a plain object reads as no values. */
const asValues = (json: unknown): Values =>
  json !== null && typeof json === "object" && !Array.isArray(json) ? (json as Values) : {};

function changesOf(before: unknown, after: unknown): OwnerEditChange[] {
  const was = asValues(before);
  const now = asValues(after);
  return Object.keys(now)
    .filter(isOwnerEditField)
    .map((field) => ({
      field,
      before: was[field] ?? null,
      after: now[field] ?? null,
      sensitive: isSensitiveOwnerEditField(field),
    }));
}

/** The columns a review field stands for: the map position is both coordinates. */
const columnsOf = (field: OwnerEditReviewField): OwnerEditField[] =>
  field === "position" ? ["latitude", "longitude"] : [field];

// ---------------------------------------------------------------------------------------------------------
// The review list

/** A church's unreviewed edits, oldest first, each with the fields an administrator has already put back. */
const unreviewedEdits = (db: Database) =>
  db
    .selectFrom("auditLog as edit")
    .leftJoin("users as actor", "actor.id", "edit.actorId")
    .select([
      "edit.id",
      "edit.entityId",
      "edit.actorEmail",
      "actor.firstName",
      "actor.lastName",
      "edit.createdAt",
      "edit.beforeValues",
      "edit.afterValues",
      "edit.revertedFields",
    ])
    .where("edit.action", "=", "owner_update")
    .where("edit.reviewedAt", "is", null)
    .orderBy("edit.id");

type EditRow = Awaited<ReturnType<ReturnType<typeof unreviewedEdits>["execute"]>>[number];

/**
 * What a run of edits changed, field by field: the value before the first edit that changed it and after the
 * last one. Fields already put back are left out (a later edit of the same field counts again), and so are
 * fields the run changed and then changed back.
 */
function combinedChanges(edits: Pick<EditRow, "beforeValues" | "afterValues" | "revertedFields">[]) {
  const combined = new Map<OwnerEditField, { before: Value; after: Value }>();
  for (const edit of edits) {
    const reverted = new Set(edit.revertedFields);
    for (const change of changesOf(edit.beforeValues, edit.afterValues)) {
      if (reverted.has(change.field)) continue;
      const seen = combined.get(change.field);
      combined.set(change.field, { before: seen ? seen.before : change.before, after: change.after });
    }
  }
  return OWNER_EDIT_FIELDS.flatMap((field): OwnerEditChange[] => {
    const change = combined.get(field);
    if (!change || sameValue(change.before, change.after)) return [];
    return [{ field, ...change, sensitive: isSensitiveOwnerEditField(field) }];
  });
}

function toGroup(churchId: number, churchName: string | null, edits: EditRow[]) {
  const first = edits[0]!;
  const last = edits[edits.length - 1]!;
  const editors = new Map<string, { email: string | null; name: string | null }>();
  for (const edit of edits) {
    const name = [edit.firstName, edit.lastName].filter(Boolean).join(" ") || null;
    editors.set(edit.actorEmail ?? "", { email: edit.actorEmail, name });
  }
  const changes = combinedChanges(edits);
  return {
    /** The group's latest edit: accepting or reverting the group names it (ownerEditGroupSchema). */
    id: last.id,
    churchId,
    /** Null once the church is deleted. */
    churchName,
    editCount: edits.length,
    firstEditedAt: first.createdAt,
    lastEditedAt: last.createdAt,
    editors: [...editors.values()],
    changes,
    /** Fields of these edits an administrator has already put back. */
    revertedFields: [...new Set(edits.flatMap((edit) => edit.revertedFields))].filter(isOwnerEditField),
    sensitive: changes.some((change) => change.sensitive),
  };
}

export type OwnerEditGroup = ReturnType<typeof toGroup>;

/**
 * Every church with unreviewed owner edits, one group each, the most recently edited first, a page at a
 * time. The groups come from the partial index of unreviewed edits (migration 0008), so the page costs the
 * same however long the log grows.
 */
export async function listOwnerEdits(
  { db, user }: AdminContext,
  input: OwnerEditListData,
): Promise<{ items: OwnerEditGroup[]; total: number }> {
  await requireAdmin(db, user);
  let groups = db
    .selectFrom("auditLog as edit")
    .where("edit.action", "=", "owner_update")
    .where("edit.reviewedAt", "is", null)
    .where("edit.entityId", "is not", null);
  if (input.churchId !== undefined) groups = groups.where("edit.entityId", "=", String(input.churchId));
  if (input.q !== undefined) {
    const pattern = likeContains(input.q);
    groups = groups.where(({ exists, selectFrom }) =>
      exists(
        selectFrom("churches")
          .select("churches.id")
          // entity_id is text for every entity; the church's id is compared as text, never the other way round.
          .where(sql<SqlBool>`churches.id::text = edit.entity_id`)
          .where(sql<SqlBool>`directory_fold(churches.name) LIKE directory_fold(${pattern})`),
      ),
    );
  }
  const [page, count] = await Promise.all([
    groups
      .select(["edit.entityId", (eb) => eb.fn.max("edit.id").as("lastId")])
      .groupBy("edit.entityId")
      .orderBy("lastId", "desc")
      .offset(input.offset)
      .limit(input.limit)
      .execute(),
    groups
      .select((eb) => eb.fn.count<string>("edit.entityId").distinct().as("total"))
      .executeTakeFirstOrThrow(),
  ]);
  const total = Number(count.total);
  if (page.length === 0) return { items: [], total };

  const churchIds = page.map((group) => group.entityId!);
  const [edits, churches] = await Promise.all([
    unreviewedEdits(db).where("edit.entityId", "in", churchIds).execute(),
    db.selectFrom("churches").select(["id", "name"]).where("id", "in", churchIds.map(Number)).execute(),
  ]);
  const names = new Map(churches.map((church) => [String(church.id), church.name]));
  const items = page.map((group) => {
    // An edit saved after the page was counted waits for the next read, so the group's id stays its newest edit.
    const own = edits.filter((edit) => edit.entityId === group.entityId && edit.id <= group.lastId);
    return toGroup(Number(group.entityId), names.get(group.entityId!) ?? null, own);
  });
  return { items, total };
}

// ---------------------------------------------------------------------------------------------------------
// Accepting and reverting a group

/**
 * The group an administrator acts on: the church's unreviewed edits up to the named one, locked with the
 * church. Church first, then the edits: the same order as an owner's save (church row, then the new entry).
 */
async function lockGroup(trx: Trx, id: number) {
  const named = await trx
    .selectFrom("auditLog")
    .select("entityId")
    .where("id", "=", id)
    .where("action", "=", "owner_update")
    .executeTakeFirst();
  if (!named?.entityId) throw notFound(OWNER_EDIT_NOT_FOUND);
  const churchId = Number(named.entityId);
  const church = await trx
    .selectFrom("churches")
    .select("name")
    .where("id", "=", churchId)
    .forUpdate()
    .executeTakeFirst();
  const edits = await unreviewedEdits(trx)
    .where("edit.entityId", "=", named.entityId)
    .where("edit.id", "<=", id)
    .forUpdate(["edit"])
    .execute();
  if (edits.length === 0) throw conflict(OWNER_EDIT_MESSAGES.alreadyReviewed);
  return { churchId, church, edits };
}

const markReviewed = (trx: Trx, ids: number[], admin: SessionUser, outcome: "accepted" | "reverted") =>
  trx
    .updateTable("auditLog")
    .set({ reviewedAt: sql<Date>`now()`, reviewedBy: admin.id, reviewOutcome: outcome })
    .where("id", "in", ids)
    .execute();

const editsOf = (count: number) => (count === 1 ? "1 owner edit" : `${count} owner edits`);

/**
 * Accepts a church's unreviewed edits up to the named one: they stay as they are and leave the review list.
 * Fields already put back stay put back.
 */
export async function acceptOwnerEdits(ctx: AdminContext, id: number): Promise<{ accepted: number }> {
  return adminWrite(ctx, async (trx, admin) => {
    const { churchId, church, edits } = await lockGroup(trx, id);
    await markReviewed(
      trx,
      edits.map((edit) => edit.id),
      admin,
      "accepted",
    );
    const fields = combinedChanges(edits).map((change) => change.field);
    return {
      result: { accepted: edits.length },
      audit: {
        action: "approve" as const,
        entity: "church",
        entityId: churchId,
        summary: `Accepted ${editsOf(edits.length)} of church "${church?.name ?? churchId}"${fields.length ? ` (${fields.join(", ")})` : ""}`,
      },
    };
  });
}

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
    if (changes.length === 0) throw conflict(OWNER_EDIT_MESSAGES.nothingToRevert);
    const fields = changes.map((change) => change.field);

    const now = await churchSnapshot(trx, churchId);
    if (changes.some((change) => !sameValue(now[change.field], change.after))) {
      throw conflict(OWNER_EDIT_MESSAGES.changedSinceReview);
    }
    const restored = await withoutDeletedPhoto(
      trx,
      Object.fromEntries(changes.map((change) => [change.field, change.before])),
    );
    await trx
      .updateTable("churches")
      .set(Object.fromEntries(fields.map((field) => [field, columnValue(field, restored[field] ?? null)])))
      .where("id", "=", churchId)
      .execute();
    await servicesFollowRevertedText(trx, churchId, fields, restored.serviceTimes);

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
    if (isUniqueViolation(error, "audit_log_reverts_key")) throw conflict(ALREADY_REVERTED);
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
  const changed = Object.keys(written).filter(isOwnerEditField);
  // Fields a group revert already put back are not this edit's to restore again.
  const fields = changed.filter((field) => !edit.revertedFields.includes(field));
  if (fields.length === 0) throw conflict(ALREADY_REVERTED);
  const restored = await withoutDeletedPhoto(trx, asValues(edit.beforeValues));
  const now: ChurchSnapshot = await churchSnapshot(trx, churchId);
  if (fields.some((field) => !sameValue(now[field], written[field]))) throw conflict(CHANGED_SINCE);
  await trx
    .updateTable("churches")
    .set(Object.fromEntries(fields.map((field) => [field, columnValue(field, restored[field] ?? null)])))
    .where("id", "=", churchId)
    .execute();
  await servicesFollowRevertedText(trx, churchId, fields, restored.serviceTimes);
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
