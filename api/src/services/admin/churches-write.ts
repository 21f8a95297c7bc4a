import type { AdminChurchData } from "@app/shared";
import { invalid, notFound } from "../../errors.ts";
import { requireAdmin } from "../access.ts";
import { recordAudit } from "../audit/record.ts";
import { insertChurch, updateChurchFields } from "../churches/write.ts";
import type { ServiceContext } from "../context.ts";
import { acceptImageUrl } from "../image-urls.ts";
import { type AdminChurch, adminChurchById } from "./churches-read.ts";

const COORDINATES_AS_PAIR = "Enter both latitude and longitude, or leave both empty";

/** A lone latitude or longitude places nothing; say so instead of dropping it silently. */
function checkCoordinatePair(fields: Pick<AdminChurchData, "latitude" | "longitude">) {
  if ((fields.latitude == null) !== (fields.longitude == null)) {
    const field = fields.latitude == null ? "latitude" : "longitude";
    throw invalid(COORDINATES_AS_PAIR, { [field]: [COORDINATES_AS_PAIR] });
  }
}

/** Added from the dashboard by an administrator, who is the approver: listed at once. */
export async function createChurch(ctx: ServiceContext, fields: AdminChurchData): Promise<AdminChurch> {
  const admin = await requireAdmin(ctx.db, ctx.user);
  checkCoordinatePair(fields);
  const imageUrl = await acceptImageUrl(ctx, fields.imageUrl, { field: "imageUrl" });
  return ctx.db.transaction().execute(async (trx) => {
    const { id } = await insertChurch(
      trx,
      ctx.adapters.geocoder,
      { ...fields, imageUrl },
      { isApproved: true },
    );
    await recordAudit(trx, admin, {
      action: "create",
      entity: "church",
      entityId: id,
      summary: `Created church "${fields.name}"`,
    });
    return adminChurchById(trx, id);
  });
}

const sameCoordinate = (stored: string | null, typed: number) =>
  stored != null && Number(stored).toFixed(8) === typed.toFixed(8);

/**
 * Coordinates sent back unchanged are not a manual placement (a client may send the whole record); both
 * cleared on a hand-placed church hand it back to the geocoder.
 */
export async function updateChurch(
  ctx: ServiceContext,
  { id, ...fields }: AdminChurchData & { id: number },
): Promise<AdminChurch> {
  const admin = await requireAdmin(ctx.db, ctx.user);
  checkCoordinatePair(fields);
  return ctx.db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom("churches")
      .select(["latitude", "longitude", "coordinatesManual", "imageUrl"])
      .where("id", "=", id)
      .forUpdate()
      .executeTakeFirst();
    if (!current) throw notFound("Church not found");
    const imageUrl = await acceptImageUrl({ ...ctx, db: trx }, fields.imageUrl, {
      field: "imageUrl",
      current: current.imageUrl,
    });
    let update = { ...fields, imageUrl };
    if (fields.latitude != null && fields.longitude != null) {
      const unchanged =
        sameCoordinate(current.latitude, fields.latitude) &&
        sameCoordinate(current.longitude, fields.longitude);
      if (unchanged && !current.coordinatesManual)
        update = { ...update, latitude: undefined, longitude: undefined };
    } else if (fields.latitude === null && current.coordinatesManual) {
      await trx
        .updateTable("churches")
        .set({ coordinatesManual: false, latitude: null, longitude: null })
        .where("id", "=", id)
        .execute();
    }
    await updateChurchFields(trx, ctx.adapters.geocoder, id, update);
    await recordAudit(trx, admin, {
      action: "update",
      entity: "church",
      entityId: id,
      summary: `Updated church "${fields.name}"`,
    });
    return adminChurchById(trx, id);
  });
}

/** Deleting a church also deletes its events (ON DELETE CASCADE); resources and users keep their rows. */
export async function removeChurch(ctx: ServiceContext, id: number): Promise<{ id: number }> {
  const admin = await requireAdmin(ctx.db, ctx.user);
  return ctx.db.transaction().execute(async (trx) => {
    const removed = await trx
      .deleteFrom("churches")
      .where("id", "=", id)
      .returning("name")
      .executeTakeFirst();
    if (!removed) throw notFound("Church not found");
    await recordAudit(trx, admin, {
      action: "delete",
      entity: "church",
      entityId: id,
      summary: `Deleted church "${removed.name}"`,
    });
    return { id };
  });
}
