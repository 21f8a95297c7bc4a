import {
  passkeyIdSchema,
  passkeyRegistrationSchema,
  secondFactorSchema,
  totpConfirmSchema,
} from "@app/shared";
import { MSG } from "@app/shared/i18n";
import { invalid } from "../errors.ts";
import { clearPendingSignIn, readPendingSignIn } from "../http/pending-sign-in.ts";
import { publicUser } from "../services/auth/login.ts";
import {
  addPasskey,
  confirmTotp,
  passkeyOptions,
  regenerateRecoveryCodes,
  removePasskey,
  removeTotp,
  secondFactorStatus,
  startTotp,
} from "../services/auth/second-factor/enrolment.ts";
import { passkeySignInOptions } from "../services/auth/second-factor/passkeys.ts";
import { completeSecondFactor } from "../services/auth/second-factor/sign-in.ts";
import { enrolmentProcedure, publicProcedure, router } from "../trpc/init.ts";
import { startSession } from "./auth.ts";

/**
 * A second factor (docs/product/accounts-admin.md): the account's own enrolment, open before it is enrolled
 * (enrolmentProcedure), and the sign-in's second step, open to whoever holds a pending sign-in.
 */
export const twoFactorRouter = router({
  status: enrolmentProcedure.query(({ ctx }) => secondFactorStatus(ctx)),
  startTotp: enrolmentProcedure.mutation(({ ctx }) => startTotp(ctx)),
  confirmTotp: enrolmentProcedure
    .input(totpConfirmSchema)
    .mutation(({ ctx, input }) => confirmTotp(ctx, input.code)),
  removeTotp: enrolmentProcedure.mutation(({ ctx }) => removeTotp(ctx)),
  passkeyOptions: enrolmentProcedure.mutation(({ ctx }) => passkeyOptions(ctx)),
  addPasskey: enrolmentProcedure
    .input(passkeyRegistrationSchema)
    .mutation(({ ctx, input }) => addPasskey(ctx, input)),
  removePasskey: enrolmentProcedure
    .input(passkeyIdSchema)
    .mutation(({ ctx, input }) => removePasskey(ctx, input.id)),
  regenerateRecoveryCodes: enrolmentProcedure.mutation(({ ctx }) => regenerateRecoveryCodes(ctx)),

  /** The passkey challenge of a pending sign-in (a mutation: it stores the challenge). */
  signInPasskeyOptions: publicProcedure.mutation(async ({ ctx }) => {
    const pending = readPendingSignIn(ctx);
    if (!pending || pending.until <= Date.now()) throw invalid(MSG.sharedMessages.twoFactor.noPendingSignIn);
    return passkeySignInOptions(ctx.db, ctx.config, pending.userId);
  }),

  /** The sign-in's second step: a right answer turns the pending sign-in into a session. */
  completeSignIn: publicProcedure.input(secondFactorSchema).mutation(async ({ ctx, input }) => {
    const { user, sessionId } = await completeSecondFactor(ctx, readPendingSignIn(ctx), input);
    clearPendingSignIn(ctx);
    await startSession(ctx, sessionId);
    return publicUser(user);
  }),
});
