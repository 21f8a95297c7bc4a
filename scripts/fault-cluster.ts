// Fault rehearsal of a cluster (issue 38, point 6): a private PostgreSQL cluster, two instances of the compiled
// server (TRUST_PROXY=1) behind a small load balancer (lib/balancer.ts: round robin, routed by /api/ready). It shows:
//   1. a rolling restart under steady load (reads and writes): SIGTERM A, start it, wait ready, then B: no request
//      fails;
//   2. one instance killed with SIGKILL under load: the other serves on, every acknowledged write is in the
//      database, and only unacknowledged writes failed;
//   3. a pg_dump -Fc taken while writes go on, restored into a fresh database, equal table by table (rows hashed)
//      to the snapshot it was taken from, uploads included;
//   4. twice the load one instance can serve (measured first by ramping clients): quick 503s with Retry-After
//      instead of timing everything out, and requests served again within 5 s of the load stopping.
// Prints each check ok/FAIL with its figures; exits non-zero when one fails.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { deflateSync } from "node:zlib";
import pg from "pg";
import { startBalancer } from "./lib/balancer.ts";
import { startPrivatePostgres } from "./lib/private-postgres.ts";
import { repoRoot, type ServerProcess, startServer } from "./lib/server-process.ts";

const PG_PORT = Number(process.env.FAULT_PG_PORT ?? 5498);
const BALANCER_PORT = Number(process.env.FAULT_BALANCER_PORT ?? 4600);
const PORTS = { A: Number(process.env.FAULT_PORT_A ?? 4601), B: Number(process.env.FAULT_PORT_B ?? 4602) };
const ADMIN = { email: "fault-admin@example.org", password: "fault-cluster-password" };
/** A client gives up on a request after this long: such a request counts as timed out. */
const CLIENT_TIMEOUT_MS = 10_000;
/** The read hammered in the overload rehearsal: the calendar feed, the demo's costliest public read (~15-60 ms). */
const OVERLOAD_PATH = process.env.FAULT_OVERLOAD_PATH ?? "/api/events.ics";
const RUN = Date.now().toString(36);
/** Which rehearsals to run, e.g. FAULT_STEPS=4 while tuning one (all by default). */
const STEPS = new Set((process.env.FAULT_STEPS ?? "1234").split(""));
const started = Date.now();

const failures: string[] = [];
const check = (ok: boolean, message: string) => {
  console.log(`${ok ? "ok  " : "FAIL"}  ${message}`);
  if (!ok) failures.push(message);
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};
const ms = (value: number) => `${Math.round(value)} ms`;

// ---- the cluster ----

// The server as production runs it (the esbuild bundle, no tsx), built from the current sources into a private
// directory (as bench:scale does) so no other checkout's api/dist is replaced. It starts in seconds, where tsx
// took 30-50 s here, transpiling on the cores the other instance was serving from alone.
const SERVER_DIST = path.join(repoRoot, "api/node_modules/.cache/fault-cluster-dist");
const { buildApi } = (await import(path.join(repoRoot, "scripts/build-api.mjs"))) as {
  buildApi: (outdir: string) => Promise<void>;
};
await buildApi(SERVER_DIST);
const workDir = mkdtempSync(path.join(tmpdir(), "fault-cluster-"));
const database = startPrivatePostgres(PG_PORT);
const servers: Partial<Record<"A" | "B", ServerProcess>> = {};
const baseEnv = {
  DATABASE_URL: database.url,
  SESSION_SECRET: "fault-cluster-secret-fault-cluster-secret-1",
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  TRUST_PROXY: "1",
  // After SIGTERM an instance serves on for 1 s with /api/ready at 503: the balancer checks every 200 ms, so it has
  // taken the instance out before its listener closes (a request sent into a closing listener is reset).
  SHUTDOWN_DRAIN_MS: "1000",
  // Every client of this script reaches the instances from 127.0.0.1, through the balancer: one address's limits
  // would refuse the steady writes (5 plant requests an hour) long before a fault does anything.
  RATE_LIMIT_SCALE: "1000",
  WEB_DIST_DIR: "/nonexistent",
  // The generated password file and anything else a start writes stay out of the working tree.
  DATA_DIR: workDir,
  PUBLIC_BASE_URL: `http://127.0.0.1:${BALANCER_PORT}`,
};
const start = (name: "A" | "B", extra: Record<string, string> = {}) =>
  startServer(PORTS[name], { ...baseEnv, ...extra }, path.join(SERVER_DIST, "server.js")).then((server) => {
    servers[name] = server;
    return server;
  });

