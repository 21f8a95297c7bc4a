// `npm test`: the whole suite (typecheck, lint, schema drift, unit, integration, browser).
// PostgreSQL when TEST_DATABASE_URL (or DATABASE_URL) is set, else the embedded database.
// Every step runs; the exit code is non-zero if any failed.
import { ensureInstalled, runPnpm } from "./lib.mjs";

await ensureInstalled();

const usesPostgres = Boolean(process.env.TEST_DATABASE_URL || process.env.DATABASE_URL);
const steps = [
  ["typecheck", ["run", "typecheck"]],
  ["lint", ["exec", "biome", "check", "."]],
  ...(usesPostgres ? [["database types in sync", ["run", "db:types-check"]]] : []),
  ["unit and integration tests", ["exec", "vitest", "run"]],
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
const failed = results.filter((result) => !result.ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
