import { type EventInput, eventInputSchema } from "@app/shared";
import type { EventItem } from "../model";

/** What the dialog's inputs hold: text as typed, switches as booleans, the image as a URL or none. */
export interface EventFormValues {
  title: string;
  description: string;
  type: string;
  churchId: string;
  startDate: string;
  endDate: string;
  allDay: boolean;
  time: string;
  location: string;
  capacity: string;
  registrationRequired: boolean;
  callToActionText: string;
  callToActionUrl: string;
  imageUrl: string | null;
}

export type FormErrors = Partial<Record<keyof EventFormValues, string>>;

export const emptyEventForm: EventFormValues = {
  title: "",
  description: "",
  type: "",
  churchId: "",
  startDate: "",
  endDate: "",
  allDay: false,
  time: "",
  location: "",
  capacity: "",
  registrationRequired: false,
  callToActionText: "",
  callToActionUrl: "",
  imageUrl: null,
};

export function formFromEvent(event: EventItem): EventFormValues {
  return {
    title: event.title,
    description: event.description ?? "",
    type: event.type,
    churchId: String(event.church.id),
    startDate: event.startDate,
    endDate: event.endDate ?? "",
    allDay: event.allDay,
    time: event.time ?? "",
    location: event.location,
    capacity: event.capacity == null ? "" : String(event.capacity),
    registrationRequired: event.registrationRequired,
    callToActionText: event.callToActionText ?? "",
    callToActionUrl: event.callToActionUrl ?? "",
    imageUrl: event.imageUrl,
  };
}

/**
 * The request body. An all-day event sends time null; on edit an untouched image is left out (kept), a removed
 * one is sent as null and a new one as its URL.
 */
export function toEventInput(values: EventFormValues, original?: EventItem | null): EventInput {
  const { imageUrl, ...fields } = values;
  const input: EventInput = { ...fields, time: values.allDay ? null : values.time };
  if (!original || imageUrl !== original.imageUrl) input.imageUrl = imageUrl;
  return input;
}

/** The shared schema's messages, keyed by field, so the form says what the server would say. */
export function validateEventForm(input: EventInput): FormErrors {
  const result = eventInputSchema.safeParse(input);
  if (result.success) return {};
  return firstMessages(
    Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0] ?? ""), [issue.message]])),
  );
}

/** One message per field from a `{ field: [messages] }` map (the server's fieldErrors). */
export function firstMessages(errors: Record<string, string[] | undefined>): FormErrors {
  const out: FormErrors = {};
  for (const [field, messages] of Object.entries(errors)) {
    if (field in emptyEventForm && messages?.[0] && !out[field as keyof EventFormValues]) {
      out[field as keyof EventFormValues] = messages[0];
    }
  }
  return out;
}
