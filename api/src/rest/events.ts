import type { EventInput } from "@app/shared";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { bodyOf, type ContextFactory, callerFor, type IdParams, pathId } from "./caller.ts";

/** Adds a request header to Vary, keeping the names already there (compression adds Accept-Encoding later). */
function vary(reply: FastifyReply, name: string): FastifyReply {
  const current = reply.getHeader("vary");
  const names = (Array.isArray(current) ? current.join(",") : String(current ?? ""))
    .split(",")
    .map((value) => value.trim())
    .filter(Boolean);
  if (names.some((value) => value === "*" || value.toLowerCase() === name.toLowerCase())) return reply;
  return reply.header("vary", [...names, name].join(", "));
}

/**
 * The calendar's own words (its name, "Host church", the event type) are in the request's language, from
 * `?lang=` or else Accept-Language (http/locale.ts): the answer says it varies by that header, so a shared
 * cache never gives one reader the calendar another's language asked for.
 */
function sendCalendar(reply: FastifyReply, ics: string, disposition: string) {
  return vary(reply, "accept-language")
    .type("text/calendar; charset=utf-8")
    .header("content-disposition", disposition)
    .header("cache-control", "no-cache")
    .send(ics);
}

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
