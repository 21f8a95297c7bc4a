import { describe, expect, it } from "vitest";
import { oneOfParam, pageParam, textParam, unlessDefault } from "./search-params";

describe("search params", () => {
  it("reads text, numbers as their text, and nothing else", () => {
    expect(textParam("grace")).toBe("grace");
    expect(textParam(2024)).toBe("2024");
    expect(textParam("  ")).toBeUndefined();
    expect(textParam(["a"])).toBeUndefined();
    expect(textParam(undefined)).toBeUndefined();
  });

  it("reads a page from 2 up; page 1 and nonsense are the default", () => {
    expect(pageParam(3)).toBe(3);
    expect(pageParam("4")).toBe(4);
    expect(pageParam(1)).toBeUndefined();
    expect(pageParam(2.5)).toBeUndefined();
    expect(pageParam("x")).toBeUndefined();
  });

  it("reads one of a fixed set", () => {
    expect(oneOfParam("b", ["a", "b"] as const)).toBe("b");
    expect(oneOfParam("c", ["a", "b"] as const)).toBeUndefined();
  });

  it("leaves defaults out of the address", () => {
    expect(unlessDefault("all", "all")).toBeUndefined();
    expect(unlessDefault("Sermon", "all")).toBe("Sermon");
  });
});
