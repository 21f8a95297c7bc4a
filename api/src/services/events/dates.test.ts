import { describe, expect, it } from "vitest";
import { addDays, todayIn } from "./dates.ts";

describe("todayIn", () => {
  it("is the local date of the zone, not UTC's", () => {
    // 03:30 UTC on 2 March is still the evening of 1 March in Chicago (UTC-6 in winter).
    const now = new Date("2026-03-02T03:30:00Z");
    expect(todayIn("America/Chicago", now)).toBe("2026-03-01");
    expect(todayIn("UTC", now)).toBe("2026-03-02");
    expect(todayIn("America/Chicago", new Date("2026-07-01T04:59:00Z"))).toBe("2026-06-30");
    expect(todayIn("America/Chicago", new Date("2026-07-01T05:00:00Z"))).toBe("2026-07-01");
  });
});

describe("addDays", () => {
  it("moves across months, years and leap days", () => {
    expect(addDays("2026-01-31", 1)).toBe("2026-02-01");
    expect(addDays("2025-12-31", 1)).toBe("2026-01-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });
});
