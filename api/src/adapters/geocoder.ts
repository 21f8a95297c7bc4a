// The declaration lives beside the api sources; programs that reach this file through the router types (web) need it too.
/// <reference path="../types/zipcodes.d.ts" />
import zipcodes from "zipcodes";

export interface Coordinates {
  latitude: number;
  longitude: number;
}

export interface AddressToGeocode {
  address?: string | null;
  city: string;
  state: string;
  zipCode?: string | null;
}

export interface Geocoder {
  geocode(address: AddressToGeocode): Promise<Coordinates | null>;
}

/** Offline: ZIP code first, else the first ZIP of the city and state. Town-level precision suits a regional map. */
export function createOfflineGeocoder(): Geocoder {
  return {
    async geocode({ city, state, zipCode }) {
      const byZip = zipCode ? zipcodes.lookup(zipCode.trim().slice(0, 5)) : undefined;
      const place = byZip ?? zipcodes.lookupByName(city.trim(), state.trim().toUpperCase())[0];
      if (!place) return null;
      return { latitude: place.latitude, longitude: place.longitude };
    },
  };
}

export const CENSUS_GEOCODER_URL = "https://geocoding.geo.census.gov/geocoder/locations/address";

export interface CensusGeocoderOptions {
  /** Used when the Census service is slow, down or finds no street match. */
  fallback: Geocoder;
  timeoutMs?: number;
  fetch?: typeof fetch;
  url?: string;
}

interface CensusAnswer {
  result?: { addressMatches?: Array<{ coordinates?: { x?: unknown; y?: unknown } }> };
}

function inRange(latitude: number, longitude: number) {
  return (
    Number.isFinite(latitude) &&
    Number.isFinite(longitude) &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180
  );
}

/**
 * Street-level coordinates from the US Census geocoder (free, no key). A short timeout keeps an admin's
 * request quick; anything short of a clean match falls back to the offline gazetteer.
 */
export function createCensusGeocoder(options: CensusGeocoderOptions): Geocoder {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 3000;
  const lookup = async (place: AddressToGeocode): Promise<Coordinates | null> => {
    if (!place.address?.trim()) return null;
    const url = new URL(options.url ?? CENSUS_GEOCODER_URL);
    url.search = new URLSearchParams({
      street: place.address.trim(),
      city: place.city.trim(),
      state: place.state.trim(),
      zip: place.zipCode?.trim() ?? "",
      benchmark: "Public_AR_Current",
      format: "json",
    }).toString();
    const response = await doFetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) return null;
    const answer = (await response.json()) as CensusAnswer;
    const coordinates = answer.result?.addressMatches?.[0]?.coordinates;
    const latitude = Number(coordinates?.y);
    const longitude = Number(coordinates?.x);
    return coordinates && inRange(latitude, longitude) ? { latitude, longitude } : null;
  };
  return {
    async geocode(place) {
      const found = await lookup(place).catch(() => null);
      return found ?? options.fallback.geocode(place);
    },
  };
}
