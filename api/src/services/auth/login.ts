import type { SecondFactorMethod } from "@app/shared";
import { type Locale, MSG } from "@app/shared/i18n";
import type { Adapters } from "../../adapters/index.ts";
import type { Database } from "../../db/connect.ts";
import { unauthorized } from "../../errors.ts";
import { assertLoginAllowed, recordLoginFailure, recordLoginSuccess } from "./limits.ts";
import { timingDummyHash, verifyPassword } from "./password.ts";
import { openSession, secondFactorMethods } from "./second-factor/sign-in.ts";
import type { SessionUser } from "./session.ts";

export const INVALID_CREDENTIALS = MSG.errors.invalidCredentials;

export interface Credentials {
  email: string;
  password: string;
}

/**
 * Checks the credentials and opens a new session. An unknown email and a wrong password give the same
 * answer after the same work (a hash verification), so neither reveals which accounts exist. Failures are
 * limited per client and account together, and per client (limits.ts).
 */
export async function signIn(
  {
    db,
    adapters,
    ip,
    locale,
  }: { db: Database; adapters: Pick<Adapters, "rateLimiter">; ip: string; locale?: Locale },
  credentials: Credentials,
): Promise<
  | { user: SessionUser; sessionId: string; methods?: undefined }
  | { user: SessionUser; sessionId?: undefined; methods: SecondFactorMethod[] }
> {
  const email = credentials.email.trim().toLowerCase();
  await assertLoginAllowed(adapters.rateLimiter, ip, email);
  const row = await db
    .selectFrom("users")
    .select(["id", "email", "password", "firstName", "lastName", "role", "churchId", "disabledAt"])
    .where("email", "=", email)
    .executeTakeFirst();
  const valid = await verifyPassword(row?.password ?? (await timingDummyHash()), credentials.password);
  if (!row || !valid) {
    await recordLoginFailure(adapters.rateLimiter, ip, email);
    throw unauthorized(INVALID_CREDENTIALS);
  }
  // Said only to whoever knows the password (docs/product/accounts-admin.md, "Disabled accounts").
  if (row.disabledAt) throw unauthorized(MSG.sharedMessages.twoFactor.accountDisabled);
  const { password: _hash, disabledAt: _disabled, ...fields } = row;
  const user: SessionUser = { ...fields, role: fields.role === "admin" ? "admin" : "church" };
  // With a second factor, no session yet and no reset of the failure count: the second step does both
  // (second-factor/sign-in.ts, docs/decisions/017-two-step-sign-in.md).
  const methods = await secondFactorMethods(db, user.id);
  if (methods.length > 0) return { user, methods };
  await recordLoginSuccess(adapters.rateLimiter, ip, email);
  const sessionId = await openSession(db, user.id, locale);
  return { user, sessionId };
}

/**
 * What GET /api/auth/user returns (docs/product/documented-paths.md#the-current-user): the account, plus the id
 * of the church the user manages (null for none), so the header can send an administrator without a church to /admin, not to an empty
 * profile. The UI renders any role text.
 */
export function publicUser(user: SessionUser): {
  id: number;
  firstName: string | null;
  lastName: string | null;
  email: string;
  role: string;
  churchId: number | null;
} {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    role: user.role,
    churchId: user.churchId,
  };
}
