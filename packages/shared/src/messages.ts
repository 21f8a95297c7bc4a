/**
 * User-facing texts in the product's original English, word for word: validation, toasts, and the empty,
 * loading and access states (docs/product/messages.md#the-original-wording). Toasts are
 * { title, description }; texts with placeholders are functions. The block at the end holds the few messages
 * that had no original wording; those are ours (docs/product/messages.md#our-own-wording).
 */

// Validation: the resource submission (docs/product/resources.md#submitting).
export const TITLE_REQUIRED = "Title is required";
export const DESCRIPTION_REQUIRED = "Description is required";
export const TYPE_REQUIRED = "Type is required";
export const INVALID_URL = "Please enter a valid URL";
export const INVALID_IMAGE_URL =
  "Please upload an image, or enter an image address that starts with https://";
/** An upload the caller did not make, or one too old or already used elsewhere. */
export const IMAGE_NOT_AVAILABLE = "This image cannot be used here. Please upload it again.";
export const YOUR_NAME_REQUIRED = "Your name is required";
export const INVALID_EMAIL = "Please enter a valid email";
export const CHURCH_NAME_REQUIRED = "Church name is required";

// Validation: the account and church forms (docs/product/registration-and-claims.md#validation).
export const ADDRESS_REQUIRED = "Address is required";
export const CITY_REQUIRED = "City is required";
export const STATE_REQUIRED = "State is required";
export const ZIP_CODE_REQUIRED = "ZIP code is required";
export const VALID_EMAIL_REQUIRED = "Valid email is required";
export const EMAILS_DONT_MATCH = "Email addresses don't match";
export const INVALID_EMAIL_ADDRESS = "Please enter a valid email address";
export const PASSWORD_TOO_SHORT = "Password must be at least 8 characters";
export const PASSWORDS_DONT_MATCH = "Passwords don't match";
export const FIRST_NAME_REQUIRED = "First name is required";
export const LAST_NAME_REQUIRED = "Last name is required";
export const STATE_CODE_INVALID = "Please enter a 2-letter state code";
export const PASSWORD_REQUIRED = "Password is required";

export const INVALID_FILE_TYPE = {
  title: "Invalid file type",
  description: "Please upload an image file (JPG, PNG, etc.)",
} as const;
export const FILE_TOO_LARGE = {
  title: "File too large",
  description: "Please upload an image smaller than 5MB",
} as const;
/** The combined registration flow checks only the size, with its own wording. */
export const COMBINED_IMAGE_TOO_LARGE = "Please select an image smaller than 5MB.";
export const MISSING_INFORMATION = {
  title: "Missing Information",
  description: "Please select a church and provide your email for verification.",
} as const;

export const UPLOAD_WIDGET_MESSAGES = {
  maxFiles: (n: number) => `You can only upload ${n} file(s)`,
  minFiles: (n: number) => `You have to select at least ${n} file(s)`,
  exceedsMaxSize: (file: string, size: string) => `${file} exceeds maximum allowed size of ${size}`,
  belowMinSize: (size: string) => `This file is smaller than the allowed size of ${size}`,
  allowedTypes: (types: string) => `You can only upload: ${types}`,
  duplicate: (name: string) => `Cannot add the duplicate file '${name}', it already exists`,
  noMoreFiles: "Cannot add more files",
  missingMeta: "Missing required meta fields",
  failedToUpload: (file: string) => `Failed to upload ${file}`,
  offline: "No Internet connection",
  online: "Connected to the Internet",
  companionFailed: "Connection with Companion failed",
  uploadFailed: "Upload failed",
  additionalRestrictions: (count: number) => `${count} additional restrictions were not fulfilled`,
} as const;

// Errors and notices of the public pages.
export const GEOLOCATION_ERRORS = {
  notSupported: "Geolocation is not supported by this browser",
  permissionDenied: "Location access denied. Please enable location permissions in your browser.",
  positionUnavailable:
    "Location information unavailable. This feature requires HTTPS and may not work in development mode.",
  timeout: "Location request timed out. Please try again.",
  other:
    "Geolocation not available in development environment. This feature will work when deployed to production with HTTPS.",
  locateControl:
    "Geolocation not available in development. This feature requires HTTPS and will work when deployed to production.",
} as const;

