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
  // The page's ids from the log alone (its order index), then their actors: a deep page skips index entries,
  // not joined rows.
  const pageIds = auditRows(db, q)
    .select("auditLog.id")
    .orderBy("auditLog.createdAt", "desc")
    .orderBy("auditLog.id", "desc")
    .offset(input.offset)
    .limit(input.limit);
  const { items, total } = await pageOf(
    db
      .selectFrom("auditLog")
      .where("auditLog.id", "in", pageIds)
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
