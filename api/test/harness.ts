import { randomBytes } from "node:crypto";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { inject } from "vitest";
import { type Adapters, createAdapters } from "../src/adapters/index.ts";
import { buildApp } from "../src/app.ts";
import { type Config, loadConfig } from "../src/config.ts";
import { connect, type Database } from "../src/db/connect.ts";
import { migrateToLatest } from "../src/db/migrate.ts";
import type { SessionUser } from "../src/services/auth/session.ts";
import { createContextInner } from "../src/trpc/context.ts";
import { createCaller } from "../src/trpc/router.ts";
import { testDatabaseUrl, withDatabase } from "./test-env.ts";

export interface TestDatabase {
  db: Database;
  /** The pool under `db` (a job queue on the embedded database runs on it). */
  pool: pg.Pool;
  /** The connection URL on PostgreSQL (null on the embedded database, which one process owns). */
  url: string | null;
  destroy(): Promise<void>;
}

/** A fresh, migrated database for one test file: a clone of the template on PostgreSQL, else in-memory PGlite. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const url = testDatabaseUrl();
  const template = inject("templateDatabase");
  if (!url || !template) {
    const connection = await connect({});
    await migrateToLatest(connection.db);
    return { db: connection.db, pool: connection.pool, url: null, destroy: connection.close };
  }
  const name = `${template}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  } finally {
    await admin.end();
  }
  const connection = await connect({ databaseUrl: withDatabase(url, name), poolSize: 4 });
  return {
    db: connection.db,
    pool: connection.pool,
    url: withDatabase(url, name),
    destroy: async () => {
      await connection.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: "test",
    SESSION_SECRET: "test-secret-test-secret-test-secret-1234",
    LOG_LEVEL: "silent",
    // A stand-in for the built web app, so the HTML fallback and static assets behave as in production.
    WEB_DIST_DIR: fileURLToPath(new URL("./fixtures/web-dist", import.meta.url)),
    PUBLIC_BASE_URL: "http://localhost:3000",
    ...overrides,
  });
}

/** A procedure caller as a given user (or anonymous), without HTTP. */
export function callerAs(db: Database, user: SessionUser | null = null, adapters?: Adapters) {
  const config = testConfig();
  return createCaller(
    createContextInner({
      db,
      config,
      adapters: adapters ?? createAdapters(config, db),
      user,
      ip: "127.0.0.1",
    }),
  );
}

/** The whole HTTP app on a test database, for Fastify inject. */
export async function createTestApp(
  db: Database,
  overrides: Record<string, string> = {},
  onRoute?: Parameters<typeof buildApp>[0]["onRoute"],
) {
  const app = await buildApp({ config: testConfig(overrides), db, logger: false, onRoute });
  await app.ready();
  return app;
}

/** The Cookie header for a session id, encrypted the way the server's cookie is. */
export function sessionCookie(app: Awaited<ReturnType<typeof createTestApp>>, sessionId: string): string {
  return `session=${encodeURIComponent(app.encodeSecureSession(app.createSecureSession({ sid: sessionId })))}`;
}
