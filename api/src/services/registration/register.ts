import type { PublicChurchRegistrationPayload } from "@app/shared";
import { asOwnershipConflict, assertOwnsNoChurch } from "../account/ownership.ts";
import { insertChurch } from "../churches/write.ts";
import type { ServiceContext } from "../context.ts";
import { acceptImageUrl } from "../image-urls.ts";
import { RATE_LIMITS } from "../rate-limits.ts";
import { acknowledgementMail } from "./mail.ts";

type RegistrationContext = Pick<ServiceContext, "db" | "user" | "adapters" | "config" | "ip">;

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
  ctx: RegistrationContext,
  input: PublicChurchRegistrationPayload,
): Promise<RegisteredChurch> {
  await ctx.adapters.rateLimiter.hit(RATE_LIMITS.churchRegistration, ctx.ip);
  const ownerId = ctx.user?.id ?? null;
  const imageUrl = await acceptImageUrl(ctx, input.imageUrl, { field: "imageUrl" });
  let church: { id: number };
  try {
    church = await ctx.db.transaction().execute(async (trx) => {
      if (ownerId != null) await assertOwnsNoChurch(trx, ownerId);
      return insertChurch(trx, ctx.adapters.geocoder, { ...input, imageUrl }, { ownerId, isApproved: false });
    });
  } catch (error) {
    throw asOwnershipConflict(error);
  }
  // After the commit: a mail failure must not undo the registration (the outbox keeps the error).
  await ctx.adapters.mailer
    .send(acknowledgementMail(input, ctx.config.ASSOCIATION_NAME))
    .catch(() => undefined);
  return { id: church.id, name: input.name, isApproved: false, owned: ownerId != null };
}
