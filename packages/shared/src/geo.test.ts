import { describe, expect, it } from "vitest";
import {
  type Cluster,
  clusterPoints,
  clusterPointsStepwise,
  clusterRadiusKm,
  distanceMiles,
  greatCircleDistance,
  type LatLng,
  toCoordinates,
} from "./geo.ts";

interface Point extends LatLng {
  id: number;
}

const KM_PER_DEGREE = (6371 * Math.PI) / 180;

/** A point `km` north of `from` along its meridian: exactly that great-circle distance away. */
function north(from: LatLng, km: number, id: number): Point {
  return { id, latitude: from.latitude + km / KM_PER_DEGREE, longitude: from.longitude };
}

const ames: Point = { id: 1, latitude: 42.0347, longitude: -93.62 };

/**
 * The clustering rule (docs/product/directory.md#the-map) written the obvious O(n^2) way: the reference the
 * indexed version must match.
 */
function naiveClusters<T extends LatLng>(points: readonly T[], zoom: number): Cluster<T>[] {
  const radius = clusterRadiusKm(zoom);
  if (radius === null)
    return points.map((p) => ({ latitude: p.latitude, longitude: p.longitude, members: [p] }));
  const taken = new Set<number>();
  const clusters: Cluster<T>[] = [];
  points.forEach((seed, i) => {
    if (taken.has(i)) return;
    const members: T[] = [];
    points.forEach((other, j) => {
      if (taken.has(j)) return;
      if (j === i || greatCircleDistance(seed, other, 6371) <= radius) {
        taken.add(j);
        members.push(other);
      }
    });
    const latitude = members.reduce((sum, p) => sum + p.latitude, 0) / members.length;
    const longitude = members.reduce((sum, p) => sum + p.longitude, 0) / members.length;
    clusters.push({ latitude, longitude, members });
  });
  return clusters;
}

