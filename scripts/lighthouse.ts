// Page speed: Lighthouse (desktop preset) with Debian's Chromium on the home page, a church page and the vault.
// Prints the four category scores and LCP / TBT / CLS, and whether the budgets hold:
//   accessibility and best practices at least 95, performance at least 90.
// Then Lighthouse's default mobile run (a mid-range phone's CPU, slow 4G, simulated) of the pages people open
// on a phone (issue 40), printed with the machine's load and Lighthouse's benchmark index beside each page,
// because the machine is shared and both move the figures. Its budgets are printed, not enforced.
//   pnpm lighthouse           (builds the web app first unless SKIP_WEB_BUILD=1)
//   LIGHTHOUSE_RUNS=mobile    only the mobile run (desktop, mobile or both; both by default)
//   LIGHTHOUSE_WEB_DIST=/tmp/x  build into and serve another folder than web/dist; LIGHTHOUSE_PORT to move it
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./lib/chromium.ts";
import { type MobileRow, mobileBudgetMisses, mobileRow } from "./lib/lighthouse-mobile.ts";
import { repoRoot, startServer } from "./lib/server-process.ts";
import { buildWebUnlessSkipped } from "./lib/web-build.ts";

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4593);
const RUNS = process.env.LIGHTHOUSE_RUNS ?? "both";
const WEB_DIST = process.env.LIGHTHOUSE_WEB_DIST ?? path.join(repoRoot, "web/dist");
await buildWebUnlessSkipped(WEB_DIST);

const dataDir = mkdtempSync(path.join(tmpdir(), "lighthouse-data-"));
const server = await startServer(PORT, {
  DATA_DIR: dataDir,
  SESSION_SECRET: "lighthouse-secret-lighthouse-secret-1234",
  ADMIN_PASSWORD: "lighthouse-admin-password",
  WEB_DIST_DIR: WEB_DIST,
  PUBLIC_BASE_URL: `http://127.0.0.1:${PORT}`,
});
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS],
});

let failed = 0;
try {
  const churches = (await (await fetch(`${server.baseUrl}/api/churches`)).json()) as Array<{ id: number }>;
  const pages: Array<[string, string]> = [
    ["home", "/"],
    ["church detail", `/church/${churches[0]?.id ?? 1}`],
    ["resource vault", "/resources"],
  ];
  if (RUNS !== "mobile") console.log("page            perf  a11y  best  seo   LCP ms  TBT ms  CLS");
  for (const [name, pathname] of RUNS === "mobile" ? [] : pages) {
    const result = await lighthouse(
      `${server.baseUrl}${pathname}`,
      { port: chrome.port, output: "json", logLevel: "error" },
      desktopConfig,
    );
    const lhr = result!.lhr;
    const score = (key: string) => Math.round((lhr.categories[key]?.score ?? 0) * 100);
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const [perf, a11y, best, seo] = ["performance", "accessibility", "best-practices", "seo"].map(score);
    console.log(
      `${name.padEnd(16)}${String(perf).padEnd(6)}${String(a11y).padEnd(6)}${String(best).padEnd(6)}${String(seo).padEnd(6)}` +
        `${metric("largest-contentful-paint").toFixed(0).padEnd(8)}${metric("total-blocking-time").toFixed(0).padEnd(8)}` +
        `${metric("cumulative-layout-shift").toFixed(3)}`,
    );
    const misses = [
      a11y! < 95 && "accessibility < 95",
      best! < 95 && "best practices < 95",
      perf! < 90 && "performance < 90",
    ].filter(Boolean);
    if (misses.length > 0) {
      failed++;
      console.log(`  budget missed: ${misses.join(", ")}`);
      const failing = Object.values(lhr.audits)
        .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode === "binary")
        .map((audit) => audit.id);
      if (failing.length > 0) console.log(`  failing audits: ${failing.join(", ")}`);
      // What moved: the first step to take when the layout shift is what costs the score.
      const shifts = (
        lhr.audits["layout-shifts"]?.details as {
          items?: Array<{ node?: { selector?: string }; score?: number }>;
        }
      )?.items;
      for (const item of (shifts ?? []).slice(0, 3)) {
        console.log(`  layout shift ${item.score?.toFixed(3)}: ${item.node?.selector ?? "(unknown)"}`);
      }
    }
  }
  if (RUNS !== "desktop") {
    const events = (await (await fetch(`${server.baseUrl}/api/events`)).json()) as Array<{ id: number }>;
    const mobilePages: Array<[string, string]> = [
      ["home", "/"],
      ["church detail", `/church/${churches[0]?.id ?? 1}`],
      ["event", `/events/${events[0]?.id ?? 1}`],
      ["resource vault", "/resources"],
      ["home (es)", "/es"],
    ];
    console.log("\nmobile (Lighthouse's default: simulated mid-range phone and slow 4G)");
    console.log(
      "page            perf  LCP ms  TBT ms  CLS    JS before paint (gzip)  load 1m  benchmarkIndex",
    );
    const rows: MobileRow[] = [];
    for (const [name, pathname] of mobilePages) {
      const load = loadavg()[0] ?? 0;
      // No config: Lighthouse's defaults are its mobile run.
      const result = await lighthouse(`${server.baseUrl}${pathname}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
      });
      const row = mobileRow(name, result!.lhr, load);
      rows.push(row);
      const error = result!.lhr.runtimeError;
      if (error)
        console.log(`${name.padEnd(16)}Lighthouse could not measure it: ${error.code} ${error.message}`);
      console.log(
        `${name.padEnd(16)}${String(row.performance).padEnd(6)}${row.lcpMs.toFixed(0).padEnd(8)}${row.tbtMs.toFixed(0).padEnd(8)}` +
          `${row.cls.toFixed(3).padEnd(7)}${`${(row.scriptBytesBeforePaint / 1024).toFixed(1)} KB`.padEnd(24)}` +
          `${row.load.toFixed(2).padEnd(9)}${row.benchmarkIndex.toFixed(0)}`,
      );
    }
    for (const row of rows) {
      const misses = mobileBudgetMisses(row);
      if (misses.length > 0)
        console.log(`  ${row.name}: mobile budget missed (not enforced): ${misses.join(", ")}`);
    }
  }
} finally {
  chrome.kill();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(failed === 0 ? "\nall page-speed budgets met" : `\n${failed} page(s) missed a budget`);
process.exit(failed === 0 ? 0 : 1);
