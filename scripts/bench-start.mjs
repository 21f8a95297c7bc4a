// `pnpm bench:start`: the start-time budget of `npm start`, measured on a fresh clone of HEAD in a temp directory.
// It installs, then times the first `npm start` until GET /api/health answers 200, stops it, and times a second
// `npm start` on the unchanged tree (same data directory). A benchmark: it prints figures, it fails nothing.
// BENCH_KEEP=1 keeps the clone.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, openSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { pnpmCommand, root } from "./lib.mjs";

const budgets = { first: 60, second: 5 };
const temp = mkdtempSync(path.join(tmpdir(), "bench-start-"));
const clone = path.join(temp, "repo");
const dataDir = path.join(temp, "data");
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

function timed(label, command, args) {
  const started = performance.now();
  const result = spawnSync(command, args, { cwd: clone, stdio: ["ignore", "ignore", "inherit"] });
  if (result.status !== 0) throw new Error(`${label} failed (exit ${result.status})`);
  return (performance.now() - started) / 1000;
}

const groupAlive = (pid) => {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Runs `npm start` in its own process group; resolves with the seconds until /api/health answered 200. */
async function timeStart(run, port) {
  const log = openSync(path.join(temp, `start-${run}.log`), "w");
  const env = { ...process.env, PORT: String(port), DATA_DIR: dataDir };
  for (const name of ["DATABASE_URL", "SKIP_WEB_BUILD", "NODE_ENV"]) delete env[name];
  const started = performance.now();
  const child = spawn("npm", ["start"], { cwd: clone, env, detached: true, stdio: ["ignore", log, log] });
  let exited = false;
  child.on("exit", () => {
    exited = true;
  });
  let seconds = null;
  while (!exited && performance.now() - started < 180_000) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`)
      .then((response) => response.status === 200)
      .catch(() => false);
    if (ok) {
      seconds = (performance.now() - started) / 1000;
      break;
    }
    await sleep(50);
  }
  // npm does not pass SIGTERM through its shell to the server: signal the whole group, and wait for all of it
  // (the embedded database must be closed before the next start opens it).
  if (groupAlive(child.pid)) process.kill(-child.pid, "SIGTERM");
  for (let waited = 0; groupAlive(child.pid) && waited < 30_000; waited += 100) await sleep(100);
  if (groupAlive(child.pid)) process.kill(-child.pid, "SIGKILL");
  if (seconds === null)
    throw new Error(`start ${run} never answered /api/health; see ${temp}/start-${run}.log`);
  return seconds;
}

const line = (label, seconds, budget) =>
  `  ${label.padEnd(44)}${`${seconds.toFixed(1)} s`.padStart(8)}` +
  (budget ? `   budget ${budget} s   ${seconds <= budget ? "within" : "OVER BUDGET"}` : "   (not budgeted)");

let finished = false;
const startLoad = loadavg()[0]?.toFixed(1);
try {
  const head = spawnSync("git", ["rev-parse", "--short", "HEAD"], {
    cwd: root,
    encoding: "utf8",
  }).stdout.trim();
  const cloneSeconds = ((started) => {
    const result = spawnSync("git", ["clone", "--quiet", root, clone], { stdio: "inherit" });
    if (result.status !== 0) throw new Error("git clone failed");
    return (performance.now() - started) / 1000;
  })(performance.now());
  const [command, args] = pnpmCommand(["install", "--frozen-lockfile"]);
  const installSeconds = timed("install", command, args);
  const port = await freePort();
  const first = await timeStart(1, port);
  const second = await timeStart(2, port);
  console.log(
    `npm start on a fresh clone of ${head} (embedded database, PORT=${port}), Node ${process.version}`,
  );
  // The figures mean little on a busy machine: say how busy it was.
  const load = loadavg().map((value) => value.toFixed(1));
  console.log(
    `  load average ${load.join(" ")} on ${availableParallelism()} CPUs (${startLoad} when it began)`,
  );
  console.log(line("git clone", cloneSeconds));
  console.log(line("pnpm install --frozen-lockfile", installSeconds));
  console.log(line("first npm start, until /api/health is 200", first, budgets.first));
  console.log(line("second npm start, unchanged tree", second, budgets.second));
  finished = true;
} finally {
  // Kept after a failure, for its logs.
  if (finished && process.env.BENCH_KEEP !== "1") rmSync(temp, { recursive: true, force: true });
  else console.log(`kept ${temp}`);
}
