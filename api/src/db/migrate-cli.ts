/**
 * Applies the migrations a PostgreSQL database has not run yet (api/migrations/NNNN_name.sql, in order).
 *
 *   DATABASE_URL=postgres://... pnpm db:migrate
 *
 * Safe to run again: applied migrations are recorded in the database and skipped.
 */
import { connectPostgres, databaseUrlFromEnv, parseFlags, redact, runCli } from "../scripts/cli.ts";
import { migrateToLatest } from "./migrate.ts";

const usage = `Usage: DATABASE_URL=postgres://user@host:5432/name pnpm db:migrate [--help]
  (in a built tree: DATABASE_URL=... node api/dist/migrate-cli.js)

Applies the SQL migrations the database has not run yet; safe to run again.
The server also migrates on start, so this is for deploying a new version before starting it.`;

await runCli("db:migrate", usage, async () => {
  const flags = parseFlags({});
  if (flags.help) {
    console.log(usage);
    return;
  }
  const databaseUrl = databaseUrlFromEnv(true);
  // Migrations may rewrite large tables: no 5-second statement limit here.
  const connection = await connectPostgres(databaseUrl, 30 * 60_000);
  try {
    const applied = await migrateToLatest(connection.db);
    console.log(
      applied.length > 0
        ? `Applied to ${redact(databaseUrl)}: ${applied.join(", ")}`
        : `${redact(databaseUrl)} is already up to date.`,
    );
  } finally {
    await connection.close();
  }
});
