import type { FastifyReply } from "fastify";
import { addVary } from "../http/vary.ts";

/**
 * The calendar's own words (its name, "Host church", the event type) are in the request's language, from
 * `?lang=` or else Accept-Language (http/locale.ts): the answer says it varies by that header, so a shared
 * cache never gives one reader the calendar another's language asked for.
 */
export function sendCalendar(reply: FastifyReply, ics: string, disposition: string) {
  return addVary(reply, "accept-language")
    .type("text/calendar; charset=utf-8")
    .header("content-disposition", disposition)
    .header("cache-control", "no-cache")
    .send(ics);
}
