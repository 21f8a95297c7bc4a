/**
 * Keeping an account (issue 43; docs/product/accounts.md): the forgotten password, changing the password and
 * the email address, the sessions list, deleting the account, and the password strength check. Through HTTP
 * (tRPC over Fastify inject), so the session cookie and the client address are the real ones.
 */
import { ACCOUNT_SECURITY_MESSAGES } from "@app/shared";
import { sql } from "kysely";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { cookieFrom, nextIp, SAME_ORIGIN, sendJson, signedInCookie } from "./auth-helpers.ts";
import { createAdmin, createChurch, createUser, sessionFor, TEST_PASSWORD, unique } from "./factories.ts";
import { useTestApp } from "./use-test-app.ts";

// Counts the work a reset request does instead of timing it: argon2 hashes and verifications, and the tokens
// drawn (32 random bytes and their SHA-256).
const work = vi.hoisted(() => ({ argon2: 0, tokens: 0 }));
vi.mock("../src/services/auth/password.ts", async (importOriginal) => {
  const original = await importOriginal<typeof import("../src/services/auth/password.ts")>();
  return {
    ...original,
    hashPassword: (password: string) => {
      work.argon2++;
      return original.hashPassword(password);
    },
    verifyPassword: (hash: string, password: string) => {
      work.argon2++;
      return original.verifyPassword(hash, password);
    },
  };
});
vi.mock("../src/services/account/tokens.ts", async (importOriginal) => {
  const original = await importOriginal<typeof import("../src/services/account/tokens.ts")>();
  return {
    ...original,
    newAccountToken: () => {
      work.tokens++;
      return original.newAccountToken();
    },
  };
});

const env = useTestApp();
const NEW_PASSWORD = "lantern orchard seventeen";
const CHROME_ON_WINDOWS =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const SAFARI_ON_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";

type Options = { cookie?: string | null; ip?: string; headers?: Record<string, string> };

/** A tRPC mutation as the web app sends it. */
function mutate(procedure: string, input: unknown, options: Options = {}) {
  return sendJson(env.app, "POST", `/trpc/${procedure}`, input ?? null, {
    ip: options.ip ?? nextIp(),
    ...(options.cookie && { cookie: options.cookie }),
    ...(options.headers && { headers: options.headers }),
  });
}

function query(procedure: string, cookie: string) {
  return env.app.inject({
    method: "GET",
    url: `/trpc/${procedure}`,
    headers: { cookie, origin: SAME_ORIGIN },
  });
}

async function me(cookie: string) {
  return (await query("auth.me", cookie)).json().result.data as { email: string } | null;
}

async function signIn(email: string, password: string, userAgent = CHROME_ON_WINDOWS) {
  const response = await mutate("auth.login", { email, password }, { headers: { "user-agent": userAgent } });
  expect(response.statusCode, response.body).toBe(200);
  return cookieFrom(response) as string;
}

/** The latest mail to an address, waiting for one sent after the answer (the reset mail is not awaited). */
async function mailTo(address: string, subject: RegExp) {
  return vi.waitFor(
    async () => {
      const mail = await env.db
        .selectFrom("mailOutbox")
        .select(["subject", "textBody"])
        .where("toAddress", "=", address)
        .orderBy("id", "desc")
        .executeTakeFirst();
      expect(mail?.subject).toMatch(subject);
      return mail as { subject: string; textBody: string };
    },
    { timeout: 5000 },
  );
}

const linkToken = (text: string, path: string) => {
  const match = text.match(new RegExp(`${path}\\?token=([\\w-]+)`));
  expect(match, text).not.toBeNull();
  return decodeURIComponent(match?.[1] ?? "");
};

async function resetLinkFor(email: string) {
  const response = await mutate("account.requestPasswordReset", { email });
  expect(response.statusCode).toBe(200);
  return linkToken((await mailTo(email, /new password/)).textBody, "/reset-password");
}

const fieldErrors = (response: { json(): unknown }) =>
  (response.json() as { error: { data: { fieldErrors: Record<string, string[]> | null } } }).error.data
    .fieldErrors;

