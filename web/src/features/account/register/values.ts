import type {
  AdminChurchInput,
  ProfileUpdateInput,
  PublicChurchRegistrationInput,
  PublicChurchRegistrationPayloadInput,
} from "@app/shared";

/**
 * The church fields every church form shows (the /register, /register-church and /profile schemas share
 * them, and so does the admin church dialog's), each as the form holds it: text as typed, numbers included.
 */
export type ChurchFormField = Exclude<
  keyof PublicChurchRegistrationPayloadInput & keyof ProfileUpdateInput & keyof AdminChurchInput,
  "imageUrl"
>;
export type ChurchFormValues = Record<ChurchFormField, string>;

/** The /register form: the church fields and the email's confirmation (its schema's input, every field). */
export type RegisterValues = Record<keyof PublicChurchRegistrationInput, string>;

export const EMPTY_CHURCH: ChurchFormValues = {
  name: "",
  pastorName: "",
  address: "",
  city: "",
  state: "",
  zipCode: "",
  phone: "",
  website: "",
  email: "",
  serviceTimes: "",
  memberCount: "",
  description: "",
};

export const EMPTY_REGISTRATION: RegisterValues = { ...EMPTY_CHURCH, confirmEmail: "" };

/** The POST /api/churches body: confirmEmail is never sent (spec section 3); the photo's URL when there is one. */
export function toRegistrationPayload(
  values: PublicChurchRegistrationInput,
  imageUrl: string | null,
): PublicChurchRegistrationPayloadInput {
  const { confirmEmail: _confirm, ...church } = values;
  return { ...church, imageUrl };
}

type StoredChurch = { [K in ChurchFormField]: string | number | null };

/** A stored church as form values: blanks for nulls. */
export function toFormValues(church: StoredChurch): ChurchFormValues {
  const values = { ...EMPTY_CHURCH };
  for (const field of Object.keys(EMPTY_CHURCH) as ChurchFormField[]) {
    const value = church[field];
    values[field] = value == null ? "" : String(value);
  }
  return values;
}
