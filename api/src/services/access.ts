import { userHasRole } from "@app/shared";
import { MSG } from "@app/shared/i18n";
import type { Database } from "../db/connect.ts";
import { forbidden, unauthorized } from "../errors.ts";
import type { SessionUser } from "./auth/session.ts";

/** The signed-in user, or 401. */
export function requireUser(user: SessionUser | null): SessionUser {
  if (!user) throw unauthorized(MSG.messages.SIGN_IN_REQUIRED);
  return user;
}

/** The role read again from the database: a demoted or deleted administrator loses access at once. */
export async function isAdministrator(db: Database, userId: number): Promise<boolean> {
  const row = await db.selectFrom("users").select("role").where("id", "=", userId).executeTakeFirst();
  return userHasRole(row, "admin");
}

/**
 * The one administrator check: the admin procedures' middleware and the first line of every admin service
 * (a service called from elsewhere, a script or another service, must not be a way around the rule).
 */
export async function requireAdmin(db: Database, user: SessionUser | null): Promise<SessionUser> {
  const signedIn = requireUser(user);
  if (!(await isAdministrator(db, signedIn.id))) throw forbidden(MSG.messages.ADMIN_REQUIRED);
  return { ...signedIn, role: "admin" };
}
