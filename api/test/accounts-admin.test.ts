/**
 * The administrator's accounts screen (issue 43 item 5; docs/product/accounts-admin.md, "The accounts screen"):
 * search, disable, demote (never the last administrator, even two at once), sign out, reset the second factor,
 * each audited.
 */
import { ACCOUNT_ADMIN_MESSAGES, TWO_FACTOR_MESSAGES } from "@app/shared";
import { describe, expect, it } from "vitest";
import type { SessionUser } from "../src/services/auth/session.ts";
import { cookieFrom, nextIp, sendJson } from "./auth-helpers.ts";
import { createAdmin, createChurch, createUser, sessionFor, TEST_PASSWORD, unique } from "./factories.ts";
import { callerAs } from "./harness.ts";
import { useTestApp } from "./use-test-app.ts";

const env = useTestApp();

const sessionsOf = (userId: number) =>
  env.db.selectFrom("sessions").select("sid").where("userId", "=", userId).execute();

const auditFor = (entityId: number) =>
  env.db
    .selectFrom("auditLog")
    .select(["action", "entity", "summary", "actorId", "beforeValues", "afterValues"])
    .where("entityId", "=", String(entityId))
    .where("entity", "in", ["user", "session", "second_factor"])
    .orderBy("id")
    .execute();

const roleOf = async (id: number) =>
  (await env.db.selectFrom("users").select("role").where("id", "=", id).executeTakeFirstOrThrow()).role;

/** Leaves exactly the given administrators: every other one becomes a church account. */
async function onlyAdministrators(...admins: SessionUser[]) {
  await env.db
    .updateTable("users")
    .set({ role: "church" })
    .where("role", "=", "admin")
    .where(
      "id",
      "not in",
      admins.map((admin) => admin.id),
    )
    .execute();
}

describe("accounts.adminList", () => {
  it("searches on the server by email or name, a page at a time, with church and last sign-in", async () => {
    const admin = await createAdmin(env.db);
    const tag = unique("zq");
    const church = await createChurch(env.db, { name: "Bethel Chapel" });
    const owner = await createUser(env.db, { email: `${tag}.owner@example.test`, churchId: church.id });
    await createUser(env.db, { email: `${tag}.other@example.test`, lastName: "Peña" });
    await createUser(env.db, { firstName: `${tag}Named` });
    await sendJson(
      env.app,
      "POST",
      "/api/auth/login",
      { email: owner.email, password: TEST_PASSWORD },
      { ip: nextIp() },
    );

    const caller = callerAs(env.db, admin);
    const page = await caller.accounts.adminList({ q: tag, limit: 2 });
    expect(page.total).toBe(3);
    expect(page.items).toHaveLength(2);
    const all = await caller.accounts.adminList({ q: tag });
    const ownerRow = all.items.find((item) => item.id === owner.id);
    expect(ownerRow).toMatchObject({ churchName: "Bethel Chapel", role: "church", disabledAt: null });
    expect(ownerRow?.lastSignInAt).toBeInstanceOf(Date);
    // Accents and case folded, as the other admin lists.
    expect((await caller.accounts.adminList({ q: `${tag.toUpperCase()}.OTHER` })).total).toBe(1);
    expect((await caller.accounts.adminList({ q: "pena" })).items.map((item) => item.lastName)).toContain(
      "Peña",
    );
    await expect(callerAs(env.db, owner).accounts.adminList({})).rejects.toThrow();
  });
});

describe("disabling an account", () => {
  it("ends its sessions, refuses its sign-in, and is audited; enabling lets it back", async () => {
    const admin = await createAdmin(env.db);
    const user = await createUser(env.db);
    await sessionFor(env.db, user);
    await sessionFor(env.db, user);
    expect(await sessionsOf(user.id)).toHaveLength(2);

    const result = await callerAs(env.db, admin).accounts.setDisabled({ id: user.id, disabled: true });
    expect(result.sessionsEnded).toBe(2);
    expect(await sessionsOf(user.id)).toEqual([]);

    const ip = nextIp();
    const refused = await sendJson(
      env.app,
      "POST",
      "/api/auth/login",
      { email: user.email, password: TEST_PASSWORD },
      { ip },
    );
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe(TWO_FACTOR_MESSAGES.accountDisabled);
    expect(cookieFrom(refused)).toBeNull();
    // A wrong password still gets the usual answer: the message tells nothing without the password.
    const wrong = await sendJson(
      env.app,
      "POST",
      "/api/auth/login",
      { email: user.email, password: "not it at all" },
      { ip },
    );
    expect(wrong.json().message).not.toBe(TWO_FACTOR_MESSAGES.accountDisabled);

    await callerAs(env.db, admin).accounts.setDisabled({ id: user.id, disabled: false });
    const back = await sendJson(
      env.app,
      "POST",
      "/api/auth/login",
      { email: user.email, password: TEST_PASSWORD },
      { ip: nextIp() },
    );
    expect(back.statusCode).toBe(200);

    expect(await auditFor(user.id)).toEqual([
      expect.objectContaining({
        action: "status",
        entity: "user",
        actorId: admin.id,
        beforeValues: { disabled: false },
        afterValues: { disabled: true },
      }),
      expect.objectContaining({
        action: "status",
        entity: "user",
        actorId: admin.id,
        beforeValues: { disabled: true },
        afterValues: { disabled: false },
      }),
    ]);
  });

  it("refuses to disable oneself or the last administrator", async () => {
    const admin = await createAdmin(env.db);
    await expect(
      callerAs(env.db, admin).accounts.setDisabled({ id: admin.id, disabled: true }),
    ).rejects.toThrow(ACCOUNT_ADMIN_MESSAGES.notYourself);
  });
});

