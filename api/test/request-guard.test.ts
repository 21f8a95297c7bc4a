import { HTTP_MESSAGES } from "@app/shared";
import { describe, expect, it } from "vitest";
import { buildApp } from "../src/app.ts";
import { nextIp, registrationBody, SAME_ORIGIN, sendJson, signedInCookie } from "./auth-helpers.ts";
import { createChurch, createUser, sessionFor, TEST_PASSWORD, unique } from "./factories.ts";
import { createTestApp, testConfig } from "./harness.ts";
import { useTestApp } from "./use-test-app.ts";

const env = useTestApp();

const userExists = async (email: string) =>
  (await env.db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirst()) !== undefined;

/** A signed-in user and their cookie; `stillSignedIn()` tells whether the session survived. */
async function signedInUser() {
  const user = await createUser(env.db);
  const cookie = signedInCookie(env.app, await sessionFor(env.db, user));
  const stillSignedIn = async () =>
    (await env.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } })).statusCode === 200;
  return { user, cookie, stillSignedIn };
}

/** The guard's own refusals, told apart from what the route behind it may answer. */
function refusedByGuard(response: { statusCode: number; body: string }): boolean {
  if (response.statusCode !== 403 && response.statusCode !== 415) return false;
  const message = (JSON.parse(response.body) as { message?: string }).message;
  return message === HTTP_MESSAGES.crossSiteRefused || message === HTTP_MESSAGES.jsonRequired;
}

const formBody = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

function multipartBody(boundary: string, fields: Record<string, string>) {
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return [...parts, `--${boundary}--\r\n`].join("");
}

describe("cross-site requests", () => {
  it("refuses a cross-site form POST with 403 and changes nothing", async () => {
    const body = registrationBody();
    const response = await env.app.inject({
      method: "POST",
      url: "/api/auth/register-church",
      payload: formBody({ email: body.email, password: body.password }),
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://evil.example" },
    });
    expect(response.statusCode).toBe(403);
    expect(await userExists(body.email)).toBe(false);
  });

  it("refuses a cross-site JSON request even with a session: the session is not ended", async () => {
    const { cookie, stillSignedIn } = await signedInUser();
    for (const url of ["/api/auth/logout", "/trpc/auth.logout"]) {
      const response = await sendJson(
        env.app,
        "POST",
        url,
        {},
        { cookie, headers: { origin: "https://evil.example" } },
      );
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toEqual({ message: HTTP_MESSAGES.crossSiteRefused });
    }
    expect(await stillSignedIn()).toBe(true);
  });

  it("refuses look-alike origins: another port, another scheme, a subdomain, the null origin", async () => {
    const { cookie, stillSignedIn } = await signedInUser();
    for (const origin of [
      "http://localhost:3001",
      "https://localhost:3000",
      "http://evil.localhost:3000",
      "null",
      "http://localhost:3000.evil.example",
    ]) {
      const response = await sendJson(
        env.app,
        "POST",
        "/trpc/auth.logout",
        {},
        { cookie, headers: { origin } },
      );
      expect(response.statusCode, origin).toBe(403);
    }
    expect(await stillSignedIn()).toBe(true);
  });

  it("goes by Sec-Fetch-Site when there is no Origin", async () => {
    const { cookie, stillSignedIn } = await signedInUser();
    for (const site of ["cross-site", "same-site"]) {
      const response = await env.app.inject({
        method: "POST",
        url: "/trpc/auth.logout",
        payload: "{}",
        headers: { "content-type": "application/json", "sec-fetch-site": site, cookie },
      });
      expect(response.statusCode, site).toBe(403);
    }
    expect(await stillSignedIn()).toBe(true);
    const sameOrigin = await env.app.inject({
      method: "POST",
      url: "/trpc/auth.logout",
      payload: "{}",
      headers: { "content-type": "application/json", "sec-fetch-site": "same-origin", cookie },
    });
    expect(sameOrigin.statusCode).toBe(200);
    expect(await stillSignedIn()).toBe(false);
  });

  it("refuses a request with neither header when it carries a session cookie", async () => {
    const { cookie, stillSignedIn } = await signedInUser();
    const response = await env.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      payload: "{}",
      headers: { "content-type": "application/json", cookie },
    });
    expect(response.statusCode).toBe(403);
    expect(await stillSignedIn()).toBe(true);
  });

  it("lets a non-browser client without a session cookie through (no Origin, no Sec-Fetch-Site)", async () => {
    const user = await createUser(env.db);
    const response = await env.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: JSON.stringify({ email: user.email, password: TEST_PASSWORD }),
      headers: { "content-type": "application/json" },
      remoteAddress: nextIp(),
    });
    expect(response.statusCode).toBe(200);
  });

  it("accepts the request's own origin as well as the configured public one", async () => {
    const user = await createUser(env.db);
    const response = await sendJson(
      env.app,
      "POST",
      "/api/auth/login",
      { email: user.email, password: TEST_PASSWORD },
      { ip: nextIp(), headers: { host: "127.0.0.1:4301", origin: "http://127.0.0.1:4301" } },
    );
    expect(response.statusCode).toBe(200);
    const registered = await sendJson(env.app, "POST", "/api/auth/register-church", registrationBody(), {
      ip: nextIp(),
      headers: { origin: SAME_ORIGIN },
    });
    expect(registered.statusCode).toBe(201);
  });

  it("leaves the logout navigation (GET) to the route: a client without Sec-Fetch headers signs out", async () => {
    const { cookie, stillSignedIn } = await signedInUser();
    const response = await env.app.inject({ method: "GET", url: "/api/auth/logout", headers: { cookie } });
    expect(response.statusCode).toBe(303);
    expect(await stillSignedIn()).toBe(false);
  });
});

