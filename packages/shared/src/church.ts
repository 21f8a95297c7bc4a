import { z } from "zod";
import { accountFields as signUpFields } from "./auth.ts";
import { churchFacetsSchema, facetFilterField } from "./church-facets.ts";
import {
  CHURCH_STATE_CODES,
  DEFAULT_WORSHIP_LANGUAGES,
  WORSHIP_LANGUAGES_MAX,
  ZIP_MIN_LENGTH,
} from "./constants.ts";
import {
  emailField,
  numberBetweenMessage,
  optionalDecimal,
  optionalEmailField,
  optionalInt,
  optionalText,
  requiredText,
  textField,
  wholeNumberAtLeastMessage,
} from "./fields.ts";
import { MSG } from "./i18n/keys.ts";
import { worshipLanguageCodeSchema } from "./language-code.ts";
import { serviceFilterFields } from "./service-filters.ts";
import { imageUrlSchema, optionalHttpUrl } from "./url.ts";
import { weeklyServicesSchema } from "./weekly-services.ts";

export { worshipLanguageCodeSchema };

/** One of the association's states (public registration and the admin dialog). */
export const churchStateSchema = z
  .string({ error: MSG.messages.STATE_REQUIRED })
  .trim()
  .toUpperCase()
  .pipe(z.enum(CHURCH_STATE_CODES, { error: MSG.messages.STATE_REQUIRED }));

/** Any two letters, upper-cased to satisfy the database CHECK (^[A-Z]{2}$). */
function stateCode(emptyMessage: string) {
  return z
    .string({ error: emptyMessage })
    .trim()
    .min(1, { error: emptyMessage, abort: true })
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, MSG.messages.STATE_CODE_INVALID);
}

/**
 * The languages a church's services are held in: 1 to 20 codes, each once (a repeat is dropped), in the order
 * given. The messages belong to the field as a whole, where the form shows them.
 */
export const worshipLanguagesSchema = z
  .array(worshipLanguageCodeSchema, { error: MSG.messages.WORSHIP_LANGUAGES_REQUIRED })
  .min(1, MSG.messages.WORSHIP_LANGUAGES_REQUIRED)
  .max(WORSHIP_LANGUAGES_MAX, MSG.messages.TOO_MANY_WORSHIP_LANGUAGES)
  .transform((codes) => [...new Set(codes)]);

/** A new church that names no languages worships in English (registration, sign-up with a church). */
const newChurchWorshipLanguages = worshipLanguagesSchema.default(() => [...DEFAULT_WORSHIP_LANGUAGES]);

/**
 * An edit that names no languages keeps the church's (an older client's PUT must not reset them to English);
 * the admin dialog's create then gets the column's default, English.
 */
const editedWorshipLanguages = worshipLanguagesSchema.optional();

export const memberCountSchema = optionalInt(
  wholeNumberAtLeastMessage(MSG.messages.NUMBER_FIELD_LABELS.memberCount, 0),
  0,
);

/**
 * The sign-up with a church asks for a positive count or none (docs/product/registration-and-claims.md#validation):
 * a church of 0 members is a blank, not a number. The other church forms take 0.
 */
const positiveMemberCountSchema = optionalInt(
  wholeNumberAtLeastMessage(MSG.messages.NUMBER_FIELD_LABELS.memberCount, 1),
  1,
);

/** The fields every church form shares; forms differ in state, email and the extras they add. */
const churchFields = {
  name: requiredText(200, MSG.messages.CHURCH_NAME_REQUIRED),
  pastorName: optionalText(100),
  address: requiredText(200, MSG.messages.ADDRESS_REQUIRED),
  city: requiredText(100, MSG.messages.CITY_REQUIRED),
  state: churchStateSchema,
  zipCode: requiredText(10, MSG.messages.ZIP_CODE_REQUIRED),
  phone: optionalText(30),
  email: optionalEmailField(MSG.messages.VALID_EMAIL_REQUIRED),
  website: optionalHttpUrl(500),
  serviceTimes: optionalText(2000),
  description: optionalText(5000),
  memberCount: memberCountSchema,
  /**
   * The weekly services as rows (docs/product/weekly-services.md, "Editing"): when sent, `serviceTimes` is written
   * from them; a client that sends only the text (an older one) has its text read into rows instead.
   */
  services: weeklyServicesSchema.optional(),
  /** The accessibility and family answers; absent keeps the church's, a facet left out is unknown. */
  facets: churchFacetsSchema.optional(),
};

