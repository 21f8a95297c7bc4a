import { describe, expect, it } from "vitest";
import { panToReveal } from "./usePopupInView";

const rect = (left: number, top: number, width: number, height: number) =>
  ({ left, top, right: left + width, bottom: top + height, width, height }) as DOMRect;
const map = rect(100, 200, 800, 500);

describe("panToReveal", () => {
  it("leaves a popup that lies inside the map where it is", () => {
    expect(panToReveal(map, rect(300, 300, 200, 150))).toEqual([0, 0]);
  });

  it("pans the map down for a popup cut off at its top edge, keeping a margin", () => {
    // The popup starts 40 px above the map: the map moves it 40 + 12 px down (panBy takes it negative).
    expect(panToReveal(map, rect(300, 160, 200, 150))).toEqual([0, -52]);
  });

  it("pans sideways for a popup cut off at the left or the right edge", () => {
    expect(panToReveal(map, rect(90, 300, 200, 150))).toEqual([-22, 0]);
    expect(panToReveal(map, rect(750, 300, 200, 150))).toEqual([62, 0]);
  });
});
