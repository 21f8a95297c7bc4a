import type { DirectoryFilter, directoryClusterMembersSchema, directoryViewportSchema } from "@app/shared";
import { sql } from "kysely";
import type { z } from "zod";
import type { Database } from "../../db/connect.ts";
import { type Clustering, clusteringFor, clusterKey, clusterMemberIds } from "./clusters.ts";
import { directoryCondition, directoryFilterOf, filterKey, placedCondition } from "./directory-filter.ts";
import { remember, VersionedAnswers } from "./directory-version.ts";

export type ViewportInput = z.output<typeof directoryViewportSchema>;
export type ClusterMembersInput = z.output<typeof directoryClusterMembersSchema>;

export interface ViewportCluster {
  key: string;
  lat: number;
  lng: number;
  count: number;
}
export interface ViewportMarker {
  id: number;
  name: string;
  city: string;
  state: string;
  pastorName: string | null;
  lat: number;
  lng: number;
}
export interface Viewport {
  clusters: ViewportCluster[];
  markers: ViewportMarker[];
}

/**
 * Above zoom 10 a real map shows a few streets; a client claiming the whole world at zoom 22 gets at most this
 * many markers (the nearest the viewport's centre come first), never the whole directory.
 */
export const VIEWPORT_MAX_MARKERS = 5000;

/** A longitude inside [west, east], the box crossing the antimeridian when west > east. */
function inLongitudes(lng: number, west: number, east: number): boolean {
  return west <= east ? lng >= west && lng <= east : lng >= west || lng <= east;
}

/** The lng/lat boxes of a viewport: two when it crosses the antimeridian. */
function boxes({ west, south, east, north }: ViewportInput): [number, number, number, number][] {
  return west <= east
    ? [[west, south, east, north]]
    : [
        [west, south, 180, north],
        [-180, south, east, north],
      ];
}

const markerColumns = sql`churches.id, churches.name, churches.city, churches.state, churches.pastor_name AS "pastorName", churches.latitude::float8 AS lat, churches.longitude::float8 AS lng`;

/** Clusters and markers of a map viewport under the clustering rule (docs/product/directory.md#the-map). */
export async function directoryViewport({ db }: { db: Database }, input: ViewportInput): Promise<Viewport> {
  const filter = directoryFilterOf(input);
  const south = Math.min(input.south, input.north);
  const north = Math.max(input.south, input.north);
  const key = `${filterKey(filter)}|${input.west}|${south}|${input.east}|${north}`;
  const clustering = await clusteringFor(db, filter, input.zoom);
  if (!clustering) {
    // Visitors of one town ask for the same box: its answer is kept per directory version.
    return markerAnswers.get(db, key, () => markersViewport(db, filter, { ...input, south, north }));
  }
  // Every visitor's map starts at the same view: its answer is kept with the clustering it came from.
  return remember(answersByClustering, clustering, key, 64, () =>
    clusteredViewport(db, clustering, filter, { ...input, south, north }),
  );
}

const answersByClustering = new WeakMap<Clustering, Map<string, Promise<Viewport>>>();
/** At most 5,000 markers each: a few dozen boxes kept, not hundreds. */
const markerAnswers = new VersionedAnswers<Viewport>(32);

/** Individual markers: the lng/lat GiST index finds the churches in the box. */
async function markersViewport(
  db: Database,
  filter: DirectoryFilter,
  input: ViewportInput,
): Promise<Viewport> {
  const { south, north } = input;
  const width = (input.east - input.west + 360) % 360;
  const centreLng = ((input.west + width / 2 + 540) % 360) - 180;
  const inBox = sql.join(
    boxes({ ...input, south, north }).map(
      ([w, s, e, n]) =>
        sql`cube(ARRAY[churches.longitude::float8, churches.latitude::float8]) <@ cube(ARRAY[${w}::float8, ${s}::float8], ARRAY[${e}::float8, ${n}::float8])`,
    ),
    sql` OR `,
  );
  // The box search runs first (the GiST index's containment search, bounded), then the nearest to the centre
  // are kept. Ordering the index scan by distance instead would walk past the box's edge through every
  // church on the way to the cap.
  const result = await sql<ViewportMarker>`
    WITH in_box AS MATERIALIZED (
      SELECT ${markerColumns} FROM churches
      WHERE ${directoryCondition(filter)} AND ${placedCondition} AND (${inBox})
      LIMIT ${VIEWPORT_MAX_MARKERS * 4}
    )
    SELECT * FROM in_box
    ORDER BY (lng - ${centreLng}::float8) ^ 2 + (lat - ${(south + north) / 2}::float8) ^ 2, id
    LIMIT ${VIEWPORT_MAX_MARKERS}`.execute(db);
  return { clusters: [], markers: result.rows };
}

async function clusteredViewport(
  db: Database,
  clustering: Clustering,
  filter: DirectoryFilter,
  input: ViewportInput,
): Promise<Viewport> {
  const { south, north } = input;
  const clusters: ViewportCluster[] = [];
  const singles: number[] = [];
  const { latitudes, longitudes, counts, starts, members } = clustering;
  for (let i = 0; i < counts.length; i++) {
    const lat = latitudes[i] as number;
    const lng = longitudes[i] as number;
    if (lat < south || lat > north || !inLongitudes(lng, input.west, input.east)) continue;
    // A cluster of one is a church: the map draws it as a marker with its popup.
    if (counts[i] === 1) singles.push(members[starts[i] as number] as number);
    else clusters.push({ key: clusterKey(clustering, i), lat, lng, count: counts[i] as number });
  }
  let markers: ViewportMarker[] = [];
  if (singles.length > 0) {
    const result = await sql<ViewportMarker>`
      SELECT ${markerColumns} FROM churches
      WHERE churches.id = ANY(${singles}::int[]) AND ${directoryCondition(filter)} AND ${placedCondition}
      ORDER BY churches.id`.execute(db);
    markers = result.rows;
  }
  return { clusters, markers };
}

/** The churches of one cluster, by name, for the popup '{n} Churches in this area'. */
export async function directoryClusterMembers(
  { db }: { db: Database },
  input: ClusterMembersInput,
): Promise<{ items: { id: number; name: string; city: string; state: string }[]; total: number }> {
  const filter = directoryFilterOf(input);
  const clustering = await clusteringFor(db, filter, input.zoom);
  const ids = clustering ? clusterMemberIds(clustering, input.key) : null;
  if (!ids || ids.length === 0) return { items: [], total: 0 };
  const idList = Array.from(ids);
  // The filter again: a church edited or removed since the clustering was made leaves the list at once.
  const matching = sql`churches.id = ANY(${idList}::int[]) AND ${directoryCondition(filter)}`;
  const [items, total] = await Promise.all([
    sql<{ id: number; name: string; city: string; state: string }>`
      SELECT churches.id, churches.name, churches.city, churches.state FROM churches
      WHERE ${matching} ORDER BY churches.name, churches.id OFFSET ${input.offset} LIMIT ${input.limit}`.execute(
      db,
    ),
    sql<{ total: number }>`SELECT count(*)::int AS total FROM churches WHERE ${matching}`.execute(db),
  ]);
  return { items: items.rows, total: total.rows[0]?.total ?? 0 };
}
