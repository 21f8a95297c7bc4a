import { randomBytes } from "node:crypto";
import type { Database } from "../../db/connect.ts";
import type { SessionUser } from "./session.ts";

/** A session dies after a week without use, and after 30 days whatever happens. */
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
/**
 * Writing on every request would turn every read into a write: the last use (shown in the sessions list, to
 * the minute) and the sliding idle expiry are written together, at most once a minute per session.
 */
export const TOUCH_AFTER_MS = 60 * 1000;

export async function createSession(db: Database, userId: number): Promise<string> {
  const sid = randomBytes(32).toString("base64url");
  await db
    .insertInto("sessions")
    .values({ sid, userId, sess: JSON.stringify({ userId }), expire: new Date(Date.now() + SESSION_IDLE_MS) })
    .execute();
  return sid;
}

/** The user behind a live session, or null when it is unknown, idle too long or too old. */
export async function resolveSession(db: Database, sid: string): Promise<SessionUser | null> {
  const now = Date.now();
  const row = await db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.userId")
    .select([
      "sessions.expire",
      "sessions.createdAt",
      "sessions.lastUsedAt",
      "users.id",
      "users.email",
      "users.firstName",
      "users.lastName",
      "users.role",
      "users.churchId",
    ])
    .where("sessions.sid", "=", sid)
    .executeTakeFirst();
  if (!row) return null;
  if (row.expire.getTime() <= now || row.createdAt.getTime() + SESSION_ABSOLUTE_MS <= now) {
    await revokeSession(db, sid);
    return null;
  }
  if (now - row.lastUsedAt.getTime() >= TOUCH_AFTER_MS) {
    await db
      .updateTable("sessions")
      .set({ lastUsedAt: new Date(now), expire: new Date(now + SESSION_IDLE_MS) })
      .where("sid", "=", sid)
      .execute();
  }
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role === "admin" ? "admin" : "church",
    churchId: row.churchId,
  };
}

/** The browser that opened a session, for the sessions list (cut to the column's 512 characters). */
export async function recordSessionAgent(
  db: Database,
  sid: string,
  userAgent: string | undefined,
): Promise<void> {
  if (!userAgent) return;
  await db
    .updateTable("sessions")
    .set({ userAgent: userAgent.slice(0, 512) })
    .where("sid", "=", sid)
    .execute();
}

export async function revokeSession(db: Database, sid: string): Promise<void> {
  await db.deleteFrom("sessions").where("sid", "=", sid).execute();
}

/**
 * Ends the sessions of one account, all of them or all but `except` (the session making the change): a
 * password reset or change, a disabled or deleted account, "sign out everywhere else"
 * (docs/product/accounts.md, "What ends sessions"). Returns how many ended.
 */
export async function endSessions(
  db: Database,
  userId: number,
  { except }: { except?: string | null } = {},
): Promise<number> {
  let query = db.deleteFrom("sessions").where("userId", "=", userId);
  if (except) query = query.where("sid", "<>", except);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Ends every session of a user: password change, account removal. */
export async function revokeUserSessions(db: Database, userId: number): Promise<void> {
  await endSessions(db, userId);
}

export async function purgeExpiredSessions(db: Database): Promise<number> {
  const result = await db
    .deleteFrom("sessions")
    .where((eb) =>
      eb.or([
        eb("expire", "<=", new Date()),
        eb("createdAt", "<=", new Date(Date.now() - SESSION_ABSOLUTE_MS)),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
