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
