// Issue 38, point 1: no request may stall the server. On a private PostgreSQL cluster holding the national
// directory (356,642 churches, scripts/lib/national-directory.ts), the real server (NODE_ENV=production):
//   1. times every public request that reads many churches, each with a text nobody asked before (so no cache
//      answers), and picks the most expensive;
//   2. measures two bystanders alone: /api/health and the directory's first page;
//   3. while 8 clients repeat the most expensive request (a new text each time), measures the bystanders again.
// Budget (docs/budgets.md#the-server-under-load): /api/health p99 under 100 ms, the bystander's page p99
// under 3x its idle value.
//   pnpm bench:crowd        (BENCH_SIZE=356642 BENCH_SECONDS=20 BENCH_ATTACKERS=8)
import { fillSchedules, NATIONAL_SIZE, topUp } from "./lib/national-directory.ts";
import { startPrivatePostgres } from "./lib/private-postgres.ts";
import { startServer } from "./lib/server-process.ts";

const SIZE = Number(process.env.BENCH_SIZE ?? NATIONAL_SIZE);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const ATTACKERS = Number(process.env.BENCH_ATTACKERS ?? 8);
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 5496);
const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 4594);

/** Texts matching many churches: a common letter, or a pair of them, in turn. */
let textCounter = 0;
const freshText = () => {
  const letters = "aeinorst";
  const n = textCounter++;
  return `${letters[n % letters.length]}${letters[Math.floor(n / letters.length) % letters.length]}`;
};

/** A different bound each time, so no answer kept for an earlier question serves the next. */
const jitter = () => Number((Math.random() / 100).toFixed(6));

/** Every public request an attacker would try first: each reads many churches, none is cacheable by the attacker's text. */
const CANDIDATES: Array<{ name: string; path: () => string }> = [
  { name: "GET /api/churches (the whole list)", path: () => "/api/churches" },
  {
    name: "GET /api/churches/search?q=<common letter>",
    path: () => `/api/churches/search?q=${freshText()[0]}`,
  },
  { name: "GET /api/churches/search?q=<fresh pair>", path: () => `/api/churches/search?q=${freshText()}` },
  {
    name: "GET /api/churches/page deep offset, filtered",
    path: () => `/api/churches/page?q=${freshText()[0]}&offset=${100_000 + textCounter++}&limit=100`,
  },
  {
    name: "GET /api/churches/viewport whole country, filtered",
    path: () =>
      `/api/churches/viewport?west=${-130 + jitter()}&south=20&east=-60&north=55&zoom=3&q=${freshText()}`,
  },
  {
    name: "GET /api/churches/viewport zoom 11, filtered",
    path: () =>
      `/api/churches/viewport?west=${-94 + jitter()}&south=41&east=-93&north=42&zoom=11&q=${freshText()}`,
  },
  { name: "GET /sitemap-1.xml", path: () => "/sitemap-1.xml" },
  { name: "GET /sitemap-30.xml", path: () => "/sitemap-30.xml" },
  { name: "GET /api/events.ics", path: () => "/api/events.ics" },
  {
    name: "tRPC batch of ten searches",
    path: () =>
      `/trpc/${Array.from({ length: 10 }, () => "churches.search").join(",")}?batch=1&input=${encodeURIComponent(
        JSON.stringify(Object.fromEntries(Array.from({ length: 10 }, (_, i) => [i, { q: freshText() }]))),
      )}`,
  },
];

interface Timed {
  ms: number;
  status: number;
  bytes: number;
}

