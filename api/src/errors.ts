/**
 * Domain errors thrown by services. They are mapped to tRPC codes and HTTP statuses in one place
 * (trpc/init.ts); anything else becomes a generic 500 whose cause is logged, never sent. A domain error
 * carries a catalogue key (and its values), never a sentence: the answer writes it in the request's language
 * (http/locale.ts).
 */
import { type Message, MSG, translate } from "@app/shared/i18n";

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

export type FieldMessages = Record<string, Message[]>;

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    /** What the answer says, in the request's language. */
    readonly said: Message,
    /** Field messages, shown beside form fields like zod's. */
    readonly fieldErrors?: FieldMessages,
    /** An HTTP status tRPC has no code for (507); REST answers with it, tRPC with the kind's status. */
    readonly httpStatus?: number,
  ) {
    // The English text, for logs and for callers that read `message` (createCaller in tests).
    super(translate(said, "en"));
    this.name = "DomainError";
  }
}

/** The message of every 503: an outage, an overload, a queue that is full. */
export const SERVICE_UNAVAILABLE_MESSAGE = MSG.errors.unavailable;

export const notFound = (message: Message = MSG.sharedMessages.http.notFound) =>
  new DomainError("NOT_FOUND", message);
export const forbidden = (message: Message = MSG.sharedMessages.http.forbidden) =>
  new DomainError("FORBIDDEN", message);
export const unauthorized = (message: Message = MSG.sharedMessages.http.unauthorized) =>
  new DomainError("UNAUTHORIZED", message);
export const conflict = (message: Message) => new DomainError("CONFLICT", message);
/** A refusal of the input; a message that names the field it is about is also shown beside that field. */
export const invalid = (message: Message, fieldErrors?: FieldMessages) =>
  new DomainError("BAD_REQUEST", message, fieldErrors);
export const tooManyRequests = (message: Message = MSG.errors.tooManyRequests) =>
  new DomainError("TOO_MANY_REQUESTS", message);
