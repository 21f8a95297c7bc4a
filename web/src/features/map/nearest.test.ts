import { MAP } from "@app/shared";
import { describe, expect, it } from "vitest";
import { NEAREST_COUNT, nearestView } from "./nearest";

const desMoines = { latitude: 41.5868, longitude: -93.625 };
const size = { width: 800, height: 500 };

function visible(
  view: { center: [number, number]; zoom: number },
  point: { latitude: number; longitude: number },
) {
  // Pixels from the centre at this zoom, in web mercator (512 px world at zoom 0).
  const scale = 512 * 2 ** view.zoom;
  const x = (lon: number) => ((lon + 180) / 360) * scale;
  const y = (lat: number) => {
    const rad = (lat * Math.PI) / 180;
    return ((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * scale;
  };
  const dx = Math.abs(x(point.longitude) - x(view.center[0]));
  const dy = Math.abs(y(point.latitude) - y(view.center[1]));
  return dx <= size.width / 2 && dy <= size.height / 2;
}

describe("nearestView", () => {
  it("frames the visitor and the nearest churches, closer than zoom 8 when they are near", () => {
    const near = [
      { latitude: 41.6, longitude: -93.6 },
      { latitude: 41.55, longitude: -93.7 },
      { latitude: 41.62, longitude: -93.58 },
    ];
    const far = { latitude: 44.97, longitude: -93.26 };
    const view = nearestView(desMoines, [far, ...near], size);
    expect(view.zoom).toBeGreaterThan(MAP.locateMinZoom);
    for (const point of [desMoines, ...near]) expect(visible(view, point)).toBe(true);
    expect(visible(view, far)).toBe(false);
    expect(NEAREST_COUNT).toBe(near.length);
  });

  it("keeps zoom 8 at least, centred on the visitor, when the nearest church is far", () => {
    const view = nearestView(desMoines, [{ latitude: 44.97, longitude: -93.26 }], size);
    expect(view).toEqual({ center: [desMoines.longitude, desMoines.latitude], zoom: MAP.locateMinZoom });
  });

  it("goes to the visitor at zoom 8 with no church to show, and no closer than street level", () => {
    expect(nearestView(desMoines, [], size).zoom).toBe(MAP.locateMinZoom);
    expect(nearestView(desMoines, [{ ...desMoines }], size).zoom).toBe(14);
  });
});
