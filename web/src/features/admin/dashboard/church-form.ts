import type { AdminChurchInput } from "@app/shared";
import type { TextValues } from "../../../components/form";
import { type ChurchFormValues, emptyChurch, toFormValues } from "../../account/register/values";
import type { AdminChurch } from "./types";

/**
 * The dialog's fields: the church fields every church form shows, the coordinates as typed (the schema takes
 * their text), the image's URL or null for none.
 */
export type AdminChurchFormValues = ChurchFormValues &
  TextValues<Pick<AdminChurchInput, "latitude" | "longitude">> &
  Required<Pick<AdminChurchInput, "imageUrl">>;

export function emptyAdminChurch(): AdminChurchFormValues {
  return { ...emptyChurch(), latitude: "", longitude: "", imageUrl: null };
}

const text = (value: string | number | null | undefined) => (value == null ? "" : String(value));

/**
 * Only hand-placed coordinates fill the coordinate fields: geocoded ones are shown as a hint, so saving
 * the dialog never turns an automatic placement into a manual one.
 */
export function churchToForm(church: AdminChurch): AdminChurchFormValues {
  return {
    ...toFormValues(church),
    latitude: church.coordinatesManual ? text(church.latitude) : "",
    longitude: church.coordinatesManual ? text(church.longitude) : "",
    imageUrl: church.imageUrl,
  };
}
