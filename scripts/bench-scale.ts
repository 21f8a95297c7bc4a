// Issue 19, item 4: the directory at the size of a country. On a private PostgreSQL cluster, inserts 20,000, then
// 100,000, then 356,642 approved churches clumped around real Midwest places (the ZIP gazetteer the offline
// geocoder ships, a seeded PRNG), restarts the real server (NODE_ENV=production) for each size and prints the
// server's figures beside the issue's budgets. Each church gets its time zone and about three weekly services
// (fillSchedules), and the map's start view and the list's first page are also asked with issue 41's "When"
// filters (a Spanish service on Sunday morning); measureBrowser (scripts/lib/bench-scale-browser.ts) adds the
// browser's.
//   pnpm bench:scale            (BENCH_SECONDS=10 BENCH_CONNECTIONS=50 BENCH_SIZES=20000,100000,356642 BENCH_VISITS=3;
//                                BENCH_BROWSER=0 leaves out the browser's figures; BENCH_EXPORTS=0 the open data
//                                exports' memory, issue 44: each export read whole at 4 MB/s while RSS is sampled)
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { measureBrowser, type ScaleFigure } from "./lib/bench-scale-browser.ts";
import { EXPORT_RSS_BUDGET_MB, measureExportMemory } from "./lib/export-memory.ts";
import { fillSchedules, midwestPlaces, topUp } from "./lib/national-directory.ts";
import { startPrivatePostgres } from "./lib/private-postgres.ts";
import { repoRoot, WITHOUT_LOAD_SHEDDING } from "./lib/server-process.ts";
import { median } from "./lib/stats.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SIZES = (process.env.BENCH_SIZES ?? "20000,100000,356642").split(",").map(Number);
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 5497);
const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 4593);

/** The start view (docs/product/directory.md#the-map) on the desktop directory's 1366 x 500 px map. */
const START_VIEW = viewportOf(-94.5, 42, 4.2, 1366, 500);
/** Street level around Des Moines, where markers come from the lng/lat index instead of the clusterings. */
const CITY_VIEW = viewportOf(-93.62, 41.59, 11, 1366, 500);

/** The map's bounds at a centre and zoom, as MapLibre computes them (Web Mercator, 512 px tiles). */
function viewportOf(lng: number, lat: number, zoom: number, width: number, height: number) {
  const worldPx = 512 * 2 ** zoom;
  const x = ((lng + 180) / 360) * worldPx;
  const sin = Math.sin((lat * Math.PI) / 180);
  const y = (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * worldPx;
  const toLng = (px: number) => (px / worldPx) * 360 - 180;
  const toLat = (py: number) => {
    const n = Math.PI - (2 * Math.PI * py) / worldPx;
    return (180 / Math.PI) * Math.atan(Math.sinh(n));
  };
  return {
    west: toLng(x - width / 2),
    east: toLng(x + width / 2),
    north: toLat(y - height / 2),
    south: toLat(y + height / 2),
    zoom,
  };
}

const query = (params: Record<string, number | string>) =>
  new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)])).toString();
const VIEWPORT_PATH = `/api/churches/viewport?${query(START_VIEW)}`;
const CITY_PATH = `/api/churches/viewport?${query(CITY_VIEW)}`;
const PAGE_PATH = "/api/churches/page?offset=0&limit=50";
const OVERVIEW_PATH = "/api/churches/overview";
const SEARCH_PATH = `${PAGE_PATH}&q=grace`;
/** Issue 41's budget: "a Spanish service on Sunday morning", on the map's start view and the list's first page. */
const WHEN_FILTER = "day=sun&time=morning&serviceLanguage=es";
const WHEN_VIEWPORT_PATH = `${VIEWPORT_PATH}&${WHEN_FILTER}`;
const WHEN_PAGE_PATH = `${PAGE_PATH}&${WHEN_FILTER}`;

interface Server {
  child: ChildProcess;
  baseUrl: string;
  /** From spawning the process to the first healthy answer. */
  startMs: number;
  stop(): Promise<void>;
}

