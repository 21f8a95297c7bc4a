import type { PublicChurchRegistrationPayload } from "@app/shared";
import { createChurch } from "../churches/write.ts";
import type { ServiceContext } from "../context.ts";
import { RATE_LIMITS } from "../rate-limits.ts";
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
  const church = await createChurch(ctx, input, { ownerId, isApproved: false });
  // After the commit: a mail failure must not undo the registration (the outbox keeps the error).
  await ctx.adapters.mailer
    .send(acknowledgementMail(input, ctx.config.ASSOCIATION_NAME, ctx.locale))
    .catch(() => undefined);
  return { id: church.id, name: input.name, isApproved: false, owned: ownerId != null };
}
