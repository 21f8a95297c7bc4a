// `npm test`: the whole suite (typecheck, lint, schema drift, unit, integration, browser).
// PostgreSQL when TEST_DATABASE_URL (or DATABASE_URL) is set, else the embedded database.
// Every step runs; the exit code is non-zero if any failed.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ensureInstalled, runPnpm } from "./lib.mjs";

await ensureInstalled();

const usesPostgres = Boolean(process.env.TEST_DATABASE_URL || process.env.DATABASE_URL);
const reportDir = mkdtempSync(path.join(tmpdir(), "vitest-report-"));
const vitestReport = path.join(reportDir, "report.json");
const steps = [
  ["typecheck", ["run", "typecheck"]],
  // Biome, then the layers and cycles (dependency-cruiser) and dead code (knip): see package.json "lint".
  ["lint", ["run", "lint"]],
  ...(usesPostgres ? [["database types in sync", ["run", "db:types-check"]]] : []),
  [
    "unit and integration tests",
    ["exec", "vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${vitestReport}`],
  ],
  ["browser tests", ["run", "test:e2e"]],
];

const results = [];
for (const [name, args] of steps) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const code = await runPnpm(args);
  results.push({ name, ok: code === 0, seconds: Math.round((Date.now() - started) / 1000) });
}

console.log(`\n=== summary (${usesPostgres ? "PostgreSQL" : "embedded database"}) ===`);
for (const { name, ok, seconds } of results) console.log(`${ok ? "PASS" : "FAIL"}  ${name} (${seconds}s)`);
reportSkippedTests();
const failed = results.filter((result) => !result.ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);

/** Says which tests did not run and why, so a green run on the embedded default hides nothing. */
function reportSkippedTests() {
  let report;
  try {
    report = JSON.parse(readFileSync(vitestReport, "utf8"));
  } catch {
    return;
  } finally {
    rmSync(reportDir, { recursive: true, force: true });
  }
  const skipped = report.testResults.flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status === "skipped" || test.status === "pending")
      .map((test) => `${path.relative(process.cwd(), file.name)} > ${test.fullName}`),
  );
  if (skipped.length === 0) return;
  const why = usesPostgres
    ? "skipped"
    : "skipped: they need PostgreSQL (several connections, or the command-line tools against a server). " +
      "Set TEST_DATABASE_URL=postgres://... to run them";
  console.log(`\n${skipped.length} tests ${why}:`);
  for (const name of skipped) console.log(`  - ${name}`);
}