/** What the server accepts from /register; the owner comes from the session, never from the body. */
export const publicChurchRegistrationPayloadSchema = z.strictObject({
  ...churchFields,
  email: emailField(MSG.messages.VALID_EMAIL_REQUIRED),
  worshipLanguages: newChurchWorshipLanguages,
  imageUrl: imageUrlSchema,
});
export type PublicChurchRegistrationPayloadInput = z.input<typeof publicChurchRegistrationPayloadSchema>;
export type PublicChurchRegistrationPayload = z.output<typeof publicChurchRegistrationPayloadSchema>;

/** The /register form: adds confirmEmail, which is never sent. */
export const publicChurchRegistrationSchema = z
  .strictObject({
    ...churchFields,
    email: emailField(MSG.messages.VALID_EMAIL_REQUIRED),
    confirmEmail: emailField(MSG.messages.VALID_EMAIL_REQUIRED),
    worshipLanguages: newChurchWorshipLanguages,
  })
  .refine((form) => form.email === form.confirmEmail, {
    message: MSG.messages.EMAILS_DONT_MATCH,
    path: ["confirmEmail"],
  });
export type PublicChurchRegistrationInput = z.input<typeof publicChurchRegistrationSchema>;
export type PublicChurchRegistrationData = z.output<typeof publicChurchRegistrationSchema>;

export const combinedChurchDataSchema = z.strictObject({
  ...churchFields,
  state: stateCode(MSG.messages.STATE_CODE_INVALID),
  zipCode: requiredText(10, MSG.messages.ZIP_CODE_REQUIRED, ZIP_MIN_LENGTH),
  email: optionalEmailField(MSG.messages.INVALID_EMAIL_ADDRESS),
  memberCount: positiveMemberCountSchema,
  worshipLanguages: newChurchWorshipLanguages,
  imageUrl: imageUrlSchema,
});

const accountFields = { ...signUpFields, churchData: combinedChurchDataSchema };

/** POST /api/auth/register-church. */
export const combinedRegistrationSchema = z.strictObject(accountFields);
export type CombinedRegistrationInput = z.input<typeof combinedRegistrationSchema>;
export type CombinedRegistrationData = z.output<typeof combinedRegistrationSchema>;

/** The /register-church form: adds confirmPassword, which is never sent. */
export const combinedRegistrationFormSchema = z
  .strictObject({ ...accountFields, confirmPassword: z.string({ error: MSG.messages.PASSWORDS_DONT_MATCH }) })
  .refine((form) => form.password === form.confirmPassword, {
    message: MSG.messages.PASSWORDS_DONT_MATCH,
    path: ["confirmPassword"],
  });
export type CombinedRegistrationFormInput = z.input<typeof combinedRegistrationFormSchema>;
export type CombinedRegistrationFormData = z.output<typeof combinedRegistrationFormSchema>;

