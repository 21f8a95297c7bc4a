// Issue 45's budget: a 5,000-row spreadsheet previews within 60 s and commits within 60 s, and the server's
// RSS grows by at most 150 MB. Starts the real server (NODE_ENV=production) on a fresh database of the
// PostgreSQL at BENCH_DATABASE_URL (default the developers' local one), signs in as an administrator,
// uploads a generated CSV through POST /api/admin/imports, keeps the guessed mapping, and polls the batch as
// the screen does. Prints the figures beside the budget, the load average and a CPU calibration; asserts
// nothing (docs/product/import.md "Budget").
//   pnpm bench:import     (BENCH_ROWS=5000 BENCH_APP_PORT=4651)
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import pg from "pg";
import { hashPassword } from "../api/src/services/auth/password.ts";
import { repoRoot, startServer } from "./lib/server-process.ts";

const ROWS = Number(process.env.BENCH_ROWS ?? 5000);
const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 4651);
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const ADMIN_EMAIL = "bench-import@example.org";
const ADMIN_PASSWORD = "bench-import-password";
const BUDGET_S = 60;
const BUDGET_RSS_MB = 150;

/** A fixed CPU loop's time: compares this run's machine with another's. */
function calibration(): number {
  const started = performance.now();
  let x = 0;
  for (let i = 0; i < 50_000_000; i++) x = (x + i * 7) % 1_000_003;
  if (x < 0) console.log(x);
  return performance.now() - started;
}

/** The server's resident memory, from /proc (Linux). */
function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

function generatedCsv(rows: number): Buffer {
  const towns = [
    ["Ames", "IA", "50010"],
    ["Des Moines", "IA", "50309"],
    ["Omaha", "NE", "68102"],
    ["Madison", "WI", "53703"],
    ["Minneapolis", "MN", "55401"],
    ["Chicago", "IL", "60614"],
  ];
  const lines = ["Church Name,Pastor,Address,City,State,Zip,Phone,Email,Service Times,Members"];
  for (let i = 0; i < rows; i++) {
    const [city, state, zip] = towns[i % towns.length]!;
    lines.push(
      `Bench Church ${i},Pastor ${i},${100 + i} Main St,${city},${state},${zip},(515) 555-${String(i % 10000).padStart(4, "0")},office${i}@example.org,"Sunday 10:00 AM",${i % 400}`,
    );
  }
  return Buffer.from(`${lines.join("\r\n")}\r\n`);
}

async function signIn(base: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  if (!response.ok) throw new Error(`Sign-in answered ${response.status}: ${await response.text()}`);
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith("session="));
  if (!cookie) throw new Error("Sign-in set no session cookie");
  return cookie.split(";")[0]!;
}

interface Batch {
  id: number;
  status: string;
  processedRows: number;
  totalRows: number;
  mapping: Record<string, string>;
  counts: Record<string, number>;
  error: string | null;
}

async function procedure<T>(
  base: string,
  cookie: string,
  name: string,
  input: unknown,
  mutation = false,
): Promise<T> {
  const url = mutation
    ? `${base}/trpc/${name}`
    : `${base}/trpc/${name}?input=${encodeURIComponent(JSON.stringify(input))}`;
  const response = await fetch(url, {
    method: mutation ? "POST" : "GET",
    headers: { cookie, origin: base, ...(mutation && { "content-type": "application/json" }) },
    ...(mutation && { body: JSON.stringify(input) }),
  });
  const body = (await response.json()) as { result?: { data?: T }; error?: unknown };
  if (!response.ok || !body.result)
    throw new Error(`${name} answered ${response.status}: ${JSON.stringify(body)}`);
  return body.result.data as T;
}