describe("GET /api/auth/logout", () => {
  const logout = (cookie: string, fetchHeaders: Record<string, string>) =>
    env.app.inject({ method: "GET", url: "/api/auth/logout", headers: { cookie, ...fetchHeaders } });

  it.each([
    ["an image on a page of this site", { "sec-fetch-dest": "image", "sec-fetch-site": "same-origin" }],
    ["a link on another site", { "sec-fetch-dest": "document", "sec-fetch-site": "cross-site" }],
    ["a link on a sibling subdomain", { "sec-fetch-dest": "document", "sec-fetch-site": "same-site" }],
    ["a frame of this site", { "sec-fetch-dest": "iframe", "sec-fetch-site": "same-origin" }],
    [
      "a script's fetch",
      { "sec-fetch-dest": "empty", "sec-fetch-mode": "cors", "sec-fetch-site": "same-origin" },
    ],
    ["an image with a lone Sec-Fetch-Site", { "sec-fetch-site": "same-origin" }],
  ])("changes nothing for %s, and still sends the browser home", async (_label, headers) => {
    const { cookie, stillSignedIn } = await signedInUser();
    const response = await logout(cookie, headers);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/");
    expect(await stillSignedIn()).toBe(true);
  });

  it.each([
    ["the Logout link of this site", { "sec-fetch-dest": "document", "sec-fetch-site": "same-origin" }],
    ["a typed address or a bookmark", { "sec-fetch-dest": "document", "sec-fetch-site": "none" }],
  ])("signs out for %s", async (_label, headers) => {
    const { cookie, stillSignedIn } = await signedInUser();
    const response = await logout(cookie, { "sec-fetch-mode": "navigate", ...headers });
    expect(response.statusCode).toBe(303);
    expect(await stillSignedIn()).toBe(false);
  });
});

describe("the path the router sees", () => {
  const foreign = { "content-type": "application/json", origin: "https://evil.example" };

  it.each([
    "/%61pi/church-plant-requests",
    "/%61%70%69/church-plant-requests",
    "/api/church-plant-%72equests",
  ])("refuses a foreign-origin POST to %s and creates nothing", async (url) => {
    const requestorEmail = `${unique("planter")}@example.test`;
    const response = await env.app.inject({
      method: "POST",
      url,
      payload: JSON.stringify({
        requestorName: "Pat Planter",
        requestorEmail,
        cityName: "Ames",
        stateName: "Iowa",
        reasonForRequest: "No church in the new neighbourhood",
      }),
      headers: foreign,
      remoteAddress: nextIp(),
    });
    expect(response.statusCode).toBe(403);
    const created = await env.db
      .selectFrom("churchPlantRequests")
      .select("id")
      .where("requestorEmail", "=", requestorEmail)
      .execute();
    expect(created).toEqual([]);
  });

  it.each(["/%74rpc/auth.login", "/trpc/auth%2Elogin", "/%61pi/auth/login"])(
    "refuses a foreign-origin sign-in through %s: no session is started",
    async (url) => {
      const user = await createUser(env.db);
      const response = await env.app.inject({
        method: "POST",
        url,
        payload: JSON.stringify({ email: user.email, password: TEST_PASSWORD }),
        headers: foreign,
        remoteAddress: nextIp(),
      });
      expect(response.statusCode).toBe(403);
      expect(response.headers["set-cookie"]).toBeUndefined();
    },
  );

  it("refuses a same-origin form body on an encoded path, and lets multipart through to an encoded upload path", async () => {
    const body = registrationBody();
    const form = await env.app.inject({
      method: "POST",
      url: "/%61pi/auth/register-church",
      payload: new URLSearchParams({ email: body.email }).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded", origin: SAME_ORIGIN },
      remoteAddress: nextIp(),
    });
    expect(form.statusCode).toBe(415);
    expect(await userExists(body.email)).toBe(false);

    const boundary = "----guardtest";
    const upload = await env.app.inject({
      method: "POST",
      url: "/api/upload/church-%69mage",
      payload: multipartBody(boundary, { note: "no file" }),
      headers: { "content-type": `multipart/form-data; boundary=${boundary}`, origin: SAME_ORIGIN },
      remoteAddress: nextIp(),
    });
    expect(refusedByGuard(upload)).toBe(false);
  });

  it("refuses a foreign-origin write to any path, even one no route serves", async () => {
    const response = await env.app.inject({
      method: "POST",
      url: "/somewhere/else",
      payload: "{}",
      headers: foreign,
    });
    expect(response.statusCode).toBe(403);
  });
});