/**
 * The server as production runs it (`npm start`: the esbuild bundle, no tsx), built from the current sources
 * into a private directory so that another checkout's api/dist is never replaced under it.
 */
const SERVER_DIST = path.join(repoRoot, "api/node_modules/.cache/bench-scale-dist");
/**
 * The web app the browser figures measure: BENCH_WEB_DIST, else built from the current sources here (a fresh
 * clone has no web/dist, and another one could be stale).
 */
const WEB_DIST = process.env.BENCH_WEB_DIST
  ? path.resolve(process.env.BENCH_WEB_DIST)
  : path.join(repoRoot, "web/node_modules/.cache/bench-scale-web");
const MEASURE_BROWSER = process.env.BENCH_BROWSER !== "0";
/** The flags `npm start` gives the server: they bound its heap's growth, which the export figures measure. */
const { SERVER_NODE_FLAGS } = (await import(path.join(repoRoot, "scripts/lib.mjs"))) as {
  SERVER_NODE_FLAGS: string[];
};
let serverBuilt = false;

/** Starts the built server and times it to its first healthy answer (polled every 20 ms). */
async function startServer(databaseUrl: string): Promise<Server> {
  const started = performance.now();
  const args = [
    ...SERVER_NODE_FLAGS,
    ...(serverBuilt ? [path.join(SERVER_DIST, "server.js")] : ["--import", "tsx", "api/src/server.ts"]),
  ];
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: "production",
      LOG_LEVEL: "error",
      PORT: String(APP_PORT),
      HOST: "127.0.0.1",
      DATABASE_URL: databaseUrl,
      SESSION_SECRET: "bench-secret-bench-secret-bench-secret-12",
      WEB_DIST_DIR: WEB_DIST,
      // The latencies below are the directory's own, not those of instant 503s (server-process.ts).
      ...WITHOUT_LOAD_SHEDDING,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  let exited = false;
  child.on("exit", () => {
    exited = true;
  });
  const baseUrl = `http://127.0.0.1:${APP_PORT}`;
  for (;;) {
    if (exited) throw new Error("The server exited during start-up");
    if (performance.now() - started > 120_000) throw new Error("The server did not start within 2 minutes");
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(1000) });
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return {
    child,
    baseUrl,
    startMs: performance.now() - started,
    stop: async () => {
      if (exited) return;
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
    },
  };
}

