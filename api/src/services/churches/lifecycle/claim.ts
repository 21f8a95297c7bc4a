import type { ClaimConfirmData, ClaimRequestData } from "@app/shared";
import { DEFAULT_LOCALE, MSG, translator } from "@app/shared/i18n";
import type { Database } from "../../../db/connect.ts";
import { conflict, invalid, notFound, tooManyRequests } from "../../../errors.ts";
import { requireUser } from "../../access.ts";
import type { ServiceContext } from "../../context.ts";
import { mailPageUrl } from "../../mail/links.ts";
import { quoteForMail } from "../../mail/quote.ts";
import { RATE_LIMITS } from "../../rate-limits.ts";
import { inTransaction } from "../../transaction.ts";
import {
  CLAIM_CODE_MAX_ATTEMPTS,
  CLAIM_CODE_TTL_MS,
  claimCodeMatches,
  hashClaimCode,
  maskEmail,
  newClaimCode,
} from "./claim-codes.ts";
import { asOwnershipConflict, assertOwnsNoChurch } from "./ownership.ts";

/**
 * Approved churches without an owner (docs/product/registration-and-claims.md#claiming), as the cards
 * of /claim show them: the listed email is never sent whole, only its hint.
 */
export async function listUnclaimedChurches({ db, user }: Pick<ServiceContext, "db" | "user">) {
  requireUser(user);
  const rows = await db
    .selectFrom("churches")
    .select(["id", "name", "city", "state", "pastorName", "email", "imageUrl"])
    .where("ownerId", "is", null)
    .where("isApproved", "=", true)
    .orderBy("name")
    .orderBy("id")
    .execute();
  return rows.map(({ email, ...church }) => ({ ...church, emailHint: maskEmail(email) }));
}

async function claimableChurch(db: Database, churchId: number) {
  const church = await db
    .selectFrom("churches")
    .select(["id", "name", "email", "ownerId"])
    .where("id", "=", churchId)
    .where("isApproved", "=", true)
    .executeTakeFirst();
  if (!church) throw notFound(MSG.sharedMessages.claims.churchNotFound);
  if (church.ownerId != null) throw conflict(MSG.sharedMessages.claims.alreadyClaimed);
  return church;
}

/**
 * POST /api/user/claim-church: the entered email must equal the church's listed email (case-insensitive);
 * then a one-time code goes to that address. A new request replaces any earlier code of this user for
 * this church.
 */
export async function requestClaim(
  ctx: ServiceContext,
  input: ClaimRequestData,
): Promise<{ churchId: number; sentTo: string; expiresInMinutes: number }> {
  const user = requireUser(ctx.user);
  await ctx.adapters.rateLimiter.hit(RATE_LIMITS.claimRequest, `user:${user.id}`);
  await ctx.adapters.rateLimiter.hit(RATE_LIMITS.claimRequest, ctx.ip);
  await assertOwnsNoChurch(ctx.db, user.id);
  const church = await claimableChurch(ctx.db, input.churchId);
  if (!church.email) throw invalid(MSG.sharedMessages.claims.noListedEmail);
  if (church.email.trim().toLowerCase() !== input.verificationData.email) {
    throw invalid(MSG.sharedMessages.claims.emailMismatch, {
      email: [MSG.sharedMessages.claims.emailMismatch],
    });
  }
  const code = newClaimCode();
  const claim = { userId: user.id, churchId: church.id };
  // In the claimant's language: the church's listed address is theirs if the claim is honest. If it is not,
  // the mail reaches a church that asked for nothing, so it quotes nothing the claimant chose: not their
  // account's email (up to 64 characters of their own before the "@", a domain of their own after it), only
  // the church's name, shortened (quoteForMail; issue 38, point 5).
  const locale = ctx.locale ?? DEFAULT_LOCALE;
  const t = translator(locale);
  const claimPage = mailPageUrl(ctx.config.PUBLIC_BASE_URL, "/claim", locale);
  const values = {
    church: quoteForMail(church.name),
    site: ctx.config.ASSOCIATION_NAME,
    code,
    minutes: CLAIM_CODE_TTL_MS / 60_000,
    url: claimPage,
  };
  // The code and its mail in one transaction: the mail goes after the commit, by a job that retries while
  // the mail server is down (docs/decisions/019-background-jobs-and-mail-outbox.md).
  await inTransaction(ctx.db, async (trx) => {
    await trx
      .updateTable("churchClaims")
      .set({ consumedAt: new Date() })
      .where("userId", "=", user.id)
      .where("churchId", "=", church.id)
      .where("consumedAt", "is", null)
      .execute();
    await trx
      .insertInto("churchClaims")
      .values({
        ...claim,
        email: church.email as string,
        codeHash: hashClaimCode(ctx.config.SESSION_SECRET, claim, code),
        expiresAt: new Date(Date.now() + CLAIM_CODE_TTL_MS),
      })
      .execute();
    await ctx.adapters.mailer.queue(trx, {
      to: church.email as string,
      subject: t("mail.claimCode.subject", values),
      text: t("mail.claimCode.body", values),
      language: locale,
      action: { label: t("mail.claimCode.action"), url: claimPage },
    });
  });
  return {
    churchId: church.id,
    sentTo: maskEmail(church.email) as string,
    expiresInMinutes: CLAIM_CODE_TTL_MS / 60_000,
  };
}

