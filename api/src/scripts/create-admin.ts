/**
 * Creates an administrator, or resets the password of an existing one (ending all of its sessions).
 *
 *   pnpm admin:create [--email admin@example.org] [--password ...] [--first-name Ada] [--last-name Admin] [--promote]
 *
 * Flags win over ADMIN_EMAIL / ADMIN_PASSWORD. The database is DATABASE_URL, else the embedded one under
 * DATA_DIR (./data); stop the server first in that case, as the embedded database has one user at a time.
 * --promote turns an existing church account into an administrator.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { connect } from "../db/connect.ts";
import { migrateToLatest } from "../db/migrate.ts";
import { AdministratorError, upsertAdministrator } from "../services/auth/administrator.ts";

const usage =
  "Usage: pnpm admin:create [--email EMAIL] [--password PASSWORD] [--first-name NAME] [--last-name NAME] " +
  "[--promote]\n(or ADMIN_EMAIL / ADMIN_PASSWORD in the environment; DATABASE_URL or DATA_DIR pick the database)";

const messages = {
  created: "Created administrator",
  reset: "Reset the password of administrator",
  promoted: "Promoted to administrator (and reset the password of)",
} as const;

async function main(): Promise<number> {
  let values: ReturnType<typeof parseFlags>;
  try {
    values = parseFlags();
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    return 2;
  }
  if (values.help) {
    console.log(usage);
    return 0;
  }
  const email = values.email ?? process.env.ADMIN_EMAIL;
  const password = values.password ?? process.env.ADMIN_PASSWORD;
  if (!email || !password) {
    console.error(`An email and a password are required.\n${usage}`);
    return 2;
  }

  const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
  const dataDir = databaseUrl ? undefined : path.resolve(process.env.DATA_DIR || "./data");
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const connection = await connect({ databaseUrl, dataDir });
  try {
    await migrateToLatest(connection.db);
    const result = await upsertAdministrator(connection.db, {
      email,
      password,
      firstName: values["first-name"],
      lastName: values["last-name"],
      promote: values.promote,
    });
    console.log(`${messages[result.outcome]} ${result.email} (user id ${result.id}).`);
    if (result.outcome !== "created") console.log("Every existing session of this account has been ended.");
    return 0;
  } catch (error) {
    if (error instanceof AdministratorError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await connection.close();
  }
}

function parseFlags() {
  return parseArgs({
    options: {
      email: { type: "string" },
      password: { type: "string" },
      "first-name": { type: "string" },
      "last-name": { type: "string" },
      promote: { type: "boolean", default: false },
      help: { type: "boolean", short: "h", default: false },
    },
    strict: true,
  }).values;
}

process.exitCode = await main();
