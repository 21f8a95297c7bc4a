// The directory at the size of a country, for the benchmarks: approved churches clumped around real Midwest
// places (the ZIP gazetteer the offline geocoder ships), drawn from a seeded PRNG so every run inserts the same.
import { createRequire } from "node:module";
import path from "node:path";
import pg from "pg";
import { repoRoot } from "./server-process.ts";

/** The national size the budgets name (docs/budgets.md). */
export const NATIONAL_SIZE = 356_642;
const SEED = 19;

/** mulberry32: a small seeded PRNG, so every run inserts the same churches. */
function prng(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Place {
  zip: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
}

const MIDWEST = new Set(["IL", "IN", "IA", "KS", "MI", "MN", "MO", "NE", "ND", "SD", "OH", "WI"]);

/**
 * The Midwest's ZIP places, from the gazetteer the offline geocoder uses (the zipcodes package). A church
 * picks a ZIP place (so a city with many ZIP codes gets many churches) and lies within a few km of it: clumps
 * around real towns, dense in cities and thin between them, as congregations are.
 */
export function midwestPlaces(): Place[] {
  const requireFromApi = createRequire(path.join(repoRoot, "api/package.json"));
  const zipcodes = requireFromApi("zipcodes") as { codes: Record<string, Place & { country: string }> };
  return Object.values(zipcodes.codes)
    .filter((place) => MIDWEST.has(place.state) && place.latitude && place.longitude)
    .sort((a, b) => a.zip.localeCompare(b.zip));
}

const FIRST = [
  "Grace",
  "First",
  "Faith",
  "Hope",
  "Trinity",
  "Bethel",
  "Calvary",
  "Emmanuel",
  "Zion",
  "Redeemer",
];
const SECOND = [
  "Baptist",
  "Community",
  "Bible",
  "Lutheran",
  "Methodist",
  "Reformed",
  "Evangelical",
  "Covenant",
];
const PASTORS = ["James", "Mary", "John", "Ruth", "David", "Grace", "Daniel", "Esther", "Samuel", "Lydia"];
const SURNAMES = ["Miller", "Johnson", "Olson", "Nguyen", "Garcia", "Schmidt", "Kim", "Brown", "Peterson"];

function gaussian(random: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

/** Adds approved churches until `count` exist, in statements of 10,000 rows (unnest: one round trip each). */
export async function topUp(url: string, count: number, places: Place[] = midwestPlaces()): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM churches WHERE is_approved",
    );
    const existing = Number(rows[0]?.count ?? 0);
    const random = prng(SEED + existing);
    const started = performance.now();
    for (let done = existing; done < count; ) {
      const batch = Math.min(10_000, count - done);
      const columns: Array<Array<string | number | null | string[]>> = Array.from({ length: 10 }, () => []);
      for (let i = 0; i < batch; i++) {
        const n = done + i;
        // Every ZIP equally likely: a city with sixty ZIP codes draws sixty times a village's share.
        const place = places[Math.floor(places.length * random())] as Place;
        const spreadKm = 2 + 6 * random();
        const unplaced = random() < 0.02;
        const lat = place.latitude + (gaussian(random) * spreadKm) / 111.2;
        const lng =
          place.longitude +
          (gaussian(random) * spreadKm) / (111.2 * Math.cos((place.latitude * Math.PI) / 180));
        const languageDraw = random();
        const languages =
          languageDraw < 0.9
            ? ["en"]
            : languageDraw < 0.97
              ? ["en", "es"]
              : languageDraw < 0.99
                ? ["es"]
                : ["ko"];
        const values = [
          `${FIRST[n % FIRST.length]} ${SECOND[Math.floor(random() * SECOND.length)]} Church ${n}`,
          `${100 + (n % 9000)} Main St`,
          place.city,
          place.state,
          place.zip,
          unplaced ? null : lat.toFixed(6),
          unplaced ? null : lng.toFixed(6),
          `${PASTORS[Math.floor(random() * PASTORS.length)]} ${SURNAMES[Math.floor(random() * SURNAMES.length)]}`,
          20 + Math.floor(random() * 800),
          languages,
        ];
        for (const [column, value] of values.entries()) columns[column]?.push(value as string);
      }
      // Arrays of arrays cannot be unnested into a text[] column: languages travel as text and are split.
      const languageText = (columns[9] as string[][]).map((codes) => codes.join(","));
      await client.query(
        `INSERT INTO churches (name, address, city, state, zip_code, latitude, longitude, pastor_name, member_count,
           worship_languages, is_approved)
         SELECT name, address, city, state, zip, lat, lng, pastor, members, string_to_array(languages, ','), true
         FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::numeric[], $7::numeric[],
           $8::text[], $9::int[], $10::text[]) AS t(name, address, city, state, zip, lat, lng, pastor, members, languages)`,
        [...columns.slice(0, 9), languageText],
      );
      done += batch;
    }
    await client.query("ANALYZE churches");
    return performance.now() - started;
  } finally {
    await client.end();
  }
}

