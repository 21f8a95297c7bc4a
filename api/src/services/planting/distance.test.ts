import { describe, expect, it } from "vitest";
import { nearestDistanceMiles } from "./distance.ts";

const ames = { latitude: 42.0347, longitude: -93.62 };
const desMoines = { latitude: 41.5868, longitude: -93.625 };
const dubuque = { latitude: 42.5006, longitude: -90.6646 };

describe("nearestDistanceMiles", () => {
  it("returns the distance to the closest church, rounded to 0.1 mi", () => {
    // 0.4479 degrees of latitude along (almost) one meridian: 3959 * 0.4479 * pi / 180 = 30.95 mi.
    expect(nearestDistanceMiles(desMoines, [dubuque, ames])).toBe(30.9);
    expect(nearestDistanceMiles(desMoines, [ames, dubuque])).toBe(30.9);
    expect(nearestDistanceMiles(dubuque, [ames, desMoines, dubuque])).toBe(0);
  });

  it("measures on the directory's 3959 mi sphere", () => {
    const quarter = nearestDistanceMiles({ latitude: 0, longitude: 0 }, [{ latitude: 90, longitude: 0 }]);
    expect(quarter).toBe(Math.round(((3959 * Math.PI) / 2) * 10) / 10);
  });

  it("is null without a request position or without churches", () => {
    expect(nearestDistanceMiles(null, [ames])).toBeNull();
    expect(nearestDistanceMiles(ames, [])).toBeNull();
  });
});
