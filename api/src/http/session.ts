import { createHash } from "node:crypto";
import secureSession from "@fastify/secure-session";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config.ts";
import type { Database } from "../db/connect.ts";
import type { SessionUser } from "../services/auth/session.ts";
import { resolveSession, SESSION_IDLE_MS } from "../services/auth/sessions.ts";
import { isApiPath, routedPath } from "./path.ts";

declare module "fastify" {
  interface FastifyRequest {
    auth: { sessionId: string; user: SessionUser } | null;
  }
}

declare module "@fastify/secure-session" {
  interface SessionData {
    sid: string;
  }
}

const SESSION_COOKIE = "session";

/**
 * Whether the request came with a session cookie at all, valid or not: without one no one is signed in, which a
 * server-rendered page may say from its first paint (docs/decisions/025-phones-run-the-app-on-first-touch.md).
 */
export const carriesSession = (request: FastifyRequest): boolean =>
  request.cookies?.[SESSION_COOKIE] !== undefined;

/**
 * The cookie is encrypted and carries only a session id; the sessions table decides whether it is still
 * valid, so sign-out and revocation take effect at once on every server.
 */
export const sessionPlugin = fp(
  async (app: FastifyInstance, { config, db }: { config: Config; db: Database }) => {
    await app.register(secureSession, {
      key: createHash("sha256").update(config.SESSION_SECRET).digest(),
      cookieName: SESSION_COOKIE,
      expiry: SESSION_IDLE_MS / 1000,
      cookie: {
        path: "/",
        httpOnly: true,
        sameSite: "lax",
        secure: config.PUBLIC_BASE_URL.startsWith("https://"),
      },
    });

    app.decorateRequest("auth", null);
    app.addHook("onRequest", async (request) => {
      if (!isApiPath(routedPath(request.url))) return;
      const sid = request.session.get("sid");
      if (!sid) return;
      const user = await resolveSession(db, sid);
      if (user) request.auth = { sessionId: sid, user };
      else request.session.delete();
    });

    // What /api and /trpc answer may depend on who is signed in (the user, their church, admin lists), so
    // no cache may keep it, shared or private. A route whose answer is the same for everyone sets its own
    // policy (the directory list, images, calendars) and keeps it.
    app.addHook("onSend", async (request, reply) => {
      if (reply.hasHeader("cache-control") || !isApiPath(routedPath(request.url))) return;
      reply.header("cache-control", "no-store");
    });
  },
);
