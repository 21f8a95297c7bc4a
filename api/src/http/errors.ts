import { DEFAULT_LOCALE, type Locale, MSG, translate } from "@app/shared/i18n";
import { TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import type { FastifyBaseLogger, FastifyError, FastifyInstance } from "fastify";
import { ZodError, z } from "zod";
import { isDatabaseUnavailable } from "../db/errors.ts";
import { DomainError, SERVICE_UNAVAILABLE_MESSAGE } from "../errors.ts";
import { requestLocale, translateFieldErrors } from "./locale.ts";

export interface HttpErrorBody {
  message: string;
  fieldErrors?: Record<string, string[]>;
}

type LogLevel = "error" | "warn" | null;

/** Retry-After of a 503: the database's usual return, and a full queue's turnover, take seconds. */
const RETRY_AFTER_SECONDS = "5";

/**
 * The one mapping from any thrown error to a status and a body that is safe to send, written in `locale`
 * (docs/product/messages.md#languages-of-an-answer): services and schemas give keys, translated here.
 */
export function toHttpError(
  error: unknown,
  locale: Locale = DEFAULT_LOCALE,
): { status: number; body: HttpErrorBody; log: LogLevel } {
  const cause = error instanceof TRPCError ? (error.cause ?? error) : error;
  if (cause instanceof ZodError) {
    const flat = z.flattenError(cause);
    const first = cause.issues[0];
    return {
      status: 400,
      body: {
        message: translate(first?.message ?? MSG.errors.invalidInput, locale),
        fieldErrors: translateFieldErrors(flat.fieldErrors as Record<string, string[]>, locale),
      },
      log: null,
    };
  }
  if (cause instanceof DomainError) {
    const status = cause.httpStatus ?? getHTTPStatusCodeFromError(new TRPCError({ code: cause.kind }));
    const fieldErrors = cause.fieldErrors && translateFieldErrors(cause.fieldErrors, locale);
    return {
      status,
      body: { message: translate(cause.said, locale), ...(fieldErrors && { fieldErrors }) },
      log: null,
    };
  }
  if (isDatabaseUnavailable(error)) {
    return { status: 503, body: { message: translate(SERVICE_UNAVAILABLE_MESSAGE, locale) }, log: "warn" };
  }
  // tRPC's and Fastify's own refusals (an unknown procedure, a body too large) are in their English.
  if (error instanceof TRPCError && error.code !== "INTERNAL_SERVER_ERROR") {
    return {
      status: getHTTPStatusCodeFromError(error),
      body: { message: translate(error.message, locale) },
      log: null,
    };
  }
  const fastifyError = error as FastifyError;
  if (typeof fastifyError.statusCode === "number" && fastifyError.statusCode < 500) {
    return { status: fastifyError.statusCode, body: { message: fastifyError.message }, log: null };
  }
  return { status: 500, body: { message: translate(MSG.errors.generic, locale) }, log: "error" };
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    // In the language the client asked for (docs/product/messages.md#languages-of-an-answer).
    const { status, body } = toHttpError(error, requestLocale(request));
    logFailure(request.log, error);
    // A 503 is a moment's overload or outage: say when to come back (a shed request already said).
    if (status === 503 && !reply.hasHeader("retry-after")) reply.header("retry-after", RETRY_AFTER_SECONDS);
    return reply.status(status).send(body);
  });
}

/**
 * Unknown failures are logged with their stack; an unavailable database is expected during an outage and is
 * logged as one short line per request, so the log stays readable while it lasts.
 */
export function logFailure(log: FastifyBaseLogger, error: unknown, path?: string): void {
  const { log: level } = toHttpError(error);
  if (level === "error") log.error({ err: error, path }, "request failed");
  else if (level === "warn") log.warn({ path, cause: rootMessage(error) }, "database unavailable");
}

function rootMessage(error: unknown): string {
  let current = error;
  while (current instanceof Error && current.cause instanceof Error) current = current.cause;
  return current instanceof Error ? current.message : String(current);
}
