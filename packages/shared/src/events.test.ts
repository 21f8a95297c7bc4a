import { describe, expect, it } from "vitest";
import { eventInputSchema, eventUpdateSchema } from "./events.ts";
import { errorsOf, parseOk } from "./test-utils.ts";

const event = {
  title: "Harvest Supper",
  type: "fellowship",
  startDate: "2025-10-04",
  location: "Fellowship Hall",
  churchId: 3,
};

describe("eventInputSchema", () => {
  it("fills the defaults and blanks", () => {
    expect(parseOk(eventInputSchema, { ...event, endDate: "", time: "", capacity: "" })).toMatchObject({
      allDay: false,
      registrationRequired: false,
      endDate: null,
      time: null,
      capacity: null,
    });
  });

  it("accepts all nine stored types and nothing else", () => {
    for (const type of ["service", "study", "special", "workshop", "social", "other"]) {
      expect(parseOk(eventInputSchema, { ...event, type }).type).toBe(type);
    }
    expect(errorsOf(eventInputSchema, { ...event, type: "party" })).toEqual({ type: ["Type is required"] });
  });

  it("requires real calendar dates", () => {
    expect(errorsOf(eventInputSchema, { ...event, startDate: "2025-02-30" })).toEqual({
      startDate: ["Please enter a valid date"],
    });
    expect(errorsOf(eventInputSchema, { ...event, endDate: "10/05/2025" })).toEqual({
      endDate: ["Please enter a valid date"],
    });
  });

  it("refuses an end date before the start date, on endDate", () => {
    expect(errorsOf(eventInputSchema, { ...event, endDate: "2025-10-03" })).toEqual({
      endDate: ["End date cannot be before start date"],
    });
    expect(parseOk(eventInputSchema, { ...event, endDate: "2025-10-04" }).endDate).toBe("2025-10-04");
    expect(parseOk(eventInputSchema, { ...event, endDate: "2026-01-01" }).endDate).toBe("2026-01-01");
  });

  it("drops the time of an all-day event", () => {
    expect(parseOk(eventInputSchema, { ...event, allDay: true, time: "6:00 PM" }).time).toBeNull();
    expect(parseOk(eventInputSchema, { ...event, allDay: false, time: "6:00 PM" }).time).toBe("6:00 PM");
  });

  it("coerces capacity and the church id", () => {
    const data = parseOk(eventInputSchema, { ...event, capacity: "150", churchId: "12" });
    expect(data.capacity).toBe(150);
    expect(data.churchId).toBe(12);
    expect(errorsOf(eventInputSchema, { ...event, capacity: "-1" })).toEqual({
      capacity: ["Capacity must be a whole number of 0 or more"],
    });
    expect(errorsOf(eventInputSchema, { ...event, churchId: "" })).toEqual({
      churchId: ["Please select a church"],
    });
  });

  it("only takes http(s) call-to-action links", () => {
    expect(
      parseOk(eventInputSchema, {
        ...event,
        callToActionText: "Sign up",
        callToActionUrl: "https://forms.example/x",
      }),
    ).toMatchObject({ callToActionText: "Sign up", callToActionUrl: "https://forms.example/x" });
    expect(errorsOf(eventInputSchema, { ...event, callToActionUrl: "javascript:alert(1)" })).toEqual({
      callToActionUrl: ["Please enter a valid URL"],
    });
  });

  it("lets the image be set, removed with null or left out", () => {
    expect(
      parseOk(eventInputSchema, { ...event, imageUrl: "/api/uploads/00000000-0000-4000-8000-000000000009" })
        .imageUrl,
    ).toBe("/api/uploads/00000000-0000-4000-8000-000000000009");
    expect(parseOk(eventInputSchema, { ...event, imageUrl: null }).imageUrl).toBeNull();
    expect(parseOk(eventInputSchema, event)).not.toHaveProperty("imageUrl");
  });

  it("gives messages for missing required fields and refuses server-owned ones", () => {
    expect(errorsOf(eventInputSchema, {})).toEqual({
      title: ["Title is required"],
      type: ["Type is required"],
      startDate: ["Please enter a valid date"],
      location: ["Location is required"],
      churchId: ["Please select a church"],
    });
    expect(eventInputSchema.safeParse({ ...event, createdBy: 1 }).success).toBe(false);
    expect(eventInputSchema.safeParse({ ...event, id: 5 }).success).toBe(false);
  });

  it("caps text at the column lengths", () => {
    expect(errorsOf(eventInputSchema, { ...event, time: "x".repeat(51), location: "y".repeat(301) })).toEqual(
      {
        time: ["Must be at most 50 characters"],
        location: ["Must be at most 300 characters"],
      },
    );
  });
});

describe("eventUpdateSchema", () => {
  it("takes the id beside the same fields and rules", () => {
    const data = parseOk(eventUpdateSchema, { ...event, id: "7", allDay: true, time: "9:00 AM" });
    expect(data).toMatchObject({ id: 7, title: "Harvest Supper", time: null });
    expect(errorsOf(eventUpdateSchema, { ...event, id: 7, endDate: "2025-10-01" })).toEqual({
      endDate: ["End date cannot be before start date"],
    });
    expect(errorsOf(eventUpdateSchema, { ...event, id: "x" })).toEqual({ id: ["Invalid id"] });
    expect(eventUpdateSchema.safeParse({ ...event, id: 7, createdBy: 1 }).success).toBe(false);
  });
});
