import type { EventInput, eventInputSchema } from "@app/shared";
import type { FormValues } from "../../../components/form";
import type { EventItem } from "../model";

/** What the dialog's inputs hold: the shared schema's input (text as typed, switches as booleans). */
export type EventFormValues = FormValues<typeof eventInputSchema>;

export const emptyEventForm = {
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
} satisfies EventFormValues;

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
