// Load benchmark of the server-written pages beside the JSON they are made from: /church/:id as HTML (plain,
// and compressed as browsers ask for it) next to GET /api/churches/:id, plus the other data pages. Runs the
// real server (NODE_ENV=production) on a private PostgreSQL cluster with the demo data and 2,000 approved
// churches. Needs a built web app (pnpm build), whose index.html the pages fill.
//   pnpm bench:pages          (BENCH_SECONDS=10 BENCH_CONNECTIONS=50 by default)
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { topUpChurches } from "./lib/bench-churches.ts";
import { startPrivatePostgres } from "./lib/private-postgres.ts";
import { repoRoot, startServer, WITHOUT_LOAD_SHEDDING } from "./lib/server-process.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const CHURCHES = 2000;
const PG_PORT = 5497;
const APP_PORT = 4593;
const WEB_DIST = path.join(repoRoot, "web/dist");

if (!existsSync(path.join(WEB_DIST, "index.html"))) {
  console.error("web/dist/index.html is missing: run `pnpm build` first (the pages fill the built shell).");
  process.exit(1);
}

interface Row {
  name: string;
  bytes: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function measure(name: string, url: string, headers: Record<string, string> = {}): Promise<Row> {
  // fetch asks for compression by itself unless told otherwise; autocannon sends only the headers given.
  const sample = await fetch(url, { headers: { "accept-encoding": "identity", ...headers } });
  // fetch decodes what it receives: the header says what travelled.
  const bytes = Number(sample.headers.get("content-length") ?? (await sample.arrayBuffer()).byteLength);
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: SECONDS });
  return {
    name,
    bytes,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

const database = startPrivatePostgres(PG_PORT);
const dataDir = mkdtempSync(path.join(tmpdir(), "bench-pages-"));
let stopServer: () => Promise<void> = async () => {};
try {
  const env = {
    DATABASE_URL: database.url,
    // The server keeps its session secret and the printed admin password here: not in the project's ./data.
    DATA_DIR: dataDir,
    SESSION_SECRET: "bench-secret-bench-secret-bench-secret-12",
    WEB_DIST_DIR: WEB_DIST,
    PUBLIC_BASE_URL: `http://127.0.0.1:${APP_PORT}`,
    ...WITHOUT_LOAD_SHEDDING,
  };
  const seeding = await startServer(APP_PORT, {
    ...env,
    SEED_DEMO: "true",
    ADMIN_PASSWORD: "bench-admin-password",
  });
  await seeding.stop();
  // Service times the structured data reads as weekly schedules.
  await topUpChurches(database.url, CHURCHES, "Sunday 9:00 AM & 11:00 AM\nWednesday 7:00 PM");
  const server = await startServer(APP_PORT, env);
  stopServer = server.stop;
  const base = server.baseUrl;

  const churches = (await (await fetch(`${base}/api/churches`)).json()) as Array<{ id: number }>;
  const churchId = churches[Math.floor(churches.length / 2)]!.id;
  const events = (await (await fetch(`${base}/api/events`)).json()) as Array<{ id: number }>;
  // Browsers send this; autocannon sends no Accept-Encoding unless told.
  const compressed = { "accept-encoding": "br, gzip" };

  console.log(
    `${churches.length} approved churches, ${events.length} upcoming events; ${CONNECTIONS} connections, ` +
      `${SECONDS} s each\n`,
  );
  const targets: Array<[string, string, Record<string, string>?]> = [
    ["GET /api/churches/:id (JSON)", `${base}/api/churches/${churchId}`],
    ["GET /church/:id (HTML)", `${base}/church/${churchId}`],
    ["GET /church/:id (HTML, br)", `${base}/church/${churchId}`, compressed],
    ["GET / (HTML, br)", `${base}/`, compressed],
    ["GET /events/:id (HTML)", `${base}/events/${events[0]?.id ?? 1}`],
    ["GET /sitemap.xml", `${base}/sitemap.xml`],
  ];
  const rows: Row[] = [];
  for (const [name, url, headers] of targets) rows.push(await measure(name, url, headers));
  // autocannon leaves its last requests in flight; let them finish before the server is stopped.
  await new Promise((resolve) => setTimeout(resolve, 3000));

  const json = rows[0]!;
  const pad = (text: string, width: number) => text.padEnd(width);
  console.log(
    `${pad("route", 30)}${pad("bytes", 9)}${pad("req/s", 10)}${pad("p50 ms", 9)}${pad("p99 ms", 9)}${pad("errors", 8)}${pad("non-2xx", 9)}vs JSON`,
  );
  for (const row of rows) {
    console.log(
      `${pad(row.name, 30)}${pad(String(row.bytes), 9)}${pad(row.rps.toFixed(0), 10)}${pad(String(row.p50), 9)}` +
        `${pad(String(row.p99), 9)}${pad(String(row.errors), 8)}${pad(String(row.non2xx), 9)}${(row.rps / json.rps).toFixed(2)}`,
    );
  }
  const html = rows[1]!;
  const errors = rows.reduce((sum, row) => sum + row.errors + row.non2xx, 0);
  console.log(
    `\n/church/:id HTML at ${(html.rps / json.rps).toFixed(2)} of the JSON route's rate; ` +
      `errors: ${errors === 0 ? "none" : errors}`,
  );
} finally {
  await stopServer();
  database.destroy();
  rmSync(dataDir, { recursive: true, force: true });
}
