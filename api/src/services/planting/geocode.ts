import type { Coordinates, Geocoder } from "../../adapters/geocoder.ts";

/** An online geocoder may hang; a visitor's submission must not wait on it. */
const GEOCODE_TIMEOUT_MS = 3000;

const isPlace = (found: Coordinates | null): found is Coordinates =>
  found != null &&
  Number.isFinite(found.latitude) &&
  Number.isFinite(found.longitude) &&
  Math.abs(found.latitude) <= 90 &&
  Math.abs(found.longitude) <= 180;

/** The town's position, or null when the geocoder fails, times out or answers nonsense. Never throws. */
export async function placeTown(
  geocoder: Geocoder,
  city: string,
  state: string,
): Promise<Coordinates | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), GEOCODE_TIMEOUT_MS);
  });
  try {
    const found = await Promise.race([geocoder.geocode({ city, state }).catch(() => null), timeout]);
    return isPlace(found) ? { latitude: found.latitude, longitude: found.longitude } : null;
  } finally {
    clearTimeout(timer);
  }
}
