// Figures for the church directory (not a test): clustering time per zoom level, the size of the church list
// on the wire, and the JavaScript the first page and the map cost. Budgets (docs/budgets.md): clustering
// 20,000 churches at most 50 ms per zoom level; first page at most 200 KB of gzipped JavaScript, map apart.
//   pnpm bench:directory        (reads the built web app in E2E_WEB_DIST, else web/dist)
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { gzipSync } from "node:zlib";
import { clusterPoints, clusterRadiusKm, type LatLng } from "../packages/shared/src/geo.ts";
import { repoRoot } from "./lib/server-process.ts";
import { median } from "./lib/stats.ts";

const ZOOMS = [3, 4.2, 5, 6, 7, 8, 9, 10, 11];
const CLUSTER_SIZES = [1_000, 20_000, 100_000];
const PAYLOAD_SIZES = [2_000, 20_000];
const RUNS = 5;
const CLUSTER_BUDGET_MS = 50;
const FIRST_PAGE_BUDGET_KB = 200;
const STATES = ["IL", "IN", "IA", "KS", "MI", "MN", "MO", "NE", "OH", "WI"];

/** A reproducible pseudo-random generator (LCG), so runs compare. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Churches as they sit in reality: most in and around towns, the rest spread over the countryside. */
function generatePoints(count: number, seed = 42): LatLng[] {
  const next = random(seed);
  const box = { south: 36.5, north: 48.5, west: -102, east: -80.5 };
  const towns = Array.from({ length: 400 }, () => ({
    latitude: box.south + next() * (box.north - box.south),
    longitude: box.west + next() * (box.east - box.west),
  }));
  return Array.from({ length: count }, () => {
    if (next() < 0.3) {
      return {
        latitude: box.south + next() * (box.north - box.south),
        longitude: box.west + next() * (box.east - box.west),
      };
    }
    const town = towns[Math.floor(next() * towns.length)]!;
    // About 15 km around the town centre (Box-Muller).
    const r = Math.sqrt(-2 * Math.log(1 - next())) * 0.14;
    const angle = 2 * Math.PI * next();
    return {
      latitude: town.latitude + r * Math.sin(angle),
      longitude: town.longitude + r * Math.cos(angle) * 1.35,
    };
  });
}

function benchClustering() {
  console.log("Clustering (greedy, great-circle radius, 3-D grid index): median of 5 runs\n");
  console.log(`${"churches".padEnd(10)}${ZOOMS.map((zoom) => `z${zoom}`.padStart(9)).join("")}`);
  console.log(
    `${"radius".padEnd(10)}${ZOOMS.map((zoom) => `${clusterRadiusKm(zoom) ?? "-"}`.padStart(9)).join("")}`,
  );
  let worst20k = 0;
  for (const size of CLUSTER_SIZES) {
    const points = generatePoints(size);
    const times: string[] = [];
    const counts: string[] = [];
    for (const zoom of ZOOMS) {
      clusterPoints(points, zoom);
      const runs: number[] = [];
      let clusters = 0;
      for (let run = 0; run < RUNS; run++) {
        const start = performance.now();
        clusters = clusterPoints(points, zoom).length;
        runs.push(performance.now() - start);
      }
      const ms = median(runs);
      if (size === 20_000) worst20k = Math.max(worst20k, ms);
      times.push(`${ms.toFixed(1)}ms`.padStart(9));
      counts.push(String(clusters).padStart(9));
    }
    console.log(`${size.toLocaleString("en-US").padEnd(10)}${times.join("")}`);
    console.log(`${"  markers".padEnd(10)}${counts.join("")}`);
  }
  const met = worst20k <= CLUSTER_BUDGET_MS;
  console.log(
    `\nbudget: 20,000 churches at most ${CLUSTER_BUDGET_MS} ms per zoom level (worst ${worst20k.toFixed(1)} ms: ${met ? "met" : "NOT met"})\n`,
  );
}

/** A church as GET /api/churches sends it (the directory fields), plus the description the list leaves out. */
function generateChurch(i: number, next: () => number, point: LatLng) {
  return {
    id: i + 1,
    name: `${["Grace", "Hope", "First", "Trinity", "Cornerstone", "New Life"][i % 6]} Community Church ${i}`,
    address: `${100 + (i % 9000)} ${["Main", "Oak", "Maple", "Church", "Market"][i % 5]} St`,
    city: `Town ${i % 900}`,
    state: STATES[i % STATES.length]!,
    zipCode: String(50000 + (i % 9999)).padStart(5, "0"),
    latitude: point.latitude.toFixed(8),
    longitude: point.longitude.toFixed(8),
    pastorName: `Rev. Pastor ${i}`,
    phone: `(515) 555-${String(i % 10000).padStart(4, "0")}`,
    email: `office${i}@church${i}.example.org`,
    website: next() < 0.7 ? `https://church${i}.example.org` : null,
    imageUrl: next() < 0.3 ? `/api/uploads/${i}` : null,
    serviceTimes: "Sunday Worship: 9:00 AM & 11:00 AM\nWednesday Bible Study: 7:00 PM",
    memberCount: 40 + Math.floor(next() * 900),
    description:
      "A neighborhood church where families, students and longtime neighbors gather for honest worship and " +
      `verse-by-verse teaching. We serve alongside the food pantry every week. (${i})`,
  };
}

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

