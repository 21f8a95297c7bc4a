import {
  type AdminChurchInput,
  type ChurchFacet,
  DEFAULT_WORSHIP_LANGUAGES,
  type ProfileUpdateInput,
  type PublicChurchRegistrationInput,
  type PublicChurchRegistrationPayloadInput,
  type WeeklyService,
} from "@app/shared";
import type { TextValues } from "../../../components/form";
import { type ServiceRowValues, toFacetValues, toServiceRow } from "./service-rows";

/**
 * The church fields every church form shows (the /register, /register-church and /profile schemas share
 * them, and so does the admin church dialog's), each as the form holds it: text as typed, numbers included;
 * the worship languages as a list of codes.
 */
export type ChurchFormField = Exclude<
  keyof PublicChurchRegistrationPayloadInput & keyof ProfileUpdateInput & keyof AdminChurchInput,
  "imageUrl"
>;
/** The fields typed as text. */
export type ChurchTextField = Exclude<ChurchFormField, "worshipLanguages" | "services" | "facets">;
/** The weekly services are rows as the editor holds them (service-rows.ts); the facets only the known answers. */
export type ChurchFormValues = TextValues<Pick<ProfileUpdateInput, Exclude<ChurchFormField, "services">>> & {
  services: ServiceRowValues[];
};

/** The /register form: the church fields and the email's confirmation (its schema's input, every field). */
export type RegisterValues = TextValues<PublicChurchRegistrationInput>;

const EMPTY_TEXT: Omit<ChurchFormValues, "worshipLanguages" | "services" | "facets"> = {
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

/** A new church's form: blank, worshipping in English until the form says otherwise. A fresh copy each time. */
export function emptyChurch(): ChurchFormValues {
  return { ...EMPTY_TEXT, worshipLanguages: [...DEFAULT_WORSHIP_LANGUAGES], services: [], facets: {} };
}

export const EMPTY_CHURCH: ChurchFormValues = emptyChurch();

export const EMPTY_REGISTRATION: RegisterValues = { ...emptyChurch(), confirmEmail: "" };

/**
 * The POST /api/churches body: confirmEmail is never sent
 * (docs/product/registration-and-claims.md#validation); the photo's URL when there is one.
 */
export function toRegistrationPayload(
  values: PublicChurchRegistrationInput,
  imageUrl: string | null,
): PublicChurchRegistrationPayloadInput {
  const { confirmEmail: _confirm, ...church } = values;
  return { ...church, imageUrl };
}

type StoredChurch = { [K in ChurchTextField]: string | number | null } & {
  worshipLanguages: readonly string[];
  services?: readonly WeeklyService[];
  facets?: Partial<Record<ChurchFacet, boolean | null>>;
};

/** A stored church as form values: blanks for nulls, its own worship languages, services and facets. */
export function toFormValues(church: StoredChurch): ChurchFormValues {
  const values = emptyChurch();
  for (const field of Object.keys(EMPTY_TEXT) as ChurchTextField[]) {
    const value = church[field];
    values[field] = value == null ? "" : String(value);
  }
  values.worshipLanguages = [...church.worshipLanguages];
  values.services = (church.services ?? []).map(toServiceRow);
  values.facets = toFacetValues(church.facets);
  return values;
}
