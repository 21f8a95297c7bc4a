import type { EventInput } from "@app/shared";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { sendCalendar } from "./calendar-reply.ts";
import { bodyOf, type ContextFactory, callerFor, type IdParams, pathId } from "./caller.ts";

export function eventsRoutes(app: FastifyInstance, createContext: ContextFactory): void {
  const events = (req: FastifyRequest, reply: FastifyReply) => callerFor(createContext, req, reply).events;

  app.get("/api/events", (req, reply) => events(req, reply).list());
  app.post("/api/events", async (req, reply) => {
    const created = await events(req, reply).create(bodyOf<EventInput>(req.body));
    return reply.status(201).send(created);
  });
  app.put<IdParams>("/api/events/:id", (req, reply) =>
    events(req, reply).update({ ...bodyOf<EventInput>(req.body), id: pathId(req.params.id) }),
  );
  app.delete<IdParams>("/api/events/:id", (req, reply) =>
    events(req, reply).remove({ id: pathId(req.params.id) }),
  );

  // Calendar apps subscribe to this URL; "inline" lets them read it rather than save it.
  app.get("/api/events.ics", async (req, reply) =>
    sendCalendar(reply, await events(req, reply).calendar(), 'inline; filename="events.ics"'),
  );
  app.get<IdParams>("/api/events/:id/ics", async (req, reply) => {
    const ics = await events(req, reply).eventCalendar({ id: pathId(req.params.id) });
    return sendCalendar(reply, ics, `attachment; filename="event-${Number(req.params.id)}.ics"`);
  });
}