const balancer = await startBalancer(BALANCER_PORT, [
  { name: "A", port: PORTS.A },
  { name: "B", port: PORTS.B },
]);
const base = balancer.url;
const sql = new pg.Pool({ connectionString: database.url, max: 4 });

// ---- steady load through the balancer: reads and writes ----

interface Sample {
  kind: "read" | "write";
  at: number;
  ms: number;
  status: number;
  /** The write's key (its requestor e-mail), to find it in the database. */
  key?: string;
  retryAfter?: string | null;
  /** The start of an unexpected answer's body, or the client's error. */
  detail?: string;
}

let writeCount = 0;
function plantRequest(key: string) {
  return {
    requestorName: "Fault Rehearsal",
    requestorEmail: key,
    cityName: "Springfield",
    stateName: "IL",
    reasonForRequest: `A church plant request written by the fault rehearsal ${RUN}.`,
  };
}

async function timed(
  kind: Sample["kind"],
  url: string,
  init: RequestInit = {},
  key?: string,
): Promise<Sample> {
  const at = Date.now();
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS) });
    const body = await response.text();
    return {
      kind,
      at,
      ms: Date.now() - at,
      status: response.status,
      key,
      retryAfter: response.headers.get("retry-after"),
      detail: response.status >= 300 ? body.slice(0, 120) : undefined,
    };
  } catch (error) {
    const cause =
      error instanceof Error ? `${error.message} ${(error.cause as Error | undefined)?.message ?? ""}` : "";
    return { kind, at, ms: Date.now() - at, status: 0, key, detail: cause.trim() };
  }
}

/** A GET through a pool of connections, given up after CLIENT_TIMEOUT_MS from the call (status 0). */
function pooledGet(url: string, agent: http.Agent): Promise<Sample> {
  const at = Date.now();
  return new Promise((resolve) => {
    const done = (status: number, retryAfter: string | null = null) => {
      clearTimeout(deadline);
      resolve({ kind: "read", at, ms: Date.now() - at, status, retryAfter });
    };
    const request = http.get(url, { agent }, (response) => {
      response.resume();
      response.on("end", () =>
        done(response.statusCode ?? 0, (response.headers["retry-after"] as string) ?? null),
      );
      response.on("error", () => done(0));
    });
    request.on("error", () => done(0));
    const deadline = setTimeout(() => request.destroy(new Error("timeout")), CLIENT_TIMEOUT_MS);
  });
}

function write(): Promise<Sample> {
  const key = `w${++writeCount}-${RUN}@fault.test`;
  return timed(
    "write",
    `${base}/api/church-plant-requests`,
    {
      method: "POST",
      headers: { "content-type": "application/json", origin: base },
      body: JSON.stringify(plantRequest(key)),
    },
    key,
  );
}

const expected = (sample: Sample) => sample.status === (sample.kind === "write" ? 201 : 200);

/**
 * `clients` loops, each a read, a read, a write, ..., with 100 ms between an answer and the next request, until
 * stopped: a load one instance can carry alone, as a rolling restart assumes (clients with no pause would keep
 * any instance saturated, and shedding by design).
 */
function steadyLoad(reads: string[], clients: number) {
  const samples: Sample[] = [];
  let running = true;
  const workers = Array.from({ length: clients }, async (_, index) => {
    for (let i = index; running; i++) {
      samples.push(i % 3 === 2 ? await write() : await timed("read", `${base}${reads[i % reads.length]}`));
      await sleep(100);
    }
  });
  return {
    samples,
    stop: async () => {
      running = false;
      await Promise.all(workers);
      return samples;
    },
  };
}

const tally = (samples: Sample[]) => {
  const byStatus = new Map<string, number>();
  for (const sample of samples) {
    const key = `${sample.kind} ${sample.status}`;
    byStatus.set(key, (byStatus.get(key) ?? 0) + 1);
  }
  return [...byStatus].map(([key, count]) => `${key}: ${count}`).join(", ");
};

/** The unexpected answers, at most five, for the output. */
const describeFailures = (samples: Sample[]) =>
  samples
    .filter((sample) => !expected(sample))
    .slice(0, 5)
    .map((s) => `   - ${s.kind} ${s.status} after ${s.ms} ms: ${s.detail ?? ""}`)
    .join("\n");

