/** The second factor's and the accounts screen's refusals, in English (docs/product/accounts-admin.md). */
export const TWO_FACTOR_MESSAGES = {
  wrongCode: "That code is not correct. Please try again.",
  codeRequired: "Enter the 6-digit code from your authenticator app.",
  recoveryCodeRequired: "Enter one of your recovery codes.",
  noPendingSignIn: "Your sign-in has expired. Please enter your email and password again.",
  passkeyFailed: "The passkey could not be verified. Please try again.",
  passkeyUnknown: "This passkey is not registered for your account.",
  enrolmentRequired:
    "Administrators must set up two-factor sign-in before doing anything else. Please set it up now.",
  notEnrolling: "Start the authenticator app setup again.",
  alreadyEnrolled: "An authenticator app is already set up for this account.",
  lastFactorRequired: "Administrators must keep at least one second factor.",
  accountDisabled: "This account has been disabled. Please contact an administrator.",
} as const;

export const ACCOUNT_ADMIN_MESSAGES = {
  notFound: "Account not found",
  lastAdministrator: "The last administrator cannot be demoted or disabled.",
  notYourself: "You cannot do this to your own account here.",
} as const;
