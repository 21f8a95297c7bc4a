// The browser half of `pnpm bench:scale` (issue 19, item 4): time to the first list and clusters in Chromium
// (desktop 1366 px, and 390 px with 4x CPU throttling), bytes on the wire until that first view is complete,
// main-thread long tasks during load and during five zoom steps, and the page's JS heap.
// bench-scale.ts calls measureBrowser once per directory size, with the server running on that size's data,
// and prints the figures it returns beside the server's.
import { type Browser, type CDPSession, chromium, type Page } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./chromium.ts";
import { median } from "./stats.ts";

export interface ScaleFigure {
  /** What was measured, e.g. "desktop: list visible". */
  name: string;
  /** The measured value as printed (with its unit). */
  value: string;
  /** The budget as printed, or "" when it sets none. */
  budget: string;
  /** True or false when there is a budget to meet; null without one. */
  met: boolean | null;
}

export interface BrowserRun {
  /** The running server, e.g. http://127.0.0.1:4593 (serves the built web app). */
  baseUrl: string;
  /** Approved churches in its database. */
  churches: number;
}

interface Profile {
  name: string;
  width: number;
  height: number;
  cpuThrottling: number;
  firstViewBudgetMs: number;
}

const PROFILES: Profile[] = [
  { name: "desktop 1366", width: 1366, height: 768, cpuThrottling: 1, firstViewBudgetMs: 1500 },
  { name: "phone 390, 4x CPU", width: 390, height: 844, cpuThrottling: 4, firstViewBudgetMs: 3000 },
];
const LONG_TASK_ZOOM_BUDGET_MS = 200;
const HEAP_BUDGET_MB = 80;
const DATA_BUDGET_KB = 150;
const ZOOM_STEPS = 5;
/** Cold visits per profile: the first-view times are their median (one visit swings by a few hundred ms here). */
const VISITS = Number(process.env.BENCH_VISITS ?? 3);

/**
 * Installed before the app's scripts: records long tasks and the moments the directory's list (its first card)
 * and the first clusters appear, on the page's own clock: first drawn by the page itself over the map's panel
 * (the preview, while the map's code loads and starts), then by the map (the map says so once deck.gl has drawn
 * its first viewport answer, not when it lands). A string, not a function:
 * tsx names functions with a helper the page does not have.
 */
const WATCH_PAGE = `(() => {
  const state = { longTasks: [], listAt: null, previewAt: null, clustersAt: null };
  window.__bench = state;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) state.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: "longtask", buffered: true });
  new MutationObserver(() => {
    if (state.listAt === null && document.querySelector('[data-testid="church-list"] article')) {
      state.listAt = performance.now();
    }
    if (state.previewAt === null && document.querySelector('[data-testid="preview-cluster"]')) {
      requestAnimationFrame(() => { if (state.previewAt === null) state.previewAt = performance.now(); });
    }
    if (state.clustersAt === null && document.querySelector('[data-testid="directory-map-viewport"][data-status="drawn"]')) {
      // The layers draw on the next frame after the answer lands.
      requestAnimationFrame(() => { if (state.clustersAt === null) state.clustersAt = performance.now(); });
    }
  }).observe(document, { subtree: true, childList: true, attributes: true });
})();`;

interface Bench {
  longTasks: { start: number; duration: number }[];
  listAt: number | null;
  /** The preview's clusters painted; null when the map drew first (it then has no preview). */
  previewAt: number | null;
  clustersAt: number | null;
}

const readBench = (page: Page) => page.evaluate(() => (window as unknown as { __bench: Bench }).__bench);

/** Bytes on the wire (compressed, headers included) per request, counted by the DevTools protocol. */
function countBytes(cdp: CDPSession) {
  const urls = new Map<string, string>();
  const sizes: { url: string; bytes: number }[] = [];
  cdp.on("Network.requestWillBeSent", (event) => urls.set(event.requestId, event.request.url));
  cdp.on("Network.loadingFinished", (event) =>
    sizes.push({ url: urls.get(event.requestId) ?? "", bytes: event.encodedDataLength }),
  );
  return sizes;
}

