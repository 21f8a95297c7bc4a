import { adminPageSchema, eventInputSchema, eventUpdateSchema, idSchema } from "@app/shared";
import { z } from "zod";
import { createEvent, listAllEvents, removeEvent, updateEvent } from "../services/events/admin.ts";
import {
  eventCalendar,
  listUpcomingEvents,
  publicEventById,
  upcomingEventsCalendar,
} from "../services/events/public.ts";
import { adminProcedure, publicProcedure, router } from "../trpc/init.ts";

const byId = z.strictObject({ id: idSchema });

export const eventsRouter = router({
  list: publicProcedure.query(({ ctx }) => listUpcomingEvents(ctx)),
  /** One event, past ones too: what /events/:id opens. */
  byId: publicProcedure.input(byId).query(({ ctx, input }) => publicEventById(ctx, input.id)),
  /** iCalendar text of every upcoming event. */
  calendar: publicProcedure.query(({ ctx }) => upcomingEventsCalendar(ctx)),
  /** iCalendar text of one event. */
  eventCalendar: publicProcedure.input(byId).query(({ ctx, input }) => eventCalendar(ctx, input.id)),
  adminList: adminProcedure.input(adminPageSchema).query(({ ctx, input }) => listAllEvents(ctx, input)),
  create: adminProcedure.input(eventInputSchema).mutation(({ ctx, input }) => createEvent(ctx, input)),
  update: adminProcedure.input(eventUpdateSchema).mutation(({ ctx, input }) => updateEvent(ctx, input)),
  remove: adminProcedure.input(byId).mutation(({ ctx, input }) => removeEvent(ctx, input.id)),
});
