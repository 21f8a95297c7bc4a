import { afterAll, beforeAll } from "vitest";
import type { Database } from "../src/db/connect.ts";
import type { SessionUser } from "../src/services/auth/session.ts";
import { cookieFor } from "./admin-helpers.ts";
import type { TestApp } from "./auth-helpers.ts";
import { createAdmin } from "./factories.ts";
import { createTestApp, createTestDatabase, type TestDatabase } from "./harness.ts";

export interface TestEnv {
  readonly db: Database;
  readonly app: TestApp;
}

export interface AdminTestEnv extends TestEnv {
  readonly admin: SessionUser;
  /** The Cookie header of the administrator's session. */
  readonly adminCookie: string;
}

/** The getters run inside tests; reading one at file level, before beforeAll has run, is a mistake to name. */
function ready<T>(value: T | undefined, name: string): T {
  if (value === undefined) throw new Error(`${name} is made in beforeAll: read it inside a test or hook`);
  return value;
}

/** A fresh database and HTTP app for the calling test file: made before its tests, closed after them. */
export function useTestApp(): TestEnv {
  let testDb: TestDatabase | undefined;
  let app: TestApp | undefined;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    app = await createTestApp(testDb.db);
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.destroy();
  });
  return {
    get db() {
      return ready(testDb, "db").db;
    },
    get app() {
      return ready(app, "app");
    },
  };
}

/** useTestApp with a signed-in administrator, for files whose every test acts as one. */
export function useAdminTestApp(): AdminTestEnv {
  const env = useTestApp();
  let admin: SessionUser | undefined;
  let adminCookie: string | undefined;
  beforeAll(async () => {
    admin = await createAdmin(env.db);
    adminCookie = await cookieFor(env.app, env.db, admin);
  });
  return {
    get db() {
      return env.db;
    },
    get app() {
      return env.app;
    },
    get admin() {
      return ready(admin, "admin");
    },
    get adminCookie() {
      return ready(adminCookie, "adminCookie");
    },
  };
}
