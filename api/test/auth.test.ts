import { ACCOUNT_REGISTRATION_ANSWER, LOGIN_RATE_LIMITED, loginSlowDown } from "@app/shared";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { createAdapters } from "../src/adapters/index.ts";
import { purgeExpiredSessions, SESSION_ABSOLUTE_MS } from "../src/services/auth/sessions.ts";
import { RATE_LIMITS } from "../src/services/rate-limits.ts";
import {
  cookieFrom,
  nextIp,
  registrationBody,
  SAME_ORIGIN,
  sendJson,
  signedInCookie,
} from "./auth-helpers.ts";
import { createUser, sessionFor, TEST_PASSWORD, unique } from "./factories.ts";
import { callerAs, createTestApp, testConfig } from "./harness.ts";
import { useTestApp } from "./use-test-app.ts";

const env = useTestApp();
/** Sent in both languages: the address's owner may not be whoever typed it (the request's language is theirs). */
const ATTEMPT_SUBJECT =
  "Someone tried to register with your email address / Alguien intentó registrarse con su correo electrónico";

const currentUser = (cookie?: string | null) =>
  env.app.inject({ method: "GET", url: "/api/auth/user", headers: cookie ? { cookie } : {} });

const login = (email: string, password: string, options: { ip?: string; cookie?: string } = {}) =>
  sendJson(
    env.app,
    "POST",
    "/api/auth/login",
    { email, password },
    { ip: options.ip ?? nextIp(), ...options },
  );

const userByEmail = (email: string) =>
  env.db
    .selectFrom("users")
    .select(["id", "password", "role", "churchId", "firstName", "lastName"])
    .where("email", "=", email)
    .executeTakeFirst();

const mailsTo = (address: string) =>
  env.db
    .selectFrom("mailOutbox")
    .select(["subject", "textBody"])
    .where("toAddress", "=", address.toLowerCase())
    .orderBy("id")
    .execute();

const churchesNamed = (name: string) =>
  env.db
    .selectFrom("churches")
    .select(["id", "ownerId", "isApproved", "state"])
    .where("name", "=", name)
    .execute();