function benchPayload() {
  console.log("Church list payload (GET /api/churches; the list leaves out the description)\n");
  console.log(
    `${"churches".padEnd(10)}${"raw".padStart(12)}${"gzip".padStart(12)}${"with description, gzip".padStart(26)}`,
  );
  for (const size of PAYLOAD_SIZES) {
    const next = random(size);
    const points = generatePoints(size, size);
    const full = points.map((point, i) => generateChurch(i, next, point));
    const list = full.map(({ description: _description, ...church }) => church);
    const json = JSON.stringify(list);
    const withDescription = JSON.stringify(full);
    console.log(
      `${size.toLocaleString("en-US").padEnd(10)}${kb(Buffer.byteLength(json)).padStart(12)}` +
        `${kb(gzipSync(json).length).padStart(12)}${kb(gzipSync(withDescription).length).padStart(26)}`,
    );
  }
  console.log("");
}

const STATIC_IMPORT = /(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]*?from\s*)?["']\.\/([^"']+\.js)["']/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["'`]\.\/([^"'`]+\.js)["'`]\s*\)/g;

/** Chunk files a chunk imports: statically, and with `dynamic` also through import(). */
function importsOf(dir: string, file: string, dynamic: boolean): string[] {
  const code = readFileSync(path.join(dir, file), "utf8");
  const found = new Set<string>();
  for (const match of code.matchAll(STATIC_IMPORT)) found.add(match[1]!);
  if (dynamic) for (const match of code.matchAll(DYNAMIC_IMPORT)) found.add(match[1]!);
  return [...found];
}

/** The chunks reachable from `roots`, not entering `loaded` (chunks the page already has). */
function closure(dir: string, roots: string[], dynamic = false, loaded = new Set<string>()): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file) || loaded.has(file)) continue;
    seen.add(file);
    queue.push(...importsOf(dir, file, dynamic));
  }
  return seen;
}

function gzipSize(dir: string, files: Iterable<string>): number {
  let total = 0;
  for (const file of files) total += gzipSync(readFileSync(path.join(dir, file)), { level: 9 }).length;
  return total;
}

function benchBundle() {
  const dist = path.resolve(process.env.E2E_WEB_DIST ?? path.join(repoRoot, "web/dist"));
  const assets = path.join(dist, "assets");
  if (!existsSync(path.join(dist, "index.html"))) {
    console.log(`JavaScript: no build in ${dist} (run \`pnpm build\` or set E2E_WEB_DIST)`);
    return;
  }
  const html = readFileSync(path.join(dist, "index.html"), "utf8");
  const entries = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((match) => match[1]!);
  const files = readdirSync(assets).filter((file) => file.endsWith(".js"));
  const chunk = (prefix: string) => files.find((file) => file.startsWith(`${prefix}-`));
  const home = chunk("HomePage");
  const firstPage = closure(assets, [...entries, ...(home ? [home] : [])]);
  const firstKb = gzipSize(assets, firstPage) / 1024;
  console.log(`JavaScript (gzip -9) of the build in ${path.relative(repoRoot, dist) || dist}\n`);
  console.log(`first page (/): ${firstKb.toFixed(1)} KB in ${firstPage.size} files`);
  for (const [label, prefix] of [
    ["directory map chunk", "DirectoryMap"],
    ["church detail map chunk", "ChurchLocationMap"],
  ] as const) {
    const root = chunk(prefix);
    if (!root) {
      console.log(`${label}: not found`);
      continue;
    }
    // react-map-gl imports maplibre-gl itself with import(): count what the map's chunk pulls in that way too.
    const own = [...closure(assets, [root], true, firstPage)];
    const parts = own
      .map((file) => ({ file, size: gzipSize(assets, [file]) }))
      .sort((a, b) => b.size - a.size)
      .map(({ file, size }) => `${file.replace(/-[\w-]{8}\.js$/, "")} ${kb(size)}`);
    console.log(`${label}, loaded only when shown: ${kb(gzipSize(assets, own))} (${parts.join(", ")})`);
  }
  const inFirstPage = [...firstPage].some((file) => /maplibre|DirectoryMap|basemap/.test(file));
  const met = firstKb <= FIRST_PAGE_BUDGET_KB && !inFirstPage;
  console.log(
    `\nbudget: first page at most ${FIRST_PAGE_BUDGET_KB} KB gzip without the map (${firstKb.toFixed(1)} KB, ` +
      `map ${inFirstPage ? "IN" : "not in"} the first page: ${met ? "met" : "NOT met"})`,
  );
}

/** Issue 44: the embeddable finder (web/embed-plugin.ts), all a host page loads until the map is opened. */
const EMBED_BUDGET_KB = 35;

function benchEmbed() {
  const dist = path.resolve(process.env.E2E_WEB_DIST ?? path.join(repoRoot, "web/dist"));
  const finder = path.join(dist, "embed/finder.js");
  if (!existsSync(finder)) {
    console.log(
      `\nembeddable finder: no ${path.relative(repoRoot, finder) || finder} (build the web app first)`,
    );
    return;
  }
  const gzipKb = gzipSize(path.dirname(finder), ["finder.js"]) / 1024;
  console.log(
    `\nembeddable finder (embed/finder.js, the map opened in the site's own page): ${gzipKb.toFixed(1)} KB gzip; ` +
      `budget at most ${EMBED_BUDGET_KB} KB: ${gzipKb <= EMBED_BUDGET_KB ? "met" : "NOT met"}`,
  );
}

benchClustering();
benchPayload();
benchBundle();
benchEmbed();
