/**
 * Two-factor sign-in (issue 43 item 4; docs/product/accounts-admin.md, docs/decisions/017-two-step-sign-in.md):
 * enrolment, the two-step sign-in, replays, the sign-in limits, recovery codes, and the enrolment that
 * production forces on administrators.
 */
import { RECOVERY_CODE_COUNT, TWO_FACTOR_MESSAGES } from "@app/shared";
import { generate } from "otplib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdapters } from "../src/adapters/index.ts";
import { createContextInner } from "../src/trpc/context.ts";
import { createCaller } from "../src/trpc/router.ts";
import { cookieFor } from "./admin-helpers.ts";
import { cookieFrom, nextIp, SAME_ORIGIN, sendJson, type TestApp } from "./auth-helpers.ts";
import { createAdmin, createUser, TEST_PASSWORD } from "./factories.ts";
import { callerAs, createTestApp, testConfig } from "./harness.ts";
import { createSoftAuthenticator } from "./soft-authenticator.ts";
import { useTestApp } from "./use-test-app.ts";

const env = useTestApp();

/** The code an authenticator app shows `offsetSteps` steps of 30 s from now. */
const codeFor = (secret: string, offsetSteps = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSteps * 30 });

const login = (app: TestApp, email: string, ip: string, password = TEST_PASSWORD) =>
  sendJson(app, "POST", "/api/auth/login", { email, password }, { ip });

/** A tRPC mutation over HTTP, as the web app sends it. */
const mutate = (
  app: TestApp,
  path: string,
  input: unknown,
  options: { cookie?: string | null; ip: string },
) =>
  sendJson(app, "POST", `/trpc/${path}`, input, {
    ip: options.ip,
    ...(options.cookie && { cookie: options.cookie }),
  });

/** A church account with a confirmed authenticator app; its secret and recovery codes. */
async function enrolledUser(db = env.db) {
  const user = await createUser(db);
  const caller = callerAs(db, user);
  const { secret } = await caller.twoFactor.startTotp();
  const { recoveryCodes } = await caller.twoFactor.confirmTotp({ code: await codeFor(secret) });
  return { user, secret, recoveryCodes: recoveryCodes ?? [] };
}

const failureCount = async (email: string, ip: string) => {
  const row = await env.db
    .selectFrom("rateLimitCounters")
    .select("hits")
    .where("bucket", "=", "login-failures-account-client")
    .where("key", "=", `${email}|${ip}`)
    .executeTakeFirst();
  return row?.hits ?? 0;
};

