// What decision 025 moves to the visitor's first touch on a phone: the time from a tap on the home page's menu
// button to the menu being open, on an emulated phone (Playwright's Pixel 7) whose CPU runs 4x slower (the pace
// Lighthouse gives a mid-range phone). Three cases:
//   first touch   the page read without the app; the tap starts it, is held, and is pressed again once it runs
//   app running   the same tap once the app has run (what every later tap costs)
//   during start  a tap 1 s after the app was started by a scroll (a visitor who scrolled, then taps)
// Each case RUNS times (BENCH_RUNS, 5 by default); prints the median and the slowest. Figures, not budgets.
//   pnpm bench:first-touch    (builds the web app first unless SKIP_WEB_BUILD=1; BENCH_WEB_DIST to move it)
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { type Browser, chromium, devices, type Page } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./lib/chromium.ts";
import { repoRoot, startServer } from "./lib/server-process.ts";
import { buildWebUnlessSkipped } from "./lib/web-build.ts";

const PORT = Number(process.env.BENCH_PORT ?? 4598);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const WEB_DIST = process.env.BENCH_WEB_DIST ?? path.join(repoRoot, "web/dist");
const CPU_SLOWDOWN = 4;

await buildWebUnlessSkipped(WEB_DIST);

type Case = "first touch" | "app running" | "during start";

/** A phone at 4x slowdown on the home page, everything it fetches fetched, the app not run yet. */
async function phoneAtHome(browser: Browser, baseUrl: string): Promise<Page> {
  const context = await browser.newContext({ ...devices["Pixel 7"] });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  await page.goto(`${baseUrl}/`);
  await page.waitForLoadState("networkidle");
  return page;
}

// The page's own scripts are strings: tsx names the functions it compiles (a helper the page does not have).
const MARK_TAP = `window.addEventListener("touchstart", () => { window.tappedAt = performance.now(); },
  { capture: true, once: true })`;
const MENU_SHOWN = `new Promise((resolve) => {
  const menu = document.getElementById("mobile-navigation");
  const check = () => menu && !menu.hidden
    ? requestAnimationFrame(() => resolve(performance.now() - window.tappedAt))
    : requestAnimationFrame(check);
  check();
})`;

/** Milliseconds from the tap's touchstart to the frame after the menu is shown, as the page's clock has them. */
async function tapMenu(page: Page): Promise<number> {
  await page.evaluate(MARK_TAP);
  await page.getByRole("button", { name: "Open navigation menu" }).tap();
  return (await page.evaluate(MENU_SHOWN)) as number;
}

async function measure(browser: Browser, baseUrl: string, which: Case): Promise<number> {
  const page = await phoneAtHome(browser, baseUrl);
  try {
    if (which === "app running") {
      await page.evaluate("window.scrollBy(0, 1)");
      await page.locator("#root[data-hydrated]").waitFor({ timeout: 120_000 });
      await page.waitForLoadState("networkidle");
      await page.evaluate("window.scrollTo(0, 0)");
    } else if (which === "during start") {
      await page.evaluate("window.scrollBy(0, 1)");
      await page.waitForTimeout(1000);
      await page.evaluate("window.scrollTo(0, 0)");
    }
    return await tapMenu(page);
  } finally {
    await page.context().close();
  }
}

const dataDir = mkdtempSync(path.join(tmpdir(), "bench-first-touch-"));
const server = await startServer(PORT, {
  DATA_DIR: dataDir,
  SESSION_SECRET: "bench-first-touch-secret-bench-first-touch",
  ADMIN_PASSWORD: "bench-first-touch-admin",
  WEB_DIST_DIR: WEB_DIST,
  PUBLIC_BASE_URL: `http://127.0.0.1:${PORT}`,
});
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  console.log(`load ${loadavg()[0]?.toFixed(2)}, CPU slowed ${CPU_SLOWDOWN}x, ${RUNS} runs each`);
  console.log("case            median ms  slowest ms");
  for (const which of ["first touch", "app running", "during start"] as const) {
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) times.push(await measure(browser, server.baseUrl, which));
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)] ?? Number.NaN;
    console.log(
      `${which.padEnd(16)}${median.toFixed(0).padStart(9)}  ${(times.at(-1) ?? Number.NaN).toFixed(0).padStart(10)}`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
