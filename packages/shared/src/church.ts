import { z } from "zod";
import { accountFields as signUpFields } from "./auth.ts";
import { CHURCH_STATE_CODES, ZIP_MIN_LENGTH } from "./constants.ts";
import {
  emailField,
  optionalDecimal,
  optionalEmailField,
  optionalInt,
  optionalText,
  requiredText,
  textField,
} from "./fields.ts";
import {
  ADDRESS_REQUIRED,
  CHURCH_NAME_REQUIRED,
  CITY_REQUIRED,
  EMAILS_DONT_MATCH,
  INVALID_EMAIL_ADDRESS,
  numberBetween,
  PASSWORDS_DONT_MATCH,
  STATE_CODE_INVALID,
  STATE_REQUIRED,
  VALID_EMAIL_REQUIRED,
  wholeNumberAtLeast,
  ZIP_CODE_REQUIRED,
} from "./messages.ts";
import { imageUrlSchema, optionalHttpUrl } from "./url.ts";

/** One of the association's states (public registration and the admin dialog). */
export const churchStateSchema = z
  .string({ error: STATE_REQUIRED })
  .trim()
  .toUpperCase()
  .pipe(z.enum(CHURCH_STATE_CODES, { error: STATE_REQUIRED }));

/** Any two letters, upper-cased to satisfy the database CHECK (^[A-Z]{2}$). */
function stateCode(emptyMessage: string) {
  return z
    .string({ error: emptyMessage })
    .trim()
    .min(1, { error: emptyMessage, abort: true })
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, STATE_CODE_INVALID);
}

export const memberCountSchema = optionalInt(wholeNumberAtLeast("Member count", 0), 0);

/** The fields every church form shares; forms differ in state, email and the extras they add. */
const churchFields = {
  name: requiredText(200, CHURCH_NAME_REQUIRED),
  pastorName: optionalText(100),
  address: requiredText(200, ADDRESS_REQUIRED),
  city: requiredText(100, CITY_REQUIRED),
  state: churchStateSchema,
  zipCode: requiredText(10, ZIP_CODE_REQUIRED),
  phone: optionalText(30),
  email: optionalEmailField(VALID_EMAIL_REQUIRED),
  website: optionalHttpUrl(500),
  serviceTimes: optionalText(2000),
  description: optionalText(5000),
  memberCount: memberCountSchema,
};

/** What the server accepts from /register; the owner comes from the session, never from the body. */
export const publicChurchRegistrationPayloadSchema = z.strictObject({
  ...churchFields,
  email: emailField(VALID_EMAIL_REQUIRED),
  imageUrl: imageUrlSchema,
});
export type PublicChurchRegistrationPayloadInput = z.input<typeof publicChurchRegistrationPayloadSchema>;
export type PublicChurchRegistrationPayload = z.output<typeof publicChurchRegistrationPayloadSchema>;

/** The /register form: adds confirmEmail, which is never sent. */
export const publicChurchRegistrationSchema = z
  .strictObject({
    ...churchFields,
    email: emailField(VALID_EMAIL_REQUIRED),
    confirmEmail: emailField(VALID_EMAIL_REQUIRED),
  })
  .refine((form) => form.email === form.confirmEmail, { message: EMAILS_DONT_MATCH, path: ["confirmEmail"] });
export type PublicChurchRegistrationInput = z.input<typeof publicChurchRegistrationSchema>;
export type PublicChurchRegistrationData = z.output<typeof publicChurchRegistrationSchema>;

export const combinedChurchDataSchema = z.strictObject({
  ...churchFields,
  state: stateCode(STATE_CODE_INVALID),
  zipCode: requiredText(10, ZIP_CODE_REQUIRED, ZIP_MIN_LENGTH),
  email: optionalEmailField(INVALID_EMAIL_ADDRESS),
  imageUrl: imageUrlSchema,
});

const accountFields = { ...signUpFields, churchData: combinedChurchDataSchema };

/** POST /api/auth/register-church. */
export const combinedRegistrationSchema = z.strictObject(accountFields);
export type CombinedRegistrationInput = z.input<typeof combinedRegistrationSchema>;
export type CombinedRegistrationData = z.output<typeof combinedRegistrationSchema>;

/** The /register-church form: adds confirmPassword, which is never sent. */
export const combinedRegistrationFormSchema = z
  .strictObject({ ...accountFields, confirmPassword: z.string({ error: PASSWORDS_DONT_MATCH }) })
  .refine((form) => form.password === form.confirmPassword, {
    message: PASSWORDS_DONT_MATCH,
    path: ["confirmPassword"],
  });
export type CombinedRegistrationFormInput = z.input<typeof combinedRegistrationFormSchema>;
export type CombinedRegistrationFormData = z.output<typeof combinedRegistrationFormSchema>;

/** PUT /api/user/church. Any two-letter state: a church registered through /register-church may lie elsewhere. */
export const profileUpdateSchema = z.strictObject({
  ...churchFields,
  state: stateCode(STATE_REQUIRED),
  imageUrl: imageUrlSchema,
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
export type ProfileUpdateData = z.output<typeof profileUpdateSchema>;

/** The admin church dialog (create and update). */
export const adminChurchSchema = z.strictObject({
  ...churchFields,
  latitude: optionalDecimal(numberBetween("Latitude", -90, 90), -90, 90),
  longitude: optionalDecimal(numberBetween("Longitude", -180, 180), -180, 180),
  imageUrl: imageUrlSchema,
});
export type AdminChurchInput = z.input<typeof adminChurchSchema>;
export type AdminChurchData = z.output<typeof adminChurchSchema>;

/** GET /api/churches/search?q=: the directory's search text (empty means the whole list). */
export const CHURCH_SEARCH_MAX_LENGTH = 200;
export const churchSearchSchema = z.strictObject({ q: textField(CHURCH_SEARCH_MAX_LENGTH).default("") });
export type ChurchSearchInput = z.input<typeof churchSearchSchema>;
