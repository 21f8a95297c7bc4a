import { PENDING_SIGN_IN_MS, type PendingSignIn } from "../services/auth/second-factor/sign-in.ts";
import type { Context } from "../trpc/context.ts";

declare module "@fastify/secure-session" {
  interface SessionData {
    /** A sign-in whose password was right and whose second factor is still to come (decision 017). */
    pendingSignIn: PendingSignIn;
  }
}

/**
 * The half-done sign-in rides in the encrypted, authenticated session cookie: the client cannot read or forge
 * it, it names no session (nothing but the second step accepts it), and it lapses after five minutes.
 */
export function holdPendingSignIn(ctx: Context, user: { id: number; email: string }): void {
  ctx.http?.req.session.set("pendingSignIn", {
    userId: user.id,
    email: user.email,
    until: Date.now() + PENDING_SIGN_IN_MS,
  });
}

export function readPendingSignIn(ctx: Context): PendingSignIn | null {
  const pending = ctx.http?.req.session.get("pendingSignIn");
  return pending && typeof pending.userId === "number" ? pending : null;
}

export function clearPendingSignIn(ctx: Context): void {
  ctx.http?.req.session.set("pendingSignIn", undefined);
}
