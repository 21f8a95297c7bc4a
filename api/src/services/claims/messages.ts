/** The claim flow's answers. The spec gives only the toast titles; these texts are ours. */
export const CLAIM_MESSAGES = {
  churchNotFound: "Church not found",
  alreadyClaimed: "This church has already been claimed by another account.",
  noListedEmail:
    "This church has no listed email address, so it cannot be verified online. Please contact support.",
  emailMismatch: "The email you entered does not match the church's listed email address.",
  codeNotSent: "We could not send the verification code. Please try again in a few minutes.",
  noPendingClaim: "There is no pending claim for this church. Please request a new code.",
  codeExpired: "This code has expired. Please request a new code.",
  wrongCode: "That code is not correct. Please check the email and try again.",
  tooManyAttempts: "Too many incorrect codes. Please request a new code.",
  tooManyRequests: "Too many claim requests. Please wait a few minutes and try again.",
} as const;
