import { z } from "zod";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./constants.ts";
import { emailField } from "./fields.ts";
import {
  INVALID_EMAIL_ADDRESS,
  PASSWORD_REQUIRED,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
} from "./messages.ts";

export const accountEmailSchema = emailField(INVALID_EMAIL_ADDRESS);

/** Never trimmed: spaces are legitimate password characters. */
export const passwordSchema = z
  .string({ error: PASSWORD_TOO_SHORT })
  .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT)
  .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG);

export const loginSchema = z.strictObject({
  email: accountEmailSchema,
  password: z
    .string({ error: PASSWORD_REQUIRED })
    .min(1, PASSWORD_REQUIRED)
    .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG),
});
export type LoginInput = z.input<typeof loginSchema>;
export type LoginData = z.output<typeof loginSchema>;

/**
 * The answer to POST /api/auth/register-church, whether the email was new (the user is then signed in) or
 * already had an account (its owner is mailed instead): the form cannot tell anyone who has an account.
 */
export const ACCOUNT_REGISTRATION_ANSWER = {
  status: "received",
  message: "Thank you. We have sent an email to the address you gave.",
} as const;
/** The screen a registrant sees when the registration did not sign them in (the email had an account). */
export const REGISTRATION_CHECK_EMAIL = {
  title: "Check your email",
  sentTo: (email: string) => `We have sent a message to ${email} with the next step.`,
  existingAccount: "If you already have an account with this address, please sign in instead.",
} as const;
/** Not in the spec (its server messages are not shown): the wording is ours. */
export const LOGIN_RATE_LIMITED = "Too many failed sign-in attempts. Please wait 15 minutes and try again.";
/** After a few wrong passwords from one client, each further try waits a little longer. */
export const loginSlowDown = (seconds: number) =>
  `Too many failed sign-in attempts. Please wait ${seconds} ${seconds === 1 ? "second" : "seconds"} and try again.`;
export const REGISTRATION_RATE_LIMITED =
  "Too many registrations from your network. Please wait an hour and try again.";

/**
 * Where to go after sign-in when the page asked for it (`/auth?redirect=/claim`): only a path on this site.
 * Anything else (another origin, `//host`, a backslash trick, a non-path) is ignored.
 */
export function safeRedirectPath(value: unknown): string | null {
  if (typeof value !== "string" || !value.startsWith("/") || value.length > 2000) return null;
  if (value.startsWith("//") || value.includes("\\")) return null;
  // Control characters are stripped by URL parsers, which could turn "/\t/evil" into "//evil".
  if ([...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return null;
  // Sending the visitor back to the sign-in screen or the server's login/logout routes helps no one.
  if (/^\/(auth|api)(\/|\?|#|$)/.test(value)) return null;
  return value;
}
