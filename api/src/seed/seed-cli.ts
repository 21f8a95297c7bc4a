/**
 * Migrates a PostgreSQL database and loads the demo data into it.
 *
 *   DATABASE_URL=postgres://... ADMIN_PASSWORD=... [ADMIN_EMAIL=admin@example.org] pnpm db:seed
 *
 * Safe to run again: rows that already exist are left as they are, and an existing admin keeps its password.
 */
import { accountEmailSchema, passwordSchema } from "@app/shared";
import { sql } from "kysely";
import type { Database } from "../db/connect.ts";
import { migrateToLatest } from "../db/migrate.ts";
import {
  connectPostgres,
  databaseUrlFromEnv,
  parseFlags,
  redact,
  runCli,
  UsageError,
} from "../scripts/cli.ts";
import { seedDemoData } from "./seed.ts";

const usage = `Usage: DATABASE_URL=postgres://user@host:5432/name ADMIN_PASSWORD=... [ADMIN_EMAIL=admin@example.org] \\
  pnpm db:seed [--help]
  (in a built tree: node api/dist/seed-cli.js with the same variables)

Migrates the database and loads the demo data (churches, events, resources, an administrator and the
church account pastor@example.org). Safe to run again: existing rows, and the admin's password, stay as they are.`;

function readEnv() {
  const databaseUrl = databaseUrlFromEnv(true);
  const email = accountEmailSchema.safeParse(process.env.ADMIN_EMAIL?.trim() || "admin@example.org");
  if (!email.success) throw new UsageError("ADMIN_EMAIL must be an email address.");
  const adminPassword = process.env.ADMIN_PASSWORD;
  if (!adminPassword) throw new UsageError("ADMIN_PASSWORD is required: the password of the admin account.");
  if (!passwordSchema.safeParse(adminPassword).success) {
    throw new UsageError("ADMIN_PASSWORD must be 8 to 128 characters.");
  }
  return { databaseUrl, adminEmail: email.data, adminPassword };
}

async function countRows(db: Database) {
  const count = sql<number>`count(*)::int`;
  const [churches, users, events, resources, resourceTypes, socialLinks, plantRequests, candidates] =
    await Promise.all([
      db
        .selectFrom("churches")
        .select([
          count.as("total"),
          sql<number>`count(*) FILTER (WHERE is_approved)::int`.as("approved"),
          sql<number>`count(*) FILTER (WHERE owner_id IS NULL AND is_approved)::int`.as("unclaimed"),
        ])
        .executeTakeFirstOrThrow(),
      db.selectFrom("users").select(count.as("total")).executeTakeFirstOrThrow(),
      db
        .selectFrom("events")
        .select([
          count.as("total"),
          sql<number>`count(*) FILTER (WHERE coalesce(end_date, start_date) >= current_date)::int`.as(
            "upcoming",
          ),
        ])
        .executeTakeFirstOrThrow(),
      db
        .selectFrom("resources")
        .select([
          count.as("total"),
          sql<number>`count(*) FILTER (WHERE status = 'approved')::int`.as("approved"),
          sql<number>`count(*) FILTER (WHERE status = 'pending')::int`.as("pending"),
        ])
        .executeTakeFirstOrThrow(),
      db.selectFrom("resourceTypes").select(count.as("total")).executeTakeFirstOrThrow(),
      db.selectFrom("socialMediaLinks").select(count.as("total")).executeTakeFirstOrThrow(),
      db.selectFrom("churchPlantRequests").select(count.as("total")).executeTakeFirstOrThrow(),
      db.selectFrom("pastoralCandidates").select(count.as("total")).executeTakeFirstOrThrow(),
    ]);
  const lines: [string, string][] = [
    [
      "churches",
      `${churches.total} (${churches.approved} approved, ${churches.total - churches.approved} pending, ` +
        `${churches.unclaimed} approved and unclaimed)`,
    ],
    ["users", `${users.total}`],
    ["events", `${events.total} (${events.upcoming} upcoming)`],
    ["resource types", `${resourceTypes.total}`],
    ["resources", `${resources.total} (${resources.approved} approved, ${resources.pending} pending)`],
    ["social media links", `${socialLinks.total}`],
    ["church plant requests", `${plantRequests.total}`],
    ["pastoral candidates", `${candidates.total}`],
  ];
  return lines.map(([label, value]) => `  ${`${label}:`.padEnd(24)}${value}`).join("\n");
}

await runCli("db:seed", usage, async () => {
  const flags = parseFlags({});
  if (flags.help) {
    console.log(usage);
    return;
  }
  const env = readEnv();
  const connection = await connectPostgres(env.databaseUrl, 60_000);
  try {
    const applied = await migrateToLatest(connection.db);
    console.log(
      applied.length > 0
        ? `Applied migrations: ${applied.join(", ")}`
        : "Database schema already up to date.",
    );
    const { created } = await seedDemoData(connection.db, {
      adminEmail: env.adminEmail,
      adminPassword: env.adminPassword,
    });
    console.log(
      created
        ? `Demo data loaded into ${redact(env.databaseUrl)}.`
        : `Demo data already present in ${redact(env.databaseUrl)}; nothing changed.`,
    );
    console.log(await countRows(connection.db));
    console.log(`Admin sign-in: ${env.adminEmail}`);
    console.log("Demo church account: pastor@example.org");
  } finally {
    await connection.close();
  }
});
