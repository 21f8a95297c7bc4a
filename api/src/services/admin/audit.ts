import { requireAdmin } from "../access.ts";
import type { ServiceContext } from "../context.ts";

export const RECENT_AUDIT_ENTRIES = 20;

/** The latest administrator changes, newest first: who did what, and when. */
export async function listRecentAudit({ db, user }: Pick<ServiceContext, "db" | "user">) {
  await requireAdmin(db, user);
  const rows = await db
    .selectFrom("auditLog")
    .leftJoin("users as actor", "actor.id", "auditLog.actorId")
    .select([
      "auditLog.id",
      "auditLog.actorEmail",
      "actor.firstName",
      "actor.lastName",
      "auditLog.action",
      "auditLog.entity",
      "auditLog.entityId",
      "auditLog.summary",
      "auditLog.createdAt",
    ])
    .orderBy("auditLog.createdAt", "desc")
    .orderBy("auditLog.id", "desc")
    .limit(RECENT_AUDIT_ENTRIES)
    .execute();
  return rows.map(({ firstName, lastName, ...entry }) => ({
    ...entry,
    actorName: [firstName, lastName].filter(Boolean).join(" ") || null,
  }));
}

export type AuditEntry = Awaited<ReturnType<typeof listRecentAudit>>[number];
