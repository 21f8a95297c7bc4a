import type { Database } from "../src/db/connect.ts";
import type { SessionUser } from "../src/services/auth/session.ts";
import { sessionFor } from "./factories.ts";
import { type createTestApp, sessionCookie } from "./harness.ts";

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
export type Method = "GET" | "POST" | "PUT" | "DELETE";

/**
 * The harness's cookie holds the raw sealed value, whose ';' ends a cookie value, so the server would never
 * see the session. Encoded as the server itself sends it (a no-op once the harness does so).
 */
export async function cookieFor(app: TestApp, db: Database, user: SessionUser): Promise<string> {
  const raw = sessionCookie(app, await sessionFor(db, user));
  const value = raw.slice(raw.indexOf("=") + 1);
  return value.includes(";") ? `session=${encodeURIComponent(value)}` : raw;
}

/** A request as the web app sends it: state-changing ones are same-origin JSON. */
export function send(app: TestApp, method: Method, url: string, cookie?: string, payload?: unknown) {
  const writes = method !== "GET";
  return app.inject({
    method,
    url,
    headers: {
      ...(cookie && { cookie }),
      ...(writes && { origin: "http://localhost:3000", "content-type": "application/json" }),
    },
    ...(writes && { payload: JSON.stringify(payload ?? {}) }),
  });
}
