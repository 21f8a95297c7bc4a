// Fault test: the database goes away under load and comes back; a pool is exhausted by slow queries.
// Runs on a private PostgreSQL cluster (initdb in a temp dir), never the machine's shared server.
// Prints its figures and exits non-zero when a budget is broken:
//   while the database is down every request gets a 503 quickly (no hang, no 500, no crash);
//   within 5 s of its return the server answers 200 again without a restart;
//   a write acknowledged before the stop (a sign-in session) is still there after;
//   slow queries holding the whole pool give 503s, not a hang.
import pg from "pg";
import { startPrivatePostgres } from "./lib/private-postgres.ts";
import { startServer } from "./lib/server-process.ts";

const PG_PORT = Number(process.env.FAULT_PG_PORT ?? 5499);
const APP_PORT = Number(process.env.FAULT_APP_PORT ?? 4590);
const ADMIN = { email: "fault-admin@example.org", password: "fault-test-password" };
// A request slower than this counts as a hang: the configured timeouts (statement 2 s, connect 3 s) come first.
const HANG_MS = 8000;

const failures: string[] = [];
const check = (ok: boolean, message: string) => {
  console.log(`${ok ? "ok  " : "FAIL"}  ${message}`);
  if (!ok) failures.push(message);
};

interface Sample {
  at: number;
  status: number;
  ms: number;
}

async function timedGet(url: string, headers: Record<string, string> = {}): Promise<Sample> {
  const started = Date.now();
  try {
    const response = await fetch(url, { headers, signal: AbortSignal.timeout(HANG_MS) });
    await response.arrayBuffer();
    return { at: started, status: response.status, ms: Date.now() - started };
  } catch {
    return { at: started, status: 0, ms: Date.now() - started };
  }
}

/** Steady load: a few clients in a loop until stopped. */
function steadyLoad(urls: string[], clients: number) {
  const samples: Sample[] = [];
  let running = true;
  const workers = Array.from({ length: clients }, async (_, index) => {
    let i = index;
    while (running) {
      samples.push(await timedGet(urls[i++ % urls.length]!));
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });
  return {
    samples,
    stop: async () => {
      running = false;
      await Promise.all(workers);
    },
  };
}

const summarize = (samples: Sample[]) => {
  const statuses = new Map<number, number>();
  for (const sample of samples) statuses.set(sample.status, (statuses.get(sample.status) ?? 0) + 1);
  const worst = samples.reduce((max, sample) => Math.max(max, sample.ms), 0);
  return { count: samples.length, statuses: Object.fromEntries(statuses), worstMs: worst };
};

const database = startPrivatePostgres(PG_PORT);
let server: Awaited<ReturnType<typeof startServer>> | undefined;
try {
  server = await startServer(APP_PORT, {
    DATABASE_URL: database.url,
    SESSION_SECRET: "fault-test-secret-fault-test-secret-123456",
    SEED_DEMO: "true",
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    DB_STATEMENT_TIMEOUT_MS: "2000",
    DB_POOL_SIZE: "4",
    WEB_DIST_DIR: "/nonexistent",
    PUBLIC_BASE_URL: `http://127.0.0.1:${APP_PORT}`,
  });
  const base = server.baseUrl;

  // A write acknowledged before the outage: signing in stores a session row.
  const login = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify(ADMIN),
  });
  check(login.status === 200, `sign-in before the outage answered ${login.status}`);
  const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  const churches = (await (await fetch(`${base}/api/churches`)).json()) as Array<{ id: number }>;
  const churchUrl = `${base}/api/churches/${churches[0]?.id ?? 1}`;

  const load = steadyLoad([`${base}/api/ready`, churchUrl, `${base}/api/churches/search?q=church`], 6);
  await new Promise((resolve) => setTimeout(resolve, 1500));

  const stoppedAt = Date.now();
  database.stop();
  const downFrom = Date.now();
  await new Promise((resolve) => setTimeout(resolve, 4000));
  const downUntil = Date.now();
  database.start();
  const restartedAt = Date.now();

  let recoveredAt: number | null = null;
  while (Date.now() - restartedAt < 15_000) {
    const probe = await timedGet(`${base}/api/ready`);
    if (probe.status === 200) {
      recoveredAt = Date.now();
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await load.stop();

  // Requests sent entirely inside the outage window (after the stop finished, before the restart began).
  const during = load.samples.filter((s) => s.at >= downFrom + 200 && s.at + s.ms <= downUntil);
  const before = load.samples.filter((s) => s.at + s.ms < stoppedAt);
  console.log("\nbefore the stop:", summarize(before));
  console.log("while down:     ", summarize(during));
  check(during.length > 0, `requests were sent while the database was down (${during.length})`);
  check(
    during.every((s) => s.status === 503),
    "every request while the database was down answered 503",
  );
  check(
    during.every((s) => s.ms < 4000),
    `every answer while down came quickly (worst ${summarize(during).worstMs} ms)`,
  );
  const recoverySeconds = recoveredAt === null ? null : (recoveredAt - restartedAt) / 1000;
  console.log(`recovery after the database returned: ${recoverySeconds ?? "never"} s`);
  check(recoverySeconds !== null && recoverySeconds <= 5, "the server answered 200 within 5 s of the return");
  check(server.alive(), "the server process is still running (no crash, no restart)");

  const me = await fetch(`${base}/api/auth/user`, { headers: { cookie } });
  check(me.status === 200, `the session written before the outage is still valid (${me.status})`);

  // Pool exhaustion: lock the table the church reads need, so every query waits until its statement timeout.
  const locker = new pg.Client({ connectionString: database.url });
  await locker.connect();
  await locker.query("BEGIN");
  await locker.query("LOCK TABLE churches IN ACCESS EXCLUSIVE MODE");
  const burst = await Promise.all(Array.from({ length: 16 }, () => timedGet(churchUrl)));
  await locker.query("ROLLBACK");
  await locker.end();
  console.log("\npool exhausted by slow queries:", summarize(burst));
  check(
    burst.every((s) => s.status === 503),
    "every request while the pool was held by slow queries answered 503",
  );
  check(
    burst.every((s) => s.status !== 0),
    `no request hung (worst ${summarize(burst).worstMs} ms, limit ${HANG_MS} ms)`,
  );
  const after = await timedGet(churchUrl);
  check(after.status === 200, `after the slow queries end the server answers 200 (${after.status})`);
} finally {
  await server?.stop();
  database.destroy();
}

console.log(`\nfault test: ${failures.length === 0 ? "all checks passed" : `${failures.length} failed`}`);
process.exit(failures.length === 0 ? 0 : 1);