describe("methods no route serves", () => {
  it.each(["TRACE", "PROPFIND", "MKCOL", "SEARCH"])(
    "answer %s with 405, logging no error",
    async (method) => {
      const lines: string[] = [];
      const app = await buildApp({
        config: testConfig({ LOG_LEVEL: "info" }),
        db: env.db,
        logger: { level: "info", stream: { write: (line: string) => void lines.push(line) } },
      });
      try {
        for (const url of ["/trpc/auth.me", "/api/health", "/", "/api/auth/user"]) {
          const response = await app.inject({ method: method as "GET", url });
          expect(response.statusCode, `${method} ${url}`).toBe(405);
          expect(response.headers.allow).toBe("GET, HEAD, POST, PUT, PATCH, DELETE");
          expect(response.json()).toEqual({ message: HTTP_MESSAGES.methodNotAllowed });
        }
      } finally {
        await app.close();
      }
      const errors = lines.map((line) => JSON.parse(line) as { level: number }).filter((l) => l.level >= 50);
      expect(errors).toEqual([]);
    },
  );
});

describe("caching of answers that depend on the session", () => {
  it("sends Cache-Control: no-store on the current user, tRPC answers and the owner's church", async () => {
    const user = await createUser(env.db);
    const church = await createChurch(env.db, { ownerId: user.id });
    await env.db.updateTable("users").set({ churchId: church.id }).where("id", "=", user.id).execute();
    const cookie = signedInCookie(env.app, await sessionFor(env.db, user));
    for (const url of [
      "/api/auth/user",
      "/trpc/auth.me",
      "/trpc/auth.me,churches.byId?batch=1&input=%7B%7D",
      "/api/user/church",
      "/api/admin/churches",
    ]) {
      for (const headers of [{ cookie }, {}]) {
        const response = await env.app.inject({ method: "GET", url, headers });
        expect(response.headers["cache-control"], `${url} ${Object.keys(headers)}`).toBe("no-store");
      }
    }
    const login = await sendJson(
      env.app,
      "POST",
      "/api/auth/login",
      { email: user.email, password: TEST_PASSWORD },
      { ip: nextIp() },
    );
    expect(login.statusCode).toBe(200);
    expect(login.headers["cache-control"]).toBe("no-store");
  });

  it("leaves the policies of answers that are the same for everyone", async () => {
    const list = await env.app.inject({ method: "GET", url: "/api/churches" });
    expect(list.headers["cache-control"]).toBe("public, max-age=30, stale-while-revalidate=30");
    const shell = await env.app.inject({ method: "GET", url: "/directory" });
    expect(shell.headers["cache-control"]).toBe("no-cache");
  });
});

