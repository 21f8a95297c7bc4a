// Generated approved churches for the benchmarks, spread over the ten states, added until `count` exist.
import pg from "pg";

export async function topUpChurches(
  url: string,
  count: number,
  serviceTimes = "Sunday 10:00 AM",
): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ count: string }>("SELECT count(*) FROM churches WHERE is_approved");
  const missing = count - Number(rows[0]!.count);
  const states = ["IL", "IN", "IA", "KS", "MI", "MN", "MO", "NE", "OH", "WI"];
  for (let i = 0; i < missing; i++) {
    await client.query(
      `INSERT INTO churches (name, address, city, state, zip_code, latitude, longitude, pastor_name, email, phone,
         service_times, description, member_count, is_approved)
       VALUES ($1, $2, $3, $4, '50010', $5, $6, $7, $8, '(515) 555-0100', $9,
         'A generated church for the benchmark.', $10, true)`,
      [
        `Benchmark Church ${i}`,
        `${100 + i} Main St`,
        `Town ${i % 300}`,
        states[i % states.length],
        (37 + ((i * 7919) % 1000) / 125).toFixed(6),
        (-97 + ((i * 104729) % 1000) / 77).toFixed(6),
        `Pastor ${i}`,
        `church${i}@bench.example.org`,
        serviceTimes,
        40 + (i % 900),
      ],
    );
  }
  await client.end();
}

/**
 * Adds churches until `count` exist, approved and pending alike, in one INSERT ... SELECT per 50,000 rows (a
 * national size in a minute or two, where topUpChurches sends a statement per church). Names, towns and pastors
 * repeat in known proportions, so a benchmark's search matches a known share: "Grace" one church in ten.
 * Every `pendingEvery`th church awaits approval.
 */
export async function insertChurchesBySeries(url: string, count: number, pendingEvery = 33): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>("SELECT count(*) FROM churches");
    for (let done = Number(rows[0]!.count); done < count; done += 50_000) {
      await client.query(
        `INSERT INTO churches (name, address, city, state, zip_code, latitude, longitude, pastor_name,
           service_times, member_count, is_approved, created_at)
         SELECT (ARRAY['Grace','First','Faith','Hope','Trinity','Bethel','Calvary','Emmanuel','Zion','Redeemer'])[1 + n % 10]
             || ' ' || (ARRAY['Baptist','Community','Bible','Lutheran','Methodist','Reformed','Evangelical','Covenant'])[1 + (n / 10) % 8]
             || ' Church ' || n,
           (100 + n % 9000) || ' Main St',
           'Town ' || (n % 3000),
           (ARRAY['IL','IN','IA','KS','MI','MN','MO','NE','ND','SD','OH','WI'])[1 + n % 12],
           lpad((50000 + n % 9000)::text, 5, '0'),
           round((37 + (n::bigint * 7919 % 10000) / 1000.0)::numeric, 6),
           round((-97 + (n::bigint * 104729 % 15000) / 1000.0)::numeric, 6),
           (ARRAY['James','Mary','John','Ruth','David','Grace','Daniel','Esther','Samuel','Lydia'])[1 + (n / 7) % 10]
             || ' ' || (ARRAY['Miller','Johnson','Olson','Nguyen','Garcia','Schmidt','Kim','Brown','Peterson'])[1 + (n / 3) % 9],
           'Sunday 10:00 AM', 20 + n % 800, n % $3 <> 0, now() - make_interval(mins => n)
         FROM generate_series($1::int + 1, $2::int) AS n`,
        [done, Math.min(count, done + 50_000), pendingEvery],
      );
    }
  } finally {
    await client.end();
  }
}
