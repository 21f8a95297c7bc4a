import { describe, expect, it } from "vitest";
import { parseTimeRange } from "./time.ts";

const at = (hour: number, minute = 0) => ({ hour, minute });

describe("parseTimeRange", () => {
  it("reads a single 12-hour time", () => {
    expect(parseTimeRange("7:00 PM")).toEqual({ start: at(19), end: null });
    expect(parseTimeRange("7:30am")).toEqual({ start: at(7, 30), end: null });
    expect(parseTimeRange("Begins 6 p.m.")).toEqual({ start: at(18), end: null });
    expect(parseTimeRange("12:00 PM")).toEqual({ start: at(12), end: null });
    expect(parseTimeRange("12:15 AM")).toEqual({ start: at(0, 15), end: null });
  });

  it("reads a range, sharing the end's AM/PM with a bare start", () => {
    expect(parseTimeRange("10:00 AM - 12:00 PM")).toEqual({ start: at(10), end: at(12) });
    expect(parseTimeRange("7:00 - 9:00 PM")).toEqual({ start: at(19), end: at(21) });
    expect(parseTimeRange("11:00 - 1:00 PM")).toEqual({ start: at(11), end: at(13) });
    expect(parseTimeRange("7:00 PM - 7:00 AM")).toEqual({ start: at(19), end: at(7) });
  });

  it("reads 24-hour times", () => {
    expect(parseTimeRange("19:30")).toEqual({ start: at(19, 30), end: null });
    expect(parseTimeRange("09:00-17:00")).toEqual({ start: at(9), end: at(17) });
  });

  it("gives null when no clock time is named", () => {
    for (const text of [null, "", "Evening", "After the 11 service", "Room 12", "13 PM", "25:00"]) {
      expect(parseTimeRange(text), String(text)).toBeNull();
    }
  });
});
