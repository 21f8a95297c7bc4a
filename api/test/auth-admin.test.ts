import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdapters } from "../src/adapters/index.ts";
import { AdministratorError, upsertAdministrator } from "../src/services/auth/administrator.ts";
import { signIn } from "../src/services/auth/login.ts";
import { resolveSession } from "../src/services/auth/sessions.ts";
import { createAdmin, createUser, sessionFor, unique } from "./factories.ts";
import { createTestDatabase, type TestDatabase, testConfig } from "./harness.ts";

let testDb: TestDatabase;

beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(async () => {
  await testDb?.destroy();
});

const signInAs = (email: string, password: string) =>
  signIn(
    { db: testDb.db, adapters: createAdapters(testConfig(), testDb.db), ip: "test" },
    { email, password },
  );

const roleOf = async (email: string) =>
  (await testDb.db.selectFrom("users").select("role").where("email", "=", email).executeTakeFirst())?.role;

describe("upsertAdministrator (pnpm admin:create)", () => {
  it("creates an administrator who can sign in", async () => {
    const email = `${unique("boss")}@Example.test`;
    const result = await upsertAdministrator(testDb.db, { email, password: "a new admin password" });
    expect(result.outcome).toBe("created");
    expect(result.email).toBe(email.toLowerCase());
    const { user } = await signInAs(email, "a new admin password");
    // No invented name: the site greets it by its email.
    expect(user).toMatchObject({ role: "admin", firstName: null, lastName: null });
  });

  it("resets an administrator's password and ends every session of that account", async () => {
    const admin = await createAdmin(testDb.db);
    const sid = await sessionFor(testDb.db, admin);
    const result = await upsertAdministrator(testDb.db, {
      email: admin.email,
      password: "replacement password",
    });
    expect(result).toEqual({ id: admin.id, email: admin.email, outcome: "reset" });
    expect(await resolveSession(testDb.db, sid)).toBeNull();
    await expect(signInAs(admin.email, "replacement password")).resolves.toBeTruthy();
  });

  it("refuses to turn a church account into an administrator unless asked to promote it", async () => {
    const user = await createUser(testDb.db);
    await expect(
      upsertAdministrator(testDb.db, { email: user.email, password: "some password" }),
    ).rejects.toThrow(/--promote/);
    expect(await roleOf(user.email)).toBe("church");
    const result = await upsertAdministrator(testDb.db, {
      email: user.email,
      password: "some password",
      promote: true,
    });
    expect(result.outcome).toBe("promoted");
    expect(await roleOf(user.email)).toBe("admin");
  });

  it("refuses an invalid email or a password outside 8 to 128 characters", async () => {
    await expect(
      upsertAdministrator(testDb.db, { email: "nope", password: "long enough" }),
    ).rejects.toBeInstanceOf(AdministratorError);
    for (const password of ["short", "x".repeat(129)]) {
      await expect(
        upsertAdministrator(testDb.db, { email: `${unique("a")}@example.test`, password }),
      ).rejects.toThrow("8 to 128 characters");
    }
  });
});
