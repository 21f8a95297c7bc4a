import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../src/config.ts";
import { createTestApp } from "./harness.ts";
import { useTestApp } from "./use-test-app.ts";

// Load shedding (issue 38, http/overload.ts). The test blocks its own event loop, the one the in-process app runs
// on, with busy loops until the app sheds load, then lets it idle until it serves again: it waits for each state
// with a bounded number of attempts and asserts no duration.
const env = useTestApp();

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
      expect((await get("/api/churches")).statusCode).toBe(200);

      // Lag: 250 ms blocks against a 50 ms limit, until one round of requests is shed (at most 80 rounds).
      let shed: Awaited<ReturnType<typeof get>>[] | null = null;
      for (let round = 0; round < 80 && !shed; round++) {
        busyWait(250);
        const answers = await Promise.all([get("/api/churches"), get("/api/ready"), get("/api/health")]);
        if (answers[0].statusCode === 503) shed = answers;
      }
      expect(shed, "no request was shed while the event loop lagged").not.toBeNull();
      const [churches, ready, health] = shed ?? [];
      expect(churches?.headers["retry-after"]).toBe("7");
      expect(churches?.json()).toEqual({ message: OVERLOADED });
      expect(ready?.statusCode).toBe(503);
      expect(ready?.headers["retry-after"]).toBe("7");
      expect(health?.statusCode).toBe(200);
      expect(health?.json()).toEqual({ ok: true });

      // Idle: the next samples find the loop on time and requests are served again (at most 300 tries).
      let recovered = false;
      for (let attempt = 0; attempt < 300 && !recovered; attempt++) {
        await sleep(100);
        recovered = (await get("/api/churches")).statusCode === 200;
      }
      expect(recovered, "requests were still shed after the lag ended").toBe(true);
      expect((await get("/api/ready")).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  }, 120_000);

  it("is off when both limits are 0", async () => {
    const app = await createTestApp(env.db, {
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
    expect(production.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS).toBe(200);
    expect(production.OVERLOAD_RETRY_AFTER_S).toBe(5);
    expect(loadConfig({ NODE_ENV: "test", ...secret }).OVERLOAD_MAX_EVENT_LOOP_DELAY_MS).toBe(0);
    expect(
      loadConfig({ NODE_ENV: "test", OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: "80", ...secret })
        .OVERLOAD_MAX_EVENT_LOOP_DELAY_MS,
    ).toBe(80);
  });
});
