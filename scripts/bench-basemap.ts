// Figures for the built-in basemap (not a test). Budgets (issue 20): its files at most 15 MB on disk; at the start
// view at most 400 KB of basemap data on the wire (the tiles are gzip inside the archive) and a complete render
// within 1 s of the map chunk arriving, in Debian's Chromium on this machine, measured on a visit that scrolls down
// to the directory (the map starts as its chunk arrives). Beside it, the same measure with a blank style: what the
// map libraries cost before any basemap, on a machine whose load moves every figure. And a visit heading for the
// directory (/?scrollTo=directory), whose map's code comes with the page: from the map's placing, and from the start.
//   pnpm bench:basemap        (reads the built web app in E2E_WEB_DIST, else web/dist: run `pnpm build` first)
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./lib/chromium.ts";
import { repoRoot, startServer } from "./lib/server-process.ts";
import { median } from "./lib/stats.ts";

const DISK_BUDGET_MB = 15;
const WIRE_BUDGET_KB = 400;
const RENDER_BUDGET_MS = 1000;
const RUNS = 3;
const PORT = 4291;
const VIEWPORTS = [
  { name: "desktop 1366x900", width: 1366, height: 900 },
  { name: "phone 390x844", width: 390, height: 844 },
];
const ARCHIVE = /\/assets\/basemap-[0-9a-f]+\.pmtiles$/;
/** The lazy chunk that carries MapLibre and the basemap style (Rolldown names it after BaseMap.tsx or basemap.ts). */
const MAP_CHUNK = /\/assets\/basemap-[A-Za-z0-9_-]+\.js$/i;

const dist = path.resolve(repoRoot, process.env.E2E_WEB_DIST ?? "web/dist");
const assets = path.join(dist, "assets");
if (!existsSync(assets)) {
  console.error(`No build in ${dist}: run pnpm build first (or set E2E_WEB_DIST).`);
  process.exit(1);
}
const files = readdirSync(assets).filter((name) => ARCHIVE.test(`/assets/${name}`));
const diskBytes = files.reduce((sum, name) => sum + statSync(path.join(assets, name)).size, 0);
const verdict = (ok: boolean) => (ok ? "ok" : "OVER BUDGET");
console.log(
  `basemap files on disk: ${(diskBytes / 1e6).toFixed(2)} MB in ${files.length} file(s) (${files.join(", ")}); budget ${DISK_BUDGET_MB} MB: ${verdict(diskBytes <= DISK_BUDGET_MB * 1e6)}`,
);

const dataDir = mkdtempSync(path.join(tmpdir(), "bench-basemap-"));
const server = await startServer(PORT, {
  DATA_DIR: dataDir,
  SEED_DEMO: "true",
  WEB_DIST_DIR: dist,
  SESSION_SECRET: randomBytes(24).toString("hex"),
  ADMIN_PASSWORD: randomBytes(12).toString("hex"),
  DATABASE_URL: "",
  MAP_STYLE_URL: "",
  MAP_PMTILES_PATH: "",
});
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: ["--headless", ...CHROMIUM_FLAGS],
});

const BLANK_STYLE = "/bench-blank-style.json";

/**
 * The map with no basemap at all (one background layer, served by the browser itself): the same measure gives
 * the floor that loading MapLibre and deck.gl, starting WebGL and drawing the markers cost on this machine.
 */
async function useBlankStyle(page: Page) {
  await page.route(`**${BLANK_STYLE}`, (route) =>
    route.fulfill({
      contentType: "application/json",
      body: JSON.stringify({ version: 8, sources: {}, layers: [{ id: "bg", type: "background" }] }),
    }),
  );
  await page.route("**/trpc/**", async (route) => {
    const url = new URL(route.request().url());
    const procedures = url.pathname.replace("/trpc/", "").split(",");
    const index = procedures.indexOf("site.info");
    if (index < 0) return route.continue();
    const response = await route.fetch();
    const body = await response.json();
    const answer = Array.isArray(body) ? body[index] : body;
    answer.result.data.mapStyleUrl = `${url.origin}${BLANK_STYLE}`;
    return route.fulfill({ response, json: body });
  });
}

/**
 * `scroll`: a visit to the home page that scrolls down to the directory, whose map's code is fetched when its
 * panel nears the window: the budget's case, the map starting the moment its chunk arrives. `heading`: a visit
 * to /?scrollTo=directory, whose map's code comes with the page's own, long before the map can start.
 */
type Arrival = "scroll" | "heading";

