import { describe, expect, it } from "vitest";
import { CROSS_SITE_REFUSED, JSON_REQUIRED } from "../src/http/guard.ts";
import { nextIp, registrationBody, SAME_ORIGIN, sendJson, signedInCookie } from "./auth-helpers.ts";
import { createUser, sessionFor, TEST_PASSWORD } from "./factories.ts";
import { createTestApp } from "./harness.ts";
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
  return message === CROSS_SITE_REFUSED || message === JSON_REQUIRED;
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
      expect(response.json()).toEqual({ message: CROSS_SITE_REFUSED });
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

  it("leaves the logout navigation (GET) alone", async () => {
    const { cookie, stillSignedIn } = await signedInUser();
    const response = await env.app.inject({ method: "GET", url: "/api/auth/logout", headers: { cookie } });
    expect(response.statusCode).toBe(303);
    expect(await stillSignedIn()).toBe(false);
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
      expect(response.json()).toEqual({ message: JSON_REQUIRED });
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
