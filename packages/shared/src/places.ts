import { z } from "zod";
import { textField } from "./fields.ts";

/** The longest place name the finder's "Near" box sends: a town with its state, or a ZIP code. */
export const PLACE_QUERY_MAX_LENGTH = 100;

/** churches.place (GET /api/places): a ZIP code or "Town, ST", as the embeddable finder's "Near" box takes it. */
export const placeQuerySchema = z.strictObject({ q: textField(PLACE_QUERY_MAX_LENGTH, undefined, 1) });
export type PlaceQuery = z.output<typeof placeQuerySchema>;
