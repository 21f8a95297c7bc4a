import type { FastifyReply } from "fastify";

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
export function sendCalendar(reply: FastifyReply, ics: string, disposition: string) {
  return vary(reply, "accept-language")
    .type("text/calendar; charset=utf-8")
    .header("content-disposition", disposition)
    .header("cache-control", "no-cache")
    .send(ics);
}
