import { DEFAULT_WORSHIP_LANGUAGES, OWNER_EDIT_FIELDS, type OwnerEditField } from "@app/shared";
import { sql } from "kysely";
import type { Database } from "../../../db/connect.ts";
import type { AuditEntryInput } from "../../audit/record.ts";

export type ChurchSnapshot = Record<OwnerEditField, string | number | null>;

export const isOwnerEditField = (key: string): key is OwnerEditField =>
  (OWNER_EDIT_FIELDS as readonly string[]).includes(key);

/**
 * The church's editable values; `lock` holds the row until the transaction ends, so the values recorded as
 * "before" are the ones the edit really replaced.
 */
export async function churchSnapshot(db: Database, churchId: number, lock = false): Promise<ChurchSnapshot> {
  let query = db
    .selectFrom("churches")
    .select(OWNER_EDIT_FIELDS.filter((field) => field !== "worshipLanguages"))
    .select(sql<string>`array_to_string(worship_languages, ${LANGUAGE_SEPARATOR})`.as("worshipLanguages"))
    .where("id", "=", churchId);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirstOrThrow();
}

/**
 * The log keeps every value as text or a number, so the worship languages are logged as their codes joined
 * ("en, es"), which the dashboard shows as it is; a revert turns them back into the column's array.
 */
const LANGUAGE_SEPARATOR = ", ";

/** A logged value as its column takes it back (a revert). */
export function columnValue(field: OwnerEditField, value: string | number | null): unknown {
  if (field !== "worshipLanguages") return value;
  const codes = typeof value === "string" ? value.split(",").map((code) => code.trim()) : [];
  const kept = codes.filter(Boolean);
  return kept.length > 0 ? kept : [...DEFAULT_WORSHIP_LANGUAGES];
}

/**
 * An owner's edit of an approved church goes live at once (docs/product/owner-edits.md#what-an-owner-edit-is) and is recorded with the
 * values it replaced, so an administrator can review it and put it back (review-owner-edits.ts, revert-owner-edit.ts).
 * Only the changed fields are stored; a save that changed nothing is not an edit and leaves no entry.
 */
export function ownerEditEntry(
  churchId: number,
  before: ChurchSnapshot,
  after: ChurchSnapshot,
): AuditEntryInput {
  return {
    action: "owner_update",
    entity: "church",
    entityId: churchId,
    summary: (changed) => `Owner edited church "${after.name}" (${changed.join(", ")})`,
    before,
    after,
  };
}
