/**
 * What the services answer when they refuse, beyond the original texts in messages.ts. None of these had an
 * original wording; ours is explained in docs/product/messages.md#our-own-wording. They live here, not in the
 * API, so that the catalogues hold their one English original and the server answers in the request's
 * language (i18n/screens/shared-messages.ts).
 */
import { FILE_TOO_LARGE, INVALID_FILE_TYPE } from "./messages.ts";

/** A church's own refusals: the directory, its administration and the owner's profile. */
export const CHURCH_MESSAGES = {
  notFound: "Church not found",
  manageOwnOnly: "You can only manage your own church",
  noProfile: "No church profile found. Register your church first.",
} as const;

/** The claim flow's answers (docs/product/registration-and-claims.md#claiming), in our own wording. */
export const CLAIM_MESSAGES = {
  churchNotFound: CHURCH_MESSAGES.notFound,
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

/** Refusals of the rate limits and upload quotas (api/src/services/rate-limits.ts). */
export const LIMIT_MESSAGES = {
  churchRegistration: "Too many registrations from this address. Please try again later.",
  uploads: "Too many uploads. Please wait a few minutes and try again.",
  uploadBytesPerClient:
    "Upload limit reached: you can upload up to 25 MB of images an hour. Please try again later.",
  uploadPixelsPerClient:
    "Upload limit reached: you can upload images of up to 250 megapixels in all an hour. Please try again later.",
  storageFull: "Storage for new images is full right now. Please try again in an hour.",
  imageQueueFull: "Too many images are being processed right now. Please try again in a minute.",
  ownerEdits: "You have saved your church's details many times in the last hour. Please try again later.",
} as const;

/**
 * The administrator's review of owners' edits (api/src/services/churches/lifecycle: review-owner-edits.ts,
 * revert-owner-edit.ts).
 */
export const OWNER_EDIT_MESSAGES = {
  notFound: "Owner edit not found",
  alreadyReverted: "This edit has already been reverted.",
  changedSince:
    "The church has been changed again since this edit. Revert the later edits first, or edit the church directly.",
  changedSinceReview:
    "This field has been changed again since the edits you are reviewing. Reload the list and review it again.",
  churchGone: "This church no longer exists.",
  alreadyReviewed: "These edits have already been reviewed. Reload the list to see what is left.",
  nothingToRevert: "This field has no change left to revert in these edits.",
  unknownField: "Unknown field",
} as const;

/** Upload links and stored images (api/src/services/uploads). */
export const UPLOAD_MESSAGES = {
  invalidLink: "This upload link is not valid.",
  expiredLink: "This upload link has expired. Please try again.",
  usedLink: "This upload link has already been used. Please start a new upload.",
  uploadNotFound: "Upload not found. Please upload the image again.",
  imageNotFound: "Image not found",
  invalidImageId: "Invalid image id",
  // What the browser's upload says when no message of the server's came back (web/src/components/upload).
  unreachable: "The server could not be reached.",
  failed: "The upload failed. Please try again.",
  unreadableAnswer: "The server sent an unreadable answer.",
  noImageAddress: "The server sent no image address.",
} as const;

/** The header's social media links (api/src/services/social). */
export const SOCIAL_MESSAGES = { unknownPlatform: "Unknown social media platform" } as const;

/**
 * What the HTTP layer answers by itself, before any procedure: the request guard (api/src/http/guard.ts), an
 * address nothing serves, a request with no session.
 */
export const HTTP_MESSAGES = {
  notFound: "Not found",
  unauthorized: "Unauthorized",
  forbidden: "You do not have permission to do that",
  crossSiteRefused: "Cross-site requests are not allowed",
  jsonRequired: "Requests must be sent as JSON",
  methodNotAllowed: "Method not allowed",
  batchTooCostly: "Too much asked at once: send fewer calls in one batch",
} as const;

/** The upload refusals (docs/product/uploads.md#checks) as one message, "Title: description". */
export const FILE_TOO_LARGE_MESSAGE = `${FILE_TOO_LARGE.title}: ${FILE_TOO_LARGE.description}`;
export const INVALID_FILE_TYPE_MESSAGE = `${INVALID_FILE_TYPE.title}: ${INVALID_FILE_TYPE.description}`;
/** An image over the pixel count a church photo needs, refused before it is decoded. */
export const tooManyPixelsMessage = (megapixels: number) =>
  `Image too large: Please upload a photo of at most ${megapixels} megapixels`;
/** An animation whose frames together decode to more pixels than that, refused before it is decoded. */
export const animationTooLargeMessage = (megapixels: number) =>
  `Animation too large: Please upload a still image, or an animation of at most ${megapixels} megapixels in all its frames`;

// The refusals below once lived beside their forms' schemas. Here, with no zod in reach, the catalogues that
// translate them (i18n/screens) do not bring zod and every schema into the first page's code.

// Accounts.
/** The screen a registrant sees when the registration did not sign them in (the email had an account). */
export const REGISTRATION_CHECK_EMAIL = {
  title: "Check your email",
  sentTo: (email: string) => `We have sent a message to ${email} with the next step.`,
  existingAccount: "If you already have an account with this address, please sign in instead.",
} as const;
export const SIGN_UP_FAILED_FALLBACK = "Failed to create your account. Please try again.";
/** Our own wording, as every server refusal (docs/product/messages.md#our-own-wording). */
export const LOGIN_RATE_LIMITED = "Too many failed sign-in attempts. Please wait 15 minutes and try again.";
export const REGISTRATION_RATE_LIMITED =
  "Too many registrations from your network. Please wait an hour and try again.";

// Events.
export const HOST_CHURCH_NOT_FOUND = "Host church not found";
export const EVENT_NOT_FOUND = "Event not found";

/** Texts of the matching rules (docs/product/planting.md#matching); the wording is ours. */
export const PLANTING_MESSAGES = {
  requestNotFound: "Plant request not found",
  candidateNotFound: "Pastoral candidate not found",
  requestAlreadyMatched: "This request is already matched with a candidate",
  requestCompleted: "This request is completed and cannot be matched",
  candidateNotApproved: "Only approved candidates can be matched",
  candidateAlreadyMatched: "This candidate is already matched with a request",
  candidateNotAvailable: "Only available candidates can be matched",
  notMatched: "This request is not matched with a candidate",
  requestMatchOnlyByMatching: "Use 'Match a candidate' to match a request with a candidate",
  candidateMatchOnlyByMatching: "Candidates are matched from the Plant Requests tab",
  undoRequestMatchFirst: "This request is matched with a candidate. Undo the match first.",
  undoCandidateMatchFirst: "This candidate is matched with a request. Undo the match first.",
  changedMeanwhile:
    "This request or candidate was changed by someone else just now. Please refresh and try again.",
  tooManySubmissions: "You have sent several submissions in a short time. Please wait an hour and try again.",
} as const;

// Resources: our own wording (docs/product/messages.md#our-own-wording).
export const TOO_MANY_RESOURCE_SUBMISSIONS =
  "You have submitted several resources in a short time. Please wait a few minutes and try again.";
export const UNKNOWN_RESOURCE_TYPE = "Please choose one of the resource types";
export const RESOURCE_NOT_FOUND = "Resource not found";
export const RESOURCE_TYPE_NOT_FOUND = "Resource type not found";
