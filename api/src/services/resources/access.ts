import type { Database } from "../../db/connect.ts";
import { forbidden, unauthorized } from "../../errors.ts";
import type { SessionUser } from "../auth/session.ts";

export interface AdminServiceContext {
  db: Database;
  user: SessionUser | null;
}

/**
 * The first line of every administrator service: the procedure has checked already, but a service called
 * from elsewhere (a script, another service) must not be a way around the rule.
 */
export function requireAdmin(user: SessionUser | null): SessionUser {
  if (!user) throw unauthorized("Unauthorized: please sign in");
  if (user.role !== "admin") throw forbidden("Administrator access is required");
  return user;
}
