/**
 * Keeping an account (issue 43; docs/product/accounts.md): the password reset, changing the password and the
 * email address, the sessions list and deleting the account. The schemas the forms and the routers share, and
 * the service's messages in English (the Spanish is in i18n/screens/account-security.ts).
 */
import { z } from "zod";
import { accountEmailSchema, passwordSchema } from "./auth.ts";
import { PASSWORD_MAX_LENGTH } from "./constants.ts";
import { MSG } from "./i18n/keys.ts";

export { ACCOUNT_SECURITY_MESSAGES } from "./account-security-messages.ts";

const requiredPassword = z
  .string({ error: MSG.messages.PASSWORD_REQUIRED })
  .min(1, MSG.messages.PASSWORD_REQUIRED)
  .max(PASSWORD_MAX_LENGTH, MSG.messages.PASSWORD_REQUIRED);

/** A mailed link's token: 32 random bytes in base64url (43 characters). */
export const accountTokenSchema = z.string().trim().min(20).max(100);

export const passwordResetRequestSchema = z.strictObject({ email: accountEmailSchema });
export type PasswordResetRequestInput = z.input<typeof passwordResetRequestSchema>;

export const passwordResetSchema = z.strictObject({ token: accountTokenSchema, password: passwordSchema });

const matchingConfirmation = <T extends { confirmPassword: string }>(
  key: Exclude<keyof T, "confirmPassword">,
) => ({
  check: (form: T) => form[key] === form.confirmPassword,
  params: { message: MSG.messages.PASSWORDS_DONT_MATCH, path: ["confirmPassword"] },
});

const resetMatch = matchingConfirmation<{ password: string; confirmPassword: string }>("password");
/** The new-password screen: adds confirmPassword, which is never sent. */
export const passwordResetFormSchema = z
  .strictObject({
    password: passwordSchema,
    confirmPassword: z.string({ error: MSG.messages.PASSWORDS_DONT_MATCH }),
  })
  .refine(resetMatch.check, resetMatch.params);
export type PasswordResetFormInput = z.input<typeof passwordResetFormSchema>;

export const passwordChangeSchema = z.strictObject({
  currentPassword: requiredPassword,
  newPassword: passwordSchema,
});

const changeMatch = matchingConfirmation<{ newPassword: string; confirmPassword: string }>("newPassword");
export const passwordChangeFormSchema = z
  .strictObject({
    currentPassword: requiredPassword,
    newPassword: passwordSchema,
    confirmPassword: z.string({ error: MSG.messages.PASSWORDS_DONT_MATCH }),
  })
  .refine(changeMatch.check, changeMatch.params);
export type PasswordChangeFormInput = z.input<typeof passwordChangeFormSchema>;

export const emailChangeSchema = z.strictObject({ newEmail: accountEmailSchema, password: requiredPassword });
export type EmailChangeInput = z.input<typeof emailChangeSchema>;

export const accountTokenInputSchema = z.strictObject({ token: accountTokenSchema });

export const accountDeletionSchema = z.strictObject({ password: requiredPassword });
export type AccountDeletionInput = z.input<typeof accountDeletionSchema>;

/** A session as the list names it: a hash of its id, never the id (which would sign anyone in). */
export const sessionRefSchema = z.strictObject({ id: z.string().trim().min(1).max(64) });