/** A reproducible pseudo-random generator, so a failing case can be rerun. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function randomPoints(count: number, seed: number, box = { south: 36, north: 49, west: -104, east: -80 }) {
  const next = random(seed);
  return Array.from({ length: count }, (_, id) => ({
    id,
    latitude: box.south + next() * (box.north - box.south),
    longitude: box.west + next() * (box.east - box.west),
  }));
}

const ids = (clusters: Cluster<Point>[]) => clusters.map((cluster) => cluster.members.map((p) => p.id));

describe("clusterRadiusKm", () => {
  it("is 100 km below zoom 6, 50 km from zoom 6 to 10, and none above 10", () => {
    expect(clusterRadiusKm(0)).toBe(100);
    expect(clusterRadiusKm(4.2)).toBe(100);
    expect(clusterRadiusKm(5.99)).toBe(100);
    expect(clusterRadiusKm(6)).toBe(50);
    expect(clusterRadiusKm(10)).toBe(50);
    expect(clusterRadiusKm(10.01)).toBeNull();
    expect(clusterRadiusKm(16)).toBeNull();
  });
});

describe("clusterPointsStepwise", () => {
  it("pauses many times through a national clustering, even when one seed takes most points", () => {
    // 60,000 points in one town: the first seed's cell holds them all, the case a count of seeds would miss.
    const town = Array.from({ length: 60_000 }, (_, i) => ({
      id: i,
      latitude: 41.6 + (i % 100) / 1e4,
      longitude: -93.6,
    }));
    const steps = clusterPointsStepwise(town, 4);
    let pauses = 0;
    let step = steps.next();
    while (!step.done) {
      pauses++;
      step = steps.next();
    }
    // Every 10,000 points placed or compared: 60,000 placed, then 60,000 compared.
    expect(pauses).toBeGreaterThanOrEqual(10);
    expect(ids(step.value)).toEqual(ids(clusterPoints(town, 4)));
    expect(step.value).toHaveLength(1);
  });
});

describe("clusterPoints", () => {
  it("switches the radius at zoom 6: points 75 km apart group below it and stay apart from it", () => {
    const points = [ames, north(ames, 75, 2)];
    expect(ids(clusterPoints(points, 5.9))).toEqual([[1, 2]]);
    expect(ids(clusterPoints(points, 6))).toEqual([[1], [2]]);
  });

  it("groups within 50 km up to zoom 10 and shows every point on its own above it", () => {
    const points = [ames, north(ames, 10, 2), north(ames, 49, 3), north(ames, 51, 4)];
    expect(ids(clusterPoints(points, 10))).toEqual([[1, 2, 3], [4]]);
    expect(ids(clusterPoints(points, 10.5))).toEqual([[1], [2], [3], [4]]);
    const single = clusterPoints(points, 12)[3]!;
    expect(single).toEqual({
      latitude: points[3]!.latitude,
      longitude: ames.longitude,
      members: [points[3]],
    });
  });

  it("places a cluster at the average position of its members", () => {
    const points: Point[] = [
      { id: 1, latitude: 42, longitude: -93 },
      { id: 2, latitude: 42.2, longitude: -93.4 },
      { id: 3, latitude: 41.9, longitude: -93.2 },
    ];
    const [cluster] = clusterPoints(points, 4.2);
    expect(cluster!.members).toHaveLength(3);
    expect(cluster!.latitude).toBeCloseTo(42.033333333, 8);
    expect(cluster!.longitude).toBeCloseTo(-93.2, 8);
  });

  it("is greedy in input order: the seed takes its neighbours, not theirs", () => {
    // a-b and b-c are 60 km apart, a-c 120 km: with a first, c is left alone; with b first, all three group.
    const a = ames;
    const b = north(a, 60, 2);
    const c = north(a, 120, 3);
    expect(ids(clusterPoints([a, b, c], 4))).toEqual([[1, 2], [3]]);
    expect(ids(clusterPoints([b, a, c], 4))).toEqual([[2, 1, 3]]);
  });

  it("gives the same clusters for the same input, run after run", () => {
    const points = randomPoints(3000, 7);
    const first = clusterPoints(points, 4.2);
    expect(clusterPoints(points, 4.2)).toEqual(first);
    expect(clusterPoints([...points], 4.2)).toEqual(first);
  });

  it.each([3, 4.2, 6, 8, 10])("matches the pairwise rule exactly at zoom %s", (zoom) => {
    const spread = randomPoints(1500, 11);
    // A dense metro area too, where cells hold many points and clusters touch.
    const dense = randomPoints(500, 13, { south: 41.6, north: 42.2, west: -88.2, east: -87.5 }).map((p) => ({
      ...p,
      id: p.id + 10_000,
    }));
    const points = [...spread, ...dense];
    const clusters = clusterPoints(points, zoom);
    const expected = naiveClusters(points, zoom);
    expect(ids(clusters)).toEqual(ids(expected));
    clusters.forEach((cluster, i) => {
      expect(cluster.latitude).toBeCloseTo(expected[i]!.latitude, 10);
      expect(cluster.longitude).toBeCloseTo(expected[i]!.longitude, 10);
    });
  });

  it("measures on the sphere: across the antimeridian and near a pole", () => {
    const east: Point = { id: 1, latitude: 10, longitude: 179.9 };
    const west: Point = { id: 2, latitude: 10, longitude: -179.9 };
    expect(ids(clusterPoints([east, west], 8))).toEqual([[1, 2]]);
    // 10 degrees of longitude at 89.9 degrees north is about 2 km.
    const polar = [
      { id: 1, latitude: 89.9, longitude: 0 },
      { id: 2, latitude: 89.9, longitude: 10 },
    ];
    expect(ids(clusterPoints(polar, 8))).toEqual([[1, 2]]);
  });

  it("handles no points and one point", () => {
    expect(clusterPoints([], 4)).toEqual([]);
    expect(clusterPoints([ames], 4)).toEqual([
      { latitude: ames.latitude, longitude: ames.longitude, members: [ames] },
    ]);
  });
});

describe("distanceMiles", () => {
  it("uses an earth radius of 3959 miles", () => {
    // One degree along a meridian: 3959 * pi / 180 = 69.0963... miles.
    expect(distanceMiles({ latitude: 40, longitude: -90 }, { latitude: 41, longitude: -90 })).toBe(69.1);
    expect(distanceMiles({ latitude: 0, longitude: 10 }, { latitude: 0, longitude: 20 })).toBe(691);
  });

  it("rounds to a tenth of a mile", () => {
    // 0.1 degree = 6.90963 miles -> 6.9; 0.15 degree = 10.364 miles -> 10.4.
    expect(distanceMiles({ latitude: 40, longitude: -90 }, { latitude: 40.1, longitude: -90 })).toBe(6.9);
    expect(distanceMiles({ latitude: 40, longitude: -90 }, { latitude: 40.15, longitude: -90 })).toBe(10.4);
    expect(distanceMiles(ames, ames)).toBe(0);
  });

  it("gives the great-circle distance between two cities", () => {
    const chicago = { latitude: 41.8781, longitude: -87.6298 };
    const desMoines = { latitude: 41.5868, longitude: -93.625 };
    expect(distanceMiles(chicago, desMoines)).toBe(309.7);
    expect(distanceMiles(desMoines, chicago)).toBe(309.7);
  });
});

describe("toCoordinates", () => {
  it("reads the decimal strings the API sends, and numbers", () => {
    expect(toCoordinates("42.03470000", "-93.62000000")).toEqual({ latitude: 42.0347, longitude: -93.62 });
    expect(toCoordinates(41.5, -90.25)).toEqual({ latitude: 41.5, longitude: -90.25 });
  });

  it("refuses missing, zero, non-numeric and out-of-range coordinates", () => {
    for (const [lat, lng] of [
      [null, null],
      ["42", null],
      ["", "-93"],
      ["0", "-93"],
      ["42", "0.00000000"],
      ["abc", "-93"],
      [Number.NaN, -93],
      [91, -93],
      [42, -181],
      [undefined, undefined],
    ] as const) {
      expect(toCoordinates(lat, lng), `${lat}, ${lng}`).toBeNull();
    }
  });
});
