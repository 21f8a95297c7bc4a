import { type Message, MSG, msg } from "@app/shared/i18n";
import type { RateLimitPolicy } from "../adapters/rate-limiter.ts";

const MINUTE = 60_000;

/** "Please wait 1 second" / "Please wait 8 seconds" (loginSlowDown in packages/shared, as keys). */
const loginSlowDown = (seconds: number): Message =>
  seconds === 1
    ? MSG.sharedMessages.auth.loginSlowDownOneSecond
    : msg(MSG.sharedMessages.auth.loginSlowDown, { seconds });
const HOUR = 60 * MINUTE;

/**
 * Every rate limit of the product, in one table. Counters live in the database (adapters/rate-limiter.ts),
 * shared by every instance. Keys are the client address (as far as TRUST_PROXY trusts the proxy), unless
 * the policy says otherwise.
 */
export const RATE_LIMITS = {
  /**
   * Wrong passwords for one account from one client: slowed after 5 (1 s, 2 s, 4 s ... between tries), refused
   * after 10 for the rest of the 15 minutes. Keyed by account and client together, so nobody elsewhere can
   * lock the owner out (issue 14).
   */
  loginFailuresPerAccountAndClient: {
    name: "login-failures-account-client",
    limit: 10,
    windowMs: 15 * MINUTE,
    message: MSG.sharedMessages.auth.loginRateLimited,
    backoff: { after: 5, baseMs: 1000, maxMs: 30_000, message: loginSlowDown },
  },
  /** Wrong passwords from one client across accounts (password spraying); a shared office stays well under. */
  loginFailuresPerClient: {
    name: "login-failures-client",
    limit: 30,
    windowMs: 15 * MINUTE,
    message: MSG.sharedMessages.auth.loginRateLimited,
  },
  /** Account sign-up with a church: a church registers once, an office network a handful of times. */
  accountRegistration: {
    name: "account-registration",
    limit: 10,
    windowMs: HOUR,
    message: MSG.sharedMessages.auth.registrationRateLimited,
  },
  /** Public church registration (/register-church without an account). */
  churchRegistration: {
    name: "church-registration",
    limit: 10,
    windowMs: HOUR,
    message: MSG.sharedMessages.limits.churchRegistration,
  },
  plantRequest: {
    name: "plant-request",
    limit: 5,
    windowMs: HOUR,
    message: MSG.sharedMessages.planting.tooManySubmissions,
  },
  candidateApplication: {
    name: "candidate-application",
    limit: 5,
    windowMs: HOUR,
    message: MSG.sharedMessages.planting.tooManySubmissions,
  },
  resourceSubmission: {
    name: "resource-submit",
    limit: 5,
    windowMs: 15 * MINUTE,
    message: MSG.sharedMessages.resources.tooManySubmissions,
  },
  /** Opens of one resource counted per client: reloading or scripting cannot inflate the counter. */
  resourceOpen: {
    name: "resource-open",
    limit: 10,
    windowMs: HOUR,
    message: MSG.errors.tooManyRequests,
  },
  /**
   * Password reset links asked for, keyed per address and per client alike (two counters of one policy):
   * enough for someone who lost the first mail, too few to flood an inbox (docs/product/accounts.md).
   */
  passwordResetRequest: {
    name: "password-reset-request",
    limit: 5,
    windowMs: HOUR,
    message: MSG.sharedMessages.accountSecurity.tooManyResetRequests,
  },
  /**
   * Wrong passwords given to confirm a change of one's own account (new password, new email, deletion), per
   * account: a stolen session cannot be used to guess the password behind it.
   */
  accountPasswordChecks: {
    name: "account-password-checks",
    limit: 10,
    windowMs: 15 * MINUTE,
    message: MSG.sharedMessages.accountSecurity.tooManyPasswordChecks,
  },
  /** Confirmation links mailed to a new address, per account: each goes to an address the requester chose. */
  emailChangeRequest: {
    name: "email-change-request",
    limit: 5,
    windowMs: HOUR,
    message: MSG.sharedMessages.accountSecurity.tooManyEmailChanges,
  },
  /** Claim codes mailed, per user and per client. (Each code also allows only a few guesses.) */
  claimRequest: {
    name: "claim-request",
    limit: 10,
    windowMs: 15 * MINUTE,
    message: MSG.sharedMessages.claims.tooManyRequests,
  },
  /**
   * Saves of a church's details by its owner, per user (docs/product/owner-edits.md). An owner fixing their
   * page saves a few times in a sitting; 30 an hour leaves room for one who saves after every field, and
   * keeps one account from flooding the administrators' review with hundreds of edits an hour.
   */
  ownerEdits: {
    name: "owner-edits",
    limit: 30,
    windowMs: HOUR,
    message: MSG.sharedMessages.limits.ownerEdits,
  },
  /**
   * "Something wrong?" reports (docs/product/freshness.md#reports): a visitor reports a church or two; 5 an hour
   * per client is plenty. Per church, 10 a day: enough for a real problem many people see, while one sender
   * with many addresses cannot bury the church's owner and the administrators in mail.
   */
  churchReportsPerClient: {
    name: "church-reports-client",
    limit: 5,
    windowMs: HOUR,
    message: MSG.sharedMessages.freshness.tooManyReports,
  },
  churchReportsPerChurch: {
    name: "church-reports-church",
    limit: 10,
    windowMs: 24 * HOUR,
    message: MSG.sharedMessages.freshness.tooManyReports,
  },
  /** Every upload route together, per client. */
  uploads: {
    name: "uploads",
    limit: 20,
    windowMs: 10 * MINUTE,
    message: MSG.sharedMessages.limits.uploads,
  },
} as const satisfies Record<string, RateLimitPolicy>;

const MB = 1024 * 1024;

/**
 * Byte limits on uploads (issue 14: guests cannot fill the database). Computed from the uploads table itself
 * (services/uploads/quota.ts), which holds exactly what is stored: the re-encoded bytes. Administrators are
 * exempt, so a flood of guests never stops the people who run the site.
 */
export const UPLOAD_BYTE_LIMITS = {
  /** Stored bytes per client address over the last hour: some 20 photos after re-encoding. */
  perClient: {
    bytes: 25 * MB,
    windowMs: HOUR,
    message: MSG.sharedMessages.limits.uploadBytesPerClient,
  },
  /**
   * Every upload nothing points at yet, from all clients together: beyond it, a 507 until the purge (after an
   * hour, services/uploads/cleanup.ts) or a saved form makes room.
   */
  unattached: {
    bytes: 500 * MB,
    message: MSG.sharedMessages.limits.storageFull,
  },
} as const;

/**
 * The decoded work of uploads (issue 38): what the image process spends is the pixels it decodes, which a
 * small file can multiply (a 74 KB animated WebP stated 39 frames of 1000 x 1000). Each upload is charged the
 * pixels its header states, every frame counted (services/uploads/image.ts), from the uploads table like the
 * bytes above. Administrators are exempt, as from the byte limits.
 */
export const UPLOAD_PIXEL_LIMITS = {
  /** Per client address over the last hour: some 20 phone photos of 12 megapixels, or 6 of the 40 allowed. */
  perClient: {
    pixels: 250_000_000,
    windowMs: HOUR,
    message: MSG.sharedMessages.limits.uploadPixelsPerClient,
  },
} as const;
