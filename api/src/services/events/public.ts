import { MSG } from "@app/shared/i18n";
import type { Database } from "../../db/connect.ts";
import { notFound } from "../../errors.ts";
import type { ServiceContext } from "../context.ts";
import { buildCalendar } from "./calendar.ts";
import { todayIn } from "./dates.ts";
import { type EventView, eventsWithChurch, toEventView } from "./rows.ts";

type PublicContext = Pick<ServiceContext, "db" | "config" | "locale">;

/**
 * Upcoming events of approved churches, soonest first: those whose end date (or start date, when there is
 * none) is today or later, where "today" is the local date of the network's time zone, not the server's or UTC.
 */
export async function listUpcomingEvents(
  { db, config }: PublicContext,
  now = new Date(),
): Promise<EventView[]> {
  const today = todayIn(config.EVENTS_TIME_ZONE, now);
  const rows = await eventsWithChurch(db)
    // A pending church is not public yet: neither are its events nor its name.
    .where("churches.isApproved", "=", true)
    .where((eb) => eb(eb.fn.coalesce("events.endDate", "events.startDate"), ">=", today))
    .orderBy("events.startDate")
    .orderBy("events.id")
    .execute();
  return rows.map(toEventView);
}

const calendarOptions = ({ config, locale }: Pick<PublicContext, "config" | "locale">) => ({
  timeZone: config.EVENTS_TIME_ZONE,
  name: config.ASSOCIATION_NAME,
  baseUrl: config.PUBLIC_BASE_URL,
  locale,
});

/** The subscribable feed of every upcoming event (GET /api/events.ics). */
export async function upcomingEventsCalendar(context: PublicContext): Promise<string> {
  return buildCalendar(await listUpcomingEvents(context), calendarOptions(context));
}

/**
 * One event of an approved church, for its page (/events/:id) and its .ics file. Events are public, so a
 * past one is served too: a link shared last week still opens.
 */
export async function publicEventById({ db }: { db: Database }, id: number): Promise<EventView> {
  const row = await eventsWithChurch(db)
    .where("events.id", "=", id)
    .where("churches.isApproved", "=", true)
    .executeTakeFirst();
  if (!row) throw notFound(MSG.sharedMessages.events.eventNotFound);
  return toEventView(row);
}

/** One event as an .ics file, for "Add to calendar". */
export async function eventCalendar(context: PublicContext, id: number): Promise<string> {
  return buildCalendar([await publicEventById(context, id)], calendarOptions(context));
}
