import { describe, expect, it } from "vitest";
import { clockLabel, isoClockTime, readServiceTimes } from "./service-times.ts";

const read = (text: string) =>
  readServiceTimes(text).map((service) => `${service.days.join("+")} ${isoClockTime(service.start)}`);

describe("readServiceTimes", () => {
  it("reads days and times, several times a day, one line per day", () => {
    expect(read("Sunday 9:00 AM & 11:00 AM")).toEqual(["Sunday 09:00:00", "Sunday 11:00:00"]);
    expect(read("Sunday 10:00 AM\nWednesday 7:00 PM")).toEqual(["Sunday 10:00:00", "Wednesday 19:00:00"]);
    expect(read("Sun 10am; Wed 6:30 p.m.")).toEqual(["Sunday 10:00:00", "Wednesday 18:30:00"]);
    expect(read("Sundays at 9 and 11 AM")).toEqual(["Sunday 11:00:00"]);
  });

  it("gives a time without AM/PM the meridiem that follows it on the line, else leaves it out", () => {
    expect(read("Sunday 9:00 & 11:00 AM")).toEqual(["Sunday 09:00:00", "Sunday 11:00:00"]);
    expect(read("Sunday 9:00")).toEqual([]);
    expect(read("Saturday 17:30")).toEqual(["Saturday 17:30:00"]);
  });

  it("reads only the start of a range: closing times are never invented or kept", () => {
    expect(read("Sunday 9:00 - 10:30 AM")).toEqual(["Sunday 09:00:00"]);
    expect(read("Wednesday 7:00 PM to 8:30 PM")).toEqual(["Wednesday 19:00:00"]);
  });

  it("groups days named together, expands day ranges, and splits days a time stands between", () => {
    expect(read("Saturday & Sunday 8:00 AM")).toEqual(["Saturday+Sunday 08:00:00"]);
    expect(read("Mon-Fri 7:00 AM")).toEqual(["Monday+Tuesday+Wednesday+Thursday+Friday 07:00:00"]);
    expect(read("Sunday 10 AM, Wednesday 7 PM")).toEqual(["Sunday 10:00:00", "Wednesday 19:00:00"]);
  });

  it("carries the days of a heading line to the times below it; times with no day are left out", () => {
    expect(read("Sunday:\n9:00 AM Traditional\n11:00 AM Contemporary")).toEqual([
      "Sunday 09:00:00",
      "Sunday 11:00:00",
    ]);
    expect(read("Services at 10:00 AM")).toEqual([]);
    expect(read("Call the office for times")).toEqual([]);
    expect(read("")).toEqual([]);
  });

  it("does not read days inside other words", () => {
    expect(read("Sunrise service 6:30 AM")).toEqual([]);
    expect(read("Monthly potluck 5 PM")).toEqual([]);
  });

  it("leaves out lines that are not weekly", () => {
    expect(read("Sunday Worship: 10:00 AM\nSunday Hymn Sing: 6:00 PM (first Sunday)")).toEqual([
      "Sunday 10:00:00",
    ]);
    expect(read("Monthly potluck, Saturday 5 PM")).toEqual([]);
  });

  it("keeps what a line calls its time, when it says more than the day", () => {
    const labels = (text: string) => readServiceTimes(text).map((service) => service.label);
    expect(labels("Sunday Worship: 8:30 AM, 10:00 AM & 11:30 AM")).toEqual([
      "Sunday Worship",
      "Sunday Worship",
      "Sunday Worship",
    ]);
    expect(labels("Sunday 9:00 AM & 11:00 AM\nWednesday at 7 PM")).toEqual([null, null, null]);
    expect(labels("Tuesday Women's Bible Study: 9:30 AM")).toEqual(["Tuesday Women's Bible Study"]);
  });

  it("labels times for people", () => {
    expect(clockLabel({ hour: 0, minute: 5 })).toBe("12:05 AM");
    expect(clockLabel({ hour: 12, minute: 0 })).toBe("12:00 PM");
    expect(clockLabel({ hour: 19, minute: 30 })).toBe("7:30 PM");
  });
});
