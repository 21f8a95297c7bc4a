import { beforeAll, describe, expect, it } from "vitest";
import { cookieFor } from "./admin-helpers.ts";
import { createAdmin, createChurch, unique } from "./factories.ts";
import { useTestApp } from "./use-test-app.ts";

// Issue 44, item 3: what the embeddable finder reads from a host page on another site (http/embed-reads.ts,
// docs/decisions/022-embeddable-finder.md): readable from any origin, without cookies either way.

const env = useTestApp();
const HOST = "https://member-church.example";
let church: { id: number };

beforeAll(async () => {
  church = await createChurch(env.db, { name: unique("Embed Chapel "), zipCode: "50309" });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  env.app.inject({ method: "GET", url, headers: { origin: HOST, ...headers } });

describe("the finder's reads", () => {
  it("may be read from any origin, carry no cookie, and load across origins", async () => {
    for (const url of [
      "/api/churches/page?limit=5",
      "/api/churches/page?limit=5&lat=41.6&lng=-93.6&q=Embed",
      "/api/churches/overview",
      `/api/churches/${church.id}`,
      "/api/churches/2000000000",
      "/api/places?q=50309",
      "/api/places?q=Nowhere%2C%20ZZ",
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.headers["access-control-allow-origin"], url).toBe("*");
      expect(response.headers["access-control-allow-credentials"], url).toBeUndefined();
      expect(response.headers["cross-origin-resource-policy"], url).toBe("cross-origin");
      expect(response.headers["set-cookie"], url).toBeUndefined();
    }
  });

  it("start no session even for a signed-in visitor's browser", async () => {
    const admin = await createAdmin(env.db);
    const cookie = await cookieFor(env.app, env.db, admin);
    const response = await get("/api/churches/page?limit=5", { cookie });
    expect(response.statusCode).toBe(200);
    expect(response.headers["set-cookie"]).toBeUndefined();
  });

  it("leave writes and session-dependent answers to the same origin", async () => {
    const write = await env.app.inject({
      method: "POST",
      url: "/api/churches",
      headers: { origin: HOST, "content-type": "application/json" },
      payload: {},
    });
    expect(write.statusCode).toBe(403);
    expect(write.headers["access-control-allow-origin"]).toBeUndefined();
    for (const url of ["/api/auth/me", "/api/admin/churches", "/api/churches", "/trpc/churches.overview"]) {
      const response = await get(url);
      expect(response.headers["access-control-allow-origin"], url).toBeUndefined();
      expect(response.headers["cross-origin-resource-policy"], url).toBe("same-origin");
    }
  });
});

describe("GET /api/places", () => {
  it("finds a ZIP code and a town with its state, and answers 404 for an unknown place", async () => {
    const zip = await get("/api/places?q=50309");
    expect(zip.statusCode).toBe(200);
    expect(zip.json()).toMatchObject({ name: expect.stringContaining("IA 50309") });
    expect(zip.json().latitude).toBeCloseTo(41.6, 0);
    expect(zip.json().longitude).toBeCloseTo(-93.6, 0);

    for (const town of ["Springfield, IL", "springfield il"]) {
      const found = await get(`/api/places?q=${encodeURIComponent(town)}`);
      expect(found.statusCode, town).toBe(200);
      expect(found.json().name, town).toBe("Springfield, IL");
    }
    expect((await get("/api/places?q=Nowhere%2C%20ZZ")).statusCode).toBe(404);
    expect((await get("/api/places?q=00000")).statusCode).toBe(404);
    expect((await get("/api/places")).statusCode).toBe(400);
    expect((await get(`/api/places?q=${"x".repeat(300)}`)).statusCode).toBe(400);
  });
});
