import type { AdminChurch } from "./types";

/** The dialog's fields as typed: text everywhere, the image as a URL once uploaded. */
export interface ChurchFormValues {
  name: string;
  pastorName: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  phone: string;
  email: string;
  website: string;
  serviceTimes: string;
  description: string;
  memberCount: string;
  latitude: string;
  longitude: string;
  imageUrl: string | null;
}

export const EMPTY_CHURCH_FORM: ChurchFormValues = {
  name: "",
  pastorName: "",
  address: "",
  city: "",
  state: "",
  zipCode: "",
  phone: "",
  email: "",
  website: "",
  serviceTimes: "",
  description: "",
  memberCount: "",
  latitude: "",
  longitude: "",
  imageUrl: null,
};

const text = (value: string | number | null | undefined) => (value == null ? "" : String(value));

/**
 * Only hand-placed coordinates fill the coordinate fields: geocoded ones are shown as a hint, so saving
 * the dialog never turns an automatic placement into a manual one.
 */
export function churchToForm(church: AdminChurch): ChurchFormValues {
  return {
    name: church.name,
    pastorName: text(church.pastorName),
    address: church.address,
    city: church.city,
    state: church.state,
    zipCode: church.zipCode,
    phone: text(church.phone),
    email: text(church.email),
    website: text(church.website),
    serviceTimes: text(church.serviceTimes),
    description: text(church.description),
    memberCount: text(church.memberCount),
    latitude: church.coordinatesManual ? text(church.latitude) : "",
    longitude: church.coordinatesManual ? text(church.longitude) : "",
    imageUrl: church.imageUrl,
  };
}