describe("POST /api/auth/register-church", () => {
  it("creates the account and its pending church, owned by it, and signs the new user in", async () => {
    const body = registrationBody();
    const response = await sendJson(env.app, "POST", "/api/auth/register-church", body, { ip: nextIp() });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual(ACCOUNT_REGISTRATION_ANSWER);

    const user = await userByEmail(body.email);
    expect(user?.password).toMatch(/^\$argon2id\$/);
    expect(user?.role).toBe("church");
    expect(user).toMatchObject({ firstName: "Grace", lastName: "Hopper" });
    const churches = await churchesNamed(body.churchData.name);
    expect(churches).toEqual([{ id: expect.any(Number), ownerId: user?.id, isApproved: false, state: "IA" }]);
    expect(user?.churchId).toBe(churches[0]?.id);

    const cookie = cookieFrom(response);
    expect(cookie).not.toBeNull();
    const me = await currentUser(cookie);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: body.email, role: "church" });
  });

  it("answers an email that already has an account exactly as a new one, creates nothing and mails its owner", async () => {
    const existing = await createUser(env.db);
    const fresh = await sendJson(env.app, "POST", "/api/auth/register-church", registrationBody(), {
      ip: nextIp(),
    });
    const body = registrationBody({ email: existing.email.toUpperCase() });
    body.churchData = { ...body.churchData, name: "Visit evil.example for prizes" };
    const response = await sendJson(env.app, "POST", "/api/auth/register-church", body, { ip: nextIp() });

    // The same status and the same bytes: the answer cannot tell anyone who has an account.
    expect(response.statusCode).toBe(fresh.statusCode);
    expect(response.body).toBe(fresh.body);
    expect(response.headers["content-type"]).toBe(fresh.headers["content-type"]);
    // Nobody is signed in to the existing account, and nothing was written.
    expect(cookieFrom(response)).toBeNull();
    expect(await churchesNamed(body.churchData.name)).toEqual([]);
    expect((await userByEmail(existing.email))?.firstName).toBe(existing.firstName);

    // The address's owner hears of it, in words that quote nothing the other person typed.
    const mails = await mailsTo(existing.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(ATTEMPT_SUBJECT);
    expect(mails[0]!.textBody).toContain("already has an account");
    for (const typed of ["evil", "Grace", "Hopper", "12 Elm St"])
      expect(mails[0]!.textBody).not.toContain(typed);
  });

  it("welcomes a new account by mail, quoting only the church's name, shortened, without its link", async () => {
    const body = registrationBody();
    const name = `Claim your prize at https://evil.example/win ${"x".repeat(120)}`;
    body.churchData = { ...body.churchData, name: name.slice(0, 200), description: "Call 555-0100 now" };
    const response = await sendJson(env.app, "POST", "/api/auth/register-church", body, { ip: nextIp() });
    expect(response.statusCode).toBe(201);
    const [mail] = await mailsTo(body.email);
    expect(mail!.textBody).toContain("“Claim your prize at…”");
    expect(mail!.textBody).not.toContain("evil");
    expect(mail!.textBody).not.toContain("xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx");
    expect(mail!.textBody).not.toContain("555-0100");
    expect(mail!.textBody).not.toContain("Grace");
  });

  it("leaves neither account nor church behind when a later step fails", async () => {
    const config = testConfig();
    const adapters = createAdapters(config, env.db);
    // A coordinate the database cannot store makes the church insert fail after the user insert succeeded.
    adapters.geocoder = {
      geocode: async () => ({ latitude: 1000, longitude: 0 }),
    } as typeof adapters.geocoder;
    const body = registrationBody();
    await expect(callerAs(env.db, null, adapters).auth.registerChurch(body)).rejects.toThrow();
    expect(await userByEmail(body.email)).toBeUndefined();
    expect(await churchesNamed(body.churchData.name)).toEqual([]);
  });

  it("answers 400 with the original message for invalid input and creates nothing", async () => {
    const cases: Array<[ReturnType<typeof registrationBody>, string]> = [
      [registrationBody({ password: "short" }), "Password must be at least 8 characters"],
      [registrationBody({ email: "not-an-email" }), "Please enter a valid email address"],
      [registrationBody({ firstName: " " }), "First name is required"],
    ];
    const stateless = registrationBody();
    stateless.churchData = { ...stateless.churchData, state: "Iowa" };
    cases.push([stateless, "Please enter a 2-letter state code"]);
    for (const [body, message] of cases) {
      const response = await sendJson(env.app, "POST", "/api/auth/register-church", body, { ip: nextIp() });
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toBe(message);
      expect(await churchesNamed(body.churchData.name)).toEqual([]);
    }
  });

  it("refuses a role or owner smuggled into the body", async () => {
    const body = { ...registrationBody(), role: "admin" };
    const response = await sendJson(env.app, "POST", "/api/auth/register-church", body, { ip: nextIp() });
    expect(response.statusCode).toBe(400);
    expect(await userByEmail(body.email)).toBeUndefined();
  });

  it("limits registrations per client address", async () => {
    const ip = nextIp();
    for (let attempt = 1; attempt <= 10; attempt++) {
      const response = await sendJson(env.app, "POST", "/api/auth/register-church", registrationBody(), {
        ip,
      });
      expect(response.statusCode, `attempt ${attempt}`).toBe(201);
    }
    const body = registrationBody();
    const refused = await sendJson(env.app, "POST", "/api/auth/register-church", body, { ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/Too many registrations/);
    expect(await userByEmail(body.email)).toBeUndefined();
    // Another address is not affected.
    const other = await sendJson(env.app, "POST", "/api/auth/register-church", registrationBody(), {
      ip: nextIp(),
    });
    expect(other.statusCode).toBe(201);
  });
});

