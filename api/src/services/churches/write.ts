import type { ChurchFacetsInput, WeeklyService } from "@app/shared";
import type { Geocoder } from "../../adapters/geocoder.ts";
import type { Database } from "../../db/connect.ts";
import { asOwnershipConflict, assertOwnsNoChurch } from "../account/ownership.ts";
import type { ServiceContext } from "../context.ts";
import { acceptImageUrl } from "../image-urls.ts";
import { inTransaction } from "../transaction.ts";
import { planSchedule, saveChurchSchedule } from "../weekly-services/save.ts";

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
async function placeChurch(fields: ChurchFields, geocoder: Geocoder) {
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
 * Inserts a church (pending unless told otherwise) and, when it has an owner, links the owner to it.
 * Call it inside the caller's transaction.
 */
async function insertChurch(
  trx: Database,
  geocoder: Geocoder,
  fields: ChurchFields,
  options: { ownerId?: number | null; isApproved?: boolean } = {},
): Promise<{ id: number }> {
  const { latitude: _lat, longitude: _lng, services: _services, facets, ...rest } = fields;
  const place = await placeChurch(fields, geocoder);
  const schedule = planSchedule(fields, undefined);
  const church = await trx
    .insertInto("churches")
    .values({
      ...rest,
      serviceTimes: schedule.serviceTimes,
      ...place,
      ownerId: options.ownerId ?? null,
      isApproved: options.isApproved ?? false,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await saveChurchSchedule(trx, church.id, schedule, facets);
  if (options.ownerId != null) {
    await trx.updateTable("users").set({ churchId: church.id }).where("id", "=", options.ownerId).execute();
  }
  return church;
}

export interface NewChurchOptions {
  /** The owner (a user owns at most one church); none for a guest's registration or the admin dialog. */
  ownerId?: number | null;
  /** Only an administrator's church is listed at once; every other starts pending. */
  isApproved?: boolean;
  /** Where the form shows a refused image (the combined sign-up nests the church's fields). */
  imageField?: string;
}

/**
 * The one way a church comes to be (the registration form, the sign-up with a church, the admin dialog): its
 * image accepted (services/image-urls.ts), its place found, the row inserted and its owner linked, in one
 * transaction, the caller's when there is one. A user who already owns a church gets a 409.
 */
export async function createChurch(
  ctx: Pick<ServiceContext, "db" | "user" | "config" | "adapters">,
  fields: ChurchFields,
  { imageField = "imageUrl", ...options }: NewChurchOptions = {},
): Promise<{ id: number }> {
  try {
    return await inTransaction(ctx.db, async (trx) => {
      if (options.ownerId != null) await assertOwnsNoChurch(trx, options.ownerId);
      const imageUrl = await acceptImageUrl({ ...ctx, db: trx }, fields.imageUrl, { field: imageField });
      return insertChurch(trx, ctx.adapters.geocoder, { ...fields, imageUrl }, options);
    });
  } catch (error) {
    throw asOwnershipConflict(error);
  }
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
