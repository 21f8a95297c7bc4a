import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../src/config.ts";
import { connect } from "../src/db/connect.ts";
import { createTestApp, createTestDatabase, type TestDatabase } from "./harness.ts";
import { testDatabaseUrl } from "./test-env.ts";

// Load shedding (issue 38, http/overload.ts). Each state is waited for with a bounded number of attempts; no
// duration is asserted. The lag test blocks its own event loop, the one the in-process app runs on, with busy
// loops; the in-flight test holds requests on a table lock.
let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(async () => {
  await testDb?.destroy();
});
const env = {
  get db() {
    return testDb.db;
  },
};

const OVERLOADED = "The service is temporarily unavailable. Please try again shortly.";

/** Holds the event loop, as a request doing heavy synchronous work would. */
function busyWait(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // spinning
  }
}

describe("load shedding", () => {
  it("answers 503 with Retry-After while the event loop lags, /api/ready too, /api/health still 200; recovers after", async () => {
    const app = await createTestApp(env.db, {
      OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: "50",
      OVERLOAD_RETRY_AFTER_S: "7",
    });
    try {
      const get = (url: string) => app.inject({ method: "GET", url });
      // Served while idle, once the app's own start-up (which lags too) is out of the last sample.
      const idleServes = async () => {
        for (let attempt = 0; attempt < 300; attempt++) {
          const answers = await Promise.all([get("/api/churches"), get("/api/ready")]);
          if (answers.every((answer) => answer.statusCode === 200)) return true;
          await sleep(100);
        }
        return false;
      };
      expect(await idleServes(), "requests were shed before any lag").toBe(true);

      // Lag: 250 ms blocks against a 50 ms limit, until a round of requests is shed (at most 80 rounds).
      let shed: Awaited<ReturnType<typeof get>>[] | null = null;
      for (let round = 0; round < 80 && !shed; round++) {
        busyWait(250);
        const answers = await Promise.all([get("/api/churches"), get("/api/ready"), get("/api/health")]);
        // (A round in which a sample ended the pressure between two requests is not counted.)
        if (answers[0].statusCode === 503 && answers[1].statusCode === 503) shed = answers;
      }
      expect(shed, "no request was shed while the event loop lagged").not.toBeNull();
      const [churches, ready, health] = shed ?? [];
      expect(churches?.headers["retry-after"]).toBe("7");
      expect(churches?.json()).toEqual({ message: OVERLOADED });
      expect(ready?.statusCode).toBe(503);
      expect(ready?.headers["retry-after"]).toBe("7");
      expect(health?.statusCode).toBe(200);
      expect(health?.json()).toEqual({ ok: true });

      // Idle: the next samples find the loop on time and requests are served again.
      expect(await idleServes(), "requests were still shed after the lag ended").toBe(true);
    } finally {
      await app.close();
    }
  }, 120_000);

  // PostgreSQL only: PGlite has no second connection to hold a lock from.
  it.skipIf(!testDatabaseUrl())(
    "answers 503 with Retry-After while OVERLOAD_MAX_IN_FLIGHT requests are handled, /api/ready too; serves again after",
    async () => {
      // The held requests wait on the lock; a long statement timeout keeps a slow machine from ending them early.
      const connection = await connect({
        databaseUrl: testDb.url!,
        statementTimeoutMs: 120_000,
        poolSize: 4,
      });
      const app = await createTestApp(connection.db, {
        OVERLOAD_MAX_IN_FLIGHT: "2",
        OVERLOAD_RETRY_AFTER_S: "7",
      });
      const locker = new pg.Client({ connectionString: testDb.url! });
      await locker.connect();
      try {
        const get = (url: string) => app.inject({ method: "GET", url });
        expect((await get("/api/churches")).statusCode).toBe(200);

        await locker.query("BEGIN");
        await locker.query("LOCK TABLE events IN ACCESS EXCLUSIVE MODE");
        const held = [get("/api/events"), get("/api/events")];
        // Both are in their handlers once both wait on the lock.
        let waiting = 0;
        for (let attempt = 0; attempt < 1000 && waiting < 2; attempt++) {
          await sleep(20);
          const { rows } = await locker.query(
            "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
          );
          waiting = rows[0].n;
        }
        expect(waiting).toBe(2);

        const third = await get("/api/churches");
        expect(third.statusCode).toBe(503);
        expect(third.headers["retry-after"]).toBe("7");
        expect(third.json()).toEqual({ message: OVERLOADED });
        expect((await get("/api/ready")).statusCode).toBe(503);
        expect((await get("/api/health")).statusCode).toBe(200);

        await locker.query("ROLLBACK");
        expect((await Promise.all(held)).map((answer) => answer.statusCode)).toEqual([200, 200]);
        // Their places free once their answers close (at most 100 tries).
        let served = false;
        for (let attempt = 0; attempt < 100 && !served; attempt++) {
          served = (await get("/api/churches")).statusCode === 200;
          if (!served) await sleep(50);
        }
        expect(served, "requests were still shed after the held ones ended").toBe(true);
      } finally {
        await locker.end();
        await app.close();
        await connection.close();
      }
    },
    120_000,
  );

  // PostgreSQL only, as above: the crowd is requests held on a table lock.
  it.skipIf(!testDatabaseUrl())(
    "a busy event loop sheds only with a crowd in flight: background work alone is served",
    async () => {
      const connection = await connect({
        databaseUrl: testDb.url!,
        statementTimeoutMs: 120_000,
        poolSize: 12,
      });
      const app = await createTestApp(connection.db, {
        OVERLOAD_MAX_EVENT_LOOP_UTILIZATION: "0.5",
        OVERLOAD_RETRY_AFTER_S: "7",
      });
      const locker = new pg.Client({ connectionString: testDb.url! });
      await locker.connect();
      const get = (url: string) => app.inject({ method: "GET", url });
      /** Rounds of a busy loop (as the national clustering's slices keep it), until one is shed (at most 40). */
      const busyRounds = async () => {
        for (let round = 0; round < 40; round++) {
          for (let slice = 0; slice < 20; slice++) {
            busyWait(20);
            await new Promise((resolve) => setImmediate(resolve));
          }
          const answer = await get("/api/churches");
          if (answer.statusCode === 503) return answer;
        }
        return null;
      };
      try {
        // Alone: the loop is busy all the time, yet nothing waits, so nothing is shed.
        expect(await busyRounds(), "background work alone was shed").toBeNull();

        // With eight requests held in flight, the same busy loop sheds.
        await locker.query("BEGIN");
        await locker.query("LOCK TABLE events IN ACCESS EXCLUSIVE MODE");
        const held = Array.from({ length: 8 }, (_, index) => get(`/api/events/${index + 1}/ics`));
        // They read the events through one shared query: it waiting on the lock holds all eight in their handlers.
        let waiting = 0;
        for (let attempt = 0; attempt < 1000 && waiting < 1; attempt++) {
          await sleep(20);
          const { rows } = await locker.query(
            "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
          );
          waiting = rows[0].n;
        }
        expect(waiting).toBeGreaterThanOrEqual(1);
        const shed = await busyRounds();
        expect(shed?.statusCode, "a busy loop with a crowd waiting was not shed").toBe(503);
        expect(shed?.headers["retry-after"]).toBe("7");
        await locker.query("ROLLBACK");
        await Promise.all(held);
      } finally {
        await locker.end();
        await app.close();
        await connection.close();
      }
    },
    120_000,
  );

  it("is off when every limit is 0", async () => {
    const app = await createTestApp(env.db, {
      OVERLOAD_MAX_IN_FLIGHT: "0",
      OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: "0",
      OVERLOAD_MAX_EVENT_LOOP_UTILIZATION: "0",
    });
    try {
      expect(app.hasDecorator("isUnderPressure")).toBe(false);
    } finally {
      await app.close();
    }
  });

  it("is on by default in production, off under NODE_ENV=test unless a limit is set", () => {
    const secret = { SESSION_SECRET: "x".repeat(32) };
    const production = loadConfig({ NODE_ENV: "production", ...secret });
    expect(production.OVERLOAD_MAX_IN_FLIGHT).toBe(64);
    expect(production.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS).toBe(1000);
    expect(production.OVERLOAD_MAX_EVENT_LOOP_UTILIZATION).toBe(0.98);
    expect(production.OVERLOAD_RETRY_AFTER_S).toBe(5);
    expect(loadConfig({ NODE_ENV: "test", ...secret }).OVERLOAD_MAX_IN_FLIGHT).toBe(0);
    expect(loadConfig({ NODE_ENV: "test", ...secret }).OVERLOAD_MAX_EVENT_LOOP_DELAY_MS).toBe(0);
    expect(loadConfig({ NODE_ENV: "test", ...secret }).OVERLOAD_MAX_EVENT_LOOP_UTILIZATION).toBe(0);
    expect(
      loadConfig({ NODE_ENV: "test", OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: "80", ...secret })
        .OVERLOAD_MAX_EVENT_LOOP_DELAY_MS,
    ).toBe(80);
  });
});
