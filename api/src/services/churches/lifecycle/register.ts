import type { PublicChurchRegistrationPayload } from "@app/shared";
import { DEFAULT_LOCALE, type Locale, translator } from "@app/shared/i18n";
import type { MailMessage } from "../../../adapters/mailer.ts";
import type { ServiceContext } from "../../context.ts";
import { quoteForMail } from "../../mail/quote.ts";
import { RATE_LIMITS } from "../../rate-limits.ts";
import { inTransaction } from "../../transaction.ts";
import { createChurch } from "./create.ts";

export interface RegisteredChurch {
  id: number;
  name: string;
  isApproved: false;
  /** True when the signed-in user became its owner. */
  owned: boolean;
}

/**
 * /register (POST /api/churches): a guest's church is pending and unowned (claimable later); a signed-in
 * user's is pending and theirs, unless they already own one. The applicant's church address is told that
 * a review follows.
 */
export async function registerChurch(
  ctx: ServiceContext,
  input: PublicChurchRegistrationPayload,
): Promise<RegisteredChurch> {
  await ctx.adapters.rateLimiter.hit(RATE_LIMITS.churchRegistration, ctx.ip);
  const ownerId = ctx.user?.id ?? null;
  // The church and its acknowledgement in one transaction (createChurch joins it): the mail is sent after the
  // commit, by a job that retries while the mail server is down (docs/decisions/019-background-jobs-and-mail-outbox.md).
  const church = await inTransaction(ctx.db, async (trx) => {
    const created = await createChurch({ ...ctx, db: trx }, input, { ownerId, isApproved: false });
    await ctx.adapters.mailer.queue(trx, acknowledgementMail(input, ctx.config.ASSOCIATION_NAME, ctx.locale));
    return created;
  });
  return { id: church.id, name: input.name, isApproved: false, owned: ownerId != null };
}

/**
 * The review promise (docs/product/registration-and-claims.md#registering-a-church): a manual review, and an answer within 24-48 hours. Anyone can register a
 * church with any address, so this mail quotes nothing the registrant typed except the church's name,
 * shortened and stripped of links and phone numbers (quoteForMail): it cannot be used to send someone else
 * a message of the registrant's choosing.
 */
function acknowledgementMail(
  church: { name: string; email: string },
  associationName: string,
  /** The registrant's language (the request's): the address is the one they typed. */
  locale: Locale = DEFAULT_LOCALE,
): MailMessage {
  const t = translator(locale);
  const values = { site: associationName, church: quoteForMail(church.name) };
  return {
    to: church.email,
    subject: t("mail.acknowledgement.subject", values),
    text: t("mail.acknowledgement.body", values),
    language: locale,
  };
}