/** Which of these writes' keys are in the database. */
async function keysFound(keys: string[]): Promise<Set<string>> {
  const { rows } = await sql.query<{ requestor_email: string }>(
    "SELECT requestor_email FROM church_plant_requests WHERE requestor_email = ANY($1)",
    [keys],
  );
  return new Set(rows.map((row) => row.requestor_email));
}

/** A small PNG (a 64x64 gradient), made here so the script needs no image on disk. */
function png(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const size = 64;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const raw = Buffer.alloc(size * (1 + size * 3));
  for (let y = 0; y < size; y++) {
    const row = y * (1 + size * 3);
    for (let x = 0; x < size; x++) raw.set([x * 4, y * 4, 128], row + 1 + x * 3);
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** Every table's row count and the md5 of its rows in order, as `client` sees them. */
async function tableHashes(
  client: pg.ClientBase,
): Promise<Map<string, { rows: number; md5: string | null }>> {
  const { rows: tables } = await client.query<{ name: string }>(
    `SELECT format('%I.%I', table_schema, table_name) AS name FROM information_schema.tables
     WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema') ORDER BY 1`,
  );
  const hashes = new Map<string, { rows: number; md5: string | null }>();
  for (const { name } of tables) {
    const { rows } = await client.query<{ rows: string; md5: string | null }>(
      `SELECT count(*) AS rows, md5(string_agg(t::text, ',' ORDER BY t::text)) AS md5 FROM ${name} t`,
    );
    hashes.set(name, { rows: Number(rows[0]!.rows), md5: rows[0]!.md5 });
  }
  return hashes;
}

function run(command: string, args: string[]): Promise<{ code: number; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(path.join(database.bin, command), args, { stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk) => {
      stderr += String(chunk);
    });
    child.on("exit", (code) => resolve({ code: code ?? 1, stderr }));
  });
}

