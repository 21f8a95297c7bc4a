import { createHash } from "node:crypto";
import { MSG } from "@app/shared/i18n";
import Bowser from "bowser";
import { notFound } from "../../errors.ts";
import { requireUser } from "../access.ts";
import { endSessions } from "../auth/sessions.ts";
import type { ServiceContext } from "../context.ts";

type Ctx = Pick<ServiceContext, "db" | "user">;

/**
 * How the list names a session: a hash of its id. The id itself is the cookie's secret (whoever has it is
 * signed in), so it never leaves the server, not even to its own account.
 */
export const sessionRef = (sid: string) => createHash("sha256").update(sid).digest("base64url").slice(0, 32);

const DEVICE_TYPES = ["desktop", "mobile", "tablet", "tv"] as const;
type DeviceType = (typeof DEVICE_TYPES)[number] | "unknown";

/** Browser, system and kind of device from the user agent (bowser); no place: nothing about where. */
export function describeUserAgent(userAgent: string | null) {
  const parsed = Bowser.parse(userAgent ?? "");
  const type = DEVICE_TYPES.find((known) => known === parsed.platform.type) ?? "unknown";
  const major = parsed.browser.version?.split(".")[0];
  return {
    browser: parsed.browser.name ? [parsed.browser.name, major].filter(Boolean).join(" ") : null,
    os: parsed.os.name
      ? [parsed.os.name, parsed.os.versionName ?? parsed.os.version].filter(Boolean).join(" ")
      : null,
    device: type as DeviceType,
  };
}

/** "Where am I signed in" (docs/product/accounts.md, "Sessions"): this session first, then by last use. */
export async function listSessions({ db, user }: Ctx, currentSessionId: string | null) {
  const me = requireUser(user);
  const rows = await db
    .selectFrom("sessions")
    .select(["sid", "userAgent", "createdAt", "lastUsedAt"])
    .where("userId", "=", me.id)
    .where("expire", ">", new Date())
    .orderBy("lastUsedAt", "desc")
    .execute();
  return rows
    .map((row) => ({
      id: sessionRef(row.sid),
      current: row.sid === currentSessionId,
      createdAt: row.createdAt.toISOString(),
      lastUsedAt: row.lastUsedAt.toISOString(),
      ...describeUserAgent(row.userAgent),
    }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}

/** Signs out one session of the account (any but an unknown one); true when it was this very session. */
export async function endOneSession(
  { db, user }: Ctx,
  currentSessionId: string | null,
  input: { id: string },
): Promise<{ current: boolean }> {
  const me = requireUser(user);
  const sids = await db.selectFrom("sessions").select("sid").where("userId", "=", me.id).execute();
  const target = sids.find(({ sid }) => sessionRef(sid) === input.id);
  if (!target) throw notFound(MSG.sharedMessages.accountSecurity.sessionNotFound);
  await db.deleteFrom("sessions").where("sid", "=", target.sid).where("userId", "=", me.id).execute();
  return { current: target.sid === currentSessionId };
}

/** "Sign out everywhere else": every session of the account but this one. */
export async function endOtherSessions({ db, user }: Ctx, currentSessionId: string | null) {
  const me = requireUser(user);
  return { ended: await endSessions(db, me.id, { except: currentSessionId }) };
}