/** Churches one pass of fillSchedules reads, zones and all. */
const SCHEDULE_BATCH = 20_000;

/**
 * Gives every church that has no schedule row yet (the ones topUp just added) its time zone, looked up from its
 * pin as the server does (@photostructure/tz-lookup), and about three weekly services (issue 41's budgets): two
 * to four each (Sunday morning in the church's first worship language, a second Sunday service, in Spanish where
 * the church worships in Spanish, a Wednesday evening prayer, a Saturday evening Mass or a first-Sunday
 * communion), drawn from the church's id so every run writes the same; one church in ten lists none (its "times
 * not listed"). The server then has nothing to settle when it starts. Returns the milliseconds it took.
 */
export async function fillSchedules(url: string): Promise<number> {
  const requireFromApi = createRequire(path.join(repoRoot, "api/package.json"));
  const tzLookup = requireFromApi("@photostructure/tz-lookup") as (lat: number, lng: number) => string;
  const zoneAt = (lat: number, lng: number) => {
    try {
      return tzLookup(lat, lng);
    } catch {
      return "";
    }
  };
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const started = performance.now();
  try {
    for (;;) {
      const { rows } = await client.query<{ id: number; latitude: string | null; longitude: string | null }>(
        `SELECT c.id, c.latitude, c.longitude FROM churches c
         WHERE NOT EXISTS (SELECT 1 FROM church_schedules s WHERE s.church_id = c.id)
         ORDER BY c.id LIMIT ${SCHEDULE_BATCH}`,
      );
      if (rows.length === 0) break;
      const ids = rows.map((row) => row.id);
      const zones = rows.map((row) =>
        row.latitude === null || row.longitude === null
          ? ""
          : zoneAt(Number(row.latitude), Number(row.longitude)),
      );
      await client.query("BEGIN");
      await client.query(
        `INSERT INTO church_schedules (church_id, time_zone, zone_latitude, zone_longitude, services_read_at)
         SELECT c.id, nullif(z.zone, ''), c.latitude, c.longitude, now()
         FROM unnest($1::int[], $2::text[]) AS z(id, zone) JOIN churches c ON c.id = z.id`,
        [ids, zones],
      );
      // h: a fixed draw per church, 0-999 (Knuth's multiplicative hash of the id).
      await client.query(
        `INSERT INTO church_services (church_id, position, days, start_minute, kind, languages, week_of_month)
         SELECT c.id, p.position,
           CASE p.position WHEN 0 THEN '{0}' WHEN 1 THEN '{0}' WHEN 2 THEN '{3}'
             ELSE CASE WHEN h % 2 = 0 THEN '{6}' ELSE '{0}' END END::smallint[],
           CASE p.position
             WHEN 0 THEN (ARRAY[480, 540, 570, 600, 630, 660])[1 + h % 6]
             WHEN 1 THEN (ARRAY[660, 690, 720, 1080])[1 + h % 4]
             WHEN 2 THEN (ARRAY[1110, 1140])[1 + h % 2]
             ELSE 1020 END,
           CASE p.position
             WHEN 0 THEN CASE WHEN h % 7 = 0 THEN 'mass' ELSE 'worship' END
             WHEN 1 THEN CASE WHEN h % 7 = 0 THEN 'mass' ELSE 'worship' END
             WHEN 2 THEN CASE WHEN h % 3 = 0 THEN 'bible-study' ELSE 'prayer' END
             ELSE CASE WHEN h % 2 = 0 THEN 'mass' ELSE 'other' END END,
           CASE p.position
             WHEN 0 THEN c.worship_languages[1:1]
             WHEN 1 THEN CASE WHEN 'es' = ANY(c.worship_languages) THEN '{es}' ELSE c.worship_languages[1:1] END
             ELSE '{}' END::varchar(2)[],
           CASE WHEN p.position = 3 AND h % 2 = 1 THEN 1 END
         FROM unnest($1::int[]) AS ids(id)
         JOIN churches c ON c.id = ids.id
         CROSS JOIN LATERAL (SELECT (c.id::bigint * 2654435761 % 1000)::int AS h) draw
         CROSS JOIN LATERAL generate_series(0, 1 + least(2, c.id % 4)) AS p(position)
         WHERE h >= 100`,
        [ids],
      );
      await client.query("COMMIT");
    }
    await client.query("ANALYZE church_services");
    await client.query("ANALYZE church_schedules");
    return performance.now() - started;
  } finally {
    await client.end();
  }
}
