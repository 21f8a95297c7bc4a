import { randomBytes } from "node:crypto";
import { buildApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { connect } from "./db/connect.ts";
import { migrateToLatest } from "./db/migrate.ts";
import { seedDemoData } from "./db/seed.ts";
import { MAINTENANCE_INTERVAL_MS, runMaintenance } from "./services/maintenance.ts";

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const connection = await connect({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS,
    poolSize: config.DB_POOL_SIZE,
  });
  const { db } = connection;
  await migrateToLatest(db);

  // Demo data on the first start of the embedded default (an empty database), or when asked for.
  const hasUsers = await db.selectFrom("users").select("id").limit(1).executeTakeFirst();
  const shouldSeed = config.SEED_DEMO ?? (config.embedded && !hasUsers);
  let adminNotice: string | null = null;
  if (shouldSeed && !hasUsers) {
    const adminPassword = config.ADMIN_PASSWORD ?? randomBytes(9).toString("base64url");
    await seedDemoData(db, { adminEmail: config.ADMIN_EMAIL, adminPassword });
    adminNotice = `Demo data loaded. Sign in as the administrator at /auth with ${config.ADMIN_EMAIL} / ${adminPassword}`;
  } else if (shouldSeed) {
    await seedDemoData(db, { adminEmail: config.ADMIN_EMAIL, adminPassword: config.ADMIN_PASSWORD ?? "" });
  }

  const app = await buildApp({ config, db });
  const maintenance = setInterval(() => void runMaintenance(db, app.log), MAINTENANCE_INTERVAL_MS);
  maintenance.unref();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    clearInterval(maintenance);
    await app.close();
    await connection.close();
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  await app.listen({ port: config.PORT, host: config.HOST });
  const where = config.embedded ? `embedded database in ${config.DATA_DIR}` : "PostgreSQL (DATABASE_URL)";
  console.log(`\n  ${config.ASSOCIATION_NAME} is running at http://localhost:${config.PORT} (${where})`);
  if (adminNotice) console.log(`  ${adminNotice}\n  (This password is shown only once.)\n`);
}

main().catch((error) => {
  console.error("The server could not start:", error instanceof Error ? error.message : error);
  process.exit(1);
});
