import type { Coordinates } from "../../adapters/geocoder.ts";
import { requireAdmin } from "../access.ts";
import { auditedWrite } from "../audit/write.ts";
import type { ServiceContext } from "../context.ts";

/** An online geocoder answers one address per request; a few at a time keeps the run short and polite. */
const CONCURRENT_LOOKUPS = 4;

async function mapConcurrently<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * Fills in coordinates that are missing, never ones an administrator typed. The lookups run before the
 * transaction (no transaction is held open over the network) and each write re-checks that the church is
 * still unplaced, so a concurrent manual edit wins.
 */
export async function geocodeChurches(ctx: ServiceContext): Promise<{ geocodedCount: number }> {
  const admin = await requireAdmin(ctx.db, ctx.user);
  const unplaced = await ctx.db
    .selectFrom("churches")
    .select(["id", "address", "city", "state", "zipCode"])
    .where("coordinatesManual", "=", false)
    .where((eb) => eb.or([eb("latitude", "is", null), eb("longitude", "is", null)]))
    .orderBy("id")
    .execute();
  const found = await mapConcurrently(unplaced, CONCURRENT_LOOKUPS, async (church) => ({
    id: church.id,
    place: await ctx.adapters.geocoder.geocode(church).catch((): Coordinates | null => null),
  }));
  return auditedWrite(ctx.db, admin, async (trx) => {
    let geocodedCount = 0;
    for (const { id, place } of found) {
      if (!place) continue;
      const result = await trx
        .updateTable("churches")
        .set({ latitude: place.latitude.toFixed(8), longitude: place.longitude.toFixed(8) })
        .where("id", "=", id)
        .where("coordinatesManual", "=", false)
        .where((eb) => eb.or([eb("latitude", "is", null), eb("longitude", "is", null)]))
        .executeTakeFirst();
      geocodedCount += Number(result.numUpdatedRows);
    }
    return {
      result: { geocodedCount },
      audit: {
        action: "geocode",
        entity: "church",
        summary: `Geocoded ${geocodedCount} of ${unplaced.length} churches without coordinates`,
      },
    };
  });
}
