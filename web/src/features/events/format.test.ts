import { describe, expect, it } from "vitest";
import { formatEventDate, formatEventTime } from "./format";

describe("formatEventDate", () => {
  it("shows the calendar date as stored, whatever the time zone", () => {
    expect(formatEventDate("2025-10-04", null)).toBe("Sat, Oct 4, 2025");
    expect(formatEventDate("2026-01-01", "2026-01-01")).toBe("Thu, Jan 1, 2026");
  });

  it("shows a multi-day event as a range", () => {
    expect(formatEventDate("2025-10-04", "2025-10-06").replace(/\s/g, " ")).toBe(
      "Sat, Oct 4 – Mon, Oct 6, 2025",
    );
    expect(formatEventDate("2025-12-30", "2026-01-02").replace(/\s/g, " ")).toBe(
      "Tue, Dec 30, 2025 – Fri, Jan 2, 2026",
    );
  });
});

describe("formatEventTime", () => {
  it("says All Day for all-day events, else the time as typed", () => {
    expect(formatEventTime({ allDay: true, time: null })).toBe("All Day");
    expect(formatEventTime({ allDay: false, time: "7:00 PM" })).toBe("7:00 PM");
    expect(formatEventTime({ allDay: false, time: null })).toBeNull();
  });
});
