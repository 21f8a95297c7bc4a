import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { buildApp } from "../src/app.ts";
import { connect } from "../src/db/connect.ts";
import { cookieFor } from "./admin-helpers.ts";
import { createAdmin, createChurch, unique } from "./factories.ts";
import { callerAs, createTestApp, testConfig } from "./harness.ts";
import { useTestApp } from "./use-test-app.ts";

const env = useTestApp();

describe("liveness and readiness", () => {
  it("/api/health answers without the database; /api/ready reports it", async () => {
    expect((await env.app.inject({ method: "GET", url: "/api/ready" })).json()).toEqual({
      ready: true,
      database: "ok",
    });
    const unreachable = await connect({ databaseUrl: "postgres://postgres@127.0.0.1:9/none", poolSize: 1 });
    const app = await createTestApp(unreachable.db);
    try {
      const health = await app.inject({ method: "GET", url: "/api/health" });
      expect(health.statusCode).toBe(200);
      expect(health.json()).toEqual({ ok: true });
      const ready = await app.inject({ method: "GET", url: "/api/ready" });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ message: "Database unavailable" });
    } finally {
      await app.close();
      await unreachable.close();
    }
  });
});

describe("links in mail", () => {
  it("use the address the server listens on when PUBLIC_BASE_URL is unset", async () => {
    const app = await createTestApp(env.db, { PUBLIC_BASE_URL: "", PORT: "3101", HOST: "0.0.0.0" });
    try {
      const church = await createChurch(env.db, {
        isApproved: false,
        email: `${unique("office")}@example.test`,
      });
      const admin = await createAdmin(env.db);
      const approved = await app.inject({
        method: "PUT",
        url: `/api/admin/churches/${church.id}/approve`,
        headers: {
          cookie: await cookieFor(app, env.db, admin),
          origin: "http://localhost:3101",
          "content-type": "application/json",
        },
        payload: "{}",
      });
      expect(approved.statusCode).toBe(200);
      const mail = await env.db
        .selectFrom("mailOutbox")
        .select("textBody")
        .where("toAddress", "=", church.email!)
        .executeTakeFirstOrThrow();
      expect(mail.textBody).toContain(`http://localhost:3101/church/${church.id}`);
      expect(mail.textBody).not.toContain("localhost:3000");
    } finally {
      await app.close();
    }
  });
});

describe("the newsletter link", () => {
  it("comes from NEWSLETTER_URL, and is absent when it is unset", async () => {
    expect((await callerAs(env.db).site.info()).newsletterUrl).toBeNull();
    const app = await createTestApp(env.db, { NEWSLETTER_URL: "https://news.example.org/join" });
    try {
      const info = await app.inject({ method: "GET", url: "/trpc/site.info" });
      expect(info.json().result.data.newsletterUrl).toBe("https://news.example.org/join");
    } finally {
      await app.close();
    }
  });
});

describe("the request log", () => {
  it("writes one readable line per request, and none at info for static assets", async () => {
    const lines: Array<Record<string, unknown>> = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const app = await buildApp({ config: testConfig(), db: env.db, logger: { level: "info", stream } });
    try {
      await app.inject({ method: "GET", url: "/api/health" });
      await app.inject({ method: "GET", url: "/assets/index-abc123.js" });
      await app.inject({
        method: "GET",
        url: "/api/churches",
        headers: { "x-forwarded-for": "192.0.2.99" },
        remoteAddress: "198.51.100.80",
      });
    } finally {
      await app.close();
    }
    const requestLines = lines.filter((line) => /^(GET|POST) /.test(String(line.msg)));
    expect(requestLines.map((line) => String(line.msg).replace(/\d+ ms$/, "N ms"))).toEqual([
      "GET /api/health 200 N ms",
      "GET /api/churches 200 N ms",
    ]);
    // Without TRUST_PROXY the socket address is the client, whatever the header says.
    expect(requestLines[1]).toMatchObject({ ip: "198.51.100.80", status: 200 });
    expect(lines.some((line) => line.msg === "incoming request")).toBe(false);
  });
});
