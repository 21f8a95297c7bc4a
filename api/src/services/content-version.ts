import { sql } from "kysely";
import type { Database } from "../db/connect.ts";

const pending = new WeakMap<Database, Promise<string>>();

/**
 * A short text that changes whenever an event, a resource or a social link is added, changed or removed: the
 * latest `updated_at` and the row count of each (updated_at is kept by triggers, migration 0001). The server's
 * kept pages compare it (http/pages.ts, http/page-cache.ts; docs/decisions/021-server-rendered-pages.md), as the
 * directory's version does for the churches. Three index-free aggregates over small tables.
 *
 * Callers asking while a read is in flight share it, as for the directory's version: a crowd asking for pages
 * costs one query per round trip, not one each.
 */
export function contentVersion(db: Database): Promise<string> {
  const inFlight = pending.get(db);
  if (inFlight) return inFlight;
  const read = readContentVersion(db).finally(() => pending.delete(db));
  pending.set(db, read);
  return read;
}

async function readContentVersion(db: Database): Promise<string> {
  const { rows } = await sql<{ version: string }>`
    SELECT concat_ws('/',
      (SELECT concat(count(*), '@', max(updated_at)) FROM events),
      (SELECT concat(count(*), '@', max(updated_at)) FROM resources),
      (SELECT concat(count(*), '@', max(updated_at)) FROM social_media_links)
    ) AS version`.execute(db);
  return rows[0]?.version ?? "";
}
