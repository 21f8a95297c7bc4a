import { LOCALES, translator } from "@app/shared/i18n";
import { describe, expect, it } from "vitest";
import { cookieFor } from "./admin-helpers.ts";
import { sendJson } from "./auth-helpers.ts";
import { createChurch, createUser, unique } from "./factories.ts";
import { createTestApp, testConfig } from "./harness.ts";
import { freshIp } from "./upload-fixtures.ts";
import { useTestApp } from "./use-test-app.ts";

const env = useTestApp();

async function claimant() {
  const user = await createUser(env.db);
  return { user, cookie: await cookieFor(env.app, env.db, user), ip: freshIp() };
}
type Claimant = Awaited<ReturnType<typeof claimant>>;

const unclaimed = (overrides = {}) =>
  createChurch(env.db, { email: `${unique("grace")}@example.org`, ...overrides });

const requestCode = (who: Claimant, churchId: number, email: string) =>
  sendJson(env.app, "POST", "/api/user/claim-church", { churchId, verificationData: { email } }, who);
const confirm = (who: Claimant, churchId: number, code: string) =>
  sendJson(env.app, "POST", "/api/user/claim-church/confirm", { churchId, code }, who);

/** The code from the latest mail to `to`, read through the test-only outbox route like the browser test. */
async function mailedCode(to: string): Promise<string> {
  const response = await env.app.inject({
    method: "GET",
    url: `/api/test/outbox?to=${encodeURIComponent(to)}`,
  });
  expect(response.statusCode).toBe(200);
  const [latest] = response.json() as Array<{ text: string }>;
  const code = /Verification code: (\d{6})/.exec(latest?.text ?? "")?.[1];
  if (!code) throw new Error(`no code mailed to ${to}`);
  return code;
}

const ownerOf = async (churchId: number) =>
  (await env.db.selectFrom("churches").select("ownerId").where("id", "=", churchId).executeTakeFirstOrThrow())
    .ownerId;

describe("claims.list (GET /trpc/claims.list)", () => {
  it("shows approved churches without an owner, with a masked email hint", async () => {
    const open = await unclaimed({ email: "grace.office@example.org" });
    const owned = await unclaimed({ ownerId: (await createUser(env.db)).id });
    const pending = await unclaimed({ isApproved: false });
    const { cookie } = await claimant();
    const response = await env.app.inject({ method: "GET", url: "/trpc/claims.list", headers: { cookie } });
    expect(response.statusCode).toBe(200);
    const list = response.json().result.data as Array<Record<string, unknown>>;
    const ids = list.map((church) => church.id);
    expect(ids).toContain(open.id);
    expect(ids).not.toContain(owned.id);
    expect(ids).not.toContain(pending.id);
    const card = list.find((church) => church.id === open.id)!;
    expect(card).toEqual({
      id: open.id,
      name: open.name,
      city: "Ames",
      state: "IA",
      pastorName: "Pastor Test",
      emailHint: "g***@example.org",
      imageUrl: null,
    });
    expect(JSON.stringify(list)).not.toContain("grace.office@");
  });

  it("needs a signed-in user", async () => {
    expect((await env.app.inject({ method: "GET", url: "/trpc/claims.list" })).statusCode).toBe(401);
  });
});

