import { TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import type { FastifyBaseLogger, FastifyError, FastifyInstance } from "fastify";
import { ZodError, z } from "zod";
import { isDatabaseUnavailable } from "../db/errors.ts";
import { DomainError, SERVICE_UNAVAILABLE_MESSAGE } from "../errors.ts";
import { localizeErrorBody, requestLocale } from "./locale.ts";

export interface HttpErrorBody {
  message: string;
  fieldErrors?: Record<string, string[]>;
}

type LogLevel = "error" | "warn" | null;

/** Retry-After of a 503: the database's usual return, and a full queue's turnover, take seconds. */
const RETRY_AFTER_SECONDS = "5";

/** The one mapping from any thrown error to a status and a body that is safe to send. */
export function toHttpError(error: unknown): { status: number; body: HttpErrorBody; log: LogLevel } {
  const cause = error instanceof TRPCError ? (error.cause ?? error) : error;
  if (cause instanceof ZodError) {
    const flat = z.flattenError(cause);
    const first = cause.issues[0];
    return {
      status: 400,
      body: {
        message: first?.message ?? "Invalid input",
        fieldErrors: flat.fieldErrors as Record<string, string[]>,
      },
      log: null,
    };
  }
  if (cause instanceof DomainError) {
    const status = cause.httpStatus ?? getHTTPStatusCodeFromError(new TRPCError({ code: cause.kind }));
    return {
      status,
      body: { message: cause.message, ...(cause.fieldErrors && { fieldErrors: cause.fieldErrors }) },
      log: null,
    };
  }
  if (isDatabaseUnavailable(error)) {
    return {
      status: 503,
      body: { message: SERVICE_UNAVAILABLE_MESSAGE },
      log: "warn",
    };
  }
  if (error instanceof TRPCError && error.code !== "INTERNAL_SERVER_ERROR") {
    return { status: getHTTPStatusCodeFromError(error), body: { message: error.message }, log: null };
  }
  const fastifyError = error as FastifyError;
  if (typeof fastifyError.statusCode === "number" && fastifyError.statusCode < 500) {
    return { status: fastifyError.statusCode, body: { message: fastifyError.message }, log: null };
  }
  return { status: 500, body: { message: "Something went wrong. Please try again." }, log: "error" };
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const { status, body } = toHttpError(error);
    logFailure(request.log, error);
    // A 503 is a moment's overload or outage: say when to come back (a shed request already said).
    if (status === 503 && !reply.hasHeader("retry-after")) reply.header("retry-after", RETRY_AFTER_SECONDS);
    // In the language the client asked for (docs/product/messages.md#languages-of-an-answer).
    return reply.status(status).send(localizeErrorBody(body, requestLocale(request)));
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