/** One GET as a browser sends it (gzip accepted): its time and the bytes on the wire; only a 200 counts. */
function get(baseUrl: string, pathAndQuery: string): Promise<{ ms: number; wireBytes: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${baseUrl}${pathAndQuery}`,
      { headers: { "accept-encoding": "gzip" } },
      (response) => {
        let wireBytes = 0;
        response.on("data", (chunk: Buffer) => {
          wireBytes += chunk.length;
        });
        response.on("end", () => {
          // A refused or failed answer is no measure of the answer's speed or size: the run stops, saying so.
          if (response.statusCode !== 200) {
            reject(new Error(`GET ${pathAndQuery} answered ${response.statusCode}, not 200`));
            return;
          }
          resolve({ ms: performance.now() - started, wireBytes });
        });
      },
    );
    request.on("error", reject);
  });
}

async function countServices(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM church_services",
    );
    return Number(rows[0]?.count ?? 0);
  } finally {
    await client.end();
  }
}

function rssMb(pid: number | undefined): number {
  if (!pid) return Number.NaN;
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

async function load(url: string) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result.requests.average,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

const figures: Array<ScaleFigure & { size: number }> = [];
function record(size: number, name: string, value: string, budget = "", met: boolean | null = null) {
  figures.push({ size, name, value, budget, met });
  const verdict = met === null ? "" : met ? "  met" : "  NOT MET";
  console.log(`  ${name.padEnd(46)}${value.padStart(12)}  ${budget.padEnd(12)}${verdict}`);
}
const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;

const database = startPrivatePostgres(PG_PORT);
let server: Server | null = null;
try {
  const { buildApi } = (await import(path.join(repoRoot, "scripts/build-api.mjs"))) as {
    buildApi: (outdir: string) => Promise<void>;
  };
  try {
    await buildApi(SERVER_DIST);
    serverBuilt = true;
  } catch {
    // A tree whose server does not bundle still gets its figures, from source (tsx adds about a second to
    // every start).
    console.log("The server did not build (see above): running it from source with tsx instead.");
  }
  if (MEASURE_BROWSER && !process.env.BENCH_WEB_DIST) {
    const { buildWeb } = (await import(path.join(repoRoot, "scripts/lib.mjs"))) as {
      buildWeb: (outDir: string) => Promise<void>;
    };
    await buildWeb(WEB_DIST);
  }
  const places = midwestPlaces();
  console.log(
    `bench:scale: ${places.length} Midwest places; ${CONNECTIONS} connections, ${SECONDS} s per load test; ` +
      `server ${serverBuilt ? "built (as npm start runs it)" : "from source (tsx)"}\n` +
      `start view ${START_VIEW.west.toFixed(2)},${START_VIEW.south.toFixed(2)} to ${START_VIEW.east.toFixed(2)},` +
      `${START_VIEW.north.toFixed(2)} at zoom ${START_VIEW.zoom} (1366 x 500 px)`,
  );
  // The first start migrates the empty database.
  server = await startServer(database.url);
  await server.stop();

  for (const size of SIZES) {
    const insertMs = await topUp(database.url, size, places);
    // About three weekly services a church and its time zone (issue 41), as the server would have them.
    const schedulesMs = await fillSchedules(database.url);
    const services = await countServices(database.url);
    console.log(
      `\n${size.toLocaleString("en-US")} approved churches (inserted in ${(insertMs / 1000).toFixed(1)} s), ` +
        `${services.toLocaleString("en-US")} weekly services (${(services / size).toFixed(2)} a church; ` +
        `services and zones written in ${(schedulesMs / 1000).toFixed(1)} s)`,
    );
    console.log(`  ${"figure".padEnd(46)}${"value".padStart(12)}  budget`);

    // After the insert the cached clusterings and tiles are out of date: this start recomputes them once.
    server = await startServer(database.url);
    record(
      size,
      "start after the change (caches out of date)",
      ms(server.startMs),
      "<= 5000 ms",
      server.startMs <= 5000,
    );
    const recompute = await get(server.baseUrl, VIEWPORT_PATH);
    record(size, "first viewport while recomputing the caches", ms(recompute.ms));
    await server.stop();

    // A restart finds valid caches in the database: the cold start the issue budgets.
    server = await startServer(database.url);
    record(
      size,
      "cold start of the server (caches valid)",
      ms(server.startMs),
      "<= 5000 ms",
      server.startMs <= 5000,
    );
    record(size, "server RSS after start", `${rssMb(server.child.pid).toFixed(0)} MB`);
    const base = server.baseUrl;
    if (process.env.BENCH_EXPORTS !== "0" && server.child.pid) {
      for (const figure of await measureExportMemory(base, server.child.pid)) {
        record(
          size,
          `export ${figure.format}: RSS growth (${(figure.wireBytes / 1048576).toFixed(1)} MB gzip)`,
          `${figure.growthMb.toFixed(0)} MB`,
          `<= ${EXPORT_RSS_BUDGET_MB} MB`,
          figure.growthMb <= EXPORT_RSS_BUDGET_MB,
        );
      }
    }
    const coldViewport = await get(base, VIEWPORT_PATH);
    const coldPage = await get(base, PAGE_PATH);
    const coldOverview = await get(base, OVERVIEW_PATH);
    record(size, "viewport, start view: cold", ms(coldViewport.ms));
    record(size, "page of 50: cold", ms(coldPage.ms));
    const warm = async (pathAndQuery: string) => {
      const times: number[] = [];
      for (let i = 0; i < 7; i++) times.push((await get(base, pathAndQuery)).ms);
      return median(times);
    };
    record(size, "viewport, start view: warm (median of 7)", ms(await warm(VIEWPORT_PATH)));
    record(size, "viewport, zoom 11 Des Moines: warm", ms(await warm(CITY_PATH)));
    record(size, "page of 50: warm", ms(await warm(PAGE_PATH)));
    record(size, "page of 50 nearest Des Moines: warm", ms(await warm(`${PAGE_PATH}&lat=41.59&lng=-93.62`)));
    // A search nobody has asked for yet runs its trigram match and count; asked again, the answer is kept.
    record(size, "search 'grace' page of 50: cold", ms((await get(base, SEARCH_PATH)).ms));
    record(size, "search 'grace' page of 50: warm", ms(await warm(SEARCH_PATH)));

    // The "When" filters (issue 41): the first answer for a filter reads the services; later ones are kept.
    const coldWhenViewport = await get(base, WHEN_VIEWPORT_PATH);
    const coldWhenPage = await get(base, WHEN_PAGE_PATH);
    record(size, "viewport, start view, Sunday morning Spanish: cold", ms(coldWhenViewport.ms));
    record(size, "page of 50, Sunday morning Spanish: cold", ms(coldWhenPage.ms));
    record(size, "page of 50, Sunday morning Spanish: warm", ms(await warm(WHEN_PAGE_PATH)));

    const firstView = coldOverview.wireBytes + coldPage.wireBytes + coldViewport.wireBytes;
    record(
      size,
      "page of 50 bytes (gzip, with the cards' schedules)",
      `${(coldPage.wireBytes / 1024).toFixed(1)} KB`,
    );
    record(
      size,
      "first view bytes (overview+page+viewport, gzip)",
      `${(firstView / 1024).toFixed(1)} KB`,
      "<= 150 KB",
      firstView <= 150 * 1024,
    );

    for (const [name, pathAndQuery, budgetMs] of [
      ["viewport, start view", VIEWPORT_PATH, 50],
      ["viewport, zoom 11 Des Moines", CITY_PATH, 50],
      ["page of 50", PAGE_PATH, null],
      ["viewport, start view, Sunday morning Spanish", WHEN_VIEWPORT_PATH, 50],
      ["page of 50, Sunday morning Spanish", WHEN_PAGE_PATH, 50],
    ] as const) {
      const result = await load(`${base}${pathAndQuery}`);
      record(size, `${name}: p50 under ${CONNECTIONS} clients`, `${result.p50} ms`);
      record(
        size,
        `${name}: p99 under ${CONNECTIONS} clients`,
        `${result.p99} ms`,
        budgetMs === null ? "" : `<= ${budgetMs} ms`,
        // A p99 made of refusals is not a p99 of answers: any failed request fails the budget.
        budgetMs === null ? null : result.p99 <= budgetMs && result.failures === 0,
      );
      record(size, `${name}: requests/s (failures)`, `${result.rps.toFixed(0)} (${result.failures})`);
    }
    record(size, "server RSS after the load tests", `${rssMb(server.child.pid).toFixed(0)} MB`);

    // BENCH_BROWSER=0 prints the server's figures alone; a browser failure is reported, not fatal to them.
    if (MEASURE_BROWSER) {
      try {
        for (const figure of await measureBrowser({ baseUrl: base, churches: size })) {
          record(size, figure.name, figure.value, figure.budget, figure.met);
        }
      } catch (error) {
        record(size, "browser figures", "FAILED", "", false);
        console.log(`  (${error instanceof Error ? error.message.split("\n")[0] : String(error)})`);
      }
    }
    await server.stop();
    server = null;
  }
  const missed = figures.filter((figure) => figure.met === false);
  console.log(
    missed.length === 0
      ? "\nEvery budgeted figure met."
      : `\nBudgets NOT met: ${missed.map((f) => `${f.name} at ${f.size} (${f.value})`).join("; ")}`,
  );
} finally {
  await server?.stop();
  database.destroy();
}
