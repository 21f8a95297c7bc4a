import { sql } from "kysely";
import type { Database } from "../db/connect.ts";

/**
 * A short text that changes whenever an event, a resource or a social link is added, changed or removed: the
 * latest `updated_at` and the row count of each (updated_at is kept by triggers, migration 0001). The server's
 * reused page renders compare it (http/pages.ts; docs/decisions/021-server-rendered-pages.md), as the
 * directory's version does for the churches. Three index-free aggregates over small tables.
 */
export async function contentVersion(db: Database): Promise<string> {
  const { rows } = await sql<{ version: string }>`
    SELECT concat_ws('/',
      (SELECT concat(count(*), '@', max(updated_at)) FROM events),
      (SELECT concat(count(*), '@', max(updated_at)) FROM resources),
      (SELECT concat(count(*), '@', max(updated_at)) FROM social_media_links)
    ) AS version`.execute(db);
  return rows[0]?.version ?? "";
}
