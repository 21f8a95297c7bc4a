import type { FastifyReply, FastifyRequest } from "fastify";
import type { Adapters } from "../adapters/index.ts";
import type { Config } from "../config.ts";
import type { Database } from "../db/connect.ts";
import { requestLocale } from "../http/locale.ts";
// Brings in the `request.auth` declaration.
import type {} from "../http/session.ts";
import type { SessionUser } from "../services/auth/session.ts";
import type { ServiceContext } from "../services/context.ts";

/**
 * What every procedure sees: the services' context (the client address is "test" when called directly),
 * plus the session. Tests build it with createContextInner; HTTP builds it from the request.
 */
export interface Context extends ServiceContext {
  sessionId: string | null;
  /** Present only for HTTP calls: sign-in and sign-out set the session cookie through it. */
  http?: { req: FastifyRequest; reply: FastifyReply };
}

export interface InnerContextOptions {
  db: Database;
  config: Config;
  adapters: Adapters;
  user?: SessionUser | null;
  sessionId?: string | null;
  ip?: string;
}

export function createContextInner(options: InnerContextOptions): Context {
  return {
    db: options.db,
    config: options.config,
    adapters: options.adapters,
    user: options.user ?? null,
    sessionId: options.sessionId ?? null,
    ip: options.ip ?? "test",
  };
}

export function createContextFactory(base: Omit<InnerContextOptions, "user" | "sessionId" | "ip">) {
  return ({ req, res }: { req: FastifyRequest; res: FastifyReply }): Context => ({
    ...createContextInner({
      ...base,
      user: req.auth?.user ?? null,
      sessionId: req.auth?.sessionId ?? null,
      ip: req.ip,
    }),
    locale: requestLocale(req),
    http: { req, reply: res },
  });
}
