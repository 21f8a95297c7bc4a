// Sign-in latency alone and during a flood of image uploads (issue 14): re-encoding images must not take the
// threads and the CPU that sign-in's password hashes need. Runs the real server (NODE_ENV=production) on a
// private PostgreSQL cluster seeded with the demo data. The flood posts a noisy ~4 MB JPEG (random pixels: it
// compresses badly and costs the most to re-encode), each time from a new client address, so per-address
// limits do not thin it out. Alone and flooded phases alternate (BENCH_ROUNDS), so that other work on the
// machine weighs on both alike. Budget (docs/budgets.md#the-server-under-load): login p99 during the flood
// at most twice its p99 alone.
//   pnpm bench:login-flood      (BENCH_LOGINS=300 per phase, BENCH_UPLOADERS=6, BENCH_ROUNDS=5 by default)
import { type ChildProcess, fork } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { startPrivatePostgres } from "./lib/private-postgres.ts";
import { repoRoot, startServer } from "./lib/server-process.ts";

const LOGINS = Number(process.env.BENCH_LOGINS ?? 300);
const UPLOADERS = Number(process.env.BENCH_UPLOADERS ?? 6);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const PG_PORT = 5497;
const APP_PORT = 4593;
const ADMIN_EMAIL = "admin@example.org";
const ADMIN_PASSWORD = "bench-admin-password";
const BUDGET_RATIO = 2;

// sharp is a dependency of the api package, not of the workspace root: loaded from there, typed as used here.
type RawJpegEncoder = (
  input: Buffer,
  options: { raw: { width: number; height: number; channels: 3 } },
) => { jpeg(options: { quality: number; chromaSubsampling: string }): { toBuffer(): Promise<Buffer> } };
const sharp = createRequire(path.join(repoRoot, "api/package.json"))("sharp") as RawJpegEncoder;

/** Random pixels at high quality without chroma subsampling: about 4 MB, the worst case a phone could send. */
async function noisyJpeg(): Promise<Buffer> {
  const width = 1600;
  const height = 1240;
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95, chromaSubsampling: "4:4:4" })
    .toBuffer();
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** Signs in `count` times, one after the other, as a person at a keyboard would; the times in ms. */
async function signIns(base: string, count: number, failures: { count: number }): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const response = await fetch(`${base}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "192.0.2.1" },
      body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    });
    await response.arrayBuffer();
    times.push(performance.now() - started);
    if (!response.ok) failures.count += 1;
  }
  return times;
}

type FloodCommand = "start" | "drain";
type FloodReport = { ready: number } | { drained: Record<string, number> };

/**
 * The flood, in a process of its own (this script with --flood), so that building and sending its bodies does
 * not delay the timing of the sign-ins in this one. UPLOADERS clients each post the image again as soon as
 * their previous upload is answered; "drain" stops them and reports, once every upload in flight is answered.
 */
async function runFlood(base: string) {
  const image = await noisyJpeg();
  const statuses: Record<string, number> = {};
  let running = false;
  let address = 0;
  let clients: Promise<void>[] = [];
  const uploader = async () => {
    while (running) {
      address += 1;
      const form = new FormData();
      form.append("image", new Blob([new Uint8Array(image)], { type: "image/jpeg" }), "noise.jpg");
      let status: string;
      try {
        const response = await fetch(`${base}/api/upload/church-image`, {
          method: "POST",
          headers: {
            "x-forwarded-for": `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
          },
          body: form,
        });
        await response.arrayBuffer();
        status = String(response.status);
        // A refused upload comes back at once; a real client would not retry in a tight loop.
        if (!response.ok) await new Promise((resolve) => setTimeout(resolve, 250));
      } catch (error) {
        status = (error as Error).message;
      }
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  };
  const report = (message: FloodReport) => process.send!(message);
  process.on("message", async (command: FloodCommand) => {
    if (command === "start") {
      running = true;
      clients = Array.from({ length: UPLOADERS }, uploader);
    } else {
      running = false;
      await Promise.all(clients);
      report({ drained: statuses });
    }
  });
  process.on("disconnect", () => process.exit(0));
  report({ ready: image.length });
}

