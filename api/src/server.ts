import { randomBytes } from "node:crypto";
import { chmodSync, mkdirSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { createMailer, createMailTransport } from "./adapters/mailer.ts";
import { buildApp } from "./app.ts";
import { type Config, ConfigError, listeningUrl, loadConfig } from "./config.ts";
import { connect } from "./db/connect.ts";
import { migrateToLatest } from "./db/migrate.ts";
import { registerBackgroundJobs } from "./jobs/background.ts";
import { createJobQueue } from "./jobs/queue.ts";
import { seedDemoData } from "./seed/seed.ts";
import { warmClusterings } from "./services/churches/clusters.ts";
import { warmOverview } from "./services/churches/overview.ts";
import { runMaintenance } from "./services/maintenance.ts";
import { settleSchedules } from "./services/weekly-services/settle.ts";

/** A request still running this long after SIGTERM is abandoned, so a stuck one cannot block a deploy. */
const SHUTDOWN_DEADLINE_MS = 25_000;

async function main(): Promise<void> {
  let config: Config;
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
  let firstAdminPassword: string | null = null;
  if (shouldSeed && !hasUsers) {
    firstAdminPassword = config.ADMIN_PASSWORD ?? randomBytes(9).toString("base64url");
    await seedDemoData(db, { adminEmail: config.ADMIN_EMAIL, adminPassword: firstAdminPassword });
  } else if (shouldSeed) {
    await seedDemoData(db, { adminEmail: config.ADMIN_EMAIL, adminPassword: config.ADMIN_PASSWORD });
  }

  // The background work (docs/decisions/019-background-jobs-and-mail-outbox.md): mail delivery and its
  // retries, the maintenance every ten minutes. Started once listening, so start-up does not wait for it; a
  // mail queued before it runs is sent by the retry job.
  const jobs = createJobQueue({
    pool: connection.pool,
    databaseUrl: config.DATABASE_URL,
    onError: (error) => app.log.warn({ err: error }, "job queue"),
  });
  const app = await buildApp({ config, db, jobs });
  registerBackgroundJobs(jobs, {
    db,
    transport: createMailTransport(config, app.log),
    log: app.log,
    maintenance: { config, mailer: createMailer(config, db, jobs) },
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: finishing the requests in flight, then stopping`);
    if (signal === "SIGTERM" && config.SHUTDOWN_DRAIN_MS > 0) {
      // Still listening and serving while /api/ready answers 503, until the load balancer has taken this instance
      // out: a request it sends meanwhile is served, not refused or reset by a listener closing under it.
      await new Promise((resolve) => setTimeout(resolve, config.SHUTDOWN_DRAIN_MS));
    }
    const deadline = setTimeout(() => {
      app.log.warn("requests still running at the shutdown deadline: stopping anyway");
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS);
    deadline.unref();
    // Stops listening and closes idle connections; requests in flight finish, new ones on open connections
    // get a 503 (Fastify's return503OnClosing), so a load balancer moves on.
    await app.close();
    // The jobs running finish (a mail being sent is marked sent); none starts after this.
    await jobs.stop(SHUTDOWN_DEADLINE_MS / 2);
    await connection.close();
    process.exit(0);
  };
  // A response finished during shutdown closes its connection; a kept-alive one would hold the exit up.
  app.addHook("onSend", async (_request, reply) => {
    if (closing) reply.header("connection", "close");
  });
  // Not ready once shutting down, so a load balancer sends this instance nothing new.
  app.addHook("onRequest", async (request, reply) => {
    if (closing && request.routeOptions.url === "/api/ready") {
      return reply.code(503).send({ message: "Shutting down" });
    }
  });
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  await app.listen({ port: config.PORT, host: config.HOST });
  // The directory's stat tiles and clusterings, read from their shared tables (or computed once if the
  // directory changed while no instance ran), after listening: start-up never waits for them, the first
  // visitor rarely does.
  void warmOverview(db)
    .then(() => warmClusterings(db))
    .catch((error: unknown) => app.log.warn({ err: error }, "warming the directory caches failed"))
    // Then the churches' zones and old service texts, which a migrated directory has never had.
    .then(() => runMaintenance(db, app.log, { schedules: settleSchedules }));
  if (config.derivedBaseUrl) {
    // PORT=0 asks the system for a free port: links must carry the one it gave.
    config.PUBLIC_BASE_URL = listeningUrl(config.HOST, (app.server.address() as AddressInfo).port);
  }
  const where = config.embedded ? `embedded database in ${config.DATA_DIR}` : "PostgreSQL (DATABASE_URL)";
  console.log(`\n  ${config.ASSOCIATION_NAME} is running at ${config.PUBLIC_BASE_URL} (${where})`);
  if (firstAdminPassword) announceAdminPassword(config, firstAdminPassword);
  await jobs.start().catch((error: unknown) => {
    // Mail waits in the outbox and the maintenance is skipped until a restart; the site itself still serves.
    app.log.error({ err: error }, "the job queue could not start");
  });
}

/**
 * The generated password is printed as the last thing start-up says, and kept in a file only this user can
 * read, so it is not lost under the request log that follows.
 */
function announceAdminPassword(config: Config, password: string): void {
  const file = path.resolve(config.DATA_DIR, "admin-password.txt");
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${config.ADMIN_EMAIL}\n${password}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  console.log(
    [
      "",
      "  Demo data loaded. Sign in as the administrator:",
      `    ${config.PUBLIC_BASE_URL}/auth`,
      `    email:    ${config.ADMIN_EMAIL}`,
      `    password: ${password}`,
      `  (also saved in ${file}, readable only by you: delete it once you have signed in)`,
      "",
    ].join("\n"),
  );
}

main().catch((error) => {
  console.error("The server could not start:", error instanceof Error ? error.message : error);
  process.exit(1);
});
