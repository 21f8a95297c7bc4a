import { setImmediate } from "node:timers/promises";
import { clusterPointsStepwise, clusterRadiusKm, type DirectoryFilter, MAP } from "@app/shared";
import { sql } from "kysely";
import type { Database } from "../../db/connect.ts";
import { costlyRead } from "./costly-reads.ts";
import { directoryCondition, filterKey, isUnfiltered, placedCondition } from "./directory-filter.ts";
import { directoryVersion, SharedDirectoryValue } from "./directory-version.ts";

/**
 * One greedy clustering of a set of churches at one radius (docs/product/directory.md#the-map), in flat arrays:
 * at national size that is a few MB instead of hundreds of thousands of objects. Cluster i has counts[i] members,
 * members[starts[i] .. starts[i] + counts[i]), the first of which is its seed; it sits at (latitudes[i],
 * longitudes[i]), the mean of its members.
 */
export interface Clustering {
  radiusKm: number;
  latitudes: Float64Array;
  longitudes: Float64Array;
  counts: Int32Array;
  starts: Int32Array;
  members: Int32Array;
  /** Cluster index by its seed's church id, made on first use (cluster popups). */
  bySeed?: Map<number, number>;
}

/** The two radii of the rule: the clustering depends on the radius only, so two exist per set of churches. */
export const CLUSTER_RADII_KM = [MAP.clusterRadiusKmBelowZoom6, MAP.clusterRadiusKm] as const;

interface PlacedChurch {
  id: number;
  latitude: number;
  longitude: number;
}

/**
 * The placed churches of a filter in the list's order (name, then id): the greedy rule takes points in input
 * order, and this is the order the directory has always clustered in.
 */
async function placedChurches(db: Database, filter: DirectoryFilter): Promise<PlacedChurch[]> {
  const result = await sql<PlacedChurch>`
    SELECT id, latitude::float8 AS latitude, longitude::float8 AS longitude
    FROM churches
    WHERE ${directoryCondition(filter)} AND ${placedCondition}
    ORDER BY name, id`.execute(db);
  return result.rows;
}

/**
 * Clusters points on the shared grid-bucketed greedy rule (packages/shared clusterPointsStepwise: a 3-D grid whose cell
 * is the radius's chord, so each seed compares only the 27 cells around it, never all pairs).
 */
export async function clusterChurches(
  points: readonly PlacedChurch[],
  radiusKm: number,
): Promise<Clustering> {
  // clusterPoints takes a zoom; any zoom of the wanted band gives that band's radius.
  const zoom = radiusKm === MAP.clusterRadiusKmBelowZoom6 ? 0 : MAP.clusterRadiusZoomBreak;
  // A slice at a time, other requests in between: at national size the whole takes a second or more, which
  // would hold every request of this instance (issue 38).
  const steps = clusterPointsStepwise(points, zoom);
  let step = steps.next();
  while (!step.done) {
    await setImmediate();
    step = steps.next();
  }
  const clusters = step.value;
  const count = clusters.length;
  const clustering: Clustering = {
    radiusKm,
    latitudes: new Float64Array(count),
    longitudes: new Float64Array(count),
    counts: new Int32Array(count),
    starts: new Int32Array(count),
    members: new Int32Array(points.length),
  };
  let next = 0;
  clusters.forEach((cluster, index) => {
    clustering.latitudes[index] = cluster.latitude;
    clustering.longitudes[index] = cluster.longitude;
    clustering.counts[index] = cluster.members.length;
    clustering.starts[index] = next;
    for (const member of cluster.members) clustering.members[next++] = member.id;
  });
  return clustering;
}

/** Runs reads in one snapshot together with the version they saw. */
async function inSnapshot<T>(db: Database, work: (trx: Database) => Promise<T>) {
  return db
    .transaction()
    .setIsolationLevel("repeatable read")
    .execute(async (trx) => {
      // A background recomputation, not a request: at national size it may outlast a request's time limit.
      await sql`SET LOCAL statement_timeout = '120s'`.execute(trx);
      const row = await sql<{
        version: number;
      }>`SELECT version::float8 AS version FROM directory_version`.execute(trx);
      const version = Number(row.rows[0]?.version ?? 0);
      return { version, value: await work(trx) };
    });
}

/** A typed array's elements as bytes, copied (the database's bytea column; migration 0011). */
const bytesOf = (array: Float64Array | Int32Array) =>
  Buffer.from(array.buffer, array.byteOffset, array.byteLength);

/** Bytes read back into an aligned copy (a Buffer from the driver may start at any offset of its pool). */
const float64s = (bytes: Uint8Array) => new Float64Array(new Uint8Array(bytes).buffer);
const int32s = (bytes: Uint8Array) => new Int32Array(new Uint8Array(bytes).buffer);

