import type { AdminPageData } from "@app/shared";
import { sql } from "kysely";
import type { Database } from "../../db/connect.ts";
import { requireAdmin } from "../access.ts";
import type { ServiceContext } from "../context.ts";
import { countAll, foldedMatch, pageOf, searchOf, totalOf } from "./paging.ts";

/** What the log's search reads: the summary and who acted, as audit_log_search_trgm_idx indexes them. */
const searchable = sql`audit_log.summary || ' ' || coalesce(audit_log.actor_email, '')`;

function auditRows(db: Database, q: string | undefined) {
  const query = db.selectFrom("auditLog");
  return q ? query.where(foldedMatch(searchable, q)) : query;
}

/**
 * Administrator changes, newest first, a page at a time, optionally searched: who did what, and when. The whole
 * log is reachable, not only its latest entries.
 */
export async function listAudit({ db, user }: Pick<ServiceContext, "db" | "user">, input: AdminPageData) {
  await requireAdmin(db, user);
  const q = searchOf(input.q);
  const { items, total } = await pageOf(
    auditRows(db, q)
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
      .offset(input.offset)
      .limit(input.limit)
      .execute(),
    auditRows(db, q).select(countAll).executeTakeFirst().then(totalOf),
  );
  return {
    items: items.map(({ firstName, lastName, ...entry }) => ({
      ...entry,
      actorName: [firstName, lastName].filter(Boolean).join(" ") || null,
    })),
    total,
  };
}

export type AuditEntry = Awaited<ReturnType<typeof listAudit>>["items"][number];