describe("POST /api/auth/register (an account without a church)", () => {
  const signUpBody = (overrides: Record<string, string> = {}) => ({
    email: `${unique("member")}@example.test`,
    password: "a strong password",
    firstName: "Lydia",
    lastName: "Purple",
    ...overrides,
  });

  it("creates a church account that owns nothing, signs it in and welcomes it by mail", async () => {
    const body = signUpBody();
    const response = await sendJson(env.app, "POST", "/api/auth/register", body, { ip: nextIp() });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual(ACCOUNT_REGISTRATION_ANSWER);
    const user = await userByEmail(body.email);
    expect(user).toMatchObject({ role: "church", churchId: null, firstName: "Lydia", lastName: "Purple" });
    expect(user?.password).toMatch(/^\$argon2id\$/);
    const owned = await env.db.selectFrom("churches").select("id").where("ownerId", "=", user!.id).execute();
    expect(owned).toEqual([]);
    const me = await currentUser(cookieFrom(response));
    expect(me.json()).toMatchObject({ email: body.email, role: "church" });
    const mails = await mailsTo(body.email);
    expect(mails.map((mail) => mail.subject)).toEqual([expect.stringMatching(/account$/)]);
    expect(mails[0]!.textBody).toContain("/claim");
    expect(mails[0]!.textBody).not.toContain("Lydia");
  });

  it("answers a taken email exactly as a new one, signs nobody in, changes nothing and mails its owner", async () => {
    const existing = await createUser(env.db);
    const fresh = await sendJson(env.app, "POST", "/api/auth/register", signUpBody(), { ip: nextIp() });
    const body = signUpBody({ email: existing.email.toUpperCase(), firstName: "Mallory" });
    const response = await sendJson(env.app, "POST", "/api/auth/register", body, { ip: nextIp() });
    expect(response.statusCode).toBe(fresh.statusCode);
    expect(response.body).toBe(fresh.body);
    expect(cookieFrom(response)).toBeNull();
    expect((await userByEmail(existing.email))?.firstName).toBe(existing.firstName);
    const mails = await mailsTo(existing.email);
    expect(mails.map((mail) => mail.subject)).toEqual([ATTEMPT_SUBJECT]);
    expect(mails[0]!.textBody).not.toContain("Mallory");
  });

  it("applies the combined registration's rules and messages, and refuses extra fields", async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [signUpBody({ password: "short" }), "Password must be at least 8 characters"],
      [signUpBody({ email: "not-an-email" }), "Please enter a valid email address"],
      [signUpBody({ firstName: " " }), "First name is required"],
      [signUpBody({ lastName: "" }), "Last name is required"],
    ];
    for (const [body, message] of cases) {
      const response = await sendJson(env.app, "POST", "/api/auth/register", body, { ip: nextIp() });
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const smuggled = { ...signUpBody(), role: "admin" };
    const refused = await sendJson(env.app, "POST", "/api/auth/register", smuggled, { ip: nextIp() });
    expect(refused.statusCode).toBe(400);
    expect(await userByEmail(smuggled.email)).toBeUndefined();
  });

  it("shares the registration limit per client address with /register-church", async () => {
    const ip = nextIp();
    for (let attempt = 1; attempt <= 10; attempt++) {
      const url = attempt % 2 ? "/api/auth/register" : "/api/auth/register-church";
      const body = attempt % 2 ? signUpBody() : registrationBody();
      expect((await sendJson(env.app, "POST", url, body, { ip })).statusCode, `attempt ${attempt}`).toBe(201);
    }
    const refused = await sendJson(env.app, "POST", "/api/auth/register", signUpBody(), { ip });
    expect(refused.statusCode).toBe(429);
  });
});

