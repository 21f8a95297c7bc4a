import { type Message, MSG } from "@app/shared/i18n";
import { isUniqueViolation } from "../../db/errors.ts";
import { conflict, invalid } from "../../errors.ts";
import { requireUser } from "../access.ts";
import { hashPassword, verifyPassword } from "../auth/password.ts";
import { assertStrongPassword } from "../auth/password-strength.ts";
import { endSessions } from "../auth/sessions.ts";
import type { ServiceContext } from "../context.ts";
import { RATE_LIMITS } from "../rate-limits.ts";
import { inTransaction } from "../transaction.ts";
import { accountSecurityMail, tokenPath } from "./security-mail.ts";
import { consumeAccountToken, issueAccountToken, newAccountToken, retireAccountTokens } from "./tokens.ts";

type Ctx = Pick<ServiceContext, "db" | "user" | "adapters" | "config" | "ip" | "locale">;

/**
 * The signed-in user's password, asked again before a change to the account itself (a new password, a new
 * address, deletion): a session left open on a shared computer is not enough. Wrong answers are counted per
 * account (RATE_LIMITS.accountPasswordChecks). Returns the account's row.
 */
export async function confirmOwnPassword(ctx: Ctx, password: string, field: string) {
  const user = requireUser(ctx.user);
  const key = `user:${user.id}`;
  await ctx.adapters.rateLimiter.assertAllowed(RATE_LIMITS.accountPasswordChecks, key);
  const row = await ctx.db
    .selectFrom("users")
    .select(["id", "email", "password", "firstName", "lastName", "role", "churchId"])
    .where("id", "=", user.id)
    .executeTakeFirstOrThrow();
  if (!(await verifyPassword(row.password, password))) {
    await ctx.adapters.rateLimiter.consume(RATE_LIMITS.accountPasswordChecks, key);
    throw invalid(MSG.sharedMessages.accountSecurity.wrongPassword, {
      [field]: [MSG.sharedMessages.accountSecurity.wrongPassword],
    });
  }
  const { password: _hash, ...account } = row;
  return account;
}

/**
 * /profile, Change password (docs/product/accounts.md, "What ends sessions"): the current password first,
 * then the new one's strength; every other session of the account ends, this one stays.
 */
export async function changePassword(
  ctx: Ctx,
  sessionId: string | null,
  input: { currentPassword: string; newPassword: string },
): Promise<{ ok: true }> {
  const account = await confirmOwnPassword(ctx, input.currentPassword, "currentPassword");
  assertStrongPassword(input.newPassword, account, "newPassword");
  const passwordHash = await hashPassword(input.newPassword);
  await inTransaction(ctx.db, async (trx) => {
    await trx.updateTable("users").set({ password: passwordHash }).where("id", "=", account.id).execute();
    await retireAccountTokens(trx, account.id, ["password_reset"]);
    await endSessions(trx, account.id, { except: sessionId });
    // With the change it tells of (docs/decisions/019-background-jobs-and-mail-outbox.md).
    await ctx.adapters.mailer.queue(trx, accountSecurityMail("passwordChanged", account.email, ctx));
  });
  return { ok: true };
}

/**
 * /profile, Change email address: nothing changes until the new address's owner opens the mailed link. An
 * address that already has an account gets a notice instead of a link, and the answer is the same, so the
 * form does not tell who has an account.
 */
export async function requestEmailChange(
  ctx: Ctx,
  input: { newEmail: string; password: string },
): Promise<{ message: Message }> {
  const user = requireUser(ctx.user);
  await ctx.adapters.rateLimiter.hit(RATE_LIMITS.emailChangeRequest, `user:${user.id}`);
  const account = await confirmOwnPassword(ctx, input.password, "password");
  if (input.newEmail === account.email) {
    throw invalid(MSG.sharedMessages.accountSecurity.sameEmail, {
      newEmail: [MSG.sharedMessages.accountSecurity.sameEmail],
    });
  }
  const taken = await ctx.db
    .selectFrom("users")
    .select("id")
    .where("email", "=", input.newEmail)
    .executeTakeFirst();
  const { token, hash } = newAccountToken();
  // The link and its mail in one transaction: no link that was never mailed, no mail of a link never kept.
  await inTransaction(ctx.db, async (trx) => {
    let mail = accountSecurityMail("emailInUse", input.newEmail, ctx);
    if (!taken) {
      await issueAccountToken(trx, {
        userId: account.id,
        purpose: "email_change",
        email: input.newEmail,
        hash,
      });
      mail = accountSecurityMail("emailConfirm", input.newEmail, ctx, {
        path: tokenPath("/email-change", token),
      });
    }
    await ctx.adapters.mailer.queue(trx, mail);
  });
  return { message: MSG.sharedMessages.accountSecurity.emailChangeRequested };
}

/**
 * The new address's link: the change takes effect, and the old address is told, with a link that undoes it
 * (valid 7 days). Public: the link may be opened in another browser than the one signed in.
 */
export async function confirmEmailChange(
  ctx: Omit<Ctx, "user">,
  input: { token: string },
): Promise<{ email: string }> {
  const revert = newAccountToken();
  let changed: { oldEmail: string; newEmail: string };
  try {
    changed = await inTransaction(ctx.db, async (trx) => {
      const used = await consumeAccountToken(trx, input.token, "email_change");
      if (!used?.email) throw invalid(MSG.sharedMessages.accountSecurity.emailLinkInvalid);
      const before = await trx
        .selectFrom("users")
        .select("email")
        .where("id", "=", used.userId)
        .executeTakeFirstOrThrow();
      await trx.updateTable("users").set({ email: used.email }).where("id", "=", used.userId).execute();
      await issueAccountToken(trx, {
        userId: used.userId,
        purpose: "email_revert",
        email: before.email,
        hash: revert.hash,
      });
      // The old address's notice, with the link that undoes the change, goes with the change.
      const notice = accountSecurityMail("emailChanged", before.email, ctx, {
        path: tokenPath("/email-change", revert.token, "&undo=1"),
        newEmail: used.email,
      });
      await ctx.adapters.mailer.queue(trx, notice);
      return { oldEmail: before.email, newEmail: used.email };
    });
  } catch (error) {
    if (isUniqueViolation(error, "users_email_key"))
      throw conflict(MSG.sharedMessages.accountSecurity.emailTaken);
    throw error;
  }
  return { email: changed.newEmail };
}

/**
 * "It was not me", from the old address's notice: the old address comes back, every session ends, pending
 * links die, and the answer carries a fresh password-reset token, so whoever holds the old address (the
 * same trust as a reset mailed to it) chooses a new password at once.
 */
export async function revertEmailChange(
  ctx: Omit<Ctx, "user">,
  input: { token: string },
): Promise<{ email: string; resetToken: string }> {
  const reset = newAccountToken();
  try {
    return await inTransaction(ctx.db, async (trx) => {
      const used = await consumeAccountToken(trx, input.token, "email_revert");
      if (!used?.email) throw invalid(MSG.sharedMessages.accountSecurity.emailLinkInvalid);
      await trx.updateTable("users").set({ email: used.email }).where("id", "=", used.userId).execute();
      await retireAccountTokens(trx, used.userId, ["email_change"]);
      await issueAccountToken(trx, { userId: used.userId, purpose: "password_reset", hash: reset.hash });
      await endSessions(trx, used.userId);
      return { email: used.email, resetToken: reset.token };
    });
  } catch (error) {
    if (isUniqueViolation(error, "users_email_key"))
      throw conflict(MSG.sharedMessages.accountSecurity.revertEmailTaken);
    throw error;
  }
}