/** A fresh context (empty cache) on the profile's screen and CPU, the page watched from its first script. */
async function coldPage(browser: Browser, profile: Profile) {
  const context = await browser.newContext({ viewport: { width: profile.width, height: profile.height } });
  const page = await context.newPage();
  await page.addInitScript({ content: WATCH_PAGE });
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Performance.enable");
  if (profile.cpuThrottling > 1)
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: profile.cpuThrottling });
  return { context, page, cdp };
}

/** A first visit that heads for the directory, as the home page's 'Find a Church' does, until its first view. */
async function visitDirectory(page: Page, run: BrowserRun): Promise<Bench> {
  await page.goto(`${run.baseUrl}/?scrollTo=directory`);
  await page.waitForFunction(
    () => {
      const bench = (window as unknown as { __bench: Bench }).__bench;
      return bench.listAt !== null && bench.clustersAt !== null;
    },
    undefined,
    { timeout: 120_000, polling: 100 },
  );
  return readBench(page);
}

async function measureProfile(run: BrowserRun, profile: Profile): Promise<ScaleFigure[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const earlier: Bench[] = [];
    for (let visit = 1; visit < VISITS; visit++) {
      const cold = await coldPage(browser, profile);
      earlier.push(await visitDirectory(cold.page, run));
      await cold.context.close();
    }
    // The last visit also counts bytes, long tasks and the heap, and zooms.
    const { page, cdp } = await coldPage(browser, profile);
    const sizes = countBytes(cdp);
    const loaded = await visitDirectory(page, run);
    const visits = [...earlier, loaded];
    const listTimes = visits.map((visit) => visit.listAt!);
    const clusterTimes = visits.map((visit) => visit.clustersAt!);
    // Clusters on screen: the preview's, or the map's where it drew first.
    const visibleTimes = visits.map((visit) =>
      Math.min(visit.previewAt ?? Number.POSITIVE_INFINITY, visit.clustersAt!),
    );
    const firstView = Math.max(loaded.listAt!, loaded.clustersAt!);
    const settled = [...sizes];
    const pathOf = (url: string) => (url.startsWith("http") ? new URL(url).pathname : "");
    const sum = (list: typeof settled) => list.reduce((total, s) => total + s.bytes, 0);
    // The directory's own data (overview, list page, viewport), and every API answer the home page asked for.
    const dataBytes = sum(settled.filter((s) => pathOf(s.url).startsWith("/api/churches")));
    const apiBytes = sum(settled.filter((s) => /^\/(api|trpc)\//.test(pathOf(s.url))));
    const allBytes = settled.reduce((sum, s) => sum + s.bytes, 0);
    const loadTasks = loaded.longTasks.filter((task) => task.start <= firstView);
    // Where the first view's time went: each API answer's start and end on the page's clock.
    const answers = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .filter((entry) => /\/(api|trpc)\//.test(entry.name))
        .map((entry) => ({
          path: new URL(entry.name).pathname.replace(/^\/(api|trpc)\//, ""),
          start: entry.startTime,
          end: (entry as PerformanceResourceTiming).responseEnd,
        })),
    );
    const timeline = answers
      .sort((a, b) => a.start - b.start)
      .map((answer) => `${answer.path.slice(0, 28)} ${answer.start.toFixed(0)}-${answer.end.toFixed(0)}`)
      .join(", ");

    // Five zoom steps in towards Des Moines, each waiting for its clusters (or markers) to be drawn. They start
    // once the map has loaded its basemap (the clusters may be drawn before that), when it exposes itself.
    await page.waitForSelector('[data-testid="directory-map"][data-map-ready="true"]', { timeout: 60_000 });
    await page.evaluate(() => {
      (window as unknown as { __bench: Bench }).__bench.longTasks = [];
    });
    for (let step = 0; step < ZOOM_STEPS; step++) {
      await page.evaluate(async () => {
        const container = document.querySelector(
          '[data-testid="directory-map"] .maplibregl-map',
        ) as HTMLElement & {
          maplibreMap: {
            getZoom(): number;
            easeTo(options: { center: [number, number]; zoom: number; duration: number }): void;
            once(event: string, listener: () => void): void;
          };
        };
        const map = container.maplibreMap;
        await new Promise<void>((resolve) => {
          map.once("moveend", () => resolve());
          map.easeTo({ center: [-93.62, 41.59], zoom: map.getZoom() + 1.4, duration: 400 });
        });
      });
      await page.waitForFunction(
        () => document.querySelector('[data-testid="directory-map-viewport"][data-status="drawn"]') !== null,
        undefined,
        { timeout: 60_000, polling: 50 },
      );
      await page.waitForTimeout(300);
    }
    const zoomTasks = (await readBench(page)).longTasks;

    await cdp.send("HeapProfiler.collectGarbage");
    const metrics = (await cdp.send("Performance.getMetrics")).metrics;
    const heapMb = (metrics.find((m) => m.name === "JSHeapUsedSize")?.value ?? 0) / 1024 / 1024;

    const p = profile.name;
    const longest = (tasks: { duration: number }[]) => Math.max(0, ...tasks.map((task) => task.duration));
    const ms = (value: number) => `${value.toFixed(0)} ms`;
    return [
      {
        name: `${p}: list visible (median of ${visits.length}: ${listTimes.map(ms).join(", ")})`,
        value: ms(median(listTimes)),
        budget: `<= ${profile.firstViewBudgetMs} ms`,
        met: median(listTimes) <= profile.firstViewBudgetMs,
      },
      {
        name: `${p}: clusters visible (median of ${visits.length}: ${visibleTimes.map(ms).join(", ")})`,
        value: ms(median(visibleTimes)),
        budget: `<= ${profile.firstViewBudgetMs} ms`,
        met: median(visibleTimes) <= profile.firstViewBudgetMs,
      },
      {
        name: `${p}: clusters drawn by the map itself (median of ${visits.length}: ${clusterTimes.map(ms).join(", ")})`,
        value: ms(median(clusterTimes)),
        budget: "",
        met: null,
      },
      {
        name: `${p}: first view, directory data on the wire`,
        value: `${(dataBytes / 1024).toFixed(1)} KB`,
        budget: `<= ${DATA_BUDGET_KB} KB`,
        met: dataBytes <= DATA_BUDGET_KB * 1024,
      },
      {
        name: `${p}: first view, every API answer of the home page`,
        value: `${(apiBytes / 1024).toFixed(1)} KB`,
        budget: "",
        met: null,
      },
      {
        name: `${p}: first view, everything on the wire (app code, basemap, data; cold cache)`,
        value: `${(allBytes / 1024).toFixed(0)} KB`,
        budget: "",
        met: null,
      },
      {
        name: `${p}: API answers (asked-answered, ms)`,
        value: timeline,
        budget: "",
        met: null,
      },
      {
        name: `${p}: long tasks during load (count, longest)`,
        value: `${loadTasks.length}, ${ms(longest(loadTasks))}`,
        budget: "",
        met: null,
      },
      {
        name: `${p}: longest task during ${ZOOM_STEPS} zoom steps (count)`,
        value: `${ms(longest(zoomTasks))} (${zoomTasks.length})`,
        budget: `<= ${LONG_TASK_ZOOM_BUDGET_MS} ms`,
        met: longest(zoomTasks) <= LONG_TASK_ZOOM_BUDGET_MS,
      },
      {
        name: `${p}: JS heap after load and zooming`,
        value: `${heapMb.toFixed(1)} MB`,
        budget: `<= ${HEAP_BUDGET_MB} MB`,
        met: heapMb <= HEAP_BUDGET_MB,
      },
    ];
  } finally {
    await browser.close();
  }
}

export async function measureBrowser(run: BrowserRun): Promise<ScaleFigure[]> {
  const figures: ScaleFigure[] = [];
  for (const profile of PROFILES) figures.push(...(await measureProfile(run, profile)));
  return figures;
}
