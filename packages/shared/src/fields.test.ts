import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  blankable,
  dateString,
  emailField,
  isCalendarDate,
  optionalDecimal,
  optionalInt,
  optionalOneOf,
  optionalText,
  requiredId,
  requiredText,
} from "./fields.ts";
import { MSG } from "./i18n/keys.ts";
import * as messages from "./messages.ts";
import { errorsOf, parseOk } from "./test-utils.ts";

describe("text fields", () => {
  it("trims, requires and caps", () => {
    const name = requiredText(5, MSG.messages.NAME_REQUIRED);
    expect(parseOk(name, "  Ann  ")).toBe("Ann");
    expect(errorsOf(name, "   ")).toEqual({ "": ["Name is required"] });
    expect(errorsOf(name, undefined)).toEqual({ "": ["Name is required"] });
    expect(errorsOf(name, "abcdef")).toEqual({ "": ["Must be at most 5 characters"] });
    expect(parseOk(name, "abcde ")).toBe("abcde");
  });

  it("refuses NUL, which Postgres text cannot store", () => {
    expect(errorsOf(requiredText(10, MSG.messages.NAME_REQUIRED), "a\u0000b")).toEqual({
      "": ["Contains characters that are not allowed"],
    });
    expect(errorsOf(optionalText(10), "a\u0000b")).toEqual({
      "": ["Contains characters that are not allowed"],
    });
  });

  it("turns blank optional text into null", () => {
    const text = optionalText(10);
    expect(parseOk(text, "")).toBeNull();
    expect(parseOk(text, "  ")).toBeNull();
    expect(parseOk(text, null)).toBeNull();
    expect(parseOk(text, undefined)).toBeUndefined();
    expect(parseOk(text, " hi ")).toBe("hi");
    expect(errorsOf(text, "x".repeat(11))).toEqual({ "": ["Must be at most 10 characters"] });
  });

  it("leaves a missing optional key out of the result", () => {
    const schema = z.strictObject({ note: optionalText(10) });
    expect(parseOk(schema, {})).toEqual({});
    expect(parseOk(schema, { note: "" })).toEqual({ note: null });
  });
});

describe("email", () => {
  it("trims and lower-cases", () => {
    expect(parseOk(emailField(MSG.messages.INVALID_EMAIL), "  Pastor@Example.ORG ")).toBe(
      "pastor@example.org",
    );
  });

  it.each(["", "plain", "a@b", "@example.com", "a b@example.com"])("refuses %j", (value) => {
    expect(errorsOf(emailField(MSG.messages.INVALID_EMAIL), value)).toEqual({ "": [messages.INVALID_EMAIL] });
  });

  it("caps the length after the address is otherwise valid", () => {
    const long = `${"a".repeat(95)}@b.org`;
    expect(errorsOf(emailField(MSG.messages.INVALID_EMAIL, 100), long)).toEqual({
      "": ["Must be at most 100 characters"],
    });
  });
});

describe("optionalInt", () => {
  const count = optionalInt(MSG.messages.INVALID_OPTION, 0, 50);

  it("coerces numeric strings and passes numbers", () => {
    expect(parseOk(count, "12")).toBe(12);
    expect(parseOk(count, " 7 ")).toBe(7);
    expect(parseOk(count, 0)).toBe(0);
  });

  it("treats blank as none", () => {
    expect(parseOk(count, "")).toBeNull();
    expect(parseOk(count, " ")).toBeNull();
    expect(parseOk(count, null)).toBeNull();
    expect(parseOk(count, undefined)).toBeUndefined();
  });

  it.each(["-1", -1, "51", "1.5", 2.5, "abc", "12abc", true, Number.NaN, Number.POSITIVE_INFINITY])(
    "refuses %j",
    (value) => {
      expect(errorsOf(count, value)).toEqual({ "": [messages.INVALID_OPTION] });
    },
  );

  it("defaults its ceiling to the largest Postgres integer", () => {
    const big = optionalInt(MSG.messages.INVALID_OPTION, 0);
    expect(parseOk(big, "2147483647")).toBe(2147483647);
    expect(errorsOf(big, "2147483648")).toEqual({ "": [messages.INVALID_OPTION] });
  });
});

describe("optionalDecimal", () => {
  it("coerces and bounds decimals", () => {
    const lat = optionalDecimal(MSG.messages.INVALID_OPTION, -90, 90);
    expect(parseOk(lat, "41.8781")).toBe(41.8781);
    expect(parseOk(lat, -90)).toBe(-90);
    expect(parseOk(lat, "")).toBeNull();
    expect(errorsOf(lat, "90.0001")).toEqual({ "": [messages.INVALID_OPTION] });
  });
});

describe("requiredId", () => {
  it("accepts positive integers as numbers or strings", () => {
    const id = requiredId(MSG.messages.CHURCH_REQUIRED);
    expect(parseOk(id, "42")).toBe(42);
    expect(parseOk(id, 7)).toBe(7);
    for (const bad of ["", "0", -3, 1.5, "x", null, true, 2147483648]) {
      expect(errorsOf(id, bad)).toEqual({ "": [messages.CHURCH_REQUIRED] });
    }
  });
});

describe("optionalOneOf", () => {
  it("accepts a listed value or blank", () => {
    const choice = optionalOneOf(["Urban", "Rural"] as const);
    expect(parseOk(choice, "Urban")).toBe("Urban");
    expect(parseOk(choice, "")).toBeNull();
    expect(errorsOf(choice, "urban")).toEqual({ "": ["Please choose one of the options"] });
  });
});

describe("dates", () => {
  it.each(["2025-01-31", "2024-02-29", "2000-02-29", "0001-01-01"])("%s is a calendar date", (value) => {
    expect(isCalendarDate(value)).toBe(true);
  });

  it.each([
    "2025-02-29",
    "1900-02-29",
    "2025-04-31",
    "2025-13-01",
    "2025-00-10",
    "2025-01-00",
    "0000-01-01",
    "2025-1-5",
    "05/01/2025",
    "2025-01-01T00:00",
  ])("%s is not", (value) => {
    expect(isCalendarDate(value)).toBe(false);
  });

  it("dateString trims and reports a readable message", () => {
    expect(parseOk(dateString(), " 2025-06-01 ")).toBe("2025-06-01");
    expect(errorsOf(dateString(), "2025-06-31")).toEqual({ "": ["Please enter a valid date"] });
  });

  it("blankable(dateString()) allows an empty end date", () => {
    expect(parseOk(blankable(dateString()), "")).toBeNull();
  });
});
