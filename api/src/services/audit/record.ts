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
  summary: string;
  before?: AuditValues;
  after?: AuditValues;
  /** The entry this one undid (a revert). */
  revertsId?: number;
}

/**
 * Records one change (an administrator's, or a church owner's edit of a listed church). Call it inside the
 * same transaction as the change itself, so the log never claims a change that was rolled back.
 */
export async function recordAudit(
  db: Database,
  actor: Pick<SessionUser, "id" | "email">,
  entry: AuditEntryInput,
): Promise<{ id: number }> {
  return db
    .insertInto("auditLog")
    .values({
      actorId: actor.id,
      actorEmail: actor.email,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId == null ? null : String(entry.entityId),
      summary: entry.summary.slice(0, 500),
      // Serialised here: the driver would turn a top-level array into a Postgres array, not JSON.
      beforeValues: entry.before ? JSON.stringify(entry.before) : null,
      afterValues: entry.after ? JSON.stringify(entry.after) : null,
      revertsId: entry.revertsId ?? null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
}
