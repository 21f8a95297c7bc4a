import type { PlaceQuery } from "@app/shared";
import { findPlace, type Place } from "../../adapters/places.ts";
import { notFound } from "../../errors.ts";

/** Where "near" starts for the embeddable finder (docs/decisions/022-embeddable-finder.md#near-a-place). Public: places are public. */
export function placeByName(input: PlaceQuery): Place {
  const place = findPlace(input.q);
  if (!place) throw notFound();
  return place;
}
