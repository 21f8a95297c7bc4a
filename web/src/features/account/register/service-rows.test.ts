import { weeklyServiceSchema, weeklyServicesSchema } from "@app/shared";
import { translate } from "@app/shared/i18n";
import { describe, expect, it } from "vitest";
import { blankServiceRow, readTime, toFacetValues, toServiceRow } from "./service-rows";

// Issue 41, deliverable 3: the editor's time box reads what people type, and the shared schema takes the editor's
// rows as they stand (blank optional boxes, the week as a select's text).
describe("the editor's time box", () => {
  it("says what a typed time reads as, in the page's clock", () => {
    expect(readTime("9", "en-US")).toBe("9:00 AM");
    expect(readTime("9:30 am", "en-US")).toBe("9:30 AM");
    expect(readTime("18:00", "en-US")).toBe("6:00 PM");
    expect(readTime("7 p.m.", "en-US")).toBe("7:00 PM");
    expect(readTime("noon", "en-US")).toBe("12:00 PM");
    expect(readTime("9:30 am", "es-US")).toMatch(/^9:30\sa\.\s?m\.$/);
  });

  it("reads nothing from a blank or a text that is no time", () => {
    expect(readTime("", "en-US")).toBeNull();
    expect(readTime("half past nine", "en-US")).toBeNull();
    expect(readTime("25:00", "en-US")).toBeNull();
    expect(readTime("13 pm", "en-US")).toBeNull();
  });
});

describe("the editor's rows and the shared schema", () => {
  it("takes a new row once its start is typed, blanks as none", () => {
    const row = { ...blankServiceRow(["es"]), start: "9:30 am" };
    expect(weeklyServiceSchema.parse(row)).toEqual({
      days: [0],
      start: "09:30",
      end: null,
      kind: "worship",
      languages: ["es"],
      weekOfMonth: null,
      seasonFrom: null,
      seasonTo: null,
      note: null,
      readFromText: false,
    });
  });

  it("reads the week of the month from the select's text and gives the schema's messages at their fields", () => {
    expect(
      weeklyServiceSchema.parse({ ...blankServiceRow(), start: "10", weekOfMonth: "-1" }).weekOfMonth,
    ).toBe(-1);
    const refused = weeklyServiceSchema.safeParse({
      ...blankServiceRow(),
      days: [],
      start: "9",
      end: "8:30",
    });
    expect(refused.success).toBe(false);
    // The messages are keys; the form shows them in English on an English page.
    const issues = refused.error?.issues.map((issue) => [
      issue.path.join("."),
      translate(issue.message, "en"),
    ]);
    expect(issues).toEqual([
      ["days", "Choose at least one day."],
      ["end", "The end must be after the start."],
    ]);
    const typo = weeklyServicesSchema.safeParse([{ ...blankServiceRow(), start: "nine" }]);
    expect(typo.error?.issues[0]?.path).toEqual([0, "start"]);
    expect(translate(typo.error?.issues[0]?.message ?? "", "en")).toBe(
      "Enter a time such as 9, 9:30 am or 18:00.",
    );
  });

  it("turns a stored service back into the row it came from", () => {
    const stored = weeklyServiceSchema.parse({
      days: [6],
      start: "17:00",
      end: "18:00",
      kind: "mass",
      languages: ["es"],
      weekOfMonth: 1,
      seasonFrom: "2026-06-01",
      seasonTo: "2026-08-31",
      note: "Vigil",
      readFromText: true,
    });
    const row = toServiceRow(stored);
    expect(row).toMatchObject({
      start: "17:00",
      end: "18:00",
      weekOfMonth: "1",
      note: "Vigil",
      readFromText: true,
    });
    expect(weeklyServiceSchema.parse(row)).toEqual(stored);
  });

  it("keeps only the known facet answers as the form's values", () => {
    expect(toFacetValues({ stepFreeEntrance: true, nursery: false, largePrint: null })).toEqual({
      stepFreeEntrance: true,
      nursery: false,
    });
    expect(toFacetValues(undefined)).toEqual({});
  });
});
