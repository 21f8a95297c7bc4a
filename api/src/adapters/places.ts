// The declaration lives beside the api sources; programs that reach this file through the router types (web) need it too.
/// <reference path="../types/zipcodes.d.ts" />
import zipcodes from "zipcodes";

export interface Place {
  /** How the place is named back to the visitor: "Des Moines, IA" or "Des Moines, IA 50309". */
  name: string;
  latitude: number;
  longitude: number;
}

/**
 * A ZIP code or a town with its state ("Springfield, IL", "Springfield IL"), from the offline gazetteer the
 * geocoder falls back to (adapters/geocoder.ts): no outside service, so a public read costs no quota.
 */
export function findPlace(text: string): Place | null {
  const trimmed = text.trim();
  const zip = /^(\d{5})(?:-\d{4})?$/.exec(trimmed)?.[1];
  if (zip) {
    const found = zipcodes.lookup(zip);
    return found
      ? {
          name: `${found.city}, ${found.state} ${found.zip}`,
          latitude: found.latitude,
          longitude: found.longitude,
        }
      : null;
  }
  const town = /^(.+?)[\s,]+([A-Za-z]{2})$/.exec(trimmed);
  if (!town?.[1] || !town[2]) return null;
  const found = zipcodes.lookupByName(town[1].trim(), town[2].toUpperCase())[0];
  return found
    ? { name: `${found.city}, ${found.state}`, latitude: found.latitude, longitude: found.longitude }
    : null;
}
