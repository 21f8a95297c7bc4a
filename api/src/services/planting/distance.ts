import { greatCircleDistance, type LatLng, MAP } from "@app/shared";

/**
 * Miles from `from` to the closest of `churches`, rounded to 0.1 mi like the directory's card distances;
 * null when the request has no place on the map or no church has one. Rounding happens once, after the
 * minimum, so ties between churches cannot change the answer.
 */
export function nearestDistanceMiles(from: LatLng | null, churches: readonly LatLng[]): number | null {
  if (!from || churches.length === 0) return null;
  let nearest = Number.POSITIVE_INFINITY;
  for (const church of churches)
    nearest = Math.min(nearest, greatCircleDistance(from, church, MAP.earthRadiusMi));
  return Math.round(nearest * 10) / 10;
}
