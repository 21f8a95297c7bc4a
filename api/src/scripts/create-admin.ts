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
import { accountEmailSchema, passwordSchema } from "@app/shared";
import { type Connection, connect } from "../db/connect.ts";
import { migrateToLatest } from "../db/migrate.ts";
import { upsertAdministrator } from "../services/auth/administrator.ts";
import { passwordWeakness } from "../services/auth/password-strength.ts";
import { connectPostgres, databaseUrlFromEnv, parseFlags, runCli, UsageError } from "./cli.ts";

const usage = `Usage: pnpm admin:create [--email EMAIL] [--password PASSWORD] [--first-name NAME] [--last-name NAME] \\
  [--promote] [--help]
  (in a built tree: node api/dist/create-admin.js with the same flags)

Creates an administrator, or resets the password of an existing one and ends its sessions.
  --email, --password   or ADMIN_EMAIL / ADMIN_PASSWORD in the environment (the password: 8 to 128 characters,
                        not easy to guess)
  --promote             turn an existing church account into an administrator
The database: DATABASE_URL (postgres://...), else the embedded one under DATA_DIR (./data; stop the server first).`;

const messages = {
  created: "Created administrator",
  reset: "Reset the password of administrator",
  promoted: "Promoted to administrator (and reset the password of)",
} as const;

await runCli("admin:create", usage, async () => {
  const flags = parseFlags({
    email: { type: "string" },
    password: { type: "string" },
    "first-name": { type: "string" },
    "last-name": { type: "string" },
    promote: { type: "boolean", default: false },
  });
  if (flags.help) {
    console.log(usage);
    return;
  }
  const rawEmail = flags.email ?? process.env.ADMIN_EMAIL;
  const password = flags.password ?? process.env.ADMIN_PASSWORD;
  if (!rawEmail || !password) throw new UsageError("An email and a password are required.");
  const email = accountEmailSchema.safeParse(rawEmail);
  if (!email.success) throw new UsageError(`"${rawEmail}" is not a valid email address.`);
  if (!passwordSchema.safeParse(password).success) {
    throw new UsageError("The password must be 8 to 128 characters.");
  }
  // The same bar as every other way to choose a password (docs/product/accounts.md, "Passwords"): an
  // administrator's account is the one most worth guessing.
  const weakness = passwordWeakness(password, {
    email: email.data,
    firstName: flags["first-name"],
    lastName: flags["last-name"],
  });
  if (weakness) throw new UsageError(weakness);
  const databaseUrl = databaseUrlFromEnv(false);

  let connection: Connection;
  if (databaseUrl) {
    connection = await connectPostgres(databaseUrl, 60_000);
  } else {
    const dataDir = path.resolve(process.env.DATA_DIR || "./data");
    mkdirSync(dataDir, { recursive: true });
    connection = await connect({ dataDir });
  }
  try {
    await migrateToLatest(connection.db);
    // An AdministratorError (a church account without --promote) is a failure: exit 1 with its message.
    const result = await upsertAdministrator(connection.db, {
      email: email.data,
      password,
      firstName: flags["first-name"],
      lastName: flags["last-name"],
      promote: flags.promote,
    });
    console.log(`${messages[result.outcome]} ${result.email} (user id ${result.id}).`);
    if (result.outcome !== "created") console.log("Every existing session of this account has been ended.");
  } finally {
    await connection.close();
  }
});
