import type { AdminPageData, EventData, EventUpdateData } from "@app/shared";
import { MSG } from "@app/shared/i18n";
import { type SqlBool, sql } from "kysely";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/connect.ts";
import { invalid, notFound } from "../../errors.ts";
import { requireAdmin } from "../access.ts";
import { countAll, foldedMatch, pageOf, searchOf, totalOf } from "../admin/paging.ts";
import { adminWrite } from "../audit/write.ts";
import type { ServiceContext } from "../context.ts";
import { acceptImageUrl } from "../image-urls.ts";
import { todayIn } from "./dates.ts";
import { type EventView, eventsWithChurch, toEventView } from "./rows.ts";

type AdminContext = Pick<ServiceContext, "db" | "user" | "config">;

/** What the admin search reads, as events_search_trgm_idx indexes it: title and place. */
const searchable = sql`events.title || ' ' || events.location`;

/**
 * Every event (the /admin/events list), a page at a time, optionally searched: upcoming ones first, soonest
 * first, as an administrator plans them; then past ones, the most recent first.
 */
export async function listAllEvents(
  { db, user, config }: Pick<AdminContext, "db" | "user"> & { config: Pick<Config, "EVENTS_TIME_ZONE"> },
  input: AdminPageData,
  now = new Date(),
) {
  await requireAdmin(db, user);
  const today = todayIn(config.EVENTS_TIME_ZONE, now);
  // Ended before today in the network's time zone, so no longer on the public list.
  const past = sql<SqlBool>`(coalesce(events.end_date, events.start_date) < ${today}::date)`;
  const q = searchOf(input.q);
  let events = db.selectFrom("events");
  if (q) events = events.where(foldedMatch(searchable, q));
  const inOrder = <T extends typeof events>(query: T) =>
    query
      .orderBy(past)
      .orderBy(sql`CASE WHEN ${past} THEN NULL ELSE events.start_date END`)
      .orderBy(sql`CASE WHEN ${past} THEN NULL ELSE events.id END`)
      .orderBy("events.startDate", "desc")
      .orderBy("events.id", "desc");
  // The page's ids are sorted from events alone, then joined to their churches: a deep page sorts and skips
  // bare rows, not joined ones.
  const pageIds = inOrder(events).select("events.id").offset(input.offset).limit(input.limit);
  const { items: rows, total } = await pageOf(
    eventsWithChurch(db)
      .where("events.id", "in", pageIds)
      .orderBy(past)
      .orderBy(sql`CASE WHEN ${past} THEN NULL ELSE events.start_date END`)
      .orderBy(sql`CASE WHEN ${past} THEN NULL ELSE events.id END`)
      .orderBy("events.startDate", "desc")
      .orderBy("events.id", "desc")
      .execute(),
    events.select(countAll).executeTakeFirst().then(totalOf),
  );
  const items = rows.map((row) => {
    const event = toEventView(row);
    return { ...event, isPast: (event.endDate ?? event.startDate) < today };
  });
  return { items, total };
}

/**
 * A clear field error instead of a foreign-key failure; the shared lock keeps the church from being deleted
 * before the event referring to it is written.
 */
async function requireHostChurch(trx: Database, churchId: number): Promise<void> {
  const church = await trx
    .selectFrom("churches")
    .select("id")
    .where("id", "=", churchId)
    .forShare()
    .executeTakeFirst();
  if (!church)
    throw invalid(MSG.sharedMessages.events.hostChurchNotFound, {
      churchId: [MSG.sharedMessages.events.hostChurchNotFound],
    });
}

async function eventById(db: Database, id: number): Promise<EventView> {
  const row = await eventsWithChurch(db).where("events.id", "=", id).executeTakeFirst();
  if (!row) throw notFound(MSG.sharedMessages.events.eventNotFound);
  return toEventView(row);
}

export async function createEvent(ctx: AdminContext, input: EventData): Promise<EventView> {
  const id = await adminWrite(ctx, async (trx, admin) => {
    const imageUrl = await acceptImageUrl({ ...ctx, db: trx }, input.imageUrl, { field: "imageUrl" });
    await requireHostChurch(trx, input.churchId);
    const row = await trx
      .insertInto("events")
      .values({ ...input, imageUrl, createdBy: admin.id })
      .returning("id")
      .executeTakeFirstOrThrow();
    return {
      result: row.id,
      audit: {
        action: "create",
        entity: "event",
        entityId: row.id,
        summary: `Created event "${input.title}"`,
      },
    };
  });
  return eventById(ctx.db, id);
}

/** Replaces the event's fields; an omitted imageUrl keeps the current image, null removes it. */
export async function updateEvent(ctx: AdminContext, { id, ...input }: EventUpdateData): Promise<EventView> {
  await adminWrite(ctx, async (trx) => {
    await requireHostChurch(trx, input.churchId);
    const current = await trx
      .selectFrom("events")
      .select("imageUrl")
      .where("id", "=", id)
      .forUpdate()
      .executeTakeFirst();
    if (!current) throw notFound(MSG.sharedMessages.events.eventNotFound);
    const imageUrl = await acceptImageUrl({ ...ctx, db: trx }, input.imageUrl, {
      field: "imageUrl",
      current: current.imageUrl,
    });
    const row = await trx
      .updateTable("events")
      .set({ ...input, imageUrl })
      .where("id", "=", id)
      .returning("id")
      .executeTakeFirst();
    if (!row) throw notFound(MSG.sharedMessages.events.eventNotFound);
    return {
      result: id,
      audit: { action: "update", entity: "event", entityId: id, summary: `Updated event "${input.title}"` },
    };
  });
  return eventById(ctx.db, id);
}

export function removeEvent(ctx: Pick<AdminContext, "db" | "user">, id: number): Promise<{ id: number }> {
  return adminWrite(ctx, async (trx) => {
    const row = await trx.deleteFrom("events").where("id", "=", id).returning("title").executeTakeFirst();
    if (!row) throw notFound(MSG.sharedMessages.events.eventNotFound);
    return {
      result: { id },
      audit: { action: "delete", entity: "event", entityId: id, summary: `Deleted event "${row.title}"` },
    };
  });
}
