import { z } from "zod";
import { EVENT_TYPES } from "./constants.ts";
import {
  blankable,
  dateString,
  isCalendarDate,
  oneOf,
  optionalInt,
  optionalText,
  requiredId,
  requiredText,
  wholeNumberAtLeastMessage,
} from "./fields.ts";
import { MSG } from "./i18n/keys.ts";
import { idSchema } from "./ids.ts";
import { imageUrlSchema, optionalHttpUrl } from "./url.ts";

/** The fields of the admin event dialog (docs/product/events.md#fields). */
const eventFields = {
  title: requiredText(200, MSG.messages.TITLE_REQUIRED),
  description: optionalText(5000),
  type: oneOf(EVENT_TYPES, MSG.messages.TYPE_REQUIRED),
  startDate: dateString(),
  endDate: blankable(dateString()),
  time: optionalText(50),
  allDay: z.boolean().default(false),
  location: requiredText(300, MSG.messages.LOCATION_REQUIRED),
  capacity: optionalInt(wholeNumberAtLeastMessage(MSG.messages.NUMBER_FIELD_LABELS.capacity, 0), 0),
  registrationRequired: z.boolean().default(false),
  callToActionText: optionalText(100),
  callToActionUrl: optionalHttpUrl(1000),
  churchId: requiredId(MSG.messages.CHURCH_REQUIRED),
  /** Omitted keeps the current image, null removes it, a URL replaces it. */
  imageUrl: imageUrlSchema,
};

// YYYY-MM-DD strings order like the dates they name; a malformed date already has its own message.
const endNotBeforeStart = (e: { startDate: string; endDate?: string | null }) =>
  !e.endDate || !isCalendarDate(e.endDate) || !isCalendarDate(e.startDate) || e.endDate >= e.startDate;
const endDateRule = { message: MSG.messages.END_DATE_BEFORE_START, path: ["endDate"] };

// An all-day event has no time (the database enforces it), whatever the form still holds.
const withoutTimeWhenAllDay = <T extends { allDay: boolean; time?: string | null }>(e: T): T =>
  e.allDay ? { ...e, time: null } : e;

/** POST /api/events: the whole event. */
export const eventInputSchema = z
  .strictObject(eventFields)
  .refine(endNotBeforeStart, endDateRule)
  .transform(withoutTimeWhenAllDay);
export type EventInput = z.input<typeof eventInputSchema>;
export type EventData = z.output<typeof eventInputSchema>;

/** PUT /api/events/{id}: the id beside the whole event, so field errors keep the form's own keys. */
export const eventUpdateSchema = z
  .strictObject({ id: idSchema, ...eventFields })
  .refine(endNotBeforeStart, endDateRule)
  .transform(withoutTimeWhenAllDay);
export type EventUpdateInput = z.input<typeof eventUpdateSchema>;
export type EventUpdateData = z.output<typeof eventUpdateSchema>;
