import { claimConfirmSchema, claimRequestSchema } from "@app/shared";
import { confirmClaim, listUnclaimedChurches, requestClaim } from "../services/churches/lifecycle/claim.ts";
import { protectedProcedure, router } from "../trpc/init.ts";

export const claimsRouter = router({
  list: protectedProcedure.query(({ ctx }) => listUnclaimedChurches(ctx)),
  /** POST /api/user/claim-church: checks the email and mails a one-time code to the listed address. */
  request: protectedProcedure
    .input(claimRequestSchema)
    .mutation(({ ctx, input }) => requestClaim(ctx, input)),
  confirm: protectedProcedure
    .input(claimConfirmSchema)
    .mutation(({ ctx, input }) => confirmClaim(ctx, input)),
});
