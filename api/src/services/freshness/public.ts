import type { ConfirmedBy, ListingConfirmation } from "@app/shared";
import type { ServiceContext } from "../context.ts";
import { listingConfirmation } from "./confirmations.ts";

type Ctx = Pick<ServiceContext, "db" | "config">;

/**
 * What a church's page adds about its freshness (docs/product/freshness.md#confirmed-on): its last
 * confirmation, and whether it has closed (its page then says so, and the server answers 410).
 */
export async function churchFreshness(
  { db, config }: Ctx,
  input: { churchId: number },
  now: Date = new Date(),
): Promise<{
  confirmation: ListingConfirmation;
  /** Set when the church has closed for good: its page then says so, under this name. */
  closedAt: string | null;
  name: string | null;
  servicesConfirmedAt: string | null;
}> {
  const row = await db
    .selectFrom("churches")
    .leftJoin("churchConfirmations", "churchConfirmations.churchId", "churches.id")
    .select([
      "churches.name",
      "churches.closedAt",
      "churchConfirmations.listingConfirmedAt",
      "churchConfirmations.listingConfirmedBy",
      "churchConfirmations.servicesConfirmedAt",
    ])
    .where("churches.id", "=", input.churchId)
    .where((eb) => eb.or([eb("churches.isApproved", "=", true), eb("churches.closedAt", "is not", null)]))
    .executeTakeFirst();
  return {
    confirmation: listingConfirmation(row, config, now),
    closedAt: row?.closedAt ? row.closedAt.toISOString() : null,
    name: row?.name ?? null,
    servicesConfirmedAt: row?.servicesConfirmedAt ? row.servicesConfirmedAt.toISOString() : null,
  };
}

/** A closed church, for its page's 410 (a church never listed or deleted stays a 404). */
export async function closedChurch({ db }: Pick<ServiceContext, "db">, churchId: number) {
  return db
    .selectFrom("churches")
    .select(["id", "name", "closedAt"])
    .where("id", "=", churchId)
    .where("closedAt", "is not", null)
    .where("isApproved", "=", false)
    .executeTakeFirst();
}

/**
 * When and by whom a church's listing was last confirmed, for its page's structured data (pages/json-ld.ts);
 * null when never. One row by its key: the page reads it beside the church, not after it.
 */
export async function lastConfirmation(
  { db }: Pick<ServiceContext, "db">,
  churchId: number,
): Promise<{ at: Date; by: ConfirmedBy } | null> {
  const row = await db
    .selectFrom("churchConfirmations")
    .select(["listingConfirmedAt", "listingConfirmedBy"])
    .where("churchId", "=", churchId)
    .executeTakeFirst();
  return row ? { at: row.listingConfirmedAt, by: row.listingConfirmedBy as ConfirmedBy } : null;
}
