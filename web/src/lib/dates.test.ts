import { describe, expect, it } from "vitest";
import { dateFormat, formatDate } from "./dates";

describe("dateFormat", () => {
  it("makes one formatter per language, zone and options, and keeps it", () => {
    const written = dateFormat("en-US", "America/Chicago", {
      day: "numeric",
      month: "long",
      year: "numeric",
    });
    expect(dateFormat("en-US", "America/Chicago", { day: "numeric", month: "long", year: "numeric" })).toBe(
      written,
    );
    expect(dateFormat("en-US", "UTC", { day: "numeric", month: "long", year: "numeric" })).not.toBe(written);
    expect(
      dateFormat("es-US", "America/Chicago", { day: "numeric", month: "long", year: "numeric" }),
    ).not.toBe(written);
    expect(dateFormat("en-US", "America/Chicago", { month: "long" })).not.toBe(written);
    expect(dateFormat("en-US", undefined, {})).toBe(dateFormat("en-US", undefined, {}));
  });

  it("writes the day in the zone it is given", () => {
    const at = new Date("2026-03-03T03:00:00Z");
    expect(dateFormat("en-CA", "America/Chicago", {}).format(at)).toBe("2026-03-02");
    expect(dateFormat("en-CA", "UTC", {}).format(at)).toBe("2026-03-03");
    expect(dateFormat("en-US", "UTC", { day: "numeric", month: "long", year: "numeric" }).format(at)).toBe(
      "March 3, 2026",
    );
  });
});

describe("formatDate", () => {
  it("keeps a calendar date on its day in every zone, and writes a timestamp's day in the zone", () => {
    expect(formatDate("2025-10-04", "Pacific/Honolulu")).toBe("Sat, Oct 4, 2025");
    expect(formatDate("2025-10-04", "Asia/Tokyo")).toBe("Sat, Oct 4, 2025");
    expect(formatDate("2026-03-03T03:00:00Z", "America/Chicago")).toBe("Mon, Mar 2, 2026");
    expect(formatDate("2026-03-03T03:00:00Z", "UTC")).toBe("Tue, Mar 3, 2026");
    expect(formatDate("not a date")).toBe("");
    expect(formatDate(null)).toBe("");
  });
});
