import { namedFlavor, layers as protomapsLayers } from "@protomaps/basemaps";
import type { LayerSpecification, StyleSpecification } from "maplibre-gl";
import { FONT, FONT_SEMIBOLD } from "./fonts";
import { absolute, ensurePmtilesProtocol, readHeaderEarly } from "./pmtiles-protocol";

/**
 * A Protomaps basemap (OpenStreetMap) from a PMTiles extract the association serves itself (MAP_PMTILES_PATH).
 * Its labels use the app's own typeface drawn in the browser, like the built-in map; it has no sprite (no npm
 * package ships Protomaps' icons), so road shields and one-way arrows are left out and place icons dropped.
 */
export function protomapsStyle(pmtilesUrl: string): StyleSpecification {
  const archiveUrl = absolute(pmtilesUrl);
  ensurePmtilesProtocol();
  readHeaderEarly(archiveUrl);
  const flavor = { ...namedFlavor("light"), regular: FONT[0], bold: FONT_SEMIBOLD[0], italic: FONT[0] };
  const layers = (protomapsLayers("protomaps", flavor, { lang: "en" }) as LayerSpecification[]).flatMap(
    (layer): LayerSpecification[] => {
      if (layer.type !== "symbol" || !layer.layout?.["icon-image"]) return [layer];
      if (!layer.layout["text-field"]) return [];
      if (layer.id.includes("shield")) return [];
      const { "icon-image": _icon, ...layout } = layer.layout;
      return [{ ...layer, layout }];
    },
  );
  return {
    version: 8,
    name: "Protomaps (self-hosted)",
    sources: {
      protomaps: {
        type: "vector",
        url: `pmtiles://${archiveUrl}`,
        attribution: "© OpenStreetMap contributors, Protomaps",
      },
    },
    layers,
  };
}
