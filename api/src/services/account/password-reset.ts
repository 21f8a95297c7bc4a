import { type Message, MSG } from "@app/shared/i18n";
import { sql } from "kysely";
import { invalid } from "../../errors.ts";
import { hashPassword } from "../auth/password.ts";
import { assertStrongPassword } from "../auth/password-strength.ts";
import { endSessions } from "../auth/sessions.ts";
import type { ServiceContext } from "../context.ts";
import { RATE_LIMITS } from "../rate-limits.ts";
import { inTransaction } from "../transaction.ts";
import { accountSecurityMail, tokenPath } from "./security-mail.ts";
import {
  consumeAccountToken,
  hashAccountToken,
  issueAccountToken,
  newAccountToken,
  retireAccountTokens,
} from "./tokens.ts";

type Ctx = Pick<ServiceContext, "db" | "adapters" | "config" | "ip" | "locale">;

/**
 * "Forgot your password?" (docs/product/accounts.md, "Forgotten password"). The answer is the same whether or
 * not the address has an account, after the same work: the limits counted, the account looked up, a token
 * drawn and hashed. Only an account's token is stored; its mail is sent after the answer (not awaited), so
 * the answer's time does not tell either.
 */
export async function requestPasswordReset(
  ctx: Ctx,
  input: { email: string },
): Promise<{ message: Message }> {
  await ctx.adapters.rateLimiter.hit(RATE_LIMITS.passwordResetRequest, `address:${input.email}`);
  await ctx.adapters.rateLimiter.hit(RATE_LIMITS.passwordResetRequest, ctx.ip);
  const user = await ctx.db
    .selectFrom("users")
    .select(["id", "email"])
    .where("email", "=", input.email)
    .executeTakeFirst();
  const { token, hash } = newAccountToken();
  if (user) {
    await issueAccountToken(ctx.db, { userId: user.id, purpose: "password_reset", hash });
    const mail = accountSecurityMail("reset", user.email, ctx, { path: tokenPath("/reset-password", token) });
    void ctx.adapters.mailer.send(mail).catch(() => undefined);
  }
  return { message: MSG.sharedMessages.accountSecurity.resetRequested };
}

/**
 * The new-password screen: the token must be unused, of this purpose and under an hour old. The password is
 * checked (strength, against the account's own name and address) before the token is used, so a refused
 * password does not waste the link. A reset ends every session of the account and mails a notice.
 */
export async function resetPassword(
  ctx: Ctx,
  input: { token: string; password: string },
): Promise<{ ok: true }> {
  const account = await ctx.db
    .selectFrom("accountTokens")
    .innerJoin("users", "users.id", "accountTokens.userId")
    .select(["users.id", "users.email", "users.firstName", "users.lastName"])
    .where("accountTokens.tokenHash", "=", hashAccountToken(input.token))
    .where("accountTokens.purpose", "=", "password_reset")
    .where("accountTokens.usedAt", "is", null)
    .where("accountTokens.expiresAt", ">", sql<Date>`now()`)
    .executeTakeFirst();
  if (!account) throw invalid(MSG.sharedMessages.accountSecurity.resetLinkInvalid);
  assertStrongPassword(input.password, account);
  const passwordHash = await hashPassword(input.password);
  await inTransaction(ctx.db, async (trx) => {
    // Used here, once: of two requests with the same link, one finds it already used.
    const used = await consumeAccountToken(trx, input.token, "password_reset");
    if (!used || used.userId !== account.id)
      throw invalid(MSG.sharedMessages.accountSecurity.resetLinkInvalid);
    await trx.updateTable("users").set({ password: passwordHash }).where("id", "=", account.id).execute();
    await retireAccountTokens(trx, account.id, ["password_reset", "email_change"]);
    await endSessions(trx, account.id);
    // With the change it tells of: sent after the commit, never for a reset that rolled back (decision 019).
    await ctx.adapters.mailer.queue(trx, accountSecurityMail("passwordReset", account.email, ctx));
  });
  return { ok: true };
}
