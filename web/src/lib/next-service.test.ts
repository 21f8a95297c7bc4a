import type { ServiceKind } from "@app/shared";
import { afterAll, describe, expect, it } from "vitest";
import { i18n, localeRewrite } from "./i18n";
import { nextServiceText, whenQuestionOf } from "./next-service";

// The cards' and the map popup's "next service" (docs/product/weekly-services.md, "The next service"), as the
// directory's page carries the schedules (docs/directory-api.md, "The page's schedules").
const CENTRAL = "America/Chicago";
/** Scottsbluff, Nebraska: one of the Midwest's Mountain-time counties. */
const MOUNTAIN = "America/Denver";

interface Row {
  days: number[];
  start: string;
  kind: ServiceKind;
  languages: string[];
  weekOfMonth?: 1 | 2 | 3 | 4 | -1;
  seasonFrom?: string;
  seasonTo?: string;
}

/** Grand Avenue, Des Moines, as the demo lists it. */
const grandAvenue: Row[] = [
  { days: [0], start: "09:00", kind: "worship", languages: ["en"] },
  { days: [0], start: "11:00", kind: "worship", languages: ["es"] },
  { days: [3], start: "18:30", kind: "prayer", languages: [] },
  { days: [0], start: "17:00", kind: "other", languages: [], weekOfMonth: 1 },
];

const say = (rows: Row[], zone: string, now: string, question?: Parameters<typeof whenQuestionOf>[0]) =>
  nextServiceText(rows, zone, new Date(now), i18n.t, question ? whenQuestionOf(question) : undefined);

describe("a card's next service, in English", () => {
  it("names the church's next service, its language and how far off it is", () => {
    // Friday 3 July 2026, 10:00 in Des Moines.
    expect(say(grandAvenue, CENTRAL, "2026-07-03T15:00:00Z")).toBe("Sunday 9:00 AM · in English · in 2 days");
    // Sunday 9:30: the 9:00 has started, so the 11:00 is next.
    expect(say(grandAvenue, CENTRAL, "2026-07-05T14:30:00Z")).toBe(
      "Sunday 11:00 AM · in Spanish · in 2 hours",
    );
    // Monday: Wednesday's prayer, said by its kind (plain worship is not).
    expect(say(grandAvenue, CENTRAL, "2026-07-06T15:00:00Z")).toBe("Wednesday 6:30 PM · Prayer · in 2 days");
  });

  it("under the When filters, names the service they asked for rather than the church's next", () => {
    const spanishSundayMorning = { day: "this-sunday", time: "morning", serviceLanguage: "es" };
    expect(say(grandAvenue, CENTRAL, "2026-07-03T15:00:00Z", spanishSundayMorning)).toBe(
      "Sunday 11:00 AM · in Spanish · in 2 days",
    );
    // An exact window: services starting from 10:30 to 12:00.
    expect(say(grandAvenue, CENTRAL, "2026-07-03T15:00:00Z", { from: "10:30", to: "12:00" })).toBe(
      "Sunday 11:00 AM · in Spanish · in 2 days",
    );
    // A filter none of its services answers by this clock: the church's next one all the same.
    expect(say(grandAvenue, CENTRAL, "2026-07-03T15:00:00Z", { day: "fri" })).toBe(
      "Sunday 9:00 AM · in English · in 2 days",
    );
    expect(whenQuestionOf({})).toBeUndefined();
  });

  it("stays at 9:00 local on the Sunday of each daylight-saving change", () => {
    const nine = [{ days: [0], start: "09:00", kind: "worship" as const, languages: [] }];
    // Saturday 7 March 2026, noon CST; clocks go forward at 2:00 on Sunday 8 March.
    expect(say(nine, CENTRAL, "2026-03-07T18:00:00Z")).toBe("Sunday 9:00 AM · tomorrow");
    // Sunday 8 March, 7:00 CDT (12:00 UTC): two hours to go, not three.
    expect(say(nine, CENTRAL, "2026-03-08T12:00:00Z")).toBe("Sunday 9:00 AM · in 2 hours");
    // Sunday 1 November 2026, clocks went back at 2:00: 7:00 CST is 13:00 UTC, still two hours before 9:00.
    expect(say(nine, CENTRAL, "2026-11-01T13:00:00Z")).toBe("Sunday 9:00 AM · in 2 hours");
  });

  it("reads a Mountain-time church's clock, not the visitor's", () => {
    const mass = [{ days: [0], start: "09:00", kind: "mass" as const, languages: ["es"] }];
    // 12:00 UTC on Sunday 5 July is 7:00 in Des Moines but 6:00 in Scottsbluff.
    expect(say(mass, MOUNTAIN, "2026-07-05T12:00:00Z")).toBe(
      "Sunday 9:00 AM · Mass · in Spanish · in 3 hours",
    );
    expect(say(mass, CENTRAL, "2026-07-05T12:00:00Z")).toBe(
      "Sunday 9:00 AM · Mass · in Spanish · in 2 hours",
    );
  });

  it("says nothing for a season that has ended or a church that lists no services", () => {
    const summer = [
      {
        days: [0],
        start: "08:00",
        kind: "worship" as const,
        languages: [],
        seasonFrom: "2026-06-01",
        seasonTo: "2026-08-31",
      },
    ];
    expect(say(summer, CENTRAL, "2026-09-07T12:00:00Z")).toBeNull();
    expect(say([], CENTRAL, "2026-09-07T12:00:00Z")).toBeNull();
  });
});

describe("a card's next service, in Spanish", () => {
  afterAll(async () => {
    localeRewrite.input!({ url: new URL("http://localhost/") } as never);
    await i18n.changeLanguage("en");
  });

  it("uses the Spanish words for the day, the clock, the language, the kind and the distance", async () => {
    localeRewrite.input!({ url: new URL("http://localhost/es/") } as never);
    await i18n.changeLanguage("es");
    expect(say(grandAvenue, CENTRAL, "2026-07-03T15:00:00Z", { serviceLanguage: "es" })).toBe(
      "domingo 11:00 a.m. · en español · pasado mañana",
    );
    expect(say(grandAvenue, CENTRAL, "2026-07-06T15:00:00Z")).toBe(
      "miércoles 6:30 p.m. · Oración · pasado mañana",
    );
    expect(say(grandAvenue, CENTRAL, "2026-07-05T11:00:00Z")).toBe(
      "domingo 9:00 a.m. · en inglés · dentro de 3 horas",
    );
  });
});