function fromRow(row: {
  radiusKm: number;
  latitudes: Uint8Array;
  longitudes: Uint8Array;
  counts: Uint8Array;
  members: Uint8Array;
}): Clustering {
  const counts = int32s(row.counts);
  const starts = new Int32Array(counts.length);
  let next = 0;
  for (let i = 0; i < counts.length; i++) {
    starts[i] = next;
    next += counts[i] as number;
  }
  return {
    radiusKm: row.radiusKm,
    latitudes: float64s(row.latitudes),
    longitudes: float64s(row.longitudes),
    counts,
    starts,
    members: int32s(row.members),
  };
}

/** The whole approved directory's clustering at one radius, shared by every instance through its table. */
function sharedClustering(radiusKm: number) {
  return new SharedDirectoryValue<Clustering>(
    {
      async load(db) {
        const row = await db
          .selectFrom("directoryClusterings")
          .select([
            sql<number>`version::float8`.as("version"),
            "radiusKm",
            "latitudes",
            "longitudes",
            "counts",
            "members",
          ])
          .where("radiusKm", "=", radiusKm)
          .executeTakeFirst();
        return row ? { version: Number(row.version), value: fromRow(row) } : null;
      },
      compute: (db) =>
        inSnapshot(db, async (trx) => clusterChurches(await placedChurches(trx, {}), radiusKm)),
      async store(db, version, clustering) {
        const values = {
          radiusKm,
          version: String(version),
          latitudes: bytesOf(clustering.latitudes),
          longitudes: bytesOf(clustering.longitudes),
          counts: bytesOf(clustering.counts),
          members: bytesOf(clustering.members),
        };
        await db
          .insertInto("directoryClusterings")
          .values(values)
          .onConflict((oc) =>
            oc
              .column("radiusKm")
              .doUpdateSet({ ...values, computedAt: sql`now()` })
              .where("directoryClusterings.version", "<", String(version)),
          )
          .execute();
      },
    },
    (clustering) => clustering.members.length,
  );
}

const whole = new Map<number, SharedDirectoryValue<Clustering>>(
  CLUSTER_RADII_KM.map((radius) => [radius, sharedClustering(radius)]),
);

/**
 * Filtered clusterings are computed on the fly from the filtered set and kept in this instance for their
 * version: panning and zooming a filtered map asks again with the same filter. A few recent filters are kept.
 */
const FILTERED_KEEP = 16;
const filtered = new WeakMap<Database, Map<string, { version: number; clustering: Promise<Clustering> }>>();

async function filteredClustering(
  db: Database,
  filter: DirectoryFilter,
  radiusKm: number,
  version: number,
): Promise<Clustering> {
  let entries = filtered.get(db);
  if (!entries) {
    entries = new Map();
    filtered.set(db, entries);
  }
  const key = `${radiusKm}|${filterKey(filter)}`;
  const found = entries.get(key);
  if (found && found.version === version) {
    // Most recently used last.
    entries.delete(key);
    entries.set(key, found);
    return found.clustering;
  }
  const clustering = costlyRead(async () => clusterChurches(await placedChurches(db, filter), radiusKm));
  entries.set(key, { version, clustering });
  clustering.catch(() => entries.delete(key));
  while (entries.size > FILTERED_KEEP) {
    const oldest = entries.keys().next().value;
    if (oldest === undefined) break;
    entries.delete(oldest);
  }
  return clustering;
}

/** The clustering the map shows at a zoom for a filter, or null above the zoom of individual markers. */
export async function clusteringFor(
  db: Database,
  filter: DirectoryFilter,
  zoom: number,
): Promise<Clustering | null> {
  const radiusKm = clusterRadiusKm(zoom);
  if (radiusKm === null) return null;
  if (isUnfiltered(filter)) {
    const shared = whole.get(radiusKm);
    if (!shared) throw new Error(`No clustering for radius ${radiusKm} km`);
    return shared.get(db);
  }
  return filteredClustering(db, filter, radiusKm, await directoryVersion(db));
}

/** Loads (or computes once) the shared clusterings, so the first map view after a start is fast. */
export async function warmClusterings(db: Database): Promise<void> {
  for (const shared of whole.values()) await shared.warm(db);
}

/** A cluster's key in viewport answers: its radius and its seed, the church it started from. */
export function clusterKey(clustering: Clustering, index: number): string {
  return `${clustering.radiusKm}-${clustering.members[clustering.starts[index] as number]}`;
}

/** The member ids of the cluster a key names, or null when this clustering has no such cluster (any more). */
export function clusterMemberIds(clustering: Clustering, key: string): Int32Array | null {
  const match = /^(\d+)-(\d+)$/.exec(key);
  if (!match || Number(match[1]) !== clustering.radiusKm) return null;
  if (!clustering.bySeed) {
    const bySeed = new Map<number, number>();
    for (let i = 0; i < clustering.counts.length; i++) {
      bySeed.set(clustering.members[clustering.starts[i] as number] as number, i);
    }
    clustering.bySeed = bySeed;
  }
  const index = clustering.bySeed.get(Number(match[2]));
  if (index === undefined) return null;
  const start = clustering.starts[index] as number;
  return clustering.members.subarray(start, start + (clustering.counts[index] as number));
}
