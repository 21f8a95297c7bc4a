import { eventInputSchema } from "@app/shared";
import { translate } from "@app/shared/i18n";
import { zodResolver } from "@hookform/resolvers/zod";
import { describe, expect, it } from "vitest";
import type { EventItem } from "../model";
import { type EventFormValues, emptyEventForm, formFromEvent, toEventInput } from "./form";

/** What the dialog checks before sending: the form layer's resolver over the shared schema, first message per field. */
async function validateEventForm(values: EventFormValues): Promise<Record<string, string | undefined>> {
  const { errors } = await zodResolver(eventInputSchema)(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  return Object.fromEntries(
    Object.entries(errors).map(([field, error]) => [field, error?.message && translate(error.message, "en")]),
  );
}

const stored: EventItem = {
  id: 9,
  title: "Harvest Supper",
  description: null,
  type: "fellowship",
  startDate: "2030-10-04",
  endDate: null,
  time: "6:00 PM",
  allDay: false,
  location: "Hall",
  capacity: 80,
  registrationRequired: true,
  imageUrl: "/api/uploads/00000000-0000-4000-8000-000000000003",
  callToActionText: null,
  callToActionUrl: null,
  church: { id: 4, name: "Grace" },
  createdAt: "",
  updatedAt: "",
};

describe("toEventInput", () => {
  it("sends time null for an all-day event", () => {
    const input = toEventInput({ ...formFromEvent(stored), allDay: true });
    expect(input.time).toBeNull();
    expect(input.allDay).toBe(true);
  });

  it("on edit leaves an untouched image out, and sends a removed one as null or a new one as its URL", () => {
    const values = formFromEvent(stored);
    expect(toEventInput(values, stored)).not.toHaveProperty("imageUrl");
    expect(toEventInput({ ...values, imageUrl: null }, stored).imageUrl).toBeNull();
    expect(
      toEventInput({ ...values, imageUrl: "/api/uploads/00000000-0000-4000-8000-000000000008" }, stored)
        .imageUrl,
    ).toBe("/api/uploads/00000000-0000-4000-8000-000000000008");
    expect(toEventInput(emptyEventForm).imageUrl).toBeNull();
  });

  it("round-trips the stored event's fields", () => {
    expect(toEventInput(formFromEvent(stored), stored)).toMatchObject({
      title: "Harvest Supper",
      churchId: "4",
      capacity: "80",
      endDate: "",
      time: "6:00 PM",
    });
  });
});

describe("the dialog's check before sending", () => {
  it("gives the shared schema's messages per field", async () => {
    expect(await validateEventForm(emptyEventForm)).toEqual({
      title: "Title is required",
      type: "Type is required",
      churchId: "Please select a church",
      startDate: "Please enter a valid date",
      location: "Location is required",
    });
    const values = {
      ...formFromEvent(stored),
      endDate: "2030-10-01",
      capacity: "-4",
      callToActionUrl: "ftp://x",
    };
    expect(await validateEventForm(values)).toEqual({
      endDate: "End date cannot be before start date",
      capacity: "Capacity must be a whole number of 0 or more",
      callToActionUrl: "Please enter a valid URL",
    });
  });
});
