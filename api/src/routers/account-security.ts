import {
  accountDeletionSchema,
  accountTokenInputSchema,
  emailChangeSchema,
  passwordChangeSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  sessionRefSchema,
} from "@app/shared";
import { type Message, translate } from "@app/shared/i18n";
import {
  changePassword,
  confirmEmailChange,
  requestEmailChange,
  revertEmailChange,
} from "../services/account/credentials.ts";
import { deleteAccount } from "../services/account/deletion.ts";
import { requestPasswordReset, resetPassword } from "../services/account/password-reset.ts";
import { endOneSession, endOtherSessions, listSessions } from "../services/account/sessions-list.ts";
import type { Context } from "../trpc/context.ts";
import { protectedProcedure, publicProcedure } from "../trpc/init.ts";

/** Once this browser's own session has ended, its cookie goes too. */
const forgetCookie = (ctx: Context) => ctx.http?.req.session.delete();

/**
 * Keeping an account (issue 43; docs/product/accounts.md): part of the `account` router. The mailed links'
 * procedures are public (a link may be opened in any browser); the rest act on the signed-in account only.
 */
/** A service's answer, its message (a key) written in the request's language. */
const answer = (ctx: Pick<Context, "locale">, result: { message: Message }) => ({
  message: translate(result.message, ctx.locale ?? "en"),
});

export const accountSecurityProcedures = {
  requestPasswordReset: publicProcedure
    .input(passwordResetRequestSchema)
    .mutation(async ({ ctx, input }) => answer(ctx, await requestPasswordReset(ctx, input))),
  resetPassword: publicProcedure
    .input(passwordResetSchema)
    .mutation(({ ctx, input }) => resetPassword(ctx, input)),
  confirmEmailChange: publicProcedure
    .input(accountTokenInputSchema)
    .mutation(({ ctx, input }) => confirmEmailChange(ctx, input)),
  revertEmailChange: publicProcedure.input(accountTokenInputSchema).mutation(async ({ ctx, input }) => {
    const result = await revertEmailChange(ctx, input);
    // Every session of the account has ended; if this browser held one, it is signed out too.
    if (ctx.user) forgetCookie(ctx);
    return result;
  }),
  changePassword: protectedProcedure
    .input(passwordChangeSchema)
    .mutation(({ ctx, input }) => changePassword(ctx, ctx.sessionId, input)),
  requestEmailChange: protectedProcedure
    .input(emailChangeSchema)
    .mutation(async ({ ctx, input }) => answer(ctx, await requestEmailChange(ctx, input))),
  sessions: protectedProcedure.query(({ ctx }) => listSessions(ctx, ctx.sessionId)),
  endSession: protectedProcedure.input(sessionRefSchema).mutation(async ({ ctx, input }) => {
    const result = await endOneSession(ctx, ctx.sessionId, input);
    if (result.current) forgetCookie(ctx);
    return result;
  }),
  endOtherSessions: protectedProcedure.mutation(({ ctx }) => endOtherSessions(ctx, ctx.sessionId)),
  deleteAccount: protectedProcedure.input(accountDeletionSchema).mutation(async ({ ctx, input }) => {
    const result = await deleteAccount(ctx, input);
    forgetCookie(ctx);
    return result;
  }),
};
