import type { SecondFactorMethod, secondFactorSchema } from "@app/shared";
import type { Locale } from "@app/shared/i18n";
import { MSG } from "@app/shared/i18n";
import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import type { z } from "zod";
import type { Adapters } from "../../../adapters/index.ts";
import type { Config } from "../../../config.ts";
import type { Database } from "../../../db/connect.ts";
import { invalid, unauthorized } from "../../../errors.ts";
import { inTransaction } from "../../transaction.ts";
import { assertLoginAllowed, recordLoginFailure, recordLoginSuccess } from "../limits.ts";
import type { SessionUser } from "../session.ts";
import { createSession } from "../sessions.ts";
import { verifyPasskeySignIn } from "./passkeys.ts";
import { consumeRecoveryCode } from "./recovery-codes.ts";
import { verifyTotpCode } from "./totp.ts";

/** How long a half-done sign-in (password right, second factor not yet given) may be completed. */
export const PENDING_SIGN_IN_MS = 5 * 60 * 1000;

/** What the encrypted cookie carries between the two steps: whose password was right, and until when. */
export interface PendingSignIn {
  userId: number;
  email: string;
  until: number;
}

/** The ways this account can complete a sign-in, or none when it has no second factor. */
export async function secondFactorMethods(db: Database, userId: number): Promise<SecondFactorMethod[]> {
  const [totp, passkeys] = await Promise.all([
    db
      .selectFrom("userTotp")
      .select("userId")
      .where("userId", "=", userId)
      .where("confirmedAt", "is not", null)
      .executeTakeFirst(),
    db.selectFrom("userPasskeys").select("id").where("userId", "=", userId).limit(1).execute(),
  ]);
  const methods: SecondFactorMethod[] = [];
  if (totp) methods.push("totp");
  if (passkeys.length > 0) methods.push("passkey");
  if (methods.length > 0) methods.push("recovery");
  return methods;
}

/**
 * A full session, the sign-in time the accounts screen shows, and the language of the page signed in from:
 * the account's mails are written in it (docs/product/mail.md#language).
 */
export async function openSession(db: Database, userId: number, locale?: Locale): Promise<string> {
  const sessionId = await createSession(db, userId);
  await db
    .updateTable("users")
    .set({ lastSignInAt: new Date(), ...(locale && { preferredLocale: locale }) })
    .where("id", "=", userId)
    .execute();
  return sessionId;
}

const wrongCode = () =>
  invalid(MSG.sharedMessages.twoFactor.wrongCode, { code: [MSG.sharedMessages.twoFactor.wrongCode] });

async function checkFactor(
  { db, config }: { db: Database; config: Config },
  userId: number,
  input: z.output<typeof secondFactorSchema>,
): Promise<boolean> {
  switch (input.method) {
    case "totp":
      return inTransaction(db, (trx) => verifyTotpCode(trx, userId, input.code, { confirmed: true }));
    case "recovery":
      return consumeRecoveryCode(db, userId, input.code);
    case "passkey":
      return inTransaction(db, (trx) =>
        verifyPasskeySignIn(trx, config, userId, input.response as unknown as AuthenticationResponseJSON),
      );
  }
}

/**
 * The second step (docs/decisions/017-two-step-sign-in.md). A wrong answer of any kind counts as a failed
 * sign-in in the same limits as a wrong password (limits.ts), and only a right one resets them: the password
 * step alone never does, or a caller who knows the password could guess codes without end.
 */
export async function completeSecondFactor(
  ctx: { db: Database; config: Config; adapters: Pick<Adapters, "rateLimiter">; ip: string; locale?: Locale },
  pending: PendingSignIn | null,
  input: z.output<typeof secondFactorSchema>,
): Promise<{ user: SessionUser; sessionId: string }> {
  if (!pending || pending.until <= Date.now()) throw invalid(MSG.sharedMessages.twoFactor.noPendingSignIn);
  const limiter = ctx.adapters.rateLimiter;
  await assertLoginAllowed(limiter, ctx.ip, pending.email);
  const row = await ctx.db
    .selectFrom("users")
    .select(["id", "email", "firstName", "lastName", "role", "churchId", "disabledAt"])
    .where("id", "=", pending.userId)
    .executeTakeFirst();
  if (!row || row.email !== pending.email) throw invalid(MSG.sharedMessages.twoFactor.noPendingSignIn);
  if (row.disabledAt) throw unauthorized(MSG.sharedMessages.twoFactor.accountDisabled);

  let valid: boolean;
  try {
    valid = await checkFactor(ctx, row.id, input);
  } catch (error) {
    await recordLoginFailure(limiter, ctx.ip, pending.email);
    throw error;
  }
  if (!valid) {
    await recordLoginFailure(limiter, ctx.ip, pending.email);
    throw input.method === "passkey" ? invalid(MSG.sharedMessages.twoFactor.passkeyFailed) : wrongCode();
  }
  await recordLoginSuccess(limiter, ctx.ip, pending.email);
  const { disabledAt: _disabled, ...user } = row;
  const sessionId = await openSession(ctx.db, user.id, ctx.locale);
  return { user: { ...user, role: user.role === "admin" ? "admin" : "church" }, sessionId };
}
