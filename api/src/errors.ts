/**
 * Domain errors thrown by services. They are mapped to tRPC codes and HTTP statuses in one place
 * (trpc/init.ts); anything else becomes a generic 500 whose cause is logged, never sent.
 */
import { HTTP_MESSAGES } from "@app/shared";

export type DomainErrorKind =
  | "BAD_REQUEST"
  | "UNAUTHORIZED"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "CONFLICT"
  | "PAYLOAD_TOO_LARGE"
  | "UNSUPPORTED_MEDIA_TYPE"
  | "TOO_MANY_REQUESTS"
  | "SERVICE_UNAVAILABLE";

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    /** Field messages, shown beside form fields like zod's. */
    readonly fieldErrors?: Record<string, string[]>,
    /** An HTTP status tRPC has no code for (507); REST answers with it, tRPC with the kind's status. */
    readonly httpStatus?: number,
  ) {
    super(message);
    this.name = "DomainError";
  }
}

/** The text of every 503: an outage, an overload, a queue that is full (the catalogues translate it). */
export const SERVICE_UNAVAILABLE_MESSAGE =
  "The service is temporarily unavailable. Please try again shortly.";

export const notFound = (message: string = HTTP_MESSAGES.notFound) => new DomainError("NOT_FOUND", message);
export const forbidden = (message: string = HTTP_MESSAGES.forbidden) => new DomainError("FORBIDDEN", message);
export const unauthorized = (message: string = HTTP_MESSAGES.unauthorized) =>
  new DomainError("UNAUTHORIZED", message);
export const conflict = (message: string) => new DomainError("CONFLICT", message);
export const invalid = (message: string, fieldErrors?: Record<string, string[]>) =>
  new DomainError("BAD_REQUEST", message, fieldErrors);
export const tooManyRequests = (message = "Too many requests. Please wait a few minutes and try again.") =>
  new DomainError("TOO_MANY_REQUESTS", message);
