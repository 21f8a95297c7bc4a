import type maplibregl from "maplibre-gl";

/**
 * Hangs the map on its container element, where the browser tests and the basemap benchmark read what it drew
 * (queryRenderedFeatures). Nothing global, nothing in the app reads it.
 */
export function exposeMap(map: maplibregl.Map): void {
  (map.getContainer() as HTMLElement & { maplibreMap?: maplibregl.Map }).maplibreMap = map;
}