describe("enrolling an authenticator app", () => {
  it("shows a QR code, confirms with a code from the app and hands out ten recovery codes once", async () => {
    const user = await createUser(env.db);
    const caller = callerAs(env.db, user);
    const started = await caller.twoFactor.startTotp();
    expect(started.uri).toMatch(/^otpauth:\/\/totp\//);
    expect(started.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect((await caller.twoFactor.status()).totp).toBe(false);

    await expect(caller.twoFactor.confirmTotp({ code: "000000" })).rejects.toThrow(
      TWO_FACTOR_MESSAGES.wrongCode,
    );
    const { recoveryCodes } = await caller.twoFactor.confirmTotp({ code: await codeFor(started.secret) });
    expect(recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(recoveryCodes).size).toBe(RECOVERY_CODE_COUNT);

    const stored = await env.db
      .selectFrom("userRecoveryCodes")
      .select("codeHash")
      .where("userId", "=", user.id)
      .execute();
    // Stored hashed: no code appears as it was shown.
    expect(stored).toHaveLength(RECOVERY_CODE_COUNT);
    for (const code of recoveryCodes ?? []) {
      expect(stored.map((row) => row.codeHash)).not.toContain(code);
      expect(stored.map((row) => row.codeHash)).not.toContain(code.replace("-", ""));
    }
    expect(await caller.twoFactor.status()).toMatchObject({ totp: true, recoveryCodesLeft: 10 });
  });
});

describe("the two-step sign-in", () => {
  it("asks for the second factor after the password and opens a session only after it", async () => {
    const { user, secret } = await enrolledUser();
    const ip = nextIp();
    const first = await login(env.app, user.email, ip);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ secondFactorRequired: true, methods: ["totp", "recovery"] });
    const pendingCookie = cookieFrom(first);
    expect(pendingCookie).not.toBeNull();
    // The half-done sign-in is nobody: the pending cookie opens nothing.
    const me = await env.app.inject({
      method: "GET",
      url: "/api/auth/user",
      headers: { cookie: pendingCookie ?? "" },
    });
    expect(me.statusCode).toBe(401);
    expect(await env.db.selectFrom("sessions").select("sid").where("userId", "=", user.id).execute()).toEqual(
      [],
    );

    const second = await mutate(
      env.app,
      "twoFactor.completeSignIn",
      // The next step's code: this step's was spent confirming the app.
      { method: "totp", code: await codeFor(secret, 1) },
      { cookie: pendingCookie, ip },
    );
    expect(second.statusCode).toBe(200);
    const sessionCookie = cookieFrom(second);
    const after = await env.app.inject({
      method: "GET",
      url: "/api/auth/user",
      headers: { cookie: sessionCookie ?? "" },
    });
    expect(after.json()).toMatchObject({ email: user.email });
    const row = await env.db
      .selectFrom("users")
      .select("lastSignInAt")
      .where("id", "=", user.id)
      .executeTakeFirst();
    expect(row?.lastSignInAt).toBeInstanceOf(Date);
  });

  it("refuses the second step without a pending sign-in", async () => {
    const response = await mutate(
      env.app,
      "twoFactor.completeSignIn",
      { method: "totp", code: "123456" },
      {
        ip: nextIp(),
      },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(TWO_FACTOR_MESSAGES.noPendingSignIn);
  });

  it("refuses a code that was already used (replay), and takes the next step's code", async () => {
    const { user, secret } = await enrolledUser();
    const ip = nextIp();
    // The enrolment used this step's code already.
    const pending = cookieFrom(await login(env.app, user.email, ip));
    const replayed = await mutate(
      env.app,
      "twoFactor.completeSignIn",
      { method: "totp", code: await codeFor(secret) },
      { cookie: pending, ip },
    );
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().error.message).toBe(TWO_FACTOR_MESSAGES.wrongCode);

    const next = await mutate(
      env.app,
      "twoFactor.completeSignIn",
      { method: "totp", code: await codeFor(secret, 1) },
      { cookie: pending, ip },
    );
    expect(next.statusCode).toBe(200);
    const again = await mutate(
      env.app,
      "twoFactor.completeSignIn",
      { method: "totp", code: await codeFor(secret, 1) },
      { cookie: cookieFrom(await login(env.app, user.email, ip)), ip },
    );
    expect(again.statusCode).toBe(400);
  });

  it("counts a wrong code in the sign-in limits and refuses once they are spent", async () => {
    const { user } = await enrolledUser();
    const ip = nextIp();
    const pending = cookieFrom(await login(env.app, user.email, ip));
    // The right password alone does not reset the count (only a completed sign-in does).
    expect(await failureCount(user.email, ip)).toBe(0);
    const wrong = await mutate(
      env.app,
      "twoFactor.completeSignIn",
      { method: "totp", code: "000000" },
      { cookie: pending, ip },
    );
    expect(wrong.statusCode).toBe(400);
    expect(await failureCount(user.email, ip)).toBe(1);

    // Spend the rest of the account's limit for this client (10 in 15 minutes), then even a right code waits.
    await env.db
      .updateTable("rateLimitCounters")
      .set({ hits: 10 })
      .where("bucket", "=", "login-failures-account-client")
      .where("key", "=", `${user.email}|${ip}`)
      .execute();
    const refused = await mutate(
      env.app,
      "twoFactor.completeSignIn",
      { method: "recovery", code: "aaaaa-aaaaa" },
      { cookie: pending, ip },
    );
    expect(refused.statusCode).toBe(429);
  });

  it("takes each recovery code once, stored hashed", async () => {
    const { user, recoveryCodes } = await enrolledUser();
    const ip = nextIp();
    const code = recoveryCodes[3] ?? "";
    const first = await mutate(
      env.app,
      "twoFactor.completeSignIn",
      { method: "recovery", code: code.toUpperCase() },
      { cookie: cookieFrom(await login(env.app, user.email, ip)), ip },
    );
    expect(first.statusCode).toBe(200);
    const reused = await mutate(
      env.app,
      "twoFactor.completeSignIn",
      { method: "recovery", code },
      { cookie: cookieFrom(await login(env.app, user.email, ip)), ip },
    );
    expect(reused.statusCode).toBe(400);
    expect((await callerAs(env.db, user).twoFactor.status()).recoveryCodesLeft).toBe(RECOVERY_CODE_COUNT - 1);
  });

  it("refuses a disabled account at the second step", async () => {
    const { user, secret } = await enrolledUser();
    const ip = nextIp();
    const pending = cookieFrom(await login(env.app, user.email, ip));
    await env.db.updateTable("users").set({ disabledAt: new Date() }).where("id", "=", user.id).execute();
    const response = await mutate(
      env.app,
      "twoFactor.completeSignIn",
      { method: "totp", code: await codeFor(secret, 1) },
      { cookie: pending, ip },
    );
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe(TWO_FACTOR_MESSAGES.accountDisabled);
  });
});