describe("claiming a church", () => {
  it("refuses an email that does not match the listed one, and mails nothing", async () => {
    const church = await unclaimed();
    const who = await claimant();
    const response = await requestCode(who, church.id, "someone.else@example.org");
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/does not match/);
    const mails = await env.app.inject({ method: "GET", url: `/api/test/outbox?to=${church.email}` });
    expect(mails.json()).toEqual([]);
    expect(await ownerOf(church.id)).toBeNull();
  });

  it("completes with the mailed code: the email matches case-insensitively, the user becomes the owner", async () => {
    const church = await unclaimed();
    const who = await claimant();
    const response = await requestCode(who, church.id, church.email!.toUpperCase());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      churchId: church.id,
      sentTo: expect.stringMatching(/^g\*\*\*@example\.org$/),
      expiresInMinutes: 15,
    });
    const stored = await env.db
      .selectFrom("churchClaims")
      .select(["codeHash", "email"])
      .where("churchId", "=", church.id)
      .executeTakeFirstOrThrow();
    const code = await mailedCode(church.email!);
    expect(stored.codeHash).not.toContain(code);
    expect(stored.email).toBe(church.email);

    const done = await confirm(who, church.id, code);
    expect(done.statusCode).toBe(200);
    expect(await ownerOf(church.id)).toBe(who.user.id);
    const user = await env.db
      .selectFrom("users")
      .select("churchId")
      .where("id", "=", who.user.id)
      .executeTakeFirstOrThrow();
    expect(user.churchId).toBe(church.id);
    // The code is spent.
    expect((await confirm(who, church.id, code)).statusCode).toBe(400);
    const profile = await env.app.inject({
      method: "GET",
      url: "/api/user/church",
      headers: { cookie: who.cookie },
    });
    expect(profile.json().id).toBe(church.id);
  });

  it("mails the church's address nothing the claimant chose, their account's email included, in both languages", async () => {
    // The listed address may belong to a church that never heard of the claimant: issue 38, point 5. An account's
    // email is the claimant's own text, up to 64 characters before the "@" and a domain of their choosing after it.
    const pitch = "call-now-555-0100-visit-evil.example";
    for (const locale of LOCALES) {
      const church = await unclaimed({ name: "Grace Chapel of Ames" });
      const user = await createUser(env.db, { email: `${pitch}@refund-desk-${locale}.example` });
      const who = {
        cookie: await cookieFor(env.app, env.db, user),
        ip: freshIp(),
        headers: { "accept-language": locale },
      };
      const response = await sendJson(
        env.app,
        "POST",
        "/api/user/claim-church",
        { churchId: church.id, verificationData: { email: church.email } },
        who,
      );
      expect(response.statusCode, response.body).toBe(200);
      const mails = await env.db
        .selectFrom("mailOutbox")
        .select(["subject", "textBody"])
        .where("toAddress", "=", church.email!)
        .execute();
      expect(mails).toHaveLength(1);
      const { subject, textBody } = mails[0]!;
      for (const chosen of [user.email, pitch, "call", "555", "0100", "visit", "evil", "refund", "desk"]) {
        expect(`${subject}\n${textBody}`, locale).not.toContain(chosen);
      }
      // Still the whole mail: who asked (an account), for which church, the code, and what to do if not you.
      const code = /\b\d{6}\b/.exec(textBody)?.[0];
      const values = {
        site: testConfig().ASSOCIATION_NAME,
        church: "“Grace Chapel of Ames”",
        code,
        minutes: 15,
        // The claim page, in the claimant's language (docs/product/mail.md).
        url: `http://localhost:3000${locale === "en" ? "" : `/${locale}`}/claim`,
      };
      const t = translator(locale);
      expect(subject).toBe(t("mail.claimCode.subject", values));
      expect(textBody).toBe(t("mail.claimCode.body", values));
    }
  });

  it("refuses a wrong code and counts it; after 5 wrong codes even the right one is refused", async () => {
    const church = await unclaimed();
    const who = await claimant();
    await requestCode(who, church.id, church.email!);
    const code = await mailedCode(church.email!);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await confirm(who, church.id, wrong);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/not correct/);
    }
    const blocked = await confirm(who, church.id, code);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/Too many incorrect codes/);
    expect(await ownerOf(church.id)).toBeNull();

    // A new code starts over.
    await requestCode(who, church.id, church.email!);
    expect((await confirm(who, church.id, await mailedCode(church.email!))).statusCode).toBe(200);
  });

  it("refuses an expired code", async () => {
    const church = await unclaimed();
    const who = await claimant();
    await requestCode(who, church.id, church.email!);
    const code = await mailedCode(church.email!);
    await env.db
      .updateTable("churchClaims")
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where("churchId", "=", church.id)
      .execute();
    const response = await confirm(who, church.id, code);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/expired/);
    expect(await ownerOf(church.id)).toBeNull();
  });

  it("turns away a second claimant once the church is owned", async () => {
    const church = await unclaimed();
    const first = await claimant();
    const second = await claimant();
    await requestCode(first, church.id, church.email!);
    const firstCode = await mailedCode(church.email!);
    await requestCode(second, church.id, church.email!);
    const secondCode = await mailedCode(church.email!);
    expect((await confirm(first, church.id, firstCode)).statusCode).toBe(200);

    const late = await confirm(second, church.id, secondCode);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/already been claimed/);
    const again = await requestCode(second, church.id, church.email!);
    expect(again.statusCode).toBe(409);
    expect(await ownerOf(church.id)).toBe(first.user.id);
  });

  it("lets exactly one of two users confirming at the same moment win", async () => {
    const church = await unclaimed();
    const a = await claimant();
    const b = await claimant();
    await requestCode(a, church.id, church.email!);
    const codeA = await mailedCode(church.email!);
    await requestCode(b, church.id, church.email!);
    const codeB = await mailedCode(church.email!);
    const results = await Promise.all([confirm(a, church.id, codeA), confirm(b, church.id, codeB)]);
    expect(results.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const winner = results[0]!.statusCode === 200 ? a : b;
    expect(await ownerOf(church.id)).toBe(winner.user.id);
  });

  it("refuses a user who already owns a church", async () => {
    const who = await claimant();
    await createChurch(env.db, { ownerId: who.user.id });
    const church = await unclaimed();
    const response = await requestCode(who, church.id, church.email!);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/already manages a church/);
  });

  it("answers 404 for an unknown or pending church and 401 signed out", async () => {
    const who = await claimant();
    const pending = await unclaimed({ isApproved: false });
    expect((await requestCode(who, pending.id, pending.email!)).statusCode).toBe(404);
    expect((await requestCode(who, 999_999, "a@example.org")).statusCode).toBe(404);
    const anonymous = await sendJson(env.app, "POST", "/api/user/claim-church", {
      churchId: pending.id,
      verificationData: { email: "a@example.org" },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("GET /api/test/outbox", () => {
  it("does not exist outside test mode", async () => {
    const devApp = await createTestApp(env.db, { NODE_ENV: "development" });
    try {
      const response = await devApp.inject({ method: "GET", url: "/api/test/outbox?to=a@example.org" });
      expect(response.statusCode).toBe(404);
    } finally {
      await devApp.close();
    }
  });
});
