import type { AdminChurchData } from "@app/shared";
import { MSG } from "@app/shared/i18n";
import { notFound } from "../../../errors.ts";
import { adminWrite } from "../../audit/write.ts";
import type { ServiceContext } from "../../context.ts";
import { confirmEdit, listingSnapshot } from "../../freshness/edits.ts";
import { acceptImageUrl } from "../../image-urls.ts";
import { type AdminChurch, adminChurchById } from "../admin.ts";
import { checkCoordinatePair, updateChurchFields } from "./fields.ts";

const sameCoordinate = (stored: string | null, typed: number) =>
  stored != null && Number(stored).toFixed(8) === typed.toFixed(8);

/**
 * Coordinates sent back unchanged are not a manual placement (a client may send the whole record); both
 * cleared on a hand-placed church hand it back to the geocoder.
 */
export function updateChurch(
  ctx: ServiceContext,
  { id, ...fields }: AdminChurchData & { id: number },
): Promise<AdminChurch> {
  return adminWrite(ctx, async (trx, admin) => {
    checkCoordinatePair(fields);
    const current = await trx
      .selectFrom("churches")
      .select(["latitude", "longitude", "coordinatesManual", "imageUrl"])
      .where("id", "=", id)
      .forUpdate()
      .executeTakeFirst();
    if (!current) throw notFound(MSG.sharedMessages.churches.notFound);
    const before = await listingSnapshot(trx, id);
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
    // An administrator's save confirms the listing and closes the reports it answers (freshness/edits.ts).
    await confirmEdit(trx, id, before, { by: "admin", editorId: admin.id }, ctx);
    return {
      result: await adminChurchById(trx, id),
      audit: { action: "update", entity: "church", entityId: id, summary: `Updated church "${fields.name}"` },
    };
  });
}
