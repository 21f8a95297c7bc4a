import type { Database } from "../../db/connect.ts";
import type { SessionUser } from "../auth/session.ts";

export type AuditAction =
  | "approve"
  | "reject"
  | "create"
  | "update"
  | "delete"
  | "match"
  | "unmatch"
  | "toggle"
  | "geocode"
  | "status"
  | "owner_update"
  | "revert";

/** Field values of a record as JSON: what a change replaced and what it wrote. */
export type AuditValues = Record<string, string | number | boolean | null>;

export interface AuditEntryInput {
  action: AuditAction;
  entity: string;
  entityId?: string | number | null;
  /** A function gets the fields that changed (in the order of `after`), when before and after are given. */
  summary: string | ((changed: string[]) => string);
  /**
   * The record's values before and after the change. Only the fields whose values differ are stored, and
   * when none differ nothing is recorded: a save that changed nothing is not a change.
   */
  before?: AuditValues;
  after?: AuditValues;
  /** The entry this one undid (a revert). */
  revertsId?: number;
}

/**
 * Numbers and numeric strings (coordinates come back from the driver as text) compare by their text; an
 * absent value equals only another absent one (never the text "null").
 */
export const sameValue = (a: unknown, b: unknown) =>
  (a ?? null) === (b ?? null) || (a != null && b != null && String(a) === String(b));

/** The fields of `after` whose values differ from `before`, each side holding only those. */
export function auditDifference(before: AuditValues, after: AuditValues) {
  const changed = Object.keys(after).filter((field) => !sameValue(before[field], after[field]));
  const pick = (values: AuditValues) =>
    Object.fromEntries(changed.map((field) => [field, values[field] ?? null]));
  return { changed, before: pick(before), after: pick(after) };
}

/**
 * Records one change (an administrator's, or a church owner's edit of a listed church); null when before and
 * after show no change. Call it inside the same transaction as the change itself, so the log never claims a
 * change that was rolled back (services/audit/write.ts does both).
 */
export async function recordAudit(
  db: Database,
  actor: Pick<SessionUser, "id" | "email">,
  entry: AuditEntryInput,
): Promise<{ id: number } | null> {
  let { before, after } = entry;
  let changed: string[] = [];
  if (before && after) {
    const difference = auditDifference(before, after);
    // A revert is recorded even when nothing visible changed (a deleted photo stays absent): it marks its edit undone.
    if (difference.changed.length === 0 && entry.revertsId === undefined) return null;
    ({ before, after, changed } = difference);
  }
  const summary = typeof entry.summary === "function" ? entry.summary(changed) : entry.summary;
  return db
    .insertInto("auditLog")
    .values({
      actorId: actor.id,
      actorEmail: actor.email,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId == null ? null : String(entry.entityId),
      summary: summary.slice(0, 500),
      // Serialised here: the driver would turn a top-level array into a Postgres array, not JSON.
      beforeValues: before ? JSON.stringify(before) : null,
      afterValues: after ? JSON.stringify(after) : null,
      revertsId: entry.revertsId ?? null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
}
