import {
  ACCOUNT_REGISTRATION_ANSWER,
  accountSignUpSchema,
  combinedRegistrationSchema,
  loginSchema,
} from "@app/shared";
import { holdPendingSignIn } from "../http/pending-sign-in.ts";
import { publicUser, signIn } from "../services/auth/login.ts";
import { registerAccount, registerChurchAccount } from "../services/auth/register.ts";
import { recordSessionAgent, revokeSession } from "../services/auth/sessions.ts";
import type { Context } from "../trpc/context.ts";
import { publicProcedure, router } from "../trpc/init.ts";

/**
 * Puts a freshly created session id in the cookie. The id held before (if any) is revoked: a session id
 * planted before sign-in is worthless after it.
 */
export async function startSession(ctx: Context, sessionId: string): Promise<void> {
  if (ctx.sessionId) await revokeSession(ctx.db, ctx.sessionId);
  ctx.http?.req.session.set("sid", sessionId);
  // For the sessions list on /profile (docs/product/accounts.md, "Sessions").
  await recordSessionAgent(ctx.db, sessionId, ctx.http?.req.headers["user-agent"]);
}

export const authRouter = router({
  /** The current user, or null when anonymous (the REST route turns null into 401). */
  me: publicProcedure.query(({ ctx }) => (ctx.user ? publicUser(ctx.user) : null)),

  /**
   * With a second factor the answer is `{ secondFactorRequired, methods }` and no session yet: the cookie holds
   * a pending sign-in that only twoFactor.completeSignIn accepts (docs/decisions/017-two-step-sign-in.md).
   */
  login: publicProcedure.input(loginSchema).mutation(async ({ ctx, input }) => {
    const result = await signIn(ctx, input);
    if (result.methods) {
      holdPendingSignIn(ctx, result.user);
      return { secondFactorRequired: true as const, methods: result.methods };
    }
    await startSession(ctx, result.sessionId);
    return publicUser(result.user);
  }),

  /**
   * Account and church in one step; a new user is signed in and owns the (pending) church. The answer is
   * the same whether or not the email already had an account (docs/decisions/008-registration-answers-and-owner-edits.md).
   */
  registerChurch: publicProcedure.input(combinedRegistrationSchema).mutation(async ({ ctx, input }) => {
    const result = await registerChurchAccount(ctx, input);
    if (result.outcome === "created") await startSession(ctx, result.sessionId);
    return ACCOUNT_REGISTRATION_ANSWER;
  }),

  /** An account without a church, answered like registerChurch (a taken email signs nobody in). */
  signUp: publicProcedure.input(accountSignUpSchema).mutation(async ({ ctx, input }) => {
    const result = await registerAccount(ctx, input);
    if (result.outcome === "created") await startSession(ctx, result.sessionId);
    return ACCOUNT_REGISTRATION_ANSWER;
  }),

  logout: publicProcedure.mutation(async ({ ctx }) => {
    if (ctx.sessionId) await revokeSession(ctx.db, ctx.sessionId);
    ctx.http?.req.session.delete();
    return { ok: true as const };
  }),
});