/** PUT /api/user/church. Any two-letter state: a church registered through /register-church may lie elsewhere. */
export const profileUpdateSchema = z.strictObject({
  ...churchFields,
  state: stateCode(MSG.messages.STATE_REQUIRED),
  worshipLanguages: editedWorshipLanguages,
  imageUrl: imageUrlSchema,
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
export type ProfileUpdateData = z.output<typeof profileUpdateSchema>;

/** The admin church dialog (create and update). */
export const adminChurchSchema = z.strictObject({
  ...churchFields,
  latitude: optionalDecimal(
    numberBetweenMessage(MSG.messages.NUMBER_FIELD_LABELS.latitude, -90, 90),
    -90,
    90,
  ),
  longitude: optionalDecimal(
    numberBetweenMessage(MSG.messages.NUMBER_FIELD_LABELS.longitude, -180, 180),
    -180,
    180,
  ),
  worshipLanguages: editedWorshipLanguages,
  imageUrl: imageUrlSchema,
});
export type AdminChurchInput = z.input<typeof adminChurchSchema>;
export type AdminChurchData = z.output<typeof adminChurchSchema>;

/** GET /api/churches/search?q=: the directory's search text (empty means the whole list). */
export const CHURCH_SEARCH_MAX_LENGTH = 200;
export const churchSearchSchema = z.strictObject({ q: textField(CHURCH_SEARCH_MAX_LENGTH).default("") });
export type ChurchSearchInput = z.input<typeof churchSearchSchema>;

/** An absent, empty or blank query-string value means "no filter". */
function blankAsAbsent<T extends z.ZodType>(schema: T) {
  return z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    schema,
  );
}

/** Query-string numbers arrive as text; tRPC sends numbers. Both become a finite number or fail. */
function numberInput(min: number, max: number) {
  return z.coerce.number().refine(Number.isFinite).pipe(z.number().min(min).max(max));
}

/**
 * The directory's filters (docs/directory-api.md): search text, state, worship language and the weekly-service
 * filters (service-filters.ts); all combine.
 */
export const directoryFilterFields = {
  ...serviceFilterFields,
  /** Churches that answered yes to every facet named (church-facets.ts). */
  facets: facetFilterField,
  q: blankAsAbsent(textField(CHURCH_SEARCH_MAX_LENGTH).optional()),
  state: blankAsAbsent(
    z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, MSG.messages.STATE_CODE_INVALID)
      .optional(),
  ),
  /** An ISO 639-1 code such as "en" or "es". */
  language: blankAsAbsent(
    z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[a-z]{2}$/)
      .optional(),
  ),
};
export const directoryFilterSchema = z.strictObject(directoryFilterFields);
export type DirectoryFilterInput = z.input<typeof directoryFilterSchema>;
export type DirectoryFilter = z.output<typeof directoryFilterSchema>;

export const DIRECTORY_PAGE_MAX = 100;
/**
 * The most churches the documented unpaged answers (GET /api/churches, /api/churches/search, churches.list
 * and churches.search) carry whole; above it they answer their first page of DIRECTORY_PAGE_MAX with the
 * total and a link to the next (docs/directory-api.md, "Bounded answers"): a national directory in one body
 * held the server.
 */
export const UNPAGED_LIST_MAX = 1000;
const pagingFields = {
  offset: numberInput(0, Number.MAX_SAFE_INTEGER).pipe(z.number().int()).default(0),
  limit: numberInput(1, DIRECTORY_PAGE_MAX).pipe(z.number().int()),
};

/** churches.page: a page of the list by name, as the documented list, or nearest first from `near`. */
export const directoryPageSchema = z.strictObject({
  ...directoryFilterFields,
  ...pagingFields,
  near: z.strictObject({ lat: numberInput(-90, 90), lng: numberInput(-180, 180) }).optional(),
});
export type DirectoryPageInput = z.input<typeof directoryPageSchema>;

const zoomField = numberInput(0, 22);

/** churches.viewport: the map's bounds (west > east crosses the antimeridian) and zoom. */
export const directoryViewportSchema = z.strictObject({
  ...directoryFilterFields,
  west: numberInput(-180, 180),
  south: numberInput(-90, 90),
  east: numberInput(-180, 180),
  north: numberInput(-90, 90),
  zoom: zoomField,
});
export type DirectoryViewportInput = z.input<typeof directoryViewportSchema>;

/** churches.clusterMembers: the churches of one cluster of a viewport answer, by name. */
export const directoryClusterMembersSchema = z.strictObject({
  ...directoryFilterFields,
  key: z.string().trim().min(1).max(100),
  zoom: zoomField,
  ...pagingFields,
});
export type DirectoryClusterMembersInput = z.input<typeof directoryClusterMembersSchema>;

/** Optional paging of GET /api/churches and /api/churches/search (X-Total-Count then carries the total). */
export const churchListPagingSchema = z.strictObject({
  q: textField(CHURCH_SEARCH_MAX_LENGTH).default(""),
  language: directoryFilterFields.language,
  offset: numberInput(0, Number.MAX_SAFE_INTEGER).pipe(z.number().int()).optional(),
  limit: numberInput(1, DIRECTORY_PAGE_MAX).pipe(z.number().int()).optional(),
});
