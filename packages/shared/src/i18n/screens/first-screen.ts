/**
 * What a phone shows first and loads the rest of on demand (issue 40): the home page's church list cut to a
 * screenful, and the church page's location before its map is loaded.
 * English first, the Spanish beside it with the same keys (the catalogue test holds them together).
 */
import type { PartialCatalogue } from "../es.ts";

export const firstScreenEn = {
  /** Below the first screenful of cards on a phone: shows the rest of the churches already loaded. */
  showMore: "Show more",
  /** The church page's map area before the map is loaded (it loads as it nears the screen, or on this tap). */
  showMap: "Show the map",
};

export const firstScreenEs: PartialCatalogue<typeof firstScreenEn> = {
  showMore: "Mostrar más",
  showMap: "Mostrar el mapa",
};
