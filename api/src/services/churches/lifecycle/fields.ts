import type { AdminChurchData, ChurchFacetsInput, WeeklyService } from "@app/shared";
import { MSG } from "@app/shared/i18n";
import type { Geocoder } from "../../../adapters/geocoder.ts";
import type { Database } from "../../../db/connect.ts";
import { invalid } from "../../../errors.ts";
import { planSchedule, saveChurchSchedule } from "../../weekly-services/save.ts";

/** The church fields every form writes (registration, profile, admin dialog); optional ones may be null. */
export interface ChurchFields {
  name: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  pastorName?: string | null;
  phone?: string | null;
  email?: string | null;
  website?: string | null;
  serviceTimes?: string | null;
  description?: string | null;
  memberCount?: number | null;
  /** ISO 639-1 codes; absent keeps the church's (an update) or takes the column's default, English (a new one). */
  worshipLanguages?: string[];
  imageUrl?: string | null;
  /** The weekly services; absent: an older client's text is read into them (weekly-services/save.ts). */
  services?: WeeklyService[];
  /** The accessibility and family answers; absent keeps the church's. */
  facets?: ChurchFacetsInput;
  /** Only administrators type coordinates; such coordinates are never overwritten by geocoding. */
  latitude?: number | null;
  longitude?: number | null;
}

const hasCoordinates = (fields: Pick<ChurchFields, "latitude" | "longitude">) =>
  fields.latitude != null && fields.longitude != null;

/** Coordinates for a church without them: typed ones win, else the geocoder's (null when it finds nothing). */
export async function placeChurch(fields: ChurchFields, geocoder: Geocoder) {
  if (hasCoordinates(fields)) {
    return {
      latitude: String(fields.latitude),
      longitude: String(fields.longitude),
      coordinatesManual: true,
    };
  }
  const found = await geocoder.geocode(fields).catch(() => null);
  return {
    latitude: found ? found.latitude.toFixed(8) : null,
    longitude: found ? found.longitude.toFixed(8) : null,
    coordinatesManual: false,
  };
}

/**
 * Updates a church's fields, and its weekly services and facets with them (weekly-services/save.ts). When the address changes and no coordinates were typed, the church is geocoded
 * again, unless an administrator placed it by hand.
 */
export async function updateChurchFields(
  trx: Database,
  geocoder: Geocoder,
  churchId: number,
  fields: ChurchFields,
): Promise<void> {
  const current = await trx
    .selectFrom("churches")
    .select(["address", "city", "state", "zipCode", "coordinatesManual", "latitude", "serviceTimes"])
    .where("id", "=", churchId)
    .executeTakeFirstOrThrow();
  const { latitude: _lat, longitude: _lng, services: _services, facets, ...rest } = fields;
  const schedule = planSchedule(fields, current.serviceTimes);
  const moved =
    current.address !== fields.address ||
    current.city !== fields.city ||
    current.state !== fields.state ||
    current.zipCode !== fields.zipCode;
  let place = {};
  if (hasCoordinates(fields)) place = await placeChurch(fields, geocoder);
  else if (!current.coordinatesManual && (moved || current.latitude == null)) {
    place = await placeChurch(fields, geocoder);
  }
  await trx
    .updateTable("churches")
    .set({ ...rest, serviceTimes: schedule.serviceTimes, ...place })
    .where("id", "=", churchId)
    .execute();
  await saveChurchSchedule(trx, churchId, schedule, facets);
}

const COORDINATES_AS_PAIR = MSG.errors.coordinatesAsPair;

/** A lone latitude or longitude places nothing; say so instead of dropping it silently. */
export function checkCoordinatePair(fields: Pick<AdminChurchData, "latitude" | "longitude">) {
  if ((fields.latitude == null) !== (fields.longitude == null)) {
    const field = fields.latitude == null ? "latitude" : "longitude";
    throw invalid(COORDINATES_AS_PAIR, { [field]: [COORDINATES_AS_PAIR] });
  }
}
