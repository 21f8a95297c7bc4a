import type { Database } from "../../db/connect.ts";
import { isoString } from "../timestamps.ts";

/** Events joined to their host church, with the columns the views need (never the creator). */
export function eventsWithChurch(db: Database) {
  return db
    .selectFrom("events")
    .innerJoin("churches", "churches.id", "events.churchId")
    .select([
      "events.id",
      "events.title",
      "events.description",
      "events.type",
      "events.startDate",
      "events.endDate",
      "events.time",
      "events.allDay",
      "events.location",
      "events.capacity",
      "events.registrationRequired",
      "events.imageUrl",
      "events.callToActionText",
      "events.callToActionUrl",
      "events.createdAt",
      "events.updatedAt",
      "churches.id as churchId",
      "churches.name as churchName",
    ]);
}

type EventRow = Awaited<ReturnType<ReturnType<typeof eventsWithChurch>["executeTakeFirstOrThrow"]>>;

/** An event as both the public screens and the admin screen see it (docs/product/events.md#fields). */
export type EventView = ReturnType<typeof toEventView>;

/** Calendar dates stay YYYY-MM-DD strings (never shifted by a time zone); timestamps become ISO strings. */
export function toEventView({ churchId, churchName, createdAt, updatedAt, ...event }: EventRow) {
  return {
    ...event,
    church: { id: churchId, name: churchName },
    createdAt: isoString(createdAt),
    updatedAt: isoString(updatedAt),
  };
}
