import type { CombinedRegistrationInput } from "@app/shared";
import type { InjectOptions } from "fastify";
import { unique } from "./factories.ts";
import type { createTestApp } from "./harness.ts";

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The test app's PUBLIC_BASE_URL: what a same-origin browser request carries. */
export const SAME_ORIGIN = "http://localhost:3000";

/** A same-origin JSON request, as the web app sends it; `cookie` signs it in, `ip` sets the client address. */
export function sendJson(
  app: TestApp,
  method: "POST" | "PUT" | "PATCH" | "DELETE",
  url: string,
  body: unknown,
  options: { cookie?: string; ip?: string; headers?: Record<string, string> } = {},
) {
  const request: InjectOptions = {
    method,
    url,
    payload: JSON.stringify(body),
    headers: {
      "content-type": "application/json",
      origin: SAME_ORIGIN,
      ...(options.cookie && { cookie: options.cookie }),
      ...options.headers,
    },
    ...(options.ip && { remoteAddress: options.ip }),
  };
  return app.inject(request);
}

/** The `name=value` part of the session cookie a response sets, or null. */
export function cookieFrom(response: { cookies: Array<{ name: string; value: string }> }): string | null {
  const cookie = response.cookies.find((entry) => entry.name === "session");
  // light-my-request hands back the decoded value; a Cookie header needs it encoded again.
  return cookie ? `session=${encodeURIComponent(cookie.value)}` : null;
}

/** A valid /api/auth/register-church body with a unique email. */
export function registrationBody(
  overrides: Partial<CombinedRegistrationInput> = {},
): CombinedRegistrationInput {
  return {
    email: `${unique("pastor")}@example.test`,
    password: "a strong password",
    firstName: "Grace",
    lastName: "Hopper",
    churchData: {
      name: unique("Grace Chapel "),
      address: "12 Elm St",
      city: "Ames",
      state: "ia",
      zipCode: "50010",
      phone: "515-555-0100",
      email: "",
      website: "",
      pastorName: "Grace Hopper",
      serviceTimes: "Sunday 9:00 AM",
      description: "",
      memberCount: "85",
    },
    ...overrides,
  };
}

/** A fresh, unrelated client address per test, so per-address limits of one test never touch another. */
let lastOctet = 10;
export const nextIp = () => `203.0.113.${lastOctet++}`;

/**
 * The Cookie header for a session id. Unlike harness.ts `sessionCookie`, the value is URL-encoded the way
 * the server's Set-Cookie sends it: the raw encrypted value contains ';', which would cut the cookie short.
 */
export function signedInCookie(app: TestApp, sessionId: string): string {
  return `session=${encodeURIComponent(app.encodeSecureSession(app.createSecureSession({ sid: sessionId })))}`;
}