describe("in production, administrators must enrol", () => {
  let production: TestApp;
  beforeAll(async () => {
    production = await createTestApp(env.db, { NODE_ENV: "production" });
  });
  afterAll(async () => {
    await production?.close();
  });

  const productionCaller = (user: Awaited<ReturnType<typeof createAdmin>>) => {
    const config = testConfig({ NODE_ENV: "production" });
    return createCaller(
      createContextInner({ db: env.db, config, adapters: createAdapters(config, env.db), user }),
    );
  };

  it("refuses every admin procedure until the administrator enrols, then allows them", async () => {
    const admin = await createAdmin(env.db);
    const ip = nextIp();
    const signedIn = await login(production, admin.email, ip);
    expect(signedIn.statusCode).toBe(200);
    const cookie = cookieFrom(signedIn) ?? "";

    const refused = await production.inject({
      method: "GET",
      url: "/trpc/churches.adminList",
      headers: { cookie },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(TWO_FACTOR_MESSAGES.enrolmentRequired);
    const status = await production.inject({
      method: "GET",
      url: "/trpc/twoFactor.status",
      headers: { cookie },
    });
    expect(status.json().result.data).toMatchObject({ required: true, mustEnrol: true });

    // Through the services' callers too, and a signed-in church procedure is closed as well.
    const caller = productionCaller(admin);
    await expect(caller.accounts.adminList({})).rejects.toThrow(TWO_FACTOR_MESSAGES.enrolmentRequired);
    await expect(caller.account.church()).rejects.toThrow(TWO_FACTOR_MESSAGES.enrolmentRequired);

    const started = await mutate(production, "twoFactor.startTotp", {}, { cookie, ip });
    const { secret } = started.json().result.data;
    const confirmed = await mutate(
      production,
      "twoFactor.confirmTotp",
      { code: await codeFor(secret) },
      { cookie, ip },
    );
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().result.data.recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);

    const allowed = await production.inject({
      method: "GET",
      url: "/trpc/churches.adminList",
      headers: { cookie },
    });
    expect(allowed.statusCode).toBe(200);
    // An enrolled administrator cannot drop the last factor where it is required.
    await expect(caller.twoFactor.removeTotp()).rejects.toThrow(TWO_FACTOR_MESSAGES.lastFactorRequired);
  });

  it("leaves church accounts free, and ADMIN_2FA=optional relaxes it", async () => {
    const user = await createUser(env.db);
    await expect(productionCaller(user).account.church()).resolves.toBeDefined();
    const relaxed = await createTestApp(env.db, { NODE_ENV: "production", ADMIN_2FA: "optional" });
    try {
      const admin = await createAdmin(env.db);
      const cookie = await cookieFor(relaxed, env.db, admin);
      const response = await relaxed.inject({
        method: "GET",
        url: "/trpc/churches.adminList",
        headers: { cookie, origin: SAME_ORIGIN },
      });
      expect(response.statusCode).toBe(200);
    } finally {
      await relaxed.close();
    }
  });

  it("asks an administrator who has enrolled for the second factor at sign-in", async () => {
    const admin = await createAdmin(env.db);
    const { secret } = await productionCaller(admin).twoFactor.startTotp();
    await productionCaller(admin).twoFactor.confirmTotp({ code: await codeFor(secret) });
    const ip = nextIp();
    const first = await login(production, admin.email, ip);
    expect(first.json()).toMatchObject({ secondFactorRequired: true });
    const second = await mutate(
      production,
      "twoFactor.completeSignIn",
      { method: "totp", code: await codeFor(secret, 1) },
      { cookie: cookieFrom(first), ip },
    );
    expect(second.statusCode).toBe(200);
    const cookie = cookieFrom(second) ?? "";
    const allowed = await production.inject({
      method: "GET",
      url: "/trpc/churches.adminList",
      headers: { cookie },
    });
    expect(allowed.statusCode).toBe(200);
  });
});

describe("signing in with a passkey", () => {
  const rp = { id: "localhost", origin: "http://localhost:3000" };

  /** An account with one passkey enrolled through the procedures, made by a software authenticator. */
  async function userWithPasskey() {
    const user = await createUser(env.db);
    const caller = callerAs(env.db, user);
    const authenticator = createSoftAuthenticator(rp);
    const options = await caller.twoFactor.passkeyOptions();
    await caller.twoFactor.addPasskey({ name: "Phone", response: authenticator.register(options.challenge) });
    return { user, authenticator };
  }

  /** The password step, then the passkey challenge of that pending sign-in. */
  async function startSignIn(email: string) {
    const ip = nextIp();
    const first = await login(env.app, email, ip);
    expect(first.json()).toMatchObject({ secondFactorRequired: true, methods: ["passkey", "recovery"] });
    const cookie = cookieFrom(first);
    const options = await mutate(env.app, "twoFactor.signInPasskeyOptions", undefined, { cookie, ip });
    expect(options.statusCode).toBe(200);
    return { ip, cookie, challenge: options.json().result.data.challenge as string };
  }

  const answer = (start: { ip: string; cookie: string | null }, response: unknown) =>
    mutate(env.app, "twoFactor.completeSignIn", { method: "passkey", response }, start);

  it("opens a session for a signed answer whose counter grew, and refuses one whose counter did not", async () => {
    const { user, authenticator } = await userWithPasskey();

    const first = await startSignIn(user.email);
    const signedIn = await answer(first, authenticator.signIn(first.challenge, 5));
    expect(signedIn.statusCode).toBe(200);
    const stored = await env.db
      .selectFrom("userPasskeys")
      .select(["counter", "lastUsedAt"])
      .where("userId", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(Number(stored.counter)).toBe(5);
    expect(stored.lastUsedAt).toBeInstanceOf(Date);

    // A cloned key answers with a counter that did not grow: refused, and no session opens.
    const cloned = await startSignIn(user.email);
    const refused = await answer(cloned, authenticator.signIn(cloned.challenge, 5));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(TWO_FACTOR_MESSAGES.passkeyFailed);
    expect(cookieFrom(refused)).toBeNull();

    const next = await startSignIn(user.email);
    expect((await answer(next, authenticator.signIn(next.challenge, 6))).statusCode).toBe(200);
  });

  it("refuses a replayed answer and an answer to another sign-in's challenge", async () => {
    const { user, authenticator } = await userWithPasskey();
    const first = await startSignIn(user.email);
    const response = authenticator.signIn(first.challenge, 1);
    expect((await answer(first, response)).statusCode).toBe(200);

    // The same answer again, in a new pending sign-in: its challenge was spent.
    const replay = await startSignIn(user.email);
    expect((await answer(replay, response)).statusCode).toBe(400);

    // Another key signing this sign-in's challenge is not this account's passkey.
    const stranger = createSoftAuthenticator(rp);
    const other = await startSignIn(user.email);
    expect((await answer(other, stranger.signIn(other.challenge, 9))).statusCode).toBe(400);
  });
});
