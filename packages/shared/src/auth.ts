import { z } from "zod";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./constants.ts";
import { emailField, requiredText } from "./fields.ts";
import { MSG } from "./i18n/keys.ts";

export const accountEmailSchema = emailField(MSG.messages.INVALID_EMAIL_ADDRESS);

/** Never trimmed: spaces are legitimate password characters. */
export const passwordSchema = z
  .string({ error: MSG.messages.PASSWORD_TOO_SHORT })
  .min(PASSWORD_MIN_LENGTH, MSG.messages.PASSWORD_TOO_SHORT)
  .max(PASSWORD_MAX_LENGTH, MSG.messages.PASSWORD_TOO_LONG);

export const loginSchema = z.strictObject({
  email: accountEmailSchema,
  password: z
    .string({ error: MSG.messages.PASSWORD_REQUIRED })
    .min(1, MSG.messages.PASSWORD_REQUIRED)
    .max(PASSWORD_MAX_LENGTH, MSG.messages.PASSWORD_TOO_LONG),
});
export type LoginInput = z.input<typeof loginSchema>;
export type LoginData = z.output<typeof loginSchema>;

/** The account half of both sign-ups: the same rules and messages as the combined registration. */
export const accountFields = {
  email: accountEmailSchema,
  password: passwordSchema,
  firstName: requiredText(100, MSG.messages.FIRST_NAME_REQUIRED),
  lastName: requiredText(100, MSG.messages.LAST_NAME_REQUIRED),
};

/** POST /api/auth/register: an account without a church (to claim a listed one, or register one later). */
export const accountSignUpSchema = z.strictObject(accountFields);
export type AccountSignUpInput = z.input<typeof accountSignUpSchema>;
export type AccountSignUpData = z.output<typeof accountSignUpSchema>;

/** The /sign-up form: adds confirmPassword, which is never sent. */
export const accountSignUpFormSchema = z
  .strictObject({ ...accountFields, confirmPassword: z.string({ error: MSG.messages.PASSWORDS_DONT_MATCH }) })
  .refine((form) => form.password === form.confirmPassword, {
    message: MSG.messages.PASSWORDS_DONT_MATCH,
    path: ["confirmPassword"],
  });
export type AccountSignUpFormInput = z.input<typeof accountSignUpFormSchema>;

/**
 * The answer to POST /api/auth/register-church, whether the email was new (the user is then signed in) or
 * already had an account (its owner is mailed instead): the form cannot tell anyone who has an account.
 */
export const ACCOUNT_REGISTRATION_ANSWER = {
  status: "received",
  message: "Thank you. We have sent an email to the address you gave.",
} as const;
/** The toast once a new account without a church is signed in (docs/product/messages.md#our-own-wording). */
export const ACCOUNT_CREATED = {
  title: "Account Created",
  description: "Your account has been created and you are now logged in.",
} as const;
/** After a few wrong passwords from one client, each further try waits a little longer. */
export const loginSlowDown = (seconds: number) =>
  `Too many failed sign-in attempts. Please wait ${seconds} ${seconds === 1 ? "second" : "seconds"} and try again.`;

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
