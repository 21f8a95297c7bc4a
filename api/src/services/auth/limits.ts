import type { RateLimiter } from "../../adapters/rate-limiter.ts";
import { RATE_LIMITS } from "../rate-limits.ts";

const perAccountAndClient = (ip: string, email: string) => `${email}|${ip}`;

/**
 * Refuses a sign-in, before any password work, while this client is locked out of this account (or is
 * still waiting out its back-off), or has guessed at too many accounts. The right password from another
 * client still works: failures elsewhere never lock the owner out.
 */
export async function assertLoginAllowed(limiter: RateLimiter, ip: string, email: string): Promise<void> {
  await limiter.assertAllowed(RATE_LIMITS.loginFailuresPerClient, ip);
  await limiter.assertAllowed(RATE_LIMITS.loginFailuresPerAccountAndClient, perAccountAndClient(ip, email));
}

export async function recordLoginFailure(limiter: RateLimiter, ip: string, email: string): Promise<void> {
  // Counting only: the refusal itself comes from assertLoginAllowed on the next attempt.
  await limiter.consume(RATE_LIMITS.loginFailuresPerClient, ip);
  await limiter.consume(RATE_LIMITS.loginFailuresPerAccountAndClient, perAccountAndClient(ip, email));
}

/** This client's count for the account restarts after a success; its count across accounts does not. */
export async function recordLoginSuccess(limiter: RateLimiter, ip: string, email: string): Promise<void> {
  await limiter.reset(RATE_LIMITS.loginFailuresPerAccountAndClient, perAccountAndClient(ip, email));
}