export const CHURCH_NOT_FOUND = {
  title: "Church Not Found",
  description: "The church you're looking for doesn't exist or has been removed.",
} as const;
export const MAP_FAILED_TO_LOAD = "Map failed to load";
export const LOCATION_DATA_NOT_AVAILABLE = "Location data not available";
export const SERVICE_TIMES_NOT_AVAILABLE = "Service times not available";
export const MAP_UNAVAILABLE = "Map Unavailable";
export const mapChurchesWithLocation = (n: number) => `Showing ${n} churches with location data`;
/** The directory's language filter with nothing chosen. */
export const ALL_LANGUAGES_LABEL = "All Languages";
/** A church's worship languages, named and joined in the page's language: "Services in English and Spanish". */
export const servicesInLanguages = (languages: string) => `Services in ${languages}`;
export const NOT_FOUND_TITLE = "404 Page Not Found";

export const SUBMISSION_FAILED = "Submission Failed";
/** A paraphrase: the original only summarised it (docs/product/messages.md#the-original-wording). */
export const REQUEST_SUBMITTED = {
  title: "Request Submitted Successfully",
  description: "We will review your request and be in touch soon.",
} as const;
export const APPLICATION_SUBMITTED = { title: "Application Submitted Successfully" } as const;
export const resourceSubmitFailed = (status: number | string, text: string) =>
  `Failed to submit resource: ${status} ${text}`;
export const RESOURCE_SUBMITTED =
  "Resource submitted for approval! It will appear in the vault once reviewed by an admin.";

// Errors and notices: accounts and administration. `fallback` is used when the server gives no message
// (docs/product/messages.md#failures-on-screen).
export const REGISTRATION_FAILED = {
  title: "Registration Failed",
  publicFallback: "Please check your information and try again.",
  combinedFallback: "Failed to create church account. Please try again.",
} as const;
export const LOGIN_FAILED = {
  title: "Login Failed",
  fallback: "Invalid email or password. Please try again.",
} as const;
export const UPDATE_FAILED = {
  title: "Update Failed",
  fallback: "Please check your information and try again.",
} as const;
export const CLAIM_FAILED = {
  title: "Claim Failed",
  fallback: "Please check your email verification and try again.",
} as const;
export const UPLOAD_FAILED = {
  title: "Upload failed",
  description: "Failed to upload image. Please try again.",
} as const;

export const REGISTRATION_SUCCESSFUL = {
  title: "Registration Successful!",
  signedIn: "Your church has been registered. You can now manage it from your profile.",
  anonymous: "Your church has been registered and will be reviewed for approval.",
  combined: "Your church account has been created. You are now logged in and can manage your profile.",
} as const;
export const LOGIN_SUCCESSFUL = {
  title: "Welcome back!",
  description: "You have successfully logged in.",
} as const;
export const CHURCH_UPDATED = {
  title: "Church Updated",
  description: "Your church information has been updated successfully.",
} as const;
export const CHURCH_CLAIMED = {
  title: "Church Claimed Successfully!",
  description: "You can now manage your church profile.",
} as const;

export const ERROR_TITLE = "Error";
export const approveChurchFailed = (status: number | string, text: string) =>
  `Failed to approve church: ${status} ${text}`;
export const PLEASE_LOG_IN_AGAIN = "Please log in again";
export const UNAUTHORIZED = {
  title: "Unauthorized",
  description: "You are logged out. Logging in again...",
} as const;
export const ADMIN_ERRORS = {
  createChurch: "Failed to create church",
  updateChurch: "Failed to update church",
  deleteChurch: "Failed to delete church",
  updateResourceStatus: "Failed to update resource status",
  geocodeChurches: "Failed to geocode churches",
  createResourceType: "Failed to create resource type",
  createResource: (message: string) => `Failed to create resource: ${message}`,
  updateResource: "Failed to update resource",
  deleteResource: "Failed to delete resource",
  createEvent: "Failed to create event",
  updateEvent: "Failed to update event",
  deleteEvent: "Failed to delete event",
} as const;
/** Toast titles of the church-planting screen; the description is the error's message. */
export const PLANTING_ERRORS = {
  update: "Update failed",
  approve: "Approval failed",
  remove: "Delete failed",
  match: "Match failed",
} as const;
export const SOCIAL_LINK_UPDATED = {
  title: "Success",
  description: "Social media link updated successfully",
} as const;
export const SOCIAL_LINK_STATUS_UPDATED = "Social media link status updated";