type CodeVerdict = "ok" | "none" | "expired" | "exhausted" | "wrong";

/**
 * Completes a claim with the mailed code, in one transaction: the claim row is locked, the attempt counted,
 * and the church is taken only if it still has no owner (UPDATE ... WHERE owner_id IS NULL), so of two users
 * confirming at once exactly one wins. A wrong code's attempt is committed before the error is raised.
 */
export async function confirmClaim(
  ctx: ServiceContext,
  input: ClaimConfirmData,
): Promise<{ churchId: number }> {
  const user = requireUser(ctx.user);
  let verdict: CodeVerdict;
  try {
    verdict = await inTransaction(ctx.db, async (trx): Promise<CodeVerdict> => {
      const claim = await trx
        .selectFrom("churchClaims")
        .select(["id", "userId", "churchId", "codeHash", "attempts", "expiresAt"])
        .where("userId", "=", user.id)
        .where("churchId", "=", input.churchId)
        .where("consumedAt", "is", null)
        .orderBy("createdAt", "desc")
        .limit(1)
        .forUpdate()
        .executeTakeFirst();
      if (!claim) return "none";
      if (claim.attempts >= CLAIM_CODE_MAX_ATTEMPTS) return "exhausted";
      if (new Date(claim.expiresAt).getTime() < Date.now()) return "expired";
      if (!claimCodeMatches(ctx.config.SESSION_SECRET, claim, input.code)) {
        await trx
          .updateTable("churchClaims")
          .set({ attempts: claim.attempts + 1 })
          .where("id", "=", claim.id)
          .execute();
        return "wrong";
      }
      await assertOwnsNoChurch(trx, user.id);
      const taken = await trx
        .updateTable("churches")
        .set({ ownerId: user.id })
        .where("id", "=", input.churchId)
        .where("ownerId", "is", null)
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) !== 1) throw conflict(MSG.sharedMessages.claims.alreadyClaimed);
      await trx.updateTable("users").set({ churchId: input.churchId }).where("id", "=", user.id).execute();
      await trx
        .updateTable("churchClaims")
        .set({ consumedAt: new Date() })
        .where("id", "=", claim.id)
        .execute();
      return "ok";
    });
  } catch (error) {
    throw asOwnershipConflict(error);
  }
  switch (verdict) {
    case "ok":
      return { churchId: input.churchId };
    case "none":
      throw invalid(MSG.sharedMessages.claims.noPendingClaim);
    case "expired":
      throw invalid(MSG.sharedMessages.claims.codeExpired);
    case "exhausted":
      throw tooManyRequests(MSG.sharedMessages.claims.tooManyAttempts);
    case "wrong":
      throw invalid(MSG.sharedMessages.claims.wrongCode, { code: [MSG.sharedMessages.claims.wrongCode] });
  }
}
