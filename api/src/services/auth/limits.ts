import { LOGIN_RATE_LIMITED, REGISTRATION_RATE_LIMITED } from "@app/shared";
import type { RateLimiter, RateLimitRule } from "../../adapters/rate-limiter.ts";
import { tooManyRequests } from "../../errors.ts";

/** Failed sign-ins counted per client address and per account; the 11th within the window is refused. */
export const LOGIN_FAILURE_RULE: RateLimitRule = {
  limit: 10,
  windowMs: 15 * 60 * 1000,
  message: LOGIN_RATE_LIMITED,
};

/** A church registers once; a handful per address and hour leaves room for a shared office network. */
export const REGISTRATION_RULE: RateLimitRule = {
  limit: 10,
  windowMs: 60 * 60 * 1000,
  message: REGISTRATION_RATE_LIMITED,
};

const FAILURES_BY_IP = "login-failures-ip";
const FAILURES_BY_ACCOUNT = "login-failures-account";

/**
 * Refuses a sign-in once either key has used up its failures, before any password work is done; a locked
 * account stays locked even for the right password, or the lock would only slow a guesser down.
 */
export function assertLoginAllowed(limiter: RateLimiter, ip: string, email: string): void {
  if (
    limiter.count(FAILURES_BY_IP, ip, LOGIN_FAILURE_RULE) >= LOGIN_FAILURE_RULE.limit ||
    limiter.count(FAILURES_BY_ACCOUNT, email, LOGIN_FAILURE_RULE) >= LOGIN_FAILURE_RULE.limit
  ) {
    throw tooManyRequests(LOGIN_FAILURE_RULE.message);
  }
}

export function recordLoginFailure(limiter: RateLimiter, ip: string, email: string): void {
  // Counting only: the refusal itself comes from assertLoginAllowed on the next attempt.
  const countOnly = { ...LOGIN_FAILURE_RULE, limit: Number.POSITIVE_INFINITY };
  limiter.hit(FAILURES_BY_IP, ip, countOnly);
  limiter.hit(FAILURES_BY_ACCOUNT, email, countOnly);
}

/** The account's own counter restarts after a success; the address's does not (one address, many guesses). */
export function recordLoginSuccess(limiter: RateLimiter, email: string): void {
  limiter.reset(FAILURES_BY_ACCOUNT, email);
}