async function timedGet(url: string): Promise<Timed> {
  const started = performance.now();
  try {
    const response = await fetch(url, {
      headers: { "accept-encoding": "gzip" },
      signal: AbortSignal.timeout(60_000),
    });
    const body = await response.arrayBuffer();
    return { ms: performance.now() - started, status: response.status, bytes: body.byteLength };
  } catch {
    return { ms: performance.now() - started, status: 0, bytes: 0 };
  }
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/** A bystander asks `path` again and again, one at a time with a short pause, until `until`. */
async function bystander(base: string, path: string, until: number): Promise<number[]> {
  const times: number[] = [];
  while (performance.now() < until) {
    const result = await timedGet(`${base}${path}`);
    if (result.status === 200) times.push(result.ms);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return times;
}

const failures: string[] = [];
function report(name: string, value: number, budget?: number) {
  const verdict = budget === undefined ? "" : value <= budget ? "  met" : "  NOT MET";
  if (budget !== undefined && value > budget) failures.push(name);
  console.log(
    `  ${name.padEnd(58)}${`${value.toFixed(0)} ms`.padStart(10)}  ${budget === undefined ? "" : `<= ${budget.toFixed(0)} ms`}${verdict}`,
  );
}

const database = startPrivatePostgres(PG_PORT);
let server: Awaited<ReturnType<typeof startServer>> | undefined;
try {
  const serverEnv = {
    DATABASE_URL: database.url,
    SESSION_SECRET: "bench-crowd-secret-bench-crowd-secret-1234",
    WEB_DIST_DIR: "/nonexistent",
    PUBLIC_BASE_URL: `http://127.0.0.1:${APP_PORT}`,
  };
  // The first start migrates the empty database; the second computes the clusterings of the churches added.
  await (await startServer(APP_PORT, serverEnv)).stop();
  const insertMs = await topUp(database.url, SIZE);
  // Weekly services and time zones as a settled directory has them (as bench:scale does): else the server
  // spends its first minutes settling them in batches, each a new directory version that every cache follows.
  await fillSchedules(database.url);
  server = await startServer(APP_PORT, serverEnv);
  const base = server.baseUrl;
  console.log(
    `bench:crowd: ${SIZE.toLocaleString("en-US")} approved churches (inserted in ${(insertMs / 1000).toFixed(0)} s); ` +
      `load average ${(await import("node:os"))
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(" ")}`,
  );
  // Warm what every visitor's first view warms (overview, the clusterings the start recomputes for the churches
  // added) before measuring, so the idle figures are the usual ones.
  await timedGet(`${base}/api/churches/overview`);
  await timedGet(`${base}/api/churches/page?offset=0&limit=50`);
  for (const zoom of [4, 7]) {
    await timedGet(`${base}/api/churches/viewport?west=-104&south=36&east=-80&north=49&zoom=${zoom}`);
  }

  console.log("\n1. the public requests that read many churches, each asked three times with fresh text");
  console.log(`  ${"request".padEnd(58)}${"median".padStart(10)}  status, bytes`);
  let costliest = CANDIDATES[0]!;
  let costliestMs = -1;
  for (const candidate of CANDIDATES) {
    const runs: Timed[] = [];
    for (let i = 0; i < 3; i++) runs.push(await timedGet(`${base}${candidate.path()}`));
    const middle = percentile(
      runs.map((run) => run.ms),
      50,
    );
    const last = runs.at(-1)!;
    console.log(
      `  ${candidate.name.padEnd(58)}${`${middle.toFixed(0)} ms`.padStart(10)}  ${last.status}, ${(last.bytes / 1024).toFixed(0)} KB`,
    );
    if (middle > costliestMs) {
      costliest = candidate;
      costliestMs = middle;
    }
  }
  console.log(`  the most expensive: ${costliest.name}`);

  const healthPath = "/api/health";
  const pagePath = "/api/churches/page?offset=0&limit=50";
  const idleUntil = performance.now() + (SECONDS * 1000) / 2;
  const [idleHealth, idlePage] = await Promise.all([
    bystander(base, healthPath, idleUntil),
    bystander(base, pagePath, idleUntil),
  ]);

  let attacking = true;
  let attacks = 0;
  const attackStatuses = new Map<number, number>();
  const attackers = Array.from({ length: ATTACKERS }, async () => {
    while (attacking) {
      const result = await timedGet(`${base}${costliest.path()}`);
      attacks++;
      attackStatuses.set(result.status, (attackStatuses.get(result.status) ?? 0) + 1);
    }
  });
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const crowdUntil = performance.now() + SECONDS * 1000;
  const [crowdHealth, crowdPage] = await Promise.all([
    bystander(base, healthPath, crowdUntil),
    bystander(base, pagePath, crowdUntil),
  ]);
  attacking = false;
  await Promise.all(attackers);

  const idlePageP99 = percentile(idlePage, 99);
  console.log(`\n2. bystanders alone (${idleHealth.length} and ${idlePage.length} answers)`);
  report("/api/health p99", percentile(idleHealth, 99));
  report("directory page of 50 p99", idlePageP99);
  console.log(
    `\n3. while ${ATTACKERS} clients repeat "${costliest.name}" ` +
      `(${attacks} answers: ${[...attackStatuses].map(([status, n]) => `${n} x ${status}`).join(", ")})`,
  );
  report(`/api/health p99 (${crowdHealth.length} answers)`, percentile(crowdHealth, 99), 100);
  report(
    `directory page of 50 p99 (${crowdPage.length} answers)`,
    percentile(crowdPage, 99),
    3 * idlePageP99,
  );
  report("directory page of 50 p50", percentile(crowdPage, 50));
} finally {
  await server?.stop();
  database.destroy();
}
console.log(
  `\nbench:crowd: ${failures.length === 0 ? "every budget met" : `NOT MET: ${failures.join("; ")}`}`,
);
process.exit(failures.length === 0 ? 0 : 1);
