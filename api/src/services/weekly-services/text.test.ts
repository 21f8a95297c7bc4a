import { weeklyServiceSchema } from "@app/shared";
import { describe, expect, it } from "vitest";
import { servicesFromText } from "./carry-over.ts";
import { serviceTimesText } from "./text.ts";

const service = (input: Record<string, unknown>) =>
  weeklyServiceSchema.parse({ days: [0], start: "9:00", kind: "worship", ...input });

describe("serviceTimesText", () => {
  it("writes one line a service, which the text reader reads back for the weekly ones", () => {
    const services = [
      service({ days: [6], start: "17:00", kind: "mass" }),
      service({ days: [0], start: "11:00", kind: "worship", languages: ["es"] }),
      service({ days: [0], start: "17:00", kind: "other", weekOfMonth: 1, note: "Communion" }),
      service({
        days: [0],
        start: "8:00",
        seasonFrom: "2027-06-06",
        seasonTo: "2027-08-29",
        note: "Outdoors",
      }),
    ];
    const text = serviceTimesText(services);
    expect(text).toBe(
      [
        "Saturday Mass: 5:00 PM",
        "Sunday Worship: 11:00 AM (in Spanish)",
        "First Sunday Service: 5:00 PM (Communion)",
        "Sunday Worship: 8:00 AM (from 2027-06-06 until 2027-08-29; Outdoors)",
      ].join("\n"),
    );
    // The weekly lines read back as their day and time; the monthly one is left to the text.
    expect(servicesFromText(text).map(({ days, start }) => ({ days, start }))).toEqual([
      { days: [6], start: "17:00" },
      { days: [0], start: "11:00" },
      { days: [0], start: "08:00" },
    ]);
    expect(serviceTimesText([])).toBeNull();
  });
});