function floodProcess(base: string) {
  const child: ChildProcess = fork(fileURLToPath(import.meta.url), ["--flood", base], {
    execArgv: ["--import", "tsx"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const next = () =>
    new Promise<FloodReport>((resolve) => child.once("message", (m) => resolve(m as FloodReport)));
  const send = (command: FloodCommand) => child.send(command);
  return {
    ready: next().then((report) => (report as { ready: number }).ready),
    start: () => send("start"),
    async drain() {
      const report = next();
      send("drain");
      return ((await report) as { drained: Record<string, number> }).drained;
    },
    stop: () => child.disconnect(),
  };
}

async function main() {
  const database = startPrivatePostgres(PG_PORT);
  // The demo seeding notes the administrator's password under DATA_DIR: keep it out of the working tree.
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-login-flood-"));
  let stopServer: (() => Promise<void>) | undefined;
  let flood: ReturnType<typeof floodProcess> | undefined;
  try {
    const server = await startServer(APP_PORT, {
      DATABASE_URL: database.url,
      SEED_DEMO: "true",
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      SESSION_SECRET: "bench-secret-bench-secret-bench-secret-12",
      TRUST_PROXY: "loopback",
      WEB_DIST_DIR: path.join(repoRoot, "web/dist"),
      DATA_DIR: dataDir,
    });
    stopServer = server.stop;
    const base = server.baseUrl;
    flood = floodProcess(base);
    const imageBytes = await flood.ready;
    const loadBefore = loadavg()[0]!;

    // Warm up (JIT, connection pool, the first argon2 allocation, the first image), then measure.
    const failures = { count: 0 };
    await signIns(base, 10, failures);
    const alone: number[] = [];
    const flooded: number[] = [];
    const perRound = Math.ceil(LOGINS / ROUNDS);
    let statuses: Record<string, number> = {};
    for (let round = 0; round < ROUNDS; round++) {
      alone.push(...(await signIns(base, perRound, failures)));
      flood.start();
      // Let the first uploads arrive and start re-encoding before the first timed sign-in.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      flooded.push(...(await signIns(base, perRound, failures)));
      statuses = await flood.drain();
    }

    const row = (name: string, times: number[]) => {
      const sorted = [...times].sort((a, b) => a - b);
      const cells = [percentile(sorted, 50), percentile(sorted, 99), sorted.at(-1)!];
      return `${name.padEnd(22)}${cells.map((ms) => ms.toFixed(1).padStart(8)).join("")}${String(sorted.length).padStart(9)}`;
    };
    console.log(
      `Sign-ins one after another, ${ROUNDS} rounds of alone then flooded; flood: ${UPLOADERS} clients posting a ` +
        `${(imageBytes / 1e6).toFixed(1)} MB noisy JPEG. ${availableParallelism()} CPUs, load average ` +
        `${loadBefore.toFixed(1)} before, ${loadavg()[0]!.toFixed(1)} after.\n`,
    );
    console.log(
      `${"".padEnd(22)}${"p50 ms".padStart(8)}${"p99 ms".padStart(8)}${"max ms".padStart(8)}  sign-ins`,
    );
    console.log(row("login alone", alone));
    console.log(row("login during flood", flooded));
    const answers = Object.entries(statuses)
      .map(([status, count]) => `${status}: ${count}`)
      .join(", ");
    console.log(`\nupload answers during the flood: ${answers}; failed sign-ins: ${failures.count}`);
    const p99 = (times: number[]) =>
      percentile(
        [...times].sort((a, b) => a - b),
        99,
      );
    const ratio = p99(flooded) / p99(alone);
    const met = ratio <= BUDGET_RATIO && failures.count === 0;
    console.log(
      `budget: login p99 during the flood at most ${BUDGET_RATIO}x alone (${ratio.toFixed(2)}x: ${met ? "met" : "NOT met"})`,
    );
    process.exitCode = met ? 0 : 1;
  } finally {
    flood?.stop();
    await stopServer?.();
    database.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[2] === "--flood") await runFlood(process.argv[3]!);
else await main();
