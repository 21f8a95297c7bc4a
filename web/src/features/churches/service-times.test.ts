import { describe, expect, it } from "vitest";
import { clockTime, fromNow, occurrenceLabel, weekdayList, zoneName } from "./service-times";

// The page is English in a node test (lib/i18n.ts reads no window): these are the English words.
describe("a church's service times on its page", () => {
  it("names days and clock times as the page's language does", () => {
    expect(weekdayList([0, 3])).toBe("Sunday and Wednesday");
    expect(clockTime("09:00")).toBe("9:00 AM");
    expect(clockTime("18:30")).toBe("6:30 PM");
  });

  it("gives the next service's weekday and clock where the church is, whatever the visitor's zone", () => {
    const startsAt = new Date("2026-07-05T14:00:00Z");
    const occurrence = { startsAt, service: {} as never };
    expect(occurrenceLabel(occurrence, "America/Chicago")).toBe("Sunday 9:00 AM");
    expect(occurrenceLabel(occurrence, "America/Indiana/Indianapolis")).toBe("Sunday 10:00 AM");
    expect(zoneName("America/Chicago")).toBe("Central Time");
  });

  it("says how far off it is: hours within the day, else days by the church's calendar", () => {
    const nine = new Date("2026-07-05T14:00:00Z"); // Sunday 9:00 in Chicago
    expect(fromNow(nine, new Date("2026-07-05T11:00:00Z"), "America/Chicago")).toBe("in 3 hours");
    // Saturday 22:00 in Chicago: 11 hours away, but tomorrow there.
    expect(fromNow(nine, new Date("2026-07-05T03:00:00Z"), "America/Chicago")).toBe("in 11 hours");
    expect(fromNow(nine, new Date("2026-07-04T15:00:00Z"), "America/Chicago")).toBe("tomorrow");
    expect(fromNow(nine, new Date("2026-07-03T15:00:00Z"), "America/Chicago")).toBe("in 2 days");
  });
});
