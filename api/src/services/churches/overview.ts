import { sql } from "kysely";
import type { Database } from "../../db/connect.ts";
import { placedCondition } from "./directory-filter.ts";
import { SharedDirectoryValue } from "./directory-version.ts";

/** The four stat tiles (docs/product/directory.md#stat-tiles) over the whole approved directory. */
export interface DirectoryStats {
  total: number;
  /** Distinct states. */
  states: number;
  /** Churches with valid non-zero coordinates. */
  onMap: number;
  /** The sum of member counts. */
  networkSize: number;
}

export interface DirectoryOverview {
  stats: DirectoryStats;
  /** The state filter's options: the sorted, distinct states of all approved churches. */
  states: string[];
  /** The worship languages present, sorted. */
  languages: string[];
  /**
   * The box of every placed church (degrees), so the map's first view can widen to hold the whole network on a
   * narrow screen; null when none is placed. Absent in a cache written before it existed.
   */
  bounds?: { west: number; south: number; east: number; north: number } | null;
}

async function aggregate(db: Database): Promise<DirectoryOverview> {
  const [totals, states, languages] = await Promise.all([
    sql<
      DirectoryStats & {
        west: number | null;
        south: number | null;
        east: number | null;
        north: number | null;
      }
    >`
      SELECT count(*)::int AS total,
        count(*) FILTER (WHERE ${placedCondition})::int AS "onMap",
        coalesce(sum(member_count), 0)::float8 AS "networkSize",
        min(longitude) FILTER (WHERE ${placedCondition})::float8 AS west,
        min(latitude) FILTER (WHERE ${placedCondition})::float8 AS south,
        max(longitude) FILTER (WHERE ${placedCondition})::float8 AS east,
        max(latitude) FILTER (WHERE ${placedCondition})::float8 AS north
      FROM churches WHERE is_approved`.execute(db),
    sql<{ state: string }>`
      SELECT DISTINCT upper(btrim(state)) AS state FROM churches WHERE is_approved ORDER BY 1`.execute(db),
    sql<{ language: string }>`
      SELECT DISTINCT unnest(worship_languages) AS language FROM churches WHERE is_approved ORDER BY 1`.execute(
      db,
    ),
  ]);
  const row = totals.rows[0] ?? {
    total: 0,
    onMap: 0,
    networkSize: 0,
    west: null,
    south: null,
    east: null,
    north: null,
  };
  const { west, south, east, north } = row;
  const stateList = states.rows.map((r) => r.state).filter((state) => state !== "");
  return {
    stats: {
      total: Number(row.total),
      states: stateList.length,
      onMap: Number(row.onMap),
      networkSize: Number(row.networkSize),
    },
    states: stateList,
    languages: languages.rows.map((r) => r.language),
    bounds:
      west === null || south === null || east === null || north === null
        ? null
        : { west, south, east, north },
  };
}

/** The aggregates as of a version, cached in memory and in directory_overview for every instance. */
const overview = new SharedDirectoryValue<DirectoryOverview>(
  {
    async load(db) {
      const row = await db
        .selectFrom("directoryOverview")
        .select([sql<number>`version::float8`.as("version"), "body"])
        .executeTakeFirst();
      return row ? { version: Number(row.version), value: row.body as unknown as DirectoryOverview } : null;
    },
    compute: (db) =>
      db
        .transaction()
        .setIsolationLevel("repeatable read")
        .execute(async (trx) => {
          const row = await sql<{
            version: number;
          }>`SELECT version::float8 AS version FROM directory_version`.execute(trx);
          const value = await aggregate(trx);
          return { version: Number(row.rows[0]?.version ?? 0), value };
        }),
    async store(db, version, value) {
      const body = JSON.stringify(value);
      await sql`
      INSERT INTO directory_overview (id, version, body) VALUES (true, ${version}, ${body}::jsonb)
      ON CONFLICT (id) DO UPDATE SET version = excluded.version, body = excluded.body, computed_at = now()
      WHERE directory_overview.version < excluded.version`.execute(db);
    },
  },
  (value) => value.stats.total,
);

export function directoryOverview({ db }: { db: Database }): Promise<DirectoryOverview> {
  return overview.get(db);
}

export function warmOverview(db: Database): Promise<void> {
  return overview.warm(db);
}
