import type { CombinedRegistrationFormInput, CombinedRegistrationInput } from "@app/shared";

/** What the form holds: every field as typed (numbers included), the church's under `churchData`. */
export interface RegisterChurchValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
  churchData: {
    name: string;
    address: string;
    city: string;
    state: string;
    zipCode: string;
    phone: string;
    email: string;
    website: string;
    pastorName: string;
    serviceTimes: string;
    memberCount: string;
    description: string;
  };
}

export type ChurchField = keyof RegisterChurchValues["churchData"];
export type AccountField = Exclude<keyof RegisterChurchValues, "churchData">;

export const EMPTY_VALUES: RegisterChurchValues = {
  firstName: "",
  lastName: "",
  email: "",
  password: "",
  confirmPassword: "",
  churchData: {
    name: "",
    address: "",
    city: "",
    state: "",
    zipCode: "",
    phone: "",
    email: "",
    website: "",
    pastorName: "",
    serviceTimes: "",
    memberCount: "",
    description: "",
  },
};

/** The shape the shared form schema checks (confirmPassword included). */
export function toFormInput(values: RegisterChurchValues): CombinedRegistrationFormInput {
  return values;
}

/** The POST body: the form without confirmPassword, plus the uploaded photo's URL when there is one. */
export function toPayload(values: RegisterChurchValues, imageUrl: string | null): CombinedRegistrationInput {
  const { confirmPassword: _confirm, ...account } = values;
  return { ...account, churchData: { ...values.churchData, imageUrl } };
}