describe("POST /api/auth/login", () => {
  it("signs in with the right password (email in any case) and sets a strict session cookie", async () => {
    const user = await createUser(env.db, { firstName: "Lydia" });
    const response = await login(`  ${user.email.toUpperCase()} `, TEST_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: user.id,
      firstName: "Lydia",
      lastName: "User",
      email: user.email,
      role: "church",
      churchId: null,
    });
    const setCookie = String(response.headers["set-cookie"]);
    expect(setCookie).toMatch(/^session=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).not.toMatch(/Secure/i);
    const me = await currentUser(cookieFrom(response));
    expect(me.json()).toMatchObject({ id: user.id, email: user.email });
  });

  it("marks the cookie Secure when the site is served over https", async () => {
    const httpsApp = await createTestApp(env.db, { PUBLIC_BASE_URL: "https://churches.example" });
    try {
      const user = await createUser(env.db);
      const response = await sendJson(
        httpsApp,
        "POST",
        "/api/auth/login",
        { email: user.email, password: TEST_PASSWORD },
        { headers: { origin: "https://churches.example" } },
      );
      expect(response.statusCode).toBe(200);
      expect(String(response.headers["set-cookie"])).toMatch(/Secure/i);
    } finally {
      await httpsApp.close();
    }
  });

  it("gives the same answer for an unknown email and a wrong password", async () => {
    const user = await createUser(env.db);
    const wrong = await login(user.email, "wrong password");
    const unknown = await login(`${unique("nobody")}@example.test`, "wrong password");
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json()).toEqual({ message: "Invalid email or password" });
    // That both do the same work (a hash verification) is shown without a clock in login-work.test.ts.
  });

  it("issues a new session id at sign-in and revokes the one held before", async () => {
    const user = await createUser(env.db);
    const planted = await sessionFor(env.db, user);
    const oldCookie = signedInCookie(env.app, planted);
    const response = await login(user.email, TEST_PASSWORD, { cookie: oldCookie });
    expect(response.statusCode).toBe(200);
    const newCookie = cookieFrom(response);
    expect(newCookie).not.toBe(oldCookie);
    expect((await currentUser(newCookie)).statusCode).toBe(200);
    expect((await currentUser(oldCookie)).statusCode).toBe(401);
    const rows = await env.db.selectFrom("sessions").select("sid").where("userId", "=", user.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.sid).not.toBe(planted);
  });

  it("answers 400 with the original messages for malformed credentials", async () => {
    const response = await login("nobody", "");
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      email: ["Please enter a valid email address"],
      password: ["Password is required"],
    });
  });

  /** Moves this client's failure counters back in time, as if `ms` had passed since the last try. */
  const elapse = (ms: number) =>
    env.db
      .updateTable("rateLimitCounters")
      .set({ lastHitAt: sql`last_hit_at - make_interval(secs => ${ms / 1000})` })
      .where("bucket", "like", "login-failures-%")
      .execute();

  it("slows one client hammering one account after 5 wrong passwords, then refuses it after 10", async () => {
    const user = await createUser(env.db);
    const ip = nextIp();
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await login(user.email, `wrong ${attempt}`, { ip })).statusCode, `attempt ${attempt}`).toBe(
        401,
      );
    }
    // The sixth try straight away must wait, and is not even checked (nothing is counted).
    const hurried = await login(user.email, TEST_PASSWORD, { ip });
    expect(hurried.statusCode).toBe(429);
    expect(hurried.json()).toEqual({ message: loginSlowDown(1) });
    expect(cookieFrom(hurried)).toBeNull();
    for (let attempt = 6; attempt <= 10; attempt++) {
      await elapse(60_000);
      expect((await login(user.email, `wrong ${attempt}`, { ip })).statusCode, `attempt ${attempt}`).toBe(
        401,
      );
    }
    await elapse(60_000);
    const right = await login(user.email, TEST_PASSWORD, { ip });
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual({ message: LOGIN_RATE_LIMITED });
    expect(cookieFrom(right)).toBeNull();
  });

  it("never locks the owner out: wrong passwords from elsewhere leave the right one working from a new client", async () => {
    const user = await createUser(env.db);
    const attacker = nextIp();
    for (let attempt = 1; attempt <= 10; attempt++) {
      await elapse(60_000);
      await login(user.email, `wrong ${attempt}`, { ip: attacker });
    }
    expect((await login(user.email, TEST_PASSWORD, { ip: attacker })).statusCode).toBe(429);
    // Many addresses, one guess each: none of them builds up a lock either.
    for (let attempt = 1; attempt <= 12; attempt++) await login(user.email, `spray ${attempt}`);
    const owner = await login(user.email, TEST_PASSWORD, { ip: nextIp() });
    expect(owner.statusCode).toBe(200);
    expect(cookieFrom(owner)).not.toBeNull();
  });

  it("limits one address guessing across many accounts", async () => {
    const ip = nextIp();
    for (let attempt = 1; attempt <= RATE_LIMITS.loginFailuresPerClient.limit; attempt++) {
      const response = await login(`${unique("guess")}@example.test`, "password1", { ip });
      expect(response.statusCode, `attempt ${attempt}`).toBe(401);
    }
    const user = await createUser(env.db);
    expect((await login(user.email, TEST_PASSWORD, { ip })).statusCode).toBe(429);
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it("starts this client's count for the account again after a successful sign-in", async () => {
    const user = await createUser(env.db);
    const ip = nextIp();
    for (let round = 1; round <= 2; round++) {
      for (let attempt = 1; attempt <= 9; attempt++) {
        await elapse(60_000);
        expect((await login(user.email, "wrong", { ip })).statusCode).toBe(401);
      }
      await elapse(60_000);
      expect((await login(user.email, TEST_PASSWORD, { ip })).statusCode, `round ${round}`).toBe(200);
    }
  });
});

describe("sign-out", () => {
  for (const method of ["GET", "POST"] as const) {
    it(`${method} /api/auth/logout ends the session server-side and redirects home; the old cookie is anonymous`, async () => {
      const user = await createUser(env.db);
      const cookie = signedInCookie(env.app, await sessionFor(env.db, user));
      expect((await currentUser(cookie)).statusCode).toBe(200);
      const response =
        method === "GET"
          ? await env.app.inject({ method, url: "/api/auth/logout", headers: { cookie } })
          : await sendJson(env.app, method, "/api/auth/logout", {}, { cookie });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe("/");
      const rows = await env.db.selectFrom("sessions").select("sid").where("userId", "=", user.id).execute();
      expect(rows).toEqual([]);
      // Replaying the cookie captured before sign-out.
      const replay = await currentUser(cookie);
      expect(replay.statusCode).toBe(401);
      const trpc = await env.app.inject({ method: "GET", url: "/trpc/auth.me", headers: { cookie } });
      expect(trpc.json().result.data).toBeNull();
    });
  }

  it("is harmless when nobody is signed in", async () => {
    const response = await env.app.inject({ method: "GET", url: "/api/auth/logout" });
    expect(response.statusCode).toBe(303);
  });
});