// Empty, loading and access states.
export const NO_CHURCHES_FOUND = "No churches found matching your criteria.";
export const NO_EVENTS_FOUND = "No events found matching your criteria.";
export const NO_RESOURCES_FOUND = "No resources found";
export const RESOURCES_EMPTY_FILTERED = "Try adjusting your search criteria or filters.";
export const RESOURCES_EMPTY = "Resources will appear here as churches share them.";
export const NO_EVENTS_YET = "No events yet";
export const NO_UNCLAIMED_CHURCHES = "No Unclaimed Churches Found";
export const NO_CHURCH_PROFILE = "No Church Profile";
export const ACCESS_DENIED = "Access Denied";
export const LOG_IN_TO_MANAGE = "Please log in to manage your church profile";
export const LOG_IN_TO_CLAIM = "Please log in to claim your church profile";
export const NOT_SPECIFIED = "Not specified";
export const NO_URL_CONFIGURED = "No URL configured";
export const LOADING_CHURCHES = "Loading churches...";
export const LOADING_EVENTS = "Loading events...";
export const LOADING_RESOURCES = "Loading resources...";
export const LOADING_SOCIAL_SETTINGS = "Loading social media settings...";

// Our own wording (docs/product/messages.md#our-own-wording): rules the database or the design adds.
export const tooLong = (max: number) => `Must be at most ${max} characters`;
export const INVALID_CHARACTERS = "Contains characters that are not allowed";
export const PASSWORD_TOO_LONG = "Password must be at most 128 characters";
export const INVALID_OPTION = "Please choose one of the options";
export const NAME_REQUIRED = "Name is required";
export const LOCATION_REQUIRED = "Location is required";
export const REASON_REQUIRED = "Please tell us why your community needs a new church";
export const INVALID_DATE = "Please enter a valid date";
export const END_DATE_BEFORE_START = "End date cannot be before start date";
export const CHURCH_REQUIRED = "Please select a church";
export const VALID_CHURCH_REQUIRED = "Please select a valid church";
export const REQUEST_REQUIRED = "Please select a request";
export const CANDIDATE_REQUIRED = "Please select a candidate";
export const INVALID_CLAIM_CODE = "Please enter the 6-digit code";
export const INVALID_PLATFORM = "Platform names use lowercase letters, digits, '-' and '_'";
/** A church's worship languages: none chosen, or more than the database keeps (20). */
export const WORSHIP_LANGUAGES_REQUIRED = "Choose at least one language";
export const TOO_MANY_WORSHIP_LANGUAGES = "Choose at most 20 languages";
/**
 * The labels the number messages below name their field with. Kept here, among the messages, so that a
 * message naming one is shown with the label in the reader's language too ("Latitud debe ser un número...").
 */
export const NUMBER_FIELD_LABELS = {
  memberCount: "Member count",
  capacity: "Capacity",
  population: "Population",
  age: "Age",
  numberOfChildren: "Number of children",
  yearsInMinistry: "Years in ministry",
  latitude: "Latitude",
  longitude: "Longitude",
} as const;
export const wholeNumberBetween = (label: string, min: number, max: number) =>
  `${label} must be a whole number from ${min} to ${max}`;
export const wholeNumberAtLeast = (label: string, min: number) =>
  `${label} must be a whole number of ${min} or more`;
export const numberBetween = (label: string, min: number, max: number) =>
  `${label} must be a number from ${min} to ${max}`;

/** Access refusals, the same from the procedures and from the services behind them. */
export const SIGN_IN_REQUIRED = "Unauthorized: please sign in";
export const ADMIN_REQUIRED = "Administrator access is required";
