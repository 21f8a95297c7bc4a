/**
 * The account-keeping service's messages in English (docs/product/accounts.md), apart from the schemas so
 * the catalogues (which the first page loads) do not bring zod with them. Spanish: i18n/screens/account-security.ts.
 */
export const ACCOUNT_SECURITY_MESSAGES = {
  /** The one answer to a reset request, whether or not the address has an account. */
  resetRequested:
    "If an account uses this address, we have sent it a link to choose a new password. The link works once, within one hour.",
  resetLinkInvalid:
    "This link no longer works: it has been used already or is more than an hour old. Ask for a new one.",
  emailLinkInvalid: "This link no longer works: it has been used already or has expired.",
  tooManyResetRequests: "Too many password reset requests. Please try again later.",
  wrongPassword: "The password is not correct",
  tooManyEmailChanges: "Too many email address changes asked for. Please try again later.",
  tooManyPasswordChecks: "Too many wrong passwords. Please try again later.",
  sameEmail: "This is already your email address",
  emailChangeRequested:
    "We have sent a confirmation link to the new address. Your email address changes once you open it.",
  emailTaken: "Another account uses this address now, so your email address was not changed.",
  revertEmailTaken: "Another account uses your former address now, so it could not be restored.",
  lastAdministrator:
    "You are the last administrator. Make someone else an administrator before deleting your account.",
  sessionNotFound: "This session has already ended.",
  /** Password strength (services/auth/password-strength.ts): each says why. */
  commonPassword:
    "This is one of the most commonly used passwords. Please choose one that is harder to guess.",
  personalPassword:
    "This password is built from your name or email address. Please choose one that has nothing to do with you.",
  guessablePassword:
    "This password would be easy to guess. A few unrelated words together make a strong one that is easy to remember.",
} as const;
