import { describe, expect, it } from "vitest";
import type { EventItem } from "../model";
import { emptyEventForm, firstMessages, formFromEvent, toEventInput, validateEventForm } from "./form";

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

describe("validateEventForm", () => {
  it("gives the shared schema's messages per field", () => {
    expect(validateEventForm(toEventInput(emptyEventForm))).toEqual({
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
    expect(validateEventForm(toEventInput(values))).toEqual({
      endDate: "End date cannot be before start date",
      capacity: "Capacity must be a whole number of 0 or more",
      callToActionUrl: "Please enter a valid URL",
    });
  });

  it("keeps only known fields from server messages", () => {
    expect(firstMessages({ churchId: ["Host church not found"], id: ["Invalid id"] })).toEqual({
      churchId: "Host church not found",
    });
  });
});
