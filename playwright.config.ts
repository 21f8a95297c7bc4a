import { defineConfig, devices } from "@playwright/test";
import { E2E_ADMIN } from "./e2e/fixtures/accounts.ts";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./scripts/lib/chromium.ts";

const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;

/** Specs that fill the directory past UNPAGED_LIST_MAX (the "national" project below). */
const NATIONAL_SPECS = /church-picker\.spec\.ts$/;

// Debian's chromium: Playwright cannot download its own browser on these machines.
const chromiumArgs = ["--headless", ...CHROMIUM_FLAGS];

export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results",
  // A page test visits up to eight pages: on a slow day for this machine (2026-11-25) one took 1.6 min.
  timeout: 150_000,
  // Two cores shared by two workers and software WebGL: allow slow renders without hiding real failures.
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 2,
  // CI only: one retry, so a test that failed once under a loaded machine is run again and reported as
  // "flaky" in the list (never hidden); a test that fails twice fails the run. Locally a failure is final.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL,
    // A trace records every action's DOM and a screencast, and that cost the suite a quarter of its time
    // (journeys and directory specs: 190-196 s with "retain-on-failure", 140-144 s without) even though it is
    // kept only for failures. So it is recorded on a test's retry (CI retries once: a failing test's second run
    // leaves the trace). Locally, add `--trace=retain-on-failure` to the command to keep one.
    trace: "on-first-retry",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: chromiumArgs,
    },
  },
  // "world" makes the rows the specs assert on (e2e/world.setup.ts) before any spec runs.
  projects: [
    { name: "world", testMatch: /world\.setup\.ts$/, use: { ...devices["Desktop Chrome"] } },
    {
      name: "chromium",
      dependencies: ["world"],
      testIgnore: NATIONAL_SPECS,
      use: { ...devices["Desktop Chrome"] },
    },
    // Specs that fill the directory past UNPAGED_LIST_MAX for a while: alone, once every other spec has run, so
    // none of those sees a directory answering its first page only.
    {
      name: "national",
      dependencies: ["chromium"],
      testMatch: NATIONAL_SPECS,
      use: { ...devices["Desktop Chrome"] },
    },
  ],
  webServer: {
    command: "node --import tsx api/src/server.ts",
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
    env: {
      NODE_ENV: "test",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_BASE_URL: baseURL,
      SEED_DEMO: "true",
      NEWSLETTER_URL: "https://news.example.org/join",
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      WEB_DIST_DIR: process.env.E2E_WEB_DIST ?? "web/dist",
      LOG_LEVEL: "warn",
      // Every test signs up, registers and submits from 127.0.0.1: the suite as a whole would pass the
      // per-client hourly limits (10 sign-ups) that one real visitor never reaches. The limits themselves are
      // tested in api/test/rate-limits.test.ts.
      RATE_LIMIT_SCALE: "100",
      ...(process.env.E2E_DATABASE_URL
        ? { DATABASE_URL: process.env.E2E_DATABASE_URL }
        : { DATA_DIR: process.env.E2E_DATA_DIR ?? "data-e2e" }),
    },
  },
});
