import { describe, expect, it } from "vitest";
import { pageCount, pageWindow } from "./pagination";

describe("pageCount", () => {
  it("is at least one and rounds up", () => {
    expect(pageCount(0, 12)).toBe(1);
    expect(pageCount(12, 12)).toBe(1);
    expect(pageCount(13, 12)).toBe(2);
    expect(pageCount(80, 12)).toBe(7);
  });
});

describe("pageWindow", () => {
  it("shows every page when there are five or fewer", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it("centres five pages on the current page", () => {
    expect(pageWindow(4, 7)).toEqual([2, 3, 4, 5, 6]);
    expect(pageWindow(10, 20)).toEqual([8, 9, 10, 11, 12]);
  });

  it("stays full at the ends", () => {
    expect(pageWindow(1, 7)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(2, 7)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(6, 7)).toEqual([3, 4, 5, 6, 7]);
    expect(pageWindow(7, 7)).toEqual([3, 4, 5, 6, 7]);
  });

  it("clamps a current page outside the range", () => {
    expect(pageWindow(9, 7)).toEqual([3, 4, 5, 6, 7]);
    expect(pageWindow(0, 7)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(1, 0)).toEqual([]);
  });
});
