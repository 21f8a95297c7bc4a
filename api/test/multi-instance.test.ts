import { loginSlowDown, MAP } from "@app/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect } from "../src/db/connect.ts";
import { RATE_LIMITS } from "../src/services/rate-limits.ts";
import { createChurch, createUser, TEST_PASSWORD } from "./factories.ts";
import { createTestApp, createTestDatabase, type TestDatabase } from "./harness.ts";
import { makeImage, uploadFile } from "./upload-fixtures.ts";

// Two app servers, each with its own connection pool, on one PostgreSQL database: nothing that matters may
// live in one server's memory.
let testDb: TestDatabase;
let second: Awaited<ReturnType<typeof connect>> | undefined;
let serverA: Awaited<ReturnType<typeof createTestApp>>;
let serverB: Awaited<ReturnType<typeof createTestApp>>;
const json = { "content-type": "application/json", origin: "http://localhost:3000" };

beforeAll(async () => {
  testDb = await createTestDatabase();
  if (!testDb.url) return;
  second = await connect({ databaseUrl: testDb.url, poolSize: 2 });
  serverA = await createTestApp(testDb.db);
  serverB = await createTestApp(second.db);
});
afterAll(async () => {
  await serverA?.close();
  await serverB?.close();
  await second?.close();
  await testDb?.destroy();
});

describe.skipIf(!process.env.TEST_DATABASE_URL && !process.env.DATABASE_URL)(
  "two instances, one database",
  () => {
    it("a session made on one is valid on the other, and a logout on one revokes it on both", async () => {
      const user = await createUser(testDb.db);
      const login = await serverA.inject({
        method: "POST",
        url: "/api/auth/login",
        headers: json,
        payload: { email: user.email, password: TEST_PASSWORD },
      });
      expect(login.statusCode).toBe(200);
      const cookie = String(login.headers["set-cookie"]).split(";")[0]!;

      for (const server of [serverA, serverB]) {
        const me = await server.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } });
        expect(me.statusCode).toBe(200);
        expect(me.json().email).toBe(user.email);
      }

      const logout = await serverB.inject({ method: "GET", url: "/api/auth/logout", headers: { cookie } });
      expect(logout.statusCode).toBe(303);
      for (const server of [serverA, serverB]) {
        const me = await server.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } });
        expect(me.statusCode).toBe(401);
      }
    });

    it("an image uploaded through one is served by the other", async () => {
      const bytes = await makeImage("png", 40, 30);
      const upload = await uploadFile(serverA, "/api/upload/church-image", {
        name: "church.png",
        type: "image/png",
        bytes,
      });
      expect(upload.statusCode).toBe(200);
      const { url } = upload.json() as { url: string };
      const served = await serverB.inject({ method: "GET", url });
      expect(served.statusCode).toBe(200);
      expect(served.headers["content-type"]).toBe("image/png");
      expect(served.rawPayload.subarray(1, 4).toString()).toBe("PNG");
    });

    it("a rate limit reached through one holds on the other", async () => {
      const user = await createUser(testDb.db);
      const wrong = (server: typeof serverA) =>
        server.inject({
          method: "POST",
          url: "/api/auth/login",
          headers: json,
          remoteAddress: "198.51.100.70",
          payload: { email: user.email, password: "wrong password" },
        });
      const { after } = RATE_LIMITS.loginFailuresPerAccountAndClient.backoff;
      for (let attempt = 1; attempt <= after; attempt++) {
        expect((await wrong(serverA)).statusCode, `attempt ${attempt}`).toBe(401);
      }
      const onB = await wrong(serverB);
      expect(onB.statusCode).toBe(429);
      expect(onB.json()).toEqual({ message: loginSlowDown(1) });
    });

    it("the map's clusters one computed and stored are the ones the other reads back", async () => {
      await createChurch(testDb.db, { latitude: "41.600000", longitude: "-93.600000" });
      await createChurch(testDb.db, { latitude: "41.700000", longitude: "-93.700000" });
      const view = "/api/churches/viewport?west=-100&south=35&east=-85&north=48&zoom=4";
      const onA = (await serverA.inject({ method: "GET", url: view })).json();
      // B has no clustering in memory: it loads A's from the table (bytes since migration 0011).
      const stored = await second!.db.selectFrom("directoryClusterings").select("radiusKm").execute();
      expect(stored.map((row) => row.radiusKm)).toContain(MAP.clusterRadiusKmBelowZoom6);
      const onB = (await serverB.inject({ method: "GET", url: view })).json();
      expect(onB).toEqual(onA);
      expect(onA.clusters.length + onA.markers.length).toBeGreaterThan(0);
    });
  },
);
