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