beforeEach(() => {
  work.argon2 = 0;
  work.tokens = 0;
});

describe("forgot password", () => {
  it("answers the same, after the same counted work, whether or not the address has an account", async () => {
    const user = await createUser(env.db);
    const answers = [];
    const counts = [];
    for (const email of [user.email, `${unique("nobody")}@example.test`]) {
      work.argon2 = 0;
      work.tokens = 0;
      const response = await mutate("account.requestPasswordReset", { email });
      answers.push([response.statusCode, response.json().result.data]);
      counts.push({ ...work });
    }
    expect(answers[0]).toEqual([200, { message: ACCOUNT_SECURITY_MESSAGES.resetRequested }]);
    expect(answers[1]).toEqual(answers[0]);
    expect(counts[0]).toEqual({ argon2: 0, tokens: 1 });
    expect(counts[1]).toEqual(counts[0]);
    await mailTo(user.email, /new password/);
    const tokens = await env.db.selectFrom("accountTokens").select(["userId", "tokenHash"]).execute();
    expect(tokens.map((token) => token.userId)).toEqual([user.id]);
    // Only the SHA-256 is stored, never the token of the link.
    expect(tokens[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("is limited per address and per client", async () => {
    const address = `${unique("flood")}@example.test`;
    const perAddress = [];
    for (let i = 0; i < 6; i++)
      perAddress.push((await mutate("account.requestPasswordReset", { email: address })).statusCode);
    expect(perAddress).toEqual([200, 200, 200, 200, 200, 429]);
    const ip = nextIp();
    const perClient = [];
    for (let i = 0; i < 6; i++) {
      const email = `${unique("spray")}@example.test`;
      perClient.push((await mutate("account.requestPasswordReset", { email }, { ip })).statusCode);
    }
    expect(perClient).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it("sets a new password once per link, ends every session and mails a notice", async () => {
    const user = await createUser(env.db);
    const before = [await signIn(user.email, TEST_PASSWORD), await signIn(user.email, TEST_PASSWORD)];
    const token = await resetLinkFor(user.email);
    const reset = await mutate("account.resetPassword", { token, password: NEW_PASSWORD });
    expect(reset.statusCode, reset.body).toBe(200);
    for (const cookie of before) expect(await me(cookie)).toBeNull();
    await mailTo(user.email, /password was changed/);
    // Used once: the same link again is refused, and the password stays the one just set.
    const again = await mutate("account.resetPassword", { token, password: "another lantern orchard" });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe(ACCOUNT_SECURITY_MESSAGES.resetLinkInvalid);
    expect((await mutate("auth.login", { email: user.email, password: TEST_PASSWORD })).statusCode).toBe(401);
    await signIn(user.email, NEW_PASSWORD);
  });

  it("refuses a link more than an hour old", async () => {
    const user = await createUser(env.db);
    const token = await resetLinkFor(user.email);
    await env.db
      .updateTable("accountTokens")
      .set({ expiresAt: sql<Date>`now() - interval '1 second'` })
      .where("userId", "=", user.id)
      .execute();
    const response = await mutate("account.resetPassword", { token, password: NEW_PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(ACCOUNT_SECURITY_MESSAGES.resetLinkInvalid);
  });

  it("changes only the account the link was sent for, and no other link resets a password", async () => {
    const [owner, other] = [await createUser(env.db), await createUser(env.db)];
    const token = await resetLinkFor(owner.email);
    expect((await mutate("account.resetPassword", { token, password: NEW_PASSWORD })).statusCode).toBe(200);
    await signIn(other.email, TEST_PASSWORD);
    expect((await mutate("auth.login", { email: other.email, password: NEW_PASSWORD })).statusCode).toBe(401);
    // An email confirmation link of another account is no reset link.
    const cookie = await signIn(other.email, TEST_PASSWORD);
    const newEmail = `${unique("moved")}@example.test`;
    await mutate("account.requestEmailChange", { newEmail, password: TEST_PASSWORD }, { cookie });
    const confirmToken = linkToken((await mailTo(newEmail, /Confirm/)).textBody, "/email-change");
    const misuse = await mutate("account.resetPassword", { token: confirmToken, password: NEW_PASSWORD });
    expect(misuse.statusCode).toBe(400);
    expect(misuse.json().error.message).toBe(ACCOUNT_SECURITY_MESSAGES.resetLinkInvalid);
  });

  it("refuses a weak new password with the reason, and the link still works after", async () => {
    const user = await createUser(env.db, { firstName: "Grace", lastName: "Whitfield" });
    const token = await resetLinkFor(user.email);
    const weak = await mutate("account.resetPassword", { token, password: "whitfield2024" });
    expect(weak.statusCode).toBe(400);
    expect(fieldErrors(weak)).toEqual({ password: [ACCOUNT_SECURITY_MESSAGES.personalPassword] });
    const spanish = await mutate(
      "account.resetPassword",
      { token, password: "password123" },
      { headers: { "accept-language": "es" } },
    );
    expect(fieldErrors(spanish)).toEqual({ password: [expect.stringMatching(/contraseñas más usadas/)] });
    expect((await mutate("account.resetPassword", { token, password: NEW_PASSWORD })).statusCode).toBe(200);
  });
});

describe("passwords worth having", () => {
  it("refuses a common password at sign-up and registration, saying why, in the request's language", async () => {
    const signUp = await mutate("auth.signUp", {
      email: `${unique("weak")}@example.test`,
      password: "password123",
      firstName: "Ana",
      lastName: "Ruiz",
    });
    expect(signUp.statusCode).toBe(400);
    expect(fieldErrors(signUp)).toEqual({ password: [ACCOUNT_SECURITY_MESSAGES.commonPassword] });
    const personal = await mutate(
      "auth.signUp",
      { email: `anaruiz@example.test`, password: "anaruiz2024", firstName: "Ana", lastName: "Ruiz" },
      { headers: { "accept-language": "es" } },
    );
    expect(fieldErrors(personal)?.password?.[0]).toMatch(/se basa en su nombre/);
    expect(
      await env.db.selectFrom("users").select("id").where("email", "=", "anaruiz@example.test").execute(),
    ).toEqual([]);
  });
});

describe("change password", () => {
  it("needs the current password, refuses a weak one, ends the other sessions and keeps this one", async () => {
    const user = await createUser(env.db);
    const elsewhere = await signIn(user.email, TEST_PASSWORD, SAFARI_ON_IPHONE);
    const here = await signIn(user.email, TEST_PASSWORD);
    const wrong = await mutate(
      "account.changePassword",
      { currentPassword: "not it", newPassword: NEW_PASSWORD },
      { cookie: here },
    );
    expect(fieldErrors(wrong)).toEqual({ currentPassword: [ACCOUNT_SECURITY_MESSAGES.wrongPassword] });
    const weak = await mutate(
      "account.changePassword",
      { currentPassword: TEST_PASSWORD, newPassword: "iloveyou1" },
      { cookie: here },
    );
    expect(fieldErrors(weak)).toEqual({ newPassword: [ACCOUNT_SECURITY_MESSAGES.commonPassword] });
    const changed = await mutate(
      "account.changePassword",
      { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD },
      { cookie: here },
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await me(elsewhere)).toBeNull();
    expect((await me(here))?.email).toBe(user.email);
    await mailTo(user.email, /password was changed/);
    await signIn(user.email, NEW_PASSWORD);
  });

  it("is refused to a visitor who is not signed in", async () => {
    const response = await mutate("account.changePassword", {
      currentPassword: "x",
      newPassword: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(401);
  });
});

describe("change email", () => {
  it("takes effect only from the new address's link, and tells the old address with a way back", async () => {
    const user = await createUser(env.db);
    const cookie = await signIn(user.email, TEST_PASSWORD);
    const newEmail = `${unique("new")}@example.test`;
    const wrong = await mutate("account.requestEmailChange", { newEmail, password: "nope" }, { cookie });
    expect(fieldErrors(wrong)).toEqual({ password: [ACCOUNT_SECURITY_MESSAGES.wrongPassword] });
    const asked = await mutate(
      "account.requestEmailChange",
      { newEmail, password: TEST_PASSWORD },
      { cookie },
    );
    expect(asked.json().result.data).toEqual({ message: ACCOUNT_SECURITY_MESSAGES.emailChangeRequested });
    expect((await me(cookie))?.email).toBe(user.email);

    const token = linkToken((await mailTo(newEmail, /Confirm your new email/)).textBody, "/email-change");
    const confirmed = await mutate("account.confirmEmailChange", { token });
    expect(confirmed.json().result.data).toEqual({ email: newEmail });
    expect((await me(cookie))?.email).toBe(newEmail);
    expect((await mutate("account.confirmEmailChange", { token })).statusCode).toBe(400);

    const notice = await mailTo(user.email, /email address of your .* was changed/);
    expect(notice.textBody).toContain("n***@example.test");
    const undoToken = linkToken(notice.textBody, "/email-change");
    expect(notice.textBody).toContain("&undo=1");

    const undone = await mutate("account.revertEmailChange", { token: undoToken });
    expect(undone.statusCode, undone.body).toBe(200);
    const { email, resetToken } = undone.json().result.data;
    expect(email).toBe(user.email);
    // Every session ends, and the fresh reset token lets the holder of the old address choose a password.
    expect(await me(cookie)).toBeNull();
    expect(
      (await mutate("account.resetPassword", { token: resetToken, password: NEW_PASSWORD })).statusCode,
    ).toBe(200);
    await signIn(user.email, NEW_PASSWORD);
  });

  it("answers the same for an address that has an account, which gets a notice and no link", async () => {
    const [user, taken] = [await createUser(env.db), await createUser(env.db)];
    const cookie = await signIn(user.email, TEST_PASSWORD);
    const asked = await mutate(
      "account.requestEmailChange",
      { newEmail: taken.email, password: TEST_PASSWORD },
      { cookie },
    );
    expect(asked.json().result.data).toEqual({ message: ACCOUNT_SECURITY_MESSAGES.emailChangeRequested });
    const notice = await mailTo(taken.email, /asked to use your email address/);
    expect(notice.textBody).not.toContain("token=");
    const pending = await env.db
      .selectFrom("accountTokens")
      .select("id")
      .where("userId", "=", user.id)
      .execute();
    expect(pending).toEqual([]);
  });
});

describe("sessions", () => {
  it("lists the account's sessions with browser and device, and signs one out or all others", async () => {
    const user = await createUser(env.db);
    const phone = await signIn(user.email, TEST_PASSWORD, SAFARI_ON_IPHONE);
    const third = await signIn(user.email, TEST_PASSWORD, SAFARI_ON_IPHONE);
    const here = await signIn(user.email, TEST_PASSWORD);
    const stranger = await createUser(env.db);
    const strangerSession = await sessionFor(env.db, stranger);

    const sessions = (await query("account.sessions", here)).json().result.data;
    expect(sessions).toHaveLength(3);
    expect(sessions[0]).toMatchObject({
      current: true,
      browser: "Chrome 131",
      os: "Windows 10",
      device: "desktop",
    });
    expect(sessions[1]).toMatchObject({
      current: false,
      browser: "Safari 17",
      os: "iOS 17.0",
      device: "mobile",
    });
    expect(JSON.stringify(sessions)).not.toMatch(/sid/);

    // Another account's session cannot be named, even by its id's hash.
    const { sessionRef } = await import("../src/services/account/sessions-list.ts");
    const foreign = await mutate("account.endSession", { id: sessionRef(strangerSession) }, { cookie: here });
    expect(foreign.statusCode).toBe(404);
    expect(await me(signedInCookie(env.app, strangerSession))).not.toBeNull();

    expect((await mutate("account.endSession", { id: sessions[1].id }, { cookie: here })).statusCode).toBe(
      200,
    );
    const left = [await me(phone), await me(third)].filter(Boolean);
    expect(left).toHaveLength(1);
    const everywhere = await mutate("account.endOtherSessions", null, { cookie: here });
    expect(everywhere.json().result.data).toEqual({ ended: 1 });
    expect([await me(phone), await me(third)]).toEqual([null, null]);
    expect((await query("account.sessions", here)).json().result.data).toHaveLength(1);
  });

  it("writes the last use at most once a minute", async () => {
    const user = await createUser(env.db);
    const sid = await sessionFor(env.db, user);
    const cookie = signedInCookie(env.app, sid);
    const lastUsed = async () =>
      (
        await env.db
          .selectFrom("sessions")
          .select("lastUsedAt")
          .where("sid", "=", sid)
          .executeTakeFirstOrThrow()
      ).lastUsedAt;
    const minuteAgo = new Date(Date.now() - 61_000);
    await env.db.updateTable("sessions").set({ lastUsedAt: minuteAgo }).where("sid", "=", sid).execute();
    await me(cookie);
    const touched = await lastUsed();
    expect(touched.getTime()).toBeGreaterThan(minuteAgo.getTime());
    const recent = new Date(Date.now() - 30_000);
    await env.db.updateTable("sessions").set({ lastUsedAt: recent }).where("sid", "=", sid).execute();
    await me(cookie);
    await me(cookie);
    expect((await lastUsed()).getTime()).toBe(recent.getTime());
  });
});

describe("delete my account", () => {
  it("removes the account and its sessions, leaves its church listed and unclaimed, audits it without the address", async () => {
    const church = await createChurch(env.db, { isApproved: true });
    const user = await createUser(env.db, { churchId: church.id });
    await env.db.updateTable("churches").set({ ownerId: user.id }).where("id", "=", church.id).execute();
    const cookie = await signIn(user.email, TEST_PASSWORD);
    const other = await signIn(user.email, TEST_PASSWORD);

    const wrong = await mutate("account.deleteAccount", { password: "nope" }, { cookie });
    expect(fieldErrors(wrong)).toEqual({ password: [ACCOUNT_SECURITY_MESSAGES.wrongPassword] });
    const deleted = await mutate("account.deleteAccount", { password: TEST_PASSWORD }, { cookie });
    expect(deleted.statusCode, deleted.body).toBe(200);

    expect(await env.db.selectFrom("users").select("id").where("id", "=", user.id).execute()).toEqual([]);
    expect(await env.db.selectFrom("sessions").select("sid").where("userId", "=", user.id).execute()).toEqual(
      [],
    );
    expect(await me(other)).toBeNull();
    const after = await env.db
      .selectFrom("churches")
      .select(["ownerId", "isApproved"])
      .where("id", "=", church.id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ ownerId: null, isApproved: true });
    // Unclaimed as the claim list sees it: a new account can find it there.
    const claimant = await signIn((await createUser(env.db)).email, TEST_PASSWORD);
    const unclaimed = (await query("claims.list", claimant)).json().result.data as Array<{ id: number }>;
    expect(unclaimed.map((entry) => entry.id)).toContain(church.id);

    const audit = await env.db
      .selectFrom("auditLog")
      .selectAll()
      .where("entity", "=", "user")
      .where("entityId", "=", String(user.id))
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: "delete", actorId: null, actorEmail: null });
    expect(JSON.stringify(audit)).not.toContain(user.email);
  });

  it("refuses the last enabled administrator, and lets an administrator go when another remains", async () => {
    await env.db.deleteFrom("users").where("role", "=", "admin").execute();
    const admin = await createAdmin(env.db);
    const cookie = await signIn(admin.email, TEST_PASSWORD);
    const refused = await mutate("account.deleteAccount", { password: TEST_PASSWORD }, { cookie });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(ACCOUNT_SECURITY_MESSAGES.lastAdministrator);
    // A disabled administrator cannot sign in: it does not count.
    await createAdmin(env.db, { disabledAt: new Date() });
    expect((await mutate("account.deleteAccount", { password: TEST_PASSWORD }, { cookie })).statusCode).toBe(
      409,
    );
    await createAdmin(env.db);
    expect((await mutate("account.deleteAccount", { password: TEST_PASSWORD }, { cookie })).statusCode).toBe(
      200,
    );
  });
});
