import tzLookup from "@photostructure/tz-lookup";
import { sql } from "kysely";
import type { Database } from "../../db/connect.ts";

/**
 * The IANA time zone at a church's pin (offline, @photostructure/tz-lookup): a service's "9:00" is 9:00 there
 * (docs/product/weekly-services.md, "Local time"). Null when the lookup cannot say.
 */
export function timeZoneAt(latitude: number, longitude: number): string | null {
  try {
    return tzLookup(latitude, longitude);
  } catch {
    return null;
  }
}

/** Churches whose zone one pass looks up: a national directory takes a few hundred passes, once. */
const ZONES_PER_PASS = 2000;

/**
 * Looks up the zone of the next batch of placed churches, after the church `after`, that have none yet or whose pin
 * moved since (the pin each zone was looked up for is kept beside it, migration 0017). Gives the last church it
 * looked at (for the next batch to start after) and how many it looked up, or null when none was left.
 */
export async function fillTimeZones(
  db: Database,
  { after = 0, limit = ZONES_PER_PASS }: { after?: number; limit?: number } = {},
): Promise<{ last: number; count: number } | null> {
  const rows = await db
    .selectFrom("churches as c")
    .leftJoin("churchSchedules as s", "s.churchId", "c.id")
    .select(["c.id", "c.latitude", "c.longitude"])
    .where("c.latitude", "is not", null)
    .where("c.longitude", "is not", null)
    .where("c.id", ">", after)
    .where((eb) =>
      eb.or([
        eb("s.churchId", "is", null),
        eb("s.zoneLatitude", "is distinct from", eb.ref("c.latitude")),
        eb("s.zoneLongitude", "is distinct from", eb.ref("c.longitude")),
      ]),
    )
    .orderBy("c.id")
    .limit(limit)
    .execute();
  if (rows.length === 0) return null;
  const ids = rows.map((row) => row.id);
  // An empty zone marks "looked up, no zone" for this pin, so the next pass does not ask again.
  const zones = rows.map((row) => timeZoneAt(Number(row.latitude), Number(row.longitude)) ?? "");
  await sql`
    INSERT INTO church_schedules (church_id, time_zone, zone_latitude, zone_longitude)
    SELECT c.id, looked_up.zone, c.latitude, c.longitude
    FROM unnest(${ids}::int[], ${zones}::text[]) AS looked_up(id, zone)
    JOIN churches c ON c.id = looked_up.id
    ON CONFLICT (church_id) DO UPDATE SET
      time_zone = excluded.time_zone,
      zone_latitude = excluded.zone_latitude,
      zone_longitude = excluded.zone_longitude`.execute(db);
  return { last: ids.at(-1) ?? after, count: ids.length };
}

/** Looks up every church's zone that is missing or stale, batch after batch; says how many it looked up. */
export async function fillAllTimeZones(db: Database, pause: () => Promise<void>): Promise<number> {
  let looked = 0;
  for (
    let batch = await fillTimeZones(db);
    batch !== null;
    batch = await fillTimeZones(db, { after: batch.last })
  ) {
    looked += batch.count;
    await pause();
  }
  return looked;
}
