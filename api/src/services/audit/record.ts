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
  | "status";

/**
 * Records one administrator change. Call it inside the same transaction as the change itself, so the log
 * never claims a change that was rolled back.
 */
export async function recordAudit(
  db: Database,
  actor: Pick<SessionUser, "id" | "email">,
  entry: { action: AuditAction; entity: string; entityId?: string | number | null; summary: string },
): Promise<void> {
  await db
    .insertInto("auditLog")
    .values({
      actorId: actor.id,
      actorEmail: actor.email,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId == null ? null : String(entry.entityId),
      summary: entry.summary.slice(0, 500),
    })
    .execute();
}
