import type { Database } from "../../db/connect.ts";
import { isoString } from "../timestamps.ts";

/** An event as both the public screens and the admin screen see it (spec public-site section 3). */
export interface EventView {
  id: number;
  title: string;
  description: string | null;
  type: string;
  /** Calendar dates as YYYY-MM-DD strings: never shifted by a time zone. */
  startDate: string;
  endDate: string | null;
  time: string | null;
  allDay: boolean;
  location: string;
  capacity: number | null;
  registrationRequired: boolean;
  imageUrl: string | null;
  callToActionText: string | null;
  callToActionUrl: string | null;
  church: { id: number; name: string };
  createdAt: string;
  updatedAt: string;
}

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

export function toEventView({ churchId, churchName, createdAt, updatedAt, ...event }: EventRow): EventView {
  return {
    ...event,
    church: { id: churchId, name: churchName },
    createdAt: isoString(createdAt),
    updatedAt: isoString(updatedAt),
  };
}