/** Polls the batch every 250 ms (the screen polls each second) until it leaves `working`; the peak RSS too. */
async function until(base: string, cookie: string, batchId: number, working: string, pid: number) {
  let peak = 0;
  for (;;) {
    peak = Math.max(peak, rssMb(pid));
    const batch = await procedure<Batch>(base, cookie, "imports.byId", { batchId });
    if (batch.status !== working) return { batch, peak };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const admin = new pg.Client({ connectionString: SERVER_URL });
await admin.connect();
const dbName = `bench_import_${Date.now().toString(36)}`;
await admin.query(`CREATE DATABASE ${dbName}`);
const databaseUrl = SERVER_URL.replace(/\/[^/]*$/, `/${dbName}`);
let stop: (() => Promise<void>) | undefined;
try {
  const env = {
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: "bench-secret-bench-secret-bench-secret-12",
    WEB_DIST_DIR: path.join(repoRoot, "web/dist"),
    ADMIN_2FA: "optional",
  };
  // The first start migrates the empty database.
  await (await startServer(APP_PORT, env)).stop();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(
    "INSERT INTO users (email, password, first_name, last_name, role) VALUES ($1, $2, 'Bench', 'Admin', 'admin')",
    [ADMIN_EMAIL, await hashPassword(ADMIN_PASSWORD)],
  );
  await client.end();

  const server = await startServer(APP_PORT, env);
  stop = server.stop;
  const pid = server.child.pid!;
  const base = server.baseUrl;
  const cookie = await signIn(base);
  const csv = generatedCsv(ROWS);
  const calibrationMs = calibration();
  const rssBefore = rssMb(pid);

  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(csv)], { type: "text/csv" }), "bench.csv");
  const uploadStarted = performance.now();
  const uploaded = await fetch(`${base}/api/admin/imports`, {
    method: "POST",
    headers: { cookie, origin: base },
    body: form,
  });
  if (uploaded.status !== 202)
    throw new Error(`Upload answered ${uploaded.status}: ${await uploaded.text()}`);
  const { batchId } = (await uploaded.json()) as { batchId: number };
  const parsed = await until(base, cookie, batchId, "parsing", pid);
  const parseS = (performance.now() - uploadStarted) / 1000;
  await procedure(base, cookie, "imports.setMapping", { batchId, mapping: parsed.batch.mapping }, true);
  const previewed = await until(base, cookie, batchId, "previewing", pid);
  const previewS = (performance.now() - uploadStarted) / 1000;
  if (previewed.batch.status !== "preview")
    throw new Error(`Preview ended ${previewed.batch.status}: ${previewed.batch.error}`);

  const commitStarted = performance.now();
  await procedure(base, cookie, "imports.commit", { batchId }, true);
  const committed = await until(base, cookie, batchId, "committing", pid);
  const commitS = (performance.now() - commitStarted) / 1000;
  if (committed.batch.status !== "committed")
    throw new Error(`Commit ended ${committed.batch.status}: ${committed.batch.error}`);

  const undoStarted = performance.now();
  await procedure(base, cookie, "imports.undo", { batchId }, true);
  const undoS = (performance.now() - undoStarted) / 1000;
  const peak = Math.max(parsed.peak, previewed.peak, committed.peak, rssMb(pid));

  const verdict = (ok: boolean) => (ok ? "within budget" : "OVER BUDGET");
  console.log(`bench:import, ${ROWS} rows (${(csv.length / 1024).toFixed(0)} KB CSV)`);
  console.log(
    `  load average (1/5/15 min): ${loadavg()
      .map((value) => value.toFixed(2))
      .join(" / ")}`,
  );
  console.log(`  calibration: a fixed CPU loop took ${calibrationMs.toFixed(0)} ms`);
  console.log(`  upload and parse:          ${parseS.toFixed(1)} s`);
  console.log(
    `  preview ready (from upload): ${previewS.toFixed(1)} s   budget ${BUDGET_S} s: ${verdict(previewS <= BUDGET_S)}`,
  );
  console.log(
    `  commit:                    ${commitS.toFixed(1)} s   budget ${BUDGET_S} s: ${verdict(commitS <= BUDGET_S)}`,
  );
  console.log(`  undo (one request):        ${undoS.toFixed(1)} s`);
  console.log(
    `  server RSS: ${rssBefore.toFixed(0)} MB before, ${peak.toFixed(0)} MB at peak, growth ${(peak - rssBefore).toFixed(0)} MB   budget ${BUDGET_RSS_MB} MB: ${verdict(peak - rssBefore <= BUDGET_RSS_MB)}`,
  );
  console.log(`  counts: ${JSON.stringify(committed.batch.counts)}`);
} finally {
  await stop?.();
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.end();
}
