import type { Database } from "../../db/connect.ts";
import type { SessionUser } from "../auth/session.ts";
import { type AuditValues, recordAudit } from "./record.ts";

/**
 * What an owner's edit can change on a listed church, and so what a revert puts back. The coordinates are
 * included because an address change moves the marker: reverting the address must move it back.
 */
export const OWNER_EDIT_FIELDS = [
  "name",
  "pastorName",
  "address",
  "city",
  "state",
  "zipCode",
  "phone",
  "email",
  "website",
  "serviceTimes",
  "description",
  "memberCount",
  "imageUrl",
  "latitude",
  "longitude",
] as const;
export type OwnerEditField = (typeof OWNER_EDIT_FIELDS)[number];
export type ChurchSnapshot = Record<OwnerEditField, string | number | null>;

export const isOwnerEditField = (key: string): key is OwnerEditField =>
  (OWNER_EDIT_FIELDS as readonly string[]).includes(key);

/**
 * The church's editable values; `lock` holds the row until the transaction ends, so the values recorded as
 * "before" are the ones the edit really replaced.
 */
export async function churchSnapshot(db: Database, churchId: number, lock = false): Promise<ChurchSnapshot> {
  let query = db.selectFrom("churches").select(OWNER_EDIT_FIELDS).where("id", "=", churchId);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirstOrThrow();
}

/** Numbers and numeric strings (coordinates come back from the driver as text) compare by their text. */
export const sameValue = (a: unknown, b: unknown) => (a ?? null) === (b ?? null) || String(a) === String(b);

/** Only the fields that changed, before and after; null when nothing did. */
export function changedValues(
  before: ChurchSnapshot,
  after: ChurchSnapshot,
): { before: AuditValues; after: AuditValues } | null {
  const changed = OWNER_EDIT_FIELDS.filter((field) => !sameValue(before[field], after[field]));
  if (changed.length === 0) return null;
  const pick = (snapshot: ChurchSnapshot) =>
    Object.fromEntries(changed.map((field) => [field, snapshot[field] ?? null]));
  return { before: pick(before), after: pick(after) };
}

/**
 * An owner's edit of an approved church goes live at once (as the spec has it) and is recorded with the
 * values it replaced, so an administrator can review it and put it back (services/admin/owner-edits.ts).
 * A save that changed nothing is not an edit and leaves no entry.
 */
export async function recordOwnerEdit(
  trx: Database,
  owner: Pick<SessionUser, "id" | "email">,
  churchId: number,
  before: ChurchSnapshot,
  after: ChurchSnapshot,
): Promise<void> {
  const change = changedValues(before, after);
  if (!change) return;
  await recordAudit(trx, owner, {
    action: "owner_update",
    entity: "church",
    entityId: churchId,
    summary: `Owner edited church "${after.name}" (${Object.keys(change.after).join(", ")})`,
    before: change.before,
    after: change.after,
  });
}