describe("GET /api/auth/user and /api/login", () => {
  it("answers 401 with a message when anonymous, and the documented user shape when signed in", async () => {
    const anonymous = await currentUser();
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: "Unauthorized" });
    const user = await createUser(env.db, { firstName: "Phoebe", lastName: "Deacon" });
    const signedIn = await currentUser(signedInCookie(env.app, await sessionFor(env.db, user)));
    expect(signedIn.json()).toEqual({
      id: user.id,
      firstName: "Phoebe",
      lastName: "Deacon",
      email: user.email,
      role: "church",
      churchId: null,
    });
  });

  it("/api/login redirects to the sign-in screen, keeping a same-site way back and dropping any other", async () => {
    const response = await env.app.inject({ method: "GET", url: "/api/login" });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/auth");
    const back = await env.app.inject({ method: "GET", url: "/api/login?redirect=%2Fclaim" });
    expect(back.headers.location).toBe("/auth?redirect=%2Fclaim");
    const away = await env.app.inject({ method: "GET", url: "/api/login?redirect=%2F%2Fevil.example" });
    expect(away.headers.location).toBe("/auth");
  });

  it("/api/login opens the sign-in screen in the language the page named, else the language cookie's", async () => {
    const named = await env.app.inject({ method: "GET", url: "/api/login?redirect=%2Fclaim&lang=es" });
    expect(named.headers.location).toBe("/es/auth?redirect=%2Fclaim");
    const remembered = await env.app.inject({
      method: "GET",
      url: "/api/login",
      headers: { cookie: "lang=es" },
    });
    expect(remembered.headers.location).toBe("/es/auth");
    const overridden = await env.app.inject({
      method: "GET",
      url: "/api/login?lang=en",
      headers: { cookie: "lang=es" },
    });
    expect(overridden.headers.location).toBe("/auth");
  });
});

describe("session expiry", () => {
  it("treats an idle-expired or too-old session as anonymous and deletes it", async () => {
    const user = await createUser(env.db);
    const idle = await sessionFor(env.db, user);
    const old = await sessionFor(env.db, user);
    await env.db
      .updateTable("sessions")
      .set({ expire: new Date(Date.now() - 1000) })
      .where("sid", "=", idle)
      .execute();
    await env.db
      .updateTable("sessions")
      .set({ createdAt: new Date(Date.now() - SESSION_ABSOLUTE_MS - 1000) })
      .where("sid", "=", old)
      .execute();
    for (const sid of [idle, old]) {
      const response = await currentUser(signedInCookie(env.app, sid));
      expect(response.statusCode).toBe(401);
      const row = await env.db.selectFrom("sessions").select("sid").where("sid", "=", sid).executeTakeFirst();
      expect(row).toBeUndefined();
    }
  });

  it("purges expired rows and keeps live ones", async () => {
    const user = await createUser(env.db);
    const live = await sessionFor(env.db, user);
    const expired = await sessionFor(env.db, user);
    await env.db
      .updateTable("sessions")
      .set({ expire: new Date(Date.now() - 1000) })
      .where("sid", "=", expired)
      .execute();
    expect(await purgeExpiredSessions(env.db)).toBeGreaterThanOrEqual(1);
    const left = await env.db.selectFrom("sessions").select("sid").where("userId", "=", user.id).execute();
    expect(left.map((row) => row.sid)).toEqual([live]);
  });

  it("a deleted user's session is anonymous", async () => {
    const user = await createUser(env.db);
    const cookie = signedInCookie(env.app, await sessionFor(env.db, user));
    await env.db.deleteFrom("users").where("id", "=", user.id).execute();
    expect((await currentUser(cookie)).statusCode).toBe(401);
  });
});

describe("same-origin helper", () => {
  it("matches the test app's public address", () => {
    expect(new URL(testConfig().PUBLIC_BASE_URL).origin).toBe(SAME_ORIGIN);
  });
});
