import {
  DEFAULT_LOCALE,
  isLocale,
  type Locale,
  type Message,
  negotiateLocale,
  translate,
} from "@app/shared/i18n";
import type { FastifyRequest } from "fastify";

/** The language the address names (`?lang=es`), if it names one of ours. */
export function addressLocale(request: Pick<FastifyRequest, "query">): Locale | null {
  const lang = (request.query as { lang?: unknown } | undefined)?.lang;
  return isLocale(lang) ? lang : null;
}

/**
 * The language an API answer is written in: `?lang=es` when the address says it (a calendar app subscribed
 * from a Spanish page sends no useful header), else the request's `Accept-Language` (the web app sends the
 * language of the page the reader is on), English otherwise. Pages say their language in their path instead.
 */
export function requestLocale(request: Pick<FastifyRequest, "headers" | "query">): Locale {
  const named = addressLocale(request);
  if (named) return named;
  // (The context factory is also called once at start-up with no request at all: rest/account.ts.)
  return negotiateLocale(request.headers?.["accept-language"]) ?? DEFAULT_LOCALE;
}

/** A message body for an answer written outside the error handler, in the request's language. */
export function messageBody(
  request: Pick<FastifyRequest, "headers" | "query">,
  message: Message,
): { message: string } {
  return { message: translate(message, requestLocale(request)) };
}

/**
 * Field messages in `locale`: each is a key (a service's, or a zod issue's as `encodeMessage` wrote it); a
 * string that is no key is shown as it is.
 */
export function translateFieldErrors(
  fieldErrors: Record<string, readonly (Message | string)[] | undefined>,
  locale: Locale,
): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(fieldErrors).map(([field, messages]) => [
      field,
      (messages ?? []).map((message) => translate(message, locale)),
    ]),
  );
}
