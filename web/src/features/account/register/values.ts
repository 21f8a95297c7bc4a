import type { PublicChurchRegistrationInput, PublicChurchRegistrationPayloadInput } from "@app/shared";

/** Every church field as the form holds it (numbers included, as typed). */
export interface ChurchFormValues {
  name: string;
  pastorName: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  phone: string;
  website: string;
  email: string;
  serviceTimes: string;
  memberCount: string;
  description: string;
}
export type ChurchFormField = keyof ChurchFormValues;

export interface RegisterValues extends ChurchFormValues {
  confirmEmail: string;
}

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

export const SERVICE_TIMES_EXAMPLE = "Sunday Worship: 10:00 AM\nWednesday Bible Study: 7:00 PM";

/** What the shared form schema checks (confirmEmail included). */
export const toRegistrationForm = (values: RegisterValues): PublicChurchRegistrationInput => values;

/** The POST /api/churches body: confirmEmail is never sent (spec section 3); the photo's URL when there is one. */
export function toRegistrationPayload(
  values: RegisterValues,
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
