import { greatCircleDistance } from "@app/shared";
import type maplibregl from "maplibre-gl";

export interface PinContext {
  /** The place the pin most likely belongs to, within 25 km. */
  town: string | null;
  county: string | null;
}

const EARTH_RADIUS_KM = 6371;
/** Beyond this the pin is in the country, and naming a town would mislead. */
const MAX_TOWN_KM = 25;

/** Kilometres between two [longitude, latitude] points (the shared haversine). */
function distanceKm(a: [number, number], b: [number, number]): number {
  return greatCircleDistance(
    { longitude: a[0], latitude: a[1] },
    { longitude: b[0], latitude: b[1] },
    EARTH_RADIUS_KM,
  );
}

function inRing(point: [number, number], ring: number[][]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi = 0, yi = 0] = ring[i] ?? [];
    const [xj = 0, yj = 0] = ring[j] ?? [];
    if (yi > point[1] !== yj > point[1] && point[0] < ((xj - xi) * (point[1] - yi)) / (yj - yi) + xi) {
      inside = !inside;
    }
  }
  return inside;
}

function inPolygon(point: [number, number], geometry: GeoJSON.Geometry): boolean {
  const polygons =
    geometry.type === "Polygon"
      ? [geometry.coordinates]
      : geometry.type === "MultiPolygon"
        ? geometry.coordinates
        : [];
  return polygons.some(
    (rings) =>
      rings[0] !== undefined &&
      inRing(point, rings[0]) &&
      !rings.slice(1).some((hole) => inRing(point, hole)),
  );
}

/**
 * The town and county a pin stands in, read from the built-in basemap's loaded tiles: at zoom 14 the town's
 * label point and the county line are usually off screen, so the church page names them beside the pin.
 */
export function pinContext(
  map: maplibregl.Map,
  position: { longitude: number; latitude: number },
): PinContext {
  if (!map.getSource("basemap")) return { town: null, county: null };
  const point: [number, number] = [position.longitude, position.latitude];
  // The place whose reach best covers the pin, not the nearest label point: a church in a big city's outer
  // neighbourhood is nearer the centre of the suburb next door. Reach grows with the square root of population.
  let town: string | null = null;
  let best = Number.POSITIVE_INFINITY;
  for (const place of map.querySourceFeatures("basemap", { sourceLayer: "places" })) {
    if (place.geometry.type !== "Point") continue;
    const distance = distanceKm(point, place.geometry.coordinates as [number, number]);
    if (distance > MAX_TOWN_KM) continue;
    const reachKm = Math.max(1, 0.6 * Math.sqrt(Number(place.properties.population ?? 0) / 1000));
    if (distance / reachKm < best) {
      best = distance / reachKm;
      town = String(place.properties.name ?? "") || null;
    }
  }
  const county = map
    .querySourceFeatures("basemap", { sourceLayer: "counties" })
    .find((area) => inPolygon(point, area.geometry));
  return { town, county: county ? String(county.properties.name ?? "") || null : null };
}
