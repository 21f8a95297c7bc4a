import { describe, expect, it } from "vitest";
import { markerFootprints } from "./layers";
import { clusterRadiusPx } from "./marker-style";

const church = {
  id: 1,
  name: "A",
  city: "Ames",
  state: "IA",
  pastorName: null,
  latitude: 42,
  longitude: -93.6,
};

describe("markerFootprints", () => {
  it("reaches as far as each drawn circle, half its outline included", () => {
    const footprints = markerFootprints({
      markers: [church],
      clusters: [{ key: "c", count: 8, latitude: 41.6, longitude: -93.6 }],
      selected: church,
    });
    expect(footprints).toEqual([
      { latitude: 42, longitude: -93.6, reachPx: 8 },
      { latitude: 41.6, longitude: -93.6, reachPx: clusterRadiusPx(8) + 1.25 },
      { latitude: 42, longitude: -93.6, reachPx: 12.5 },
    ]);
  });

  it("has none when the map shows nothing", () => {
    expect(markerFootprints({ markers: [], clusters: [], selected: null })).toEqual([]);
  });
});
