// Load benchmark of the hot public reads, printed side by side with a bare Fastify route returning the same
// bytes as the church list. Runs the real server (NODE_ENV=production) on a private PostgreSQL cluster seeded
// with the demo data plus generated churches (2,000 approved in all).
//   pnpm bench:api            (BENCH_SECONDS=10 BENCH_CONNECTIONS=50 by default)
import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { topUpChurches } from "./lib/bench-churches.ts";
import { startPrivatePostgres } from "./lib/private-postgres.ts";
import { repoRoot, startServer } from "./lib/server-process.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const CHURCHES = 2000;
const PG_PORT = 5498;
const APP_PORT = 4591;
const BARE_PORT = 4592;

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function measure(name: string, url: string): Promise<Row> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS });
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

const database = startPrivatePostgres(PG_PORT);
const children: Array<{ kill: () => void }> = [];
try {
  // Seed the demo data through the server's own start-up, then top up to 2,000 approved churches.
  const seeding = await startServer(APP_PORT, {
    DATABASE_URL: database.url,
    SEED_DEMO: "true",
    ADMIN_PASSWORD: "bench-admin-password",
    SESSION_SECRET: "bench-secret-bench-secret-bench-secret-12",
    WEB_DIST_DIR: path.join(repoRoot, "web/dist"),
  });
  await seeding.stop();
  await topUpChurches(database.url, CHURCHES);
  const server = await startServer(APP_PORT, {
    DATABASE_URL: database.url,
    SESSION_SECRET: "bench-secret-bench-secret-bench-secret-12",
    WEB_DIST_DIR: path.join(repoRoot, "web/dist"),
  });
  children.push({ kill: () => void server.stop() });
  const base = server.baseUrl;

  const listResponse = await fetch(`${base}/api/churches`);
  const listBody = Buffer.from(await listResponse.arrayBuffer());
  const churches = JSON.parse(listBody.toString()) as Array<{ id: number }>;
  const bodyFile = path.join(tmpdir(), `bench-church-list-${process.pid}.json`);
  writeFileSync(bodyFile, listBody);
  const bare = spawn(
    process.execPath,
    ["--import", "tsx", "scripts/lib/bare-server.ts", bodyFile, String(BARE_PORT)],
    {
      cwd: repoRoot,
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  children.push({ kill: () => bare.kill() });
  await new Promise<void>((resolve) => bare.stdout!.once("data", () => resolve()));

  console.log(
    `${churches.length} approved churches; church list ${(listBody.length / 1024).toFixed(0)} KB; ` +
      `${CONNECTIONS} connections, ${SECONDS} s each\n`,
  );
  const targets: Array<[string, string]> = [
    ["bare Fastify (same bytes as the list)", `http://127.0.0.1:${BARE_PORT}/bare`],
    ["GET /api/churches", `${base}/api/churches`],
    ["GET /api/churches/search?q=grace", `${base}/api/churches/search?q=grace`],
    ["GET /api/churches/:id", `${base}/api/churches/${churches[Math.floor(churches.length / 2)]?.id ?? 1}`],
    ["GET /api/events", `${base}/api/events`],
    ["GET /api/resources", `${base}/api/resources`],
    ["GET /api/health", `${base}/api/health`],
  ];
  const rows: Row[] = [];
  for (const [name, url] of targets) rows.push(await measure(name, url));

  const bareRps = rows[0]!.rps;
  const pad = (text: string, width: number) => text.padEnd(width);
  console.log(
    `${pad("route", 40)}${pad("req/s", 10)}${pad("p50 ms", 9)}${pad("p99 ms", 9)}${pad("errors", 8)}${pad("non-2xx", 9)}vs bare`,
  );
  for (const row of rows) {
    console.log(
      `${pad(row.name, 40)}${pad(row.rps.toFixed(0), 10)}${pad(String(row.p50), 9)}${pad(String(row.p99), 9)}` +
        `${pad(String(row.errors), 8)}${pad(String(row.non2xx), 9)}${(row.rps / bareRps).toFixed(2)}`,
    );
  }
  const list = rows[1]!;
  const errors = rows.reduce((sum, row) => sum + row.errors + row.non2xx, 0);
  console.log(
    `\nbudget: zero errors (${errors === 0 ? "met" : `NOT met: ${errors}`}); church list at least half the bare ` +
      `route's rate (${(list.rps / bareRps).toFixed(2)}: ${list.rps >= bareRps / 2 ? "met" : "NOT met"})`,
  );
} finally {
  for (const child of children) child.kill();
  await new Promise((resolve) => setTimeout(resolve, 500));
  database.destroy();
}