describe("body types", () => {
  it("refuses a same-origin text/plain POST with 415 and changes nothing", async () => {
    const body = registrationBody();
    for (const url of ["/api/auth/register-church", "/trpc/auth.registerChurch"]) {
      const response = await env.app.inject({
        method: "POST",
        url,
        payload: JSON.stringify(body),
        headers: { "content-type": "text/plain", origin: SAME_ORIGIN },
        remoteAddress: nextIp(),
      });
      expect(response.statusCode, url).toBe(415);
      expect(response.json()).toEqual({ message: HTTP_MESSAGES.jsonRequired });
    }
    expect(await userExists(body.email)).toBe(false);
  });

  it("refuses a multipart POST to a route that is not an upload with 415", async () => {
    const { cookie, stillSignedIn } = await signedInUser();
    const boundary = "----guardtest";
    for (const url of ["/api/auth/logout", "/trpc/auth.logout", "/api/auth/register-church"]) {
      const response = await env.app.inject({
        method: "POST",
        url,
        payload: multipartBody(boundary, { email: "x@example.test" }),
        headers: { "content-type": `multipart/form-data; boundary=${boundary}`, origin: SAME_ORIGIN, cookie },
      });
      expect(response.statusCode, url).toBe(415);
    }
    expect(await stillSignedIn()).toBe(true);
  });

  it("refuses a body without a content type, and form encoding even from the same origin", async () => {
    const { cookie, stillSignedIn } = await signedInUser();
    const untyped = await env.app.inject({
      method: "POST",
      url: "/trpc/auth.logout",
      payload: "{}",
      headers: { origin: SAME_ORIGIN, cookie, "content-type": undefined as unknown as string },
    });
    expect(untyped.statusCode).toBe(415);
    const form = await env.app.inject({
      method: "POST",
      url: "/trpc/auth.logout",
      payload: "a=b",
      headers: { origin: SAME_ORIGIN, cookie, "content-type": "application/x-www-form-urlencoded" },
    });
    expect(form.statusCode).toBe(415);
    expect(await stillSignedIn()).toBe(true);
  });

  it("accepts JSON with a charset parameter, and a request with no body at all", async () => {
    const { cookie, stillSignedIn } = await signedInUser();
    const bodyless = await env.app.inject({
      method: "DELETE",
      url: "/api/no-such-route",
      headers: { origin: SAME_ORIGIN, cookie },
    });
    expect(bodyless.statusCode).toBe(404);
    const response = await env.app.inject({
      method: "POST",
      url: "/trpc/auth.logout",
      payload: "{}",
      headers: { "content-type": "application/json; charset=utf-8", origin: SAME_ORIGIN, cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(await stillSignedIn()).toBe(false);
  });

  it("lets multipart through to the upload routes only, and image bytes to the signed upload URL", async () => {
    const boundary = "----guardtest";
    const { cookie } = await signedInUser();
    for (const url of ["/api/upload/church-image", "/api/upload-image"]) {
      const response = await env.app.inject({
        method: "POST",
        url,
        payload: multipartBody(boundary, { note: "no file" }),
        headers: { "content-type": `multipart/form-data; boundary=${boundary}`, origin: SAME_ORIGIN, cookie },
      });
      // Whatever the route answers (it is built elsewhere), the guard did not refuse the request.
      expect(refusedByGuard(response), url).toBe(false);
    }
    const put = (type: string) =>
      env.app.inject({
        method: "PUT",
        url: "/api/objects/upload/some-object-id",
        payload: Buffer.from([0x89, 0x50, 0x4e, 0x47]),
        headers: { "content-type": type, origin: SAME_ORIGIN, cookie },
      });
    expect(refusedByGuard(await put("image/png"))).toBe(false);
    expect(refusedByGuard(await put("text/plain"))).toBe(true);
    const multipartElsewhere = await env.app.inject({
      method: "POST",
      url: "/api/objects/upload",
      payload: multipartBody(boundary, { note: "x" }),
      headers: { "content-type": `multipart/form-data; boundary=${boundary}`, origin: SAME_ORIGIN, cookie },
    });
    expect(refusedByGuard(multipartElsewhere)).toBe(true);
  });
});

describe("security headers", () => {
  it("sends helmet's headers and a Content-Security-Policy the map can run under", async () => {
    const response = await env.app.inject({ method: "GET", url: "/api/health" });
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["x-frame-options"]).toBe("SAMEORIGIN");
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    // maplibre starts its worker from a blob: URL.
    expect(csp).toMatch(/worker-src[^;]*blob:/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers["strict-transport-security"]).toBeUndefined();
  });

  it("adds HSTS and upgrade-insecure-requests when served over https, and allows a hosted map style", async () => {
    const httpsApp = await createTestApp(env.db, {
      PUBLIC_BASE_URL: "https://churches.example",
      MAP_STYLE_URL: "https://tiles.openfreemap.org/styles/liberty",
    });
    try {
      const response = await httpsApp.inject({ method: "GET", url: "/api/health" });
      expect(response.headers["strict-transport-security"]).toMatch(/max-age=\d+/);
      const csp = String(response.headers["content-security-policy"]);
      expect(csp).toContain("upgrade-insecure-requests");
      expect(csp).toMatch(/connect-src[^;]*https:\/\/tiles\.openfreemap\.org/);
    } finally {
      await httpsApp.close();
    }
  });
});
