import { describe, expect, it } from "vitest";
import { keepAdoptedScroll } from "./adopted-scroll";

describe("keepAdoptedScroll", () => {
  it("keeps the scroll at every render of the adopted entry, not only the first", () => {
    const restore = keepAdoptedScroll(true);
    expect(restore({ key: "a" })).toBe(false);
    expect(restore({ key: "a" })).toBe(false);
    expect(restore({ key: "a" })).toBe(false);
  });

  it("restores as usual once the visitor has gone to another entry, also on coming back", () => {
    const restore = keepAdoptedScroll(true);
    expect(restore({ key: "a" })).toBe(false);
    expect(restore({ key: "b" })).toBe(true);
    expect(restore({ key: "a" })).toBe(true);
  });

  it("restores from the start when the browser drew the page itself", () => {
    const restore = keepAdoptedScroll(false);
    expect(restore({ key: "a" })).toBe(true);
    expect(restore({ key: "a" })).toBe(true);
  });
});
