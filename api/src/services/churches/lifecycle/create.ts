import type { AdminChurchData } from "@app/shared";
import type { Geocoder } from "../../../adapters/geocoder.ts";
import type { Database } from "../../../db/connect.ts";
import { adminWrite } from "../../audit/write.ts";
import type { ServiceContext } from "../../context.ts";
import { recordConfirmation } from "../../freshness/confirmations.ts";
import { acceptImageUrl } from "../../image-urls.ts";
import { inTransaction } from "../../transaction.ts";
import { planSchedule, saveChurchSchedule } from "../../weekly-services/save.ts";
import { type AdminChurch, adminChurchById } from "../admin.ts";
import { type ChurchFields, checkCoordinatePair, placeChurch } from "./fields.ts";
import { asOwnershipConflict, assertOwnsNoChurch } from "./ownership.ts";

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

/** Added from the dashboard by an administrator, who is the approver: listed at once. */
export function adminCreateChurch(ctx: ServiceContext, fields: AdminChurchData): Promise<AdminChurch> {
  return adminWrite(ctx, async (trx) => {
    checkCoordinatePair(fields);
    const { id } = await createChurch({ ...ctx, db: trx }, fields, { isApproved: true });
    await recordConfirmation(trx, id, "admin", { listing: true, services: true });
    return {
      result: await adminChurchById(trx, id),
      audit: { action: "create", entity: "church", entityId: id, summary: `Created church "${fields.name}"` },
    };
  });
}
