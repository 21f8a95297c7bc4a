import { describe, expect, it } from "vitest";
import { MSG } from "./i18n/keys.ts";
import {
  nextOccurrence,
  nextService,
  parseTimeOfDay,
  type WeeklyServiceInput,
  weeklyServiceSchema,
} from "./weekly-services.ts";

const CENTRAL = "America/Chicago";
const EASTERN = "America/Indiana/Indianapolis";
const MOUNTAIN = "America/Denver";

const service = (input: Partial<WeeklyServiceInput> = {}) =>
  weeklyServiceSchema.parse({ days: [0], start: "9:00", kind: "worship", ...input });

describe("parseTimeOfDay", () => {
  it.each([
    ["9", "09:00"],
    ["9:30", "09:30"],
    ["9:30 am", "09:30"],
    ["9:30AM", "09:30"],
    ["7 p.m.", "19:00"],
    ["12 pm", "12:00"],
    ["12:15 am", "00:15"],
    ["18:00", "18:00"],
    ["18h30", "18:30"],
    ["noon", "12:00"],
  ])("reads %j as %s", (text, time) => {
    expect(parseTimeOfDay(text)).toBe(time);
  });

  it.each(["", "9:75", "24:00", "13 pm", "soon", "9:3"])("refuses %j", (text) => {
    expect(parseTimeOfDay(text)).toBeNull();
  });
});

describe("weeklyServiceSchema", () => {
  it("keeps each day once, in week order, and reads the times people type", () => {
    expect(service({ days: [3, 0, 3], start: "6:30 pm", end: "19:30" })).toMatchObject({
      days: [0, 3],
      start: "18:30",
      end: "19:30",
      languages: [],
      weekOfMonth: null,
      note: null,
      readFromText: false,
    });
  });

  it("says which field is wrong, with the shared messages", () => {
    const result = weeklyServiceSchema.safeParse({
      days: [],
      start: "soon",
      kind: "worship",
      seasonFrom: "2026-09-01",
      seasonTo: "2026-06-01",
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]),
    );
    expect(messages).toMatchObject({
      days: MSG.sharedMessages.weeklyServices.days,
      start: MSG.sharedMessages.weeklyServices.time,
    });
    const ordered = weeklyServiceSchema.safeParse({
      days: [0],
      start: "10:00",
      end: "9:00",
      kind: "mass",
      seasonFrom: "2026-09-01",
      seasonTo: "2026-06-01",
    });
    expect(ordered.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["end", MSG.sharedMessages.weeklyServices.endBeforeStart],
      ["seasonTo", MSG.sharedMessages.weeklyServices.seasonOrder],
    ]);
  });
});

describe("nextOccurrence", () => {
  it("is 9:00 in the church's own zone: Central and Eastern churches differ by an hour", () => {
    // Wednesday 1 July 2026, noon UTC.
    const now = new Date("2026-07-01T12:00:00Z");
    expect(nextOccurrence(service(), now, CENTRAL)?.startsAt.toISOString()).toBe("2026-07-05T14:00:00.000Z");
    expect(nextOccurrence(service(), now, EASTERN)?.startsAt.toISOString()).toBe("2026-07-05T13:00:00.000Z");
    expect(nextOccurrence(service(), now, MOUNTAIN)?.startsAt.toISOString()).toBe("2026-07-05T15:00:00.000Z");
  });

  it("stays at 9:00 local on the Sunday of each DST change", () => {
    // DST starts on Sunday 8 March 2026 and ends on Sunday 1 November 2026 in the US.
    const beforeSpring = new Date("2026-03-07T18:00:00Z");
    expect(nextOccurrence(service(), beforeSpring, CENTRAL)?.startsAt.toISOString()).toBe(
      "2026-03-08T14:00:00.000Z", // 9:00 CDT (UTC-5)
    );
    const beforeFall = new Date("2026-10-31T18:00:00Z");
    expect(nextOccurrence(service(), beforeFall, CENTRAL)?.startsAt.toISOString()).toBe(
      "2026-11-01T15:00:00.000Z", // 9:00 CST (UTC-6)
    );
    expect(nextOccurrence(service(), beforeFall, EASTERN)?.startsAt.toISOString()).toBe(
      "2026-11-01T14:00:00.000Z", // 9:00 EST (UTC-5)
    );
  });

  it("takes a service that has started as past, and finds next week's", () => {
    const sundayNineThirty = new Date("2026-07-05T14:30:00Z"); // 9:30 Central
    expect(nextOccurrence(service(), sundayNineThirty, CENTRAL)?.startsAt.toISOString()).toBe(
      "2026-07-12T14:00:00.000Z",
    );
    // Late on Saturday in Chicago is already Sunday in UTC: the local day counts.
    const saturdayNight = new Date("2026-07-05T03:00:00Z"); // Saturday 22:00 Central
    expect(nextOccurrence(service(), saturdayNight, CENTRAL)?.startsAt.toISOString()).toBe(
      "2026-07-05T14:00:00.000Z",
    );
  });

  it("keeps to the week of the month: the first Sunday and the last", () => {
    const now = new Date("2026-07-06T12:00:00Z"); // Monday 6 July
    const first = service({ weekOfMonth: 1 });
    expect(nextOccurrence(first, now, CENTRAL)?.startsAt.toISOString()).toBe("2026-08-02T14:00:00.000Z");
    const last = service({ weekOfMonth: -1 });
    expect(nextOccurrence(last, now, CENTRAL)?.startsAt.toISOString()).toBe("2026-07-26T14:00:00.000Z");
  });

  it("keeps to its season, and is never again once the season is over", () => {
    const summer = service({ seasonFrom: "2026-06-01", seasonTo: "2026-08-31" });
    expect(nextOccurrence(summer, new Date("2026-05-01T12:00:00Z"), CENTRAL)?.startsAt.toISOString()).toBe(
      "2026-06-07T14:00:00.000Z",
    );
    expect(nextOccurrence(summer, new Date("2026-09-01T12:00:00Z"), CENTRAL)).toBeNull();
  });

  it("gives the soonest of a church's services", () => {
    const services = [
      service({ days: [0], start: "9:00" }),
      service({ days: [6], start: "17:00", kind: "mass", languages: ["es"] }),
      service({ days: [3], start: "19:00", kind: "prayer" }),
    ];
    const friday = new Date("2026-07-03T15:00:00Z");
    const next = nextService(services, friday, CENTRAL);
    expect(next?.service.kind).toBe("mass");
    expect(next?.startsAt.toISOString()).toBe("2026-07-04T22:00:00.000Z");
    expect(nextService([], friday, CENTRAL)).toBeNull();
  });
});