describe("promoting and demoting", () => {
  it("promotes and demotes, audited", async () => {
    const admin = await createAdmin(env.db);
    const user = await createUser(env.db);
    const caller = callerAs(env.db, admin);
    await caller.accounts.setRole({ id: user.id, role: "admin" });
    expect(await roleOf(user.id)).toBe("admin");
    await caller.accounts.setRole({ id: user.id, role: "church" });
    expect(await roleOf(user.id)).toBe("church");
    expect(await auditFor(user.id)).toEqual([
      expect.objectContaining({
        action: "update",
        beforeValues: { role: "church" },
        afterValues: { role: "admin" },
      }),
      expect.objectContaining({
        action: "update",
        beforeValues: { role: "admin" },
        afterValues: { role: "church" },
      }),
    ]);
  });

  it("never demotes the last enabled administrator", async () => {
    const last = await createAdmin(env.db);
    const other = await createAdmin(env.db);
    await onlyAdministrators(last, other);
    // Stepping down is allowed while another enabled administrator remains...
    await callerAs(env.db, other).accounts.setRole({ id: other.id, role: "church" });
    // ...not by the last one, and a disabled administrator does not count as another.
    const disabled = await createAdmin(env.db, { disabledAt: new Date() });
    await expect(callerAs(env.db, last).accounts.setRole({ id: last.id, role: "church" })).rejects.toThrow(
      ACCOUNT_ADMIN_MESSAGES.lastAdministrator,
    );
    expect(await roleOf(last.id)).toBe("admin");
    expect(await roleOf(disabled.id)).toBe("admin");
  });

  it("leaves one administrator when the last two step down at the same moment", async () => {
    const a = await createAdmin(env.db);
    const b = await createAdmin(env.db);
    await onlyAdministrators(a, b);
    const outcomes = await Promise.allSettled([
      callerAs(env.db, a).accounts.setRole({ id: a.id, role: "church" }),
      callerAs(env.db, b).accounts.setRole({ id: b.id, role: "church" }),
    ]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(["fulfilled", "rejected"]);
    const refused = outcomes.find((outcome) => outcome.status === "rejected");
    expect(String((refused as PromiseRejectedResult).reason)).toContain(
      ACCOUNT_ADMIN_MESSAGES.lastAdministrator,
    );
    const remaining = await env.db
      .selectFrom("users")
      .select("id")
      .where("role", "=", "admin")
      .where("disabledAt", "is", null)
      .execute();
    expect(remaining).toHaveLength(1);
  });

  it("leaves one administrator when two demote each other at the same moment", async () => {
    const a = await createAdmin(env.db);
    const b = await createAdmin(env.db);
    await onlyAdministrators(a, b);
    const outcomes = await Promise.allSettled([
      callerAs(env.db, a).accounts.setRole({ id: b.id, role: "church" }),
      callerAs(env.db, b).accounts.setRole({ id: a.id, role: "church" }),
    ]);
    // The second waits for the first, then finds its own actor no longer an administrator.
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
    const remaining = await env.db.selectFrom("users").select("id").where("role", "=", "admin").execute();
    expect(remaining).toHaveLength(1);
  });
});

describe("signing out everywhere and resetting the second factor", () => {
  it("ends every session, audited", async () => {
    const admin = await createAdmin(env.db);
    const user = await createUser(env.db);
    await sessionFor(env.db, user);
    expect((await callerAs(env.db, admin).accounts.endSessions({ id: user.id })).sessionsEnded).toBe(1);
    expect(await sessionsOf(user.id)).toEqual([]);
    expect(await auditFor(user.id)).toEqual([
      expect.objectContaining({ action: "delete", entity: "session" }),
    ]);
  });

  it("removes the app, passkeys and recovery codes and ends the sessions, audited", async () => {
    const admin = await createAdmin(env.db);
    const user = await createUser(env.db);
    const own = callerAs(env.db, user);
    await own.twoFactor.startTotp();
    await env.db
      .updateTable("userTotp")
      .set({ confirmedAt: new Date() })
      .where("userId", "=", user.id)
      .execute();
    await own.twoFactor.regenerateRecoveryCodes();
    await sessionFor(env.db, user);

    await callerAs(env.db, admin).accounts.resetSecondFactor({ id: user.id });
    expect(await own.twoFactor.status()).toMatchObject({ totp: false, passkeys: [], recoveryCodesLeft: 0 });
    expect(await sessionsOf(user.id)).toEqual([]);
    const login = await sendJson(
      env.app,
      "POST",
      "/api/auth/login",
      { email: user.email, password: TEST_PASSWORD },
      { ip: nextIp() },
    );
    expect(login.json()).toMatchObject({ email: user.email });
    expect(await auditFor(user.id)).toEqual([
      expect.objectContaining({ action: "delete", entity: "second_factor" }),
    ]);
  });
});
