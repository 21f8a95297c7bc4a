import { describe, expect, it } from "vitest";
import { prefersPlace } from "./places";

describe("prefersPlace", () => {
  it("finds the town or the state by name, in any case", () => {
    expect(prefersPlace("Small towns in rural iowa", "Fort Dodge", "IA")).toBe(true);
    expect(prefersPlace("Anywhere near fort dodge, please", "Fort Dodge", "IA")).toBe(true);
    expect(prefersPlace("North Dakota or Montana", "Minot", "ND")).toBe(true);
  });

  it("finds a state code only in capitals and as a whole word", () => {
    expect(prefersPlace("Central IA or southern MN", "Ames", "MN")).toBe(true);
    expect(prefersPlace("I would serve in a small town", "Gary", "IN")).toBe(false);
    expect(prefersPlace("MINNESOTA", "Duluth", "IN")).toBe(false);
  });

  it("does not match inside longer words or without preferences", () => {
    expect(prefersPlace("Iowan communities", "Ames", "IA")).toBe(false);
    expect(prefersPlace("Amesbury", "Ames", "MA")).toBe(false);
    expect(prefersPlace(null, "Ames", "IA")).toBe(false);
    expect(prefersPlace("", "Ames", "IA")).toBe(false);
  });

  it("copes with unusual state values and characters that mean something in a pattern", () => {
    expect(prefersPlace("St. Paul (MN)", "St. Paul", "MN")).toBe(true);
    expect(prefersPlace("Ontario", "Toronto", "ON")).toBe(false);
  });
});