try {
  console.log("starting PostgreSQL, instance A (migrations, demo data), instance B, the balancer");
  await start("A", { SEED_DEMO: "true" });
  await start("B");
  await balancer.waitInRotation("A");
  await balancer.waitInRotation("B");
  const churches = (await (await fetch(`${base}/api/churches`)).json()) as Array<{ id: number }>;
  const reads = [
    "/api/churches",
    `/api/churches/${churches[0]?.id ?? 1}`,
    "/api/events",
    "/api/churches/search?q=church",
  ];
  console.log(
    `ready after ${((Date.now() - started) / 1000).toFixed(1)} s: ${churches.length} demo churches\n`,
  );

  // ---- 1. rolling restart ----
  if (STEPS.has("1")) {
    console.log(
      "1. rolling restart under steady load (6 clients through the balancer, a request each every ~0.1 s, 1 write in 3)",
    );
    {
      const load = steadyLoad(reads, 6);
      await sleep(1500);
      for (const name of ["A", "B"] as const) {
        const stopping = Date.now();
        await servers[name]!.stop();
        const drained = Date.now() - stopping;
        await start(name);
        await balancer.waitInRotation(name);
        console.log(
          `   ${name}: SIGTERM, drained and exited in ${ms(drained)}; started again and back in rotation after ${ms(Date.now() - stopping)}`,
        );
        await sleep(1000);
      }
      const samples = await load.stop();
      const failed = samples.filter((sample) => !expected(sample));
      console.log(`   ${samples.length} requests: ${tally(samples)}`);
      if (samples.some((sample) => !expected(sample))) console.log(describeFailures(samples));
      console.log(
        `   balancer: ${balancer.stats.retriedRefused} retried after a refused connection, ${balancer.stats.retriedReset} GETs after a reset; ${balancer.stats.changes.join("; ")}`,
      );
      check(
        failed.length === 0,
        `rolling restart: ${failed.length} of ${samples.length} requests failed (expected 0)`,
      );
      const acknowledged = samples.filter((sample) => sample.kind === "write" && sample.status === 201);
      const found = await keysFound(acknowledged.map((sample) => sample.key!));
      check(
        found.size === acknowledged.length,
        `rolling restart: ${found.size} of ${acknowledged.length} acknowledged writes are in the database`,
      );
    }
  }

  // ---- 2. SIGKILL ----
  if (STEPS.has("2")) {
    console.log("\n2. instance B killed with SIGKILL under the same load");
    {
      balancer.stats.changes.length = 0;
      const statsBefore = { ...balancer.stats };
      const load = steadyLoad(reads, 6);
      await sleep(1500);
      const killedAt = Date.now();
      servers.B!.child.kill("SIGKILL");
      await sleep(3000);
      const samples = await load.stop();
      const failed = samples.filter((sample) => !expected(sample));
      const after = samples.filter((sample) => sample.at > killedAt + 500);
      const writes = samples.filter((sample) => sample.kind === "write");
      const acknowledged = writes.filter((sample) => sample.status === 201);
      const unacknowledged = writes.filter((sample) => sample.status !== 201);
      const found = await keysFound(writes.map((sample) => sample.key!));
      console.log(`   ${samples.length} requests: ${tally(samples)}`);
      if (samples.some((sample) => !expected(sample))) console.log(describeFailures(samples));
      console.log(
        `   balancer: ${balancer.stats.retriedRefused - statsBefore.retriedRefused} retried after a refused connection, ${balancer.stats.retriedReset - statsBefore.retriedReset} GETs after a reset, ${balancer.stats.answered502 - statsBefore.answered502} answered 502, ${balancer.stats.answered503 - statsBefore.answered503} answered 503 (no instance); ${balancer.stats.changes.join("; ")}`,
      );
      check(
        after.length > 0 && after.every(expected),
        `A served on: ${after.filter(expected).length} of ${after.length} requests sent 0.5 s after the kill or later answered as expected`,
      );
      check(
        failed.every((sample) => sample.kind === "write" && sample.status !== 201),
        `${failed.length} requests failed, all of them unacknowledged writes (${failed.filter((s) => s.kind === "read").length} reads failed)`,
      );
      const lost = acknowledged.filter((sample) => !found.has(sample.key!));
      check(
        lost.length === 0,
        `no acknowledged write lost: ${acknowledged.length - lost.length} of ${acknowledged.length} are in the database`,
      );
      console.log(
        `   of the ${unacknowledged.length} unacknowledged writes, ${unacknowledged.filter((s) => found.has(s.key!)).length} were committed anyway (answer lost with the process)`,
      );
    }
  }

  // ---- 3. pg_dump under load ----
  if (STEPS.has("3")) {
    console.log("\n3. pg_dump -Fc under load, restored into a fresh database, compared row for row");
    {
      const login = await fetch(`${base}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: base },
        body: JSON.stringify(ADMIN),
      });
      const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
      const form = new FormData();
      form.append("image", new Blob([new Uint8Array(png())], { type: "image/png" }), "fault.png");
      const upload = await fetch(`${base}/api/upload-image`, {
        method: "POST",
        headers: { cookie, origin: base },
        body: form,
      });
      const { imageUrl } = (await upload.json()) as { imageUrl?: string };
      check(
        upload.status === 200 && Boolean(imageUrl),
        `an image uploaded before the dump (${upload.status} ${imageUrl})`,
      );

      const load = steadyLoad(reads, 6);
      await sleep(1000);
      const holder = await sql.connect();
      await holder.query("BEGIN ISOLATION LEVEL REPEATABLE READ");
      const { rows } = await holder.query<{ snapshot: string }>("SELECT pg_export_snapshot() AS snapshot");
      const dumpFile = path.join(workDir, "cluster.dump");
      const dumpStarted = Date.now();
      const dumping = run("pg_dump", [
        "-Fc",
        `--snapshot=${rows[0]!.snapshot}`,
        "-f",
        dumpFile,
        "-d",
        database.url,
      ]);
      const snapshotHashes = await tableHashes(holder);
      const dump = await dumping;
      const dumpEnded = Date.now();
      await holder.query("COMMIT");
      holder.release();
      const samples = await load.stop();
      const writesDuring = samples.filter(
        (s) => s.kind === "write" && s.status === 201 && s.at >= dumpStarted && s.at + s.ms <= dumpEnded,
      ).length;
      check(
        dump.code === 0,
        `pg_dump -Fc finished in ${ms(dumpEnded - dumpStarted)} (${statSync(dumpFile).size} bytes) ${dump.stderr.trim()}`,
      );
      check(
        writesDuring > 0,
        `writes went on while it ran: ${writesDuring} acknowledged between its start and end (${tally(samples)})`,
      );

      await sql.query("CREATE DATABASE restored");
      const restoredUrl = database.url.replace(/\/postgres$/, "/restored");
      const restore = await run("pg_restore", ["--exit-on-error", "--no-owner", "-d", restoredUrl, dumpFile]);
      check(
        restore.code === 0,
        `pg_restore into a fresh database ${restore.code === 0 ? "succeeded" : `failed: ${restore.stderr.trim()}`}`,
      );
      const restoredClient = new pg.Client({ connectionString: restoredUrl });
      await restoredClient.connect();
      const restoredHashes = await tableHashes(restoredClient);
      await restoredClient.end();
      const liveRequests = Number(
        (await sql.query("SELECT count(*) AS n FROM church_plant_requests")).rows[0].n,
      );

      const differing = [...snapshotHashes].filter(([name, hash]) => {
        const other = restoredHashes.get(name);
        return other?.rows !== hash.rows || other.md5 !== hash.md5;
      });
      const totalRows = [...snapshotHashes.values()].reduce((sum, hash) => sum + hash.rows, 0);
      const uploads = snapshotHashes.get("public.uploads");
      console.log(
        `   snapshot: ${snapshotHashes.size} tables, ${totalRows} rows; church_plant_requests ${snapshotHashes.get("public.church_plant_requests")?.rows} in the snapshot, ${liveRequests} live now`,
      );
      check(
        differing.length === 0 && restoredHashes.size === snapshotHashes.size,
        `restored = snapshot, every table's rows hashed: ${snapshotHashes.size - differing.length} of ${snapshotHashes.size} tables equal${differing.length ? ` (differ: ${differing.map(([name]) => name).join(", ")})` : ""}`,
      );
      check(
        (uploads?.rows ?? 0) > 0 && restoredHashes.get("public.uploads")?.md5 === uploads?.md5,
        `uploads included: ${uploads?.rows ?? 0} upload rows (image bytes) equal in the restored database`,
      );
    }
  }

  // ---- 4. overload ----
  if (STEPS.has("4")) {
    console.log(`\n4. twice the load one instance can serve (GET ${OVERLOAD_PATH} straight to the instance)`);
    {
      // "The load it can serve" is measured on B started with shedding off (what it can do, not what it lets in);
      // then B stops and A, as configured by default, takes twice that.
      if (servers.B?.alive()) await servers.B.stop();
      const unshed = await start("B", {
        OVERLOAD_MAX_IN_FLIGHT: "0",
        OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: "0",
        OVERLOAD_MAX_EVENT_LOOP_UTILIZATION: "0",
      });
      const target = `${servers.A!.baseUrl}${OVERLOAD_PATH}`;
      // As a proxy in front would: kept-alive connections to the instance, new ones opened while all are busy (up to
      // 1024, a request waiting for a free one beyond that, the wait counted in its time).
      const connections = new http.Agent({ keepAlive: true, maxSockets: 1024 });
      const get = (url: string) => pooledGet(url, connections);
      // The recovery probes: a client of their own, not queued behind the load's requests.
      const probes = new http.Agent({ keepAlive: true, maxSockets: 2 });
      // Closed loop: `clients` clients, each sending its next request when the last is answered.
      const closedLoop = async (url: string, clients: number, durationMs: number) => {
        const samples: Sample[] = [];
        const until = Date.now() + durationMs;
        await Promise.all(
          Array.from({ length: clients }, async () => {
            while (Date.now() < until) samples.push(await get(url));
          }),
        );
        const served = samples.filter((s) => s.status === 200);
        return {
          perSecond: served.length / (durationMs / 1000),
          p50: percentile(
            served.map((s) => s.ms),
            50,
          ),
          shed: samples.filter((s) => s.status === 503).length,
        };
      };
      let capacity = 0;
      let flat = 0;
      let quickestP50 = Number.POSITIVE_INFINITY;
      for (const clients of [1, 2, 4, 8, 16, 32, 64, 128, 256]) {
        const level = await closedLoop(`${unshed.baseUrl}${OVERLOAD_PATH}`, clients, 2500);
        console.log(
          `   ramp: ${clients} clients, ${level.perSecond.toFixed(0)} served/s, p50 ${ms(level.p50)}${level.shed ? `, ${level.shed} shed` : ""}`,
        );
        flat = level.perSecond < capacity * 1.1 ? flat + 1 : 0;
        capacity = Math.max(capacity, level.perSecond);
        quickestP50 = Math.min(quickestP50, level.p50);
        // Saturated: throughput no better (under 10 % more) twice running, or requests mostly waiting (their
        // median five times the quickest level's): more clients then add queueing, not throughput worth the name.
        if (flat >= 2 || level.p50 > 5 * quickestP50) break;
      }
      await unshed.stop();
      const rate = Math.round(capacity * 2);
      console.log(
        `   capacity ${capacity.toFixed(0)} requests/s (B, shedding off); now an open loop of ${rate} requests/s at A for 8 s`,
      );

      // Open loop: requests arrive at `rate` whatever the answers, as visitors do.
      const samples: Promise<Sample>[] = [];
      const loadStart = Date.now();
      let sent = 0;
      while (Date.now() - loadStart < 8000) {
        const due = Math.floor(((Date.now() - loadStart) / 1000) * rate);
        while (sent < due) {
          samples.push(get(target));
          sent++;
        }
        await sleep(5);
      }
      const stoppedAt = Date.now();
      // Recovery: from the last request sent, until the path and /api/ready both answer 200.
      let recoveredAt: number | null = null;
      while (Date.now() - stoppedAt < 30_000) {
        const [path200, ready] = await Promise.all([
          pooledGet(target, probes),
          pooledGet(`${servers.A!.baseUrl}/api/ready`, probes),
        ]);
        if (path200.status === 200 && ready.status === 200) {
          recoveredAt = Date.now();
          break;
        }
        await sleep(100);
      }
      const answers = await Promise.all(samples);
      connections.destroy();
      probes.destroy();
      const shed = answers.filter((s) => s.status === 503);
      const served = answers.filter((s) => s.status === 200);
      const timedOut = answers.filter((s) => s.status === 0);
      const other = answers.filter((s) => ![0, 200, 503].includes(s.status));
      const all = answers.map((s) => s.ms);
      console.log(
        `   sent ${answers.length} (${(answers.length / 8).toFixed(0)}/s): ${served.length} served, ${shed.length} shed (503, ${((shed.length / answers.length) * 100).toFixed(1)} %), ${timedOut.length} timed out (${CLIENT_TIMEOUT_MS / 1000} s), ${other.length} other`,
      );
      console.log(
        `   latency p50/p99: all ${ms(percentile(all, 50))}/${ms(percentile(all, 99))}, served ${ms(
          percentile(
            served.map((s) => s.ms),
            50,
          ),
        )}/${ms(
          percentile(
            served.map((s) => s.ms),
            99,
          ),
        )}, 503s ${ms(
          percentile(
            shed.map((s) => s.ms),
            50,
          ),
        )}/${ms(
          percentile(
            shed.map((s) => s.ms),
            99,
          ),
        )}`,
      );
      check(shed.length > 0, `the overloaded instance shed load: ${shed.length} quick 503s`);
      check(
        shed.every((s) => s.retryAfter !== null && Number(s.retryAfter) > 0),
        `every 503 carried Retry-After (${shed[0]?.retryAfter ?? "none"} s)`,
      );
      check(
        timedOut.length === 0 && other.length === 0,
        `nothing timed out or failed otherwise (${timedOut.length} timed out, ${other.length} other)`,
      );
      const shedMs = shed.map((s) => s.ms);
      check(
        percentile(shedMs, 50) < 1000 && percentile(shedMs, 99) < 5000,
        `the 503s came quickly: p50 ${ms(percentile(shedMs, 50))} (budget 1000 ms), p99 ${ms(percentile(shedMs, 99))} (budget 5000 ms)`,
      );
      const recovery = recoveredAt === null ? null : (recoveredAt - stoppedAt) / 1000;
      check(
        recovery !== null && recovery <= 5,
        `served again ${recovery ?? "never"} s after the load stopped (budget 5 s)`,
      );
    }
  }
} finally {
  await balancer.close();
  for (const server of Object.values(servers)) {
    if (server?.alive()) await server.stop();
  }
  await sql.end();
  database.destroy();
  rmSync(workDir, { recursive: true, force: true });
}

console.log(
  `\ncluster fault rehearsal: ${failures.length === 0 ? "all checks passed" : `${failures.length} failed`} in ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
process.exit(failures.length === 0 ? 0 : 1);
