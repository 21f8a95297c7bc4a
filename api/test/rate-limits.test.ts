import { loginSlowDown } from "@app/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect } from "../src/db/connect.ts";
import { RATE_LIMITS } from "../src/services/rate-limits.ts";
import { sendJson, type TestApp } from "./auth-helpers.ts";
import { createResourceType, createUser, unique } from "./factories.ts";
import { createTestApp } from "./harness.ts";
import { useTestApp } from "./use-test-app.ts";

const env = useTestApp();
const opened: TestApp[] = [];
afterAll(async () => {
  for (const app of opened) await app.close();
});
async function appWith(overrides: Record<string, string>) {
  const app = await createTestApp(env.db, overrides);
  opened.push(app);
  return app;
}

const { after } = RATE_LIMITS.loginFailuresPerAccountAndClient.backoff;

/** Wrong passwords for one account, each through the given socket address and X-Forwarded-For. */
async function wrongPasswords(
  app: TestApp,
  email: string,
  count: number,
  from: (attempt: number) => [string, string],
) {
  const statuses: number[] = [];
  for (let attempt = 1; attempt <= count; attempt++) {
    const [socket, forwardedFor] = from(attempt);
    const response = await sendJson(
      app,
      "POST",
      "/api/auth/login",
      { email, password: `wrong ${attempt}` },
      { ip: socket, headers: { "x-forwarded-for": forwardedFor } },
    );
    statuses.push(response.statusCode);
  }
  return statuses;
}

const failuresThenSlowed = [...Array(after).fill(401), 429];

describe("TRUST_PROXY", () => {
  it("off (the default): X-Forwarded-For is ignored, so a rotating header does not escape the limit", async () => {
    const app = await appWith({});
    const user = await createUser(env.db);
    const statuses = await wrongPasswords(app, user.email, after + 1, (n) => [
      "198.51.100.10",
      `192.0.2.${n}`,
    ]);
    expect(statuses).toEqual(failuresThenSlowed);
  });

  it("1: the address the proxy saw counts, and a header forged in front of it changes nothing", async () => {
    const app = await appWith({ TRUST_PROXY: "1" });
    const user = await createUser(env.db);
    const statuses = await wrongPasswords(app, user.email, after + 1, (n) => [
      "10.0.0.2",
      `192.0.2.${n}, 198.51.100.20`,
    ]);
    expect(statuses).toEqual(failuresThenSlowed);
    const slowed = await sendJson(
      app,
      "POST",
      "/api/auth/login",
      { email: user.email, password: "wrong" },
      { ip: "10.0.0.2", headers: { "x-forwarded-for": "forged, 198.51.100.20" } },
    );
    expect(slowed.json()).toEqual({ message: loginSlowDown(1) });
    // Another client behind the same proxy is its own client.
    const [other] = await wrongPasswords(app, user.email, 1, () => ["10.0.0.2", "198.51.100.21"]);
    expect(other, "another client").toBe(401);
  });

  it("a list of proxies: only a listed proxy's header is believed", async () => {
    const app = await appWith({ TRUST_PROXY: "10.9.0.0/16" });
    const user = await createUser(env.db);
    // From an unlisted address the header is a client's own claim: ignored.
    const direct = await wrongPasswords(app, user.email, after + 1, (n) => ["198.51.100.30", `192.0.2.${n}`]);
    expect(direct).toEqual(failuresThenSlowed);
    // Through the listed proxy, each real client is counted on its own.
    const viaProxy = await wrongPasswords(app, user.email, after + 1, (n) => [
      "10.9.1.1",
      `198.51.100.${40 + n}`,
    ]);
    expect(viaProxy).toEqual(Array(after + 1).fill(401));
  });
});

describe("rate limits kept in the database", () => {
  it("survive a restart of the server", async () => {
    const user = await createUser(env.db);
    const first = await appWith({});
    await wrongPasswords(first, user.email, after, () => ["198.51.100.50", ""]);
    await first.close();
    const restarted = await appWith({});
    const [status] = await wrongPasswords(restarted, user.email, 1, () => ["198.51.100.50", ""]);
    expect(status).toBe(429);
  });

  it("with the database down, a limited request gets the usual quick 503, never a free pass", async () => {
    const unreachable = await connect({ databaseUrl: "postgres://postgres@127.0.0.1:9/none", poolSize: 1 });
    const app = await createTestApp(unreachable.db);
    try {
      const login = await sendJson(
        app,
        "POST",
        "/api/auth/login",
        { email: `${unique("x")}@example.test`, password: "a password" },
        { ip: "198.51.100.60" },
      );
      expect(login.statusCode).toBe(503);
      expect(login.json().message).toMatch(/temporarily unavailable/);
      const resource = await sendJson(
        app,
        "POST",
        "/api/resources/submit",
        {
          title: "A study guide",
          description: "For small groups",
          type: "Document",
          fileUrl: "https://example.org/guide.pdf",
          churchName: "Grace Chapel",
          submitterName: "Ruth Miller",
          submitterEmail: `${unique("ruth")}@example.test`,
        },
        { ip: "198.51.100.60" },
      );
      expect(resource.statusCode).toBe(503);
    } finally {
      await app.close();
      await unreachable.close();
    }
  });
});

describe("RATE_LIMIT_SCALE", () => {
  let type = "";
  beforeAll(async () => {
    type = (await createResourceType(env.db)).name;
  });
  const submitResource = (app: TestApp, ip: string) =>
    sendJson(
      app,
      "POST",
      "/api/resources/submit",
      {
        title: "A study guide",
        description: "For small groups",
        type,
        fileUrl: "https://example.org/guide.pdf",
        churchName: "Grace Chapel",
        submitterName: "Ruth Miller",
        submitterEmail: `${unique("ruth")}@example.test`,
      },
      { ip },
    );
  const statuses = async (app: TestApp, ip: string, count: number) => {
    const seen: number[] = [];
    for (let i = 0; i < count; i++) seen.push((await submitResource(app, ip)).statusCode);
    return seen;
  };
  const { limit } = RATE_LIMITS.resourceSubmission;

  it("1 (the default): the policy's own limit", async () => {
    const app = await appWith({});
    const seen = await statuses(app, `198.51.100.${70 + (Date.now() % 50)}`, limit + 1);
    expect(seen.slice(0, limit)).toEqual(Array(limit).fill(201));
    expect(seen[limit]).toBe(429);
  });

  it("multiplies every limit: twice the submissions before the 429", async () => {
    const app = await appWith({ RATE_LIMIT_SCALE: "2" });
    const seen = await statuses(app, `203.0.113.${70 + (Date.now() % 50)}`, 2 * limit + 1);
    expect(seen.slice(0, 2 * limit)).toEqual(Array(2 * limit).fill(201));
    expect(seen[2 * limit]).toBe(429);
  });
});
