import { DEFAULT_LOCALE, isLocale, type Locale, localizeMessage, negotiateLocale } from "@app/shared/i18n";
import type { FastifyRequest } from "fastify";
import type { HttpErrorBody } from "./errors.ts";

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
  text: string,
): { message: string } {
  return { message: localizeMessage(text, requestLocale(request)) };
}

/** An error answer's message and field messages in `locale` (texts the catalogue does not know stay English). */
export function localizeErrorBody(body: HttpErrorBody, locale: Locale): HttpErrorBody {
  if (locale === DEFAULT_LOCALE) return body;
  return {
    ...body,
    message: localizeMessage(body.message, locale),
    ...(body.fieldErrors && { fieldErrors: localizeFieldErrors(body.fieldErrors, locale) }),
  };
}

export function localizeFieldErrors(
  fieldErrors: Record<string, string[] | undefined>,
  locale: Locale,
): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(fieldErrors).map(([field, messages]) => [
      field,
      (messages ?? []).map((message) => localizeMessage(message, locale)),
    ]),
  );
}
