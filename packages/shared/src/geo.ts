import { MAP } from "./constants.ts";

export interface LatLng {
  latitude: number;
  longitude: number;
}

/** A group of points drawn as one marker: a single church when it has one member. */
export interface Cluster<T> {
  /** The average position of the members. */
  latitude: number;
  longitude: number;
  members: T[];
}

const RADIANS = Math.PI / 180;

/**
 * Coordinates as numbers, or null when the church cannot be placed on the map: missing, not numeric, out of
 * range, or zero (a zero is what an unset coordinate looks like in imported data).
 */
export function toCoordinates(latitude: unknown, longitude: unknown): LatLng | null {
  const lat = toNumber(latitude);
  const lng = toNumber(longitude);
  if (lat === null || lng === null || lat === 0 || lng === 0) return null;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { latitude: lat, longitude: lng };
}

function toNumber(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value !== "string" || value.trim() === "") return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : null;
}

/** Great-circle distance by the haversine formula, in the unit of `radius`. */
export function greatCircleDistance(a: LatLng, b: LatLng, radius: number): number {
  const dLat = (b.latitude - a.latitude) * RADIANS;
  const dLng = (b.longitude - a.longitude) * RADIANS;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * RADIANS) * Math.cos(b.latitude * RADIANS) * Math.sin(dLng / 2) ** 2;
  return 2 * radius * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The distance shown on directory cards: miles (earth radius 3959), rounded to 0.1. */
export function distanceMiles(from: LatLng, to: LatLng): number {
  return Math.round(greatCircleDistance(from, to, MAP.earthRadiusMi) * 10) / 10;
}

/** The clustering radius at a zoom level, or null above the zoom where every church is its own marker. */
export function clusterRadiusKm(zoom: number): number | null {
  if (zoom > MAP.individualAboveZoom) return null;
  return zoom < MAP.clusterRadiusZoomBreak ? MAP.clusterRadiusKmBelowZoom6 : MAP.clusterRadiusKm;
}

/**
 * Greedy clustering by great-circle radius (docs/product/directory.md#the-map): points are taken in input order; each
 * point not yet grouped starts a cluster that takes every ungrouped point within the radius of it. The same
 * input always gives the same clusters, in the order of their first member.
 *
 * A plain pairwise scan is O(n^2). Instead the points are placed on the unit sphere and bucketed on a 3-D grid
 * whose cell side is the chord of the radius, so every point within the radius of a seed lies in the 27 cells
 * around the seed's. Comparing chords (straight-line distances between unit vectors) is the same test as
 * comparing great-circle distances, needs no trigonometry per pair, and stays exact near the poles and across
 * the antimeridian, where a grid over degrees would not.
 */
export function clusterPoints<T extends LatLng>(points: readonly T[], zoom: number): Cluster<T>[] {
  const steps = clusterPointsStepwise(points, zoom);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** Points placed or compared between two pauses of clusterPointsStepwise: a few milliseconds of work. */
const STEP_WORK = 10_000;

/**
 * clusterPoints as a generator that pauses (yields) after about STEP_WORK points placed or compared, and returns
 * the clusters: the
 * server drains it a slice at a time, letting other requests run between slices, since a national clustering
 * takes a second or more (api/src/services/churches/clusters.ts).
 */
export function* clusterPointsStepwise<T extends LatLng>(
  points: readonly T[],
  zoom: number,
): Generator<void, Cluster<T>[], void> {
  const radiusKm = clusterRadiusKm(zoom);
  if (radiusKm === null) {
    return points.map((point) => ({
      latitude: point.latitude,
      longitude: point.longitude,
      members: [point],
    }));
  }
  const count = points.length;
  const chord = 2 * Math.sin(Math.min(radiusKm / MAP.earthRadiusKm, Math.PI) / 2);
  const maxSquared = chord * chord;
  const side = Math.ceil(2 / chord) + 1;
  const xyz = new Float64Array(count * 3);
  const cellOf = new Int32Array(count * 3);
  const cells = new Map<number, number[]>();
  for (let i = 0; i < count; i++) {
    if (i % STEP_WORK === STEP_WORK - 1) yield;
    const { latitude, longitude } = points[i] as T;
    const lat = latitude * RADIANS;
    const lng = longitude * RADIANS;
    const x = Math.cos(lat) * Math.cos(lng);
    const y = Math.cos(lat) * Math.sin(lng);
    const z = Math.sin(lat);
    xyz[i * 3] = x;
    xyz[i * 3 + 1] = y;
    xyz[i * 3 + 2] = z;
    const cx = Math.floor((x + 1) / chord);
    const cy = Math.floor((y + 1) / chord);
    const cz = Math.floor((z + 1) / chord);
    cellOf[i * 3] = cx;
    cellOf[i * 3 + 1] = cy;
    cellOf[i * 3 + 2] = cz;
    const key = (cx * side + cy) * side + cz;
    const bucket = cells.get(key);
    if (bucket) bucket.push(i);
    else cells.set(key, [i]);
  }

  const grouped = new Uint8Array(count);
  let work = 0;
  const clusters: Cluster<T>[] = [];
  const memberIndexes: number[] = [];
  for (let seed = 0; seed < count; seed++) {
    if (grouped[seed]) continue;
    const sx = xyz[seed * 3] as number;
    const sy = xyz[seed * 3 + 1] as number;
    const sz = xyz[seed * 3 + 2] as number;
    const cx = cellOf[seed * 3] as number;
    const cy = cellOf[seed * 3 + 1] as number;
    const cz = cellOf[seed * 3 + 2] as number;
    memberIndexes.length = 0;
    for (let x = cx - 1; x <= cx + 1; x++) {
      for (let y = cy - 1; y <= cy + 1; y++) {
        for (let z = cz - 1; z <= cz + 1; z++) {
          const key = (x * side + y) * side + z;
          const bucket = cells.get(key);
          if (!bucket) continue;
          // Grouped points leave their cell, so later seeds never look at them again.
          let kept = 0;
          for (let k = 0; k < bucket.length; k++) {
            if (++work === STEP_WORK) {
              work = 0;
              yield;
            }
            const index = bucket[k] as number;
            if (grouped[index]) continue;
            const dx = (xyz[index * 3] as number) - sx;
            const dy = (xyz[index * 3 + 1] as number) - sy;
            const dz = (xyz[index * 3 + 2] as number) - sz;
            if (dx * dx + dy * dy + dz * dz <= maxSquared) {
              grouped[index] = 1;
              memberIndexes.push(index);
            } else {
              bucket[kept++] = index;
            }
          }
          if (kept === 0) cells.delete(key);
          else bucket.length = kept;
        }
      }
    }
    // Cells are visited in grid order; input order keeps the average (a float sum) reproducible.
    memberIndexes.sort((a, b) => a - b);
    let latitude = 0;
    let longitude = 0;
    const members: T[] = [];
    for (const index of memberIndexes) {
      const point = points[index] as T;
      latitude += point.latitude;
      longitude += point.longitude;
      members.push(point);
    }
    clusters.push({ latitude: latitude / members.length, longitude: longitude / members.length, members });
  }
  return clusters;
}
