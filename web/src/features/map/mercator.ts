import type { LatLng } from "@app/shared";

/** MapLibre's tiles are 512 px wide: the whole world is 512 px across at zoom 0. */
export const WORLD_PX = 512;

/** Web Mercator, the world as a unit square (x east from the antimeridian, y south from the top). */
export function mercatorX(longitude: number): number {
  return (longitude + 180) / 360;
}

export function mercatorY(latitude: number): number {
  const rad = (latitude * Math.PI) / 180;
  return (1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2;
}

export function fromMercator(x: number, y: number): LatLng {
  const n = Math.PI - 2 * Math.PI * y;
  return {
    longitude: x * 360 - 180,
    latitude: (180 / Math.PI) * Math.atan(0.5 * (Math.exp(n) - Math.exp(-n))),
  };
}