async function visit(viewport: { width: number; height: number }, blank: boolean, arrival: Arrival) {
  // A fresh context each run: nothing cached, as for a first visit.
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  if (blank) await useBlankStyle(page);
  // The moments the map's box is placed (MapLibre starts right after) and its first complete render.
  await page.addInitScript(() => {
    const marks = window as unknown as { mapMountedAt?: number; mapReadyAt?: number };
    new MutationObserver((_records, observer) => {
      if (marks.mapMountedAt === undefined && document.querySelector('[data-testid="directory-map"]')) {
        marks.mapMountedAt = performance.now();
      }
      if (document.querySelector('[data-testid="directory-map"][data-map-ready="true"]')) {
        marks.mapReadyAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { subtree: true, childList: true, attributes: true });
  });
  const archiveRequests: Promise<number>[] = [];
  page.on("requestfinished", (request) => {
    if (ARCHIVE.test(new URL(request.url()).pathname)) {
      archiveRequests.push(
        request.sizes().then((sizes) => sizes.responseBodySize + sizes.responseHeadersSize),
      );
    }
  });
  if (arrival === "heading") {
    await page.goto(`${server.baseUrl}/?scrollTo=directory`);
  } else {
    await page.goto(`${server.baseUrl}/`);
    // The page settled (its own code and data in) before the visitor scrolls.
    await page.waitForLoadState("networkidle");
  }
  // The church list's top sits beside the map (desktop) or just below it (phone): either way the map is near.
  await page
    .locator("#church-list-heading")
    .evaluate((heading) => heading.scrollIntoView({ block: "start" }));
  await page.waitForFunction(
    () => (window as unknown as { mapReadyAt?: number }).mapReadyAt !== undefined,
    null,
    {
      timeout: 120_000,
    },
  );
  const chunkEnd = await page.evaluate(
    ([source, flags]) => {
      const chunk = performance
        .getEntriesByType("resource")
        .find((entry) => new RegExp(source, flags).test(new URL(entry.name).pathname));
      return chunk ? (chunk as PerformanceResourceTiming).responseEnd : Number.NaN;
    },
    [MAP_CHUNK.source, MAP_CHUNK.flags] as const,
  );
  const { readyAt, mountedAt } = await page.evaluate(() => {
    const marks = window as unknown as { mapMountedAt: number; mapReadyAt: number };
    return { readyAt: marks.mapReadyAt, mountedAt: marks.mapMountedAt };
  });
  // Tiles asked for before the load event may still be finishing: let the network settle before counting.
  await page.waitForLoadState("networkidle");
  const sizes = await Promise.all(archiveRequests);
  await context.close();
  return {
    wire: sizes.reduce((sum, size) => sum + size, 0),
    requests: sizes.length,
    render: readyAt - chunkEnd,
    fromMount: readyAt - mountedAt,
    ready: readyAt,
  };
}

const list = (values: number[]) => values.map((value) => Math.round(value)).join(", ");

try {
  for (const viewport of VIEWPORTS) {
    const scrolled = [];
    const floor = [];
    const heading = [];
    // Alternated, so a change in the machine's load weighs on each alike.
    for (let run = 0; run < RUNS; run++) {
      scrolled.push(await visit(viewport, false, "scroll"));
      floor.push((await visit(viewport, true, "scroll")).render);
      heading.push(await visit(viewport, false, "heading"));
    }
    const kb = median(scrolled.map((run) => run.wire)) / 1024;
    const render = scrolled.map((run) => run.render);
    const ms = median(render);
    console.log(
      `start view, ${viewport.name}, scrolled to: basemap data ${kb.toFixed(1)} KB in ${median(scrolled.map((run) => run.requests))} range requests (budget ${WIRE_BUDGET_KB} KB: ${verdict(kb <= WIRE_BUDGET_KB)}); rendered ${Math.round(ms)} ms after the map chunk arrived, median of ${RUNS} (${list(render)}; budget ${RENDER_BUDGET_MS} ms: ${verdict(ms <= RENDER_BUDGET_MS)}); the same map with a blank style: ${Math.round(median(floor))} ms (${list(floor)})`,
    );
    const fromMount = heading.map((run) => run.fromMount);
    const ready = heading.map((run) => run.ready);
    console.log(
      `start view, ${viewport.name}, heading for the directory (its chunk comes with the page): rendered ${Math.round(median(fromMount))} ms after the map was placed (${list(fromMount)}), ${Math.round(median(ready))} ms after the visit started (${list(ready)})`,
    );
  }
  console.log(
    `load average: ${loadavg()
      .map((value) => value.toFixed(2))
      .join(" ")} (2 cores, shared)`,
  );
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
