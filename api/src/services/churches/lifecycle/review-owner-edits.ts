import {
  isSensitiveOwnerEditField,
  OWNER_EDIT_FIELDS,
  type OwnerEditField,
  type OwnerEditListData,
  type OwnerEditReviewField,
} from "@app/shared";
import { MSG, translate } from "@app/shared/i18n";
import { type SqlBool, sql } from "kysely";
import type { Database } from "../../../db/connect.ts";
import { conflict, notFound } from "../../../errors.ts";
import { requireAdmin } from "../../access.ts";
import { sameValue } from "../../audit/record.ts";
import { adminWrite } from "../../audit/write.ts";
import type { SessionUser } from "../../auth/session.ts";
import type { ServiceContext } from "../../context.ts";
import type { Trx } from "../../transaction.ts";
import { likeContains } from "../directory-filter.ts";
import { isOwnerEditField } from "./owner-edit-log.ts";

/**
 * The administrator's review of owners' edits (docs/product/owner-edits.md): every edit stays unreviewed
 * until it is accepted or reverted; the list shows each church's unreviewed edits as one group.
 */

/** The English answer, as the tests read it; the refusal raises the key. */
export const OWNER_EDIT_NOT_FOUND = translate(MSG.sharedMessages.ownerEdits.notFound, "en");

export type AdminContext = Pick<ServiceContext, "db" | "user">;
export type Value = string | number | null;
export type Values = Record<string, Value>;

export interface OwnerEditChange {
  field: OwnerEditField;
  before: Value;
  after: Value;
  /** A website, email or phone change: where the church sends its visitors and how it is reached. */
  sensitive: boolean;
}

/** jsonb arrives parsed from the driver; anything that is not a plain object reads as no values. */
export const asValues = (json: unknown): Values =>
  json !== null && typeof json === "object" && !Array.isArray(json) ? (json as Values) : {};

export function changesOf(before: unknown, after: unknown): OwnerEditChange[] {
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
export const columnsOf = (field: OwnerEditReviewField): OwnerEditField[] =>
  field === "position" ? ["latitude", "longitude"] : [field];

// ---------------------------------------------------------------------------------------------------------
// The review list

/** A church's unreviewed edits, oldest first, each with the fields an administrator has already put back. */
export const unreviewedEdits = (db: Database) =>
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
export function combinedChanges(edits: Pick<EditRow, "beforeValues" | "afterValues" | "revertedFields">[]) {
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
// Accepting a group (revert-owner-edit.ts reverts one with the same helpers)

/**
 * The group an administrator acts on: the church's unreviewed edits up to the named one, locked with the
 * church. Church first, then the edits: the same order as an owner's save (church row, then the new entry).
 */
export async function lockGroup(trx: Trx, id: number) {
  const named = await trx
    .selectFrom("auditLog")
    .select("entityId")
    .where("id", "=", id)
    .where("action", "=", "owner_update")
    .executeTakeFirst();
  if (!named?.entityId) throw notFound(MSG.sharedMessages.ownerEdits.notFound);
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
  if (edits.length === 0) throw conflict(MSG.sharedMessages.ownerEdits.alreadyReviewed);
  return { churchId, church, edits };
}

export const markReviewed = (trx: Trx, ids: number[], admin: SessionUser, outcome: "accepted" | "reverted") =>
  trx
    .updateTable("auditLog")
    .set({ reviewedAt: sql<Date>`now()`, reviewedBy: admin.id, reviewOutcome: outcome })
    .where("id", "in", ids)
    .execute();

export const editsOf = (count: number) => (count === 1 ? "1 owner edit" : `${count} owner edits`);

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
