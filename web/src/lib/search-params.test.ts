import { describe, expect, it } from "vitest";
import { arrivalSearch, oneOfParam, pageParam, textParam, unlessDefault } from "./search-params";

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

describe("arrivalSearch", () => {
  const parse = (search: Record<string, unknown>) => ({ q: textParam(search.q) });

  it("reads the address a visitor arrives with (or a link preloads) through the route's parser", () => {
    expect(arrivalSearch({ location: { search: { q: "grace", x: 1 } }, cause: "enter" }, parse)).toEqual({
      q: "grace",
    });
    expect(arrivalSearch({ location: { search: { q: 2024 } }, cause: "preload" }, parse)).toEqual({
      q: "2024",
    });
  });

  it("is null while the visitor stays on the page and its address changes", () => {
    expect(arrivalSearch({ location: { search: { q: "grace" } }, cause: "stay" }, parse)).toBeNull();
  });
});
