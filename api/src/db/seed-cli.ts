/**
 * Migrates a PostgreSQL database and loads the demo data into it.
 *
 *   DATABASE_URL=postgres://... ADMIN_PASSWORD=... [ADMIN_EMAIL=admin@example.org] \
 *     node --import tsx api/src/db/seed-cli.ts
 *
 * Safe to run again: rows that already exist are left as they are, and an existing admin keeps its password.
 */
import { sql } from "kysely";
import { type Connection, connect, type Database } from "./connect.ts";
import { migrateToLatest } from "./migrate.ts";
import { seedDemoData } from "./seed.ts";

const usage =
  "Usage: DATABASE_URL=postgres://user@host:5432/name ADMIN_PASSWORD=... [ADMIN_EMAIL=admin@example.org] " +
  "node --import tsx api/src/db/seed-cli.ts";

class UsageError extends Error {}

function readEnv() {
  const databaseUrl = process.env.DATABASE_URL?.trim();
  if (!databaseUrl) throw new UsageError("DATABASE_URL is required: the database to migrate and seed.");
  if (!/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new UsageError("DATABASE_URL must be a postgres:// or postgresql:// URL.");
  }
  const adminEmail = (process.env.ADMIN_EMAIL?.trim() || "admin@example.org").toLowerCase();
  const adminPassword = process.env.ADMIN_PASSWORD;
  if (!adminPassword) throw new UsageError("ADMIN_PASSWORD is required: the password of the admin account.");
  if (adminPassword.length < 8 || adminPassword.length > 128) {
    throw new UsageError("ADMIN_PASSWORD must be 8 to 128 characters.");
  }
  return { databaseUrl, adminEmail, adminPassword };
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

/** The URL without its password, for messages. */
function redact(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    if (url.password) url.password = "***";
    return url.toString();
  } catch {
    return "(unparsable DATABASE_URL)";
  }
}

/** Node reports a refused connection to "localhost" as an AggregateError with an empty message. */
function describe(error: unknown): string {
  if (error instanceof AggregateError && !error.message) {
    return error.errors.map((inner) => describe(inner)).join("; ");
  }
  if (error instanceof Error) {
    return error.message || ("code" in error ? String(error.code) : error.name);
  }
  return String(error);
}

async function main(): Promise<void> {
  const env = readEnv();
  let connection: Connection | undefined;
  try {
    connection = await connect({ databaseUrl: env.databaseUrl, poolSize: 2, statementTimeoutMs: 60_000 });
    try {
      await sql`SELECT 1`.execute(connection.db);
    } catch (error) {
      throw new Error(`Cannot reach the database at ${redact(env.databaseUrl)}: ${describe(error)}`);
    }
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
    await connection?.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof UsageError) {
    console.error(`Error: ${error.message}\n${usage}`);
  } else {
    console.error(`Seeding failed: ${describe(error)}`);
    if (error instanceof Error && error.cause) console.error(`Cause: ${describe(error.cause)}`);
  }
  process.exitCode = 1;
});
