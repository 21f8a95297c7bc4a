import type { PublicChurchRegistrationPayload } from "@app/shared";
import { createChurch } from "../churches/write.ts";
import type { ServiceContext } from "../context.ts";
import { RATE_LIMITS } from "../rate-limits.ts";
import { inTransaction } from "../transaction.ts";
import { acknowledgementMail } from "./mail.ts";

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
