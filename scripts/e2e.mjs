// Browser tests: build the web app, start the real server on a fresh database, run Playwright.
// A fresh PostgreSQL database when TEST_DATABASE_URL (or DATABASE_URL) is set, else a fresh embedded one.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildWeb, ensureInstalled, root, runPnpm } from "./lib.mjs";

await ensureInstalled();
const webDist = process.env.E2E_WEB_DIST
  ? path.resolve(process.env.E2E_WEB_DIST)
  : path.join(root, "web/dist");
if (process.env.SKIP_WEB_BUILD !== "1") await buildWeb(webDist);

const baseUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
const env = { ...process.env, E2E_WEB_DIST: webDist };
let cleanup = () => {};
if (baseUrl) {
  const name = `e2e_${randomBytes(4).toString("hex")}`;
  const psql = (sql) =>
    spawnSync("psql", [baseUrl, "-v", "ON_ERROR_STOP=1", "-qc", sql], { stdio: "inherit" });
  if (psql(`CREATE DATABASE ${name}`).status !== 0) process.exit(1);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  env.E2E_DATABASE_URL = url.toString();
  cleanup = () => psql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
} else {
  const dataDir = mkdtempSync(path.join(tmpdir(), "e2e-data-"));
  env.E2E_DATA_DIR = dataDir;
  cleanup = () => rmSync(dataDir, { recursive: true, force: true });
}

const code = await runPnpm(["exec", "playwright", "test", ...process.argv.slice(2)], { env });
cleanup();
process.exit(code);
