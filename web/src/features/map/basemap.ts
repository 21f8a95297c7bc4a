import { basemapTiles, basemapUrl } from "virtual:basemap";
import { CHURCH_STATES } from "@app/shared";
import { namedFlavor, layers as protomapsLayers } from "@protomaps/basemaps";
import { useQuery } from "@tanstack/react-query";
import maplibregl, {
  type ExpressionSpecification,
  type FillLayerSpecification,
  type LayerSpecification,
  type StyleSpecification,
  type SymbolLayerSpecification,
} from "maplibre-gl";
import { PMTiles, Protocol } from "pmtiles";
import { useMemo } from "react";
import { trpc } from "../../lib/trpc";
import pmtilesInWorkerUrl from "./pmtiles-in-worker.ts?worker&url";

const NETWORK_STATE_NAMES = CHURCH_STATES.map((state) => state.name);

const COLORS = {
  water: "#cfe1ea",
  waterLine: "#b7d0dc",
  neighbourLand: "#f3f4f2",
  land: "#fbfcfb",
  networkLand: "#eef6f3",
  countyLine: "#cdd7dc",
  countyHighlight: "#6f8794",
  stateLine: "#9fb2bc",
  nationLine: "#7f96a2",
  label: "#2f3d45",
  minorLabel: "#56656d",
  regionLabel: "#7d8c94",
  halo: "rgba(255, 255, 255, 0.92)",
};

/**
 * The app's own typeface. No `glyphs` URL is set, so MapLibre draws every label in the browser from the page's
 * loaded fonts (TinySDF): no glyph files to ship, and the labels match the rest of the site. MapLibre reads the
 * weight from words in the first name ("Semibold"), then falls back to the next family with that weight.
 */
const FONT = ["Inter Variable"];
const FONT_SEMIBOLD = ["Inter Variable Semibold", "Inter Variable"];

// Without `metadata`, a source's TileJSON comes from the archive's header alone: one request fewer before the first
// tile, and an extract that lacks a layer the style names just draws nothing there instead of failing.
const protocol = new Protocol();
let protocolAdded = false;

/**
 * MapLibre reads `pmtiles://` sources through the archive's HTTP range requests: the tile worker reads the tiles
 * (pmtiles-in-worker.ts; the page's protocol stays as the fallback).
 */
function ensurePmtilesProtocol(): void {
  if (protocolAdded) return;
  maplibregl.addProtocol("pmtiles", protocol.tile);
  // Vite's dev server serves worker code as an ES module, which a worker's importScripts cannot run.
  if (import.meta.env.PROD) {
    maplibregl.importScriptInWorkers(absolute(pmtilesInWorkerUrl)).catch((error: unknown) => {
      console.warn("The map's worker reads tiles through the page instead", error);
    });
  }
  protocolAdded = true;
}

/**
 * A source given by its archive's address alone has its TileJSON from the archive's header, which the page reads:
 * the header and root directory are asked for at once, while MapLibre and WebGL are still starting, not after
 * the style is parsed.
 */
function readHeaderEarly(archiveUrl: string): void {
  if (protocol.get(archiveUrl)) return;
  const archive = new PMTiles(archiveUrl);
  protocol.add(archive);
  archive.getHeader().catch(() => {
    // The map's own request for the header reports the failure.
  });
}

function absolute(url: string): string {
  return new URL(url, window.location.href).href;
}

/** Ranks the build gives places (web/basemap/generate.ts): each is labelled from the zoom of the same number. */
const PLACE_RANKS = [3, 4, 5, 6, 7, 8, 9, 10] as const;

/**
 * Where a place's name may go, in order, with its offset in ems: beside its point (below, above, then the
 * sides), then the same further out, clear of the cluster or marker that covers the point.
 */
const NAME_PLACES: Array<string | [number, number]> = [0.75, 1.9, 3].flatMap((ems) =>
  (["top", "bottom", "left", "right"] as const).flatMap((anchor) => [anchor, nameOffset(anchor, ems)]),
);

/** A name's shift away from its point, for an anchor (the side of the name that faces the point). */
function nameOffset(anchor: "top" | "bottom" | "left" | "right", ems: number): [number, number] {
  const shifts = { top: [0, ems], bottom: [0, -ems], left: [ems, 0], right: [-ems, 0] } as const;
  return [...shifts[anchor]];
}

function placeLayer(rank: number): SymbolLayerSpecification {
  const big = rank <= 5;
  const size: ExpressionSpecification = big
    ? ["interpolate", ["linear"], ["zoom"], 3, 11.5, 8, 15, 12, 17]
    : rank <= 7
      ? ["interpolate", ["linear"], ["zoom"], 6, 11.5, 10, 14, 14, 16]
      : ["interpolate", ["linear"], ["zoom"], 8, 11, 12, 13.5, 14, 15];
  return {
    id: `places-${rank}`,
    type: "symbol",
    source: "basemap",
    "source-layer": "places",
    minzoom: rank,
    filter: ["==", ["get", "rank"], rank],
    layout: {
      "text-field": ["get", "name"],
      "text-font": big ? FONT_SEMIBOLD : FONT,
      "text-size": size,
      "text-max-width": 8,
      "text-padding": 3,
      // Beside the town's point, not on it: below first, then above, then the sides. A church is often placed
      // at its town's centre, and the directory keeps names out of its markers (MarkerRoom): where a marker
      // or a cluster covers the places beside the point, the name steps further out on one of the four sides.
      "text-variable-anchor-offset": NAME_PLACES,
      // The larger town wins when two labels would touch.
      "symbol-sort-key": ["-", ["get", "population"]],
    },
    paint: {
      "text-color": rank <= 7 ? COLORS.label : COLORS.minorLabel,
      "text-halo-color": COLORS.halo,
      "text-halo-width": 1.6,
    },
  };
}

/** Outlines one county (the church page's): a filter on the name picks it. */
export const COUNTY_HIGHLIGHT_LAYER = "county-highlight";

/** The colour a map box shows behind its style: the built-in map's sea, which its layers leave uncovered. */
export function backdropOf(style: string | StyleSpecification): string | undefined {
  return style === builtIn ? COLORS.water : undefined;
}

function fill(
  id: string,
  sourceLayer: string,
  color: string,
  extra: Pick<FillLayerSpecification, "filter" | "maxzoom"> = {},
): FillLayerSpecification {
  return {
    id,
    type: "fill",
    source: "basemap",
    "source-layer": sourceLayer,
    ...extra,
    // Edges come from the line layers; an antialiased fill would need a program of its own for them.
    paint: { "fill-color": color, "fill-antialias": false },
  };
}

let builtIn: StyleSpecification | null = null;

/**
 * The built-in basemap: land, lakes and rivers, state and county lines, and US towns named from a gazetteer,
 * as vector tiles in one PMTiles archive made at build time (web/basemap) and served with the app's assets.
 * No tile service, no key, no network beyond this site.
 */
export function builtInStyle(): StyleSpecification {
  if (builtIn) return builtIn;
  const archiveUrl = absolute(basemapUrl);
  // The archive's TileJSON is written into the build (virtual:basemap), so the tiles are asked for as soon as the
  // style is read, and the page reads no header. Reading it first made the tiles wait for it, and for a main
  // thread that deck.gl's first frame holds for hundreds of milliseconds. Where the worker cannot read (the dev
  // server), the page's protocol reads the header with the first tile.
  ensurePmtilesProtocol();
  const line = (
    id: string,
    kind: string,
    color: string,
    width: ExpressionSpecification,
    minzoom = 0,
  ): LayerSpecification => ({
    id,
    type: "line",
    source: "basemap",
    "source-layer": "boundaries",
    minzoom,
    filter: ["==", ["get", "kind"], kind],
    layout: { "line-join": "round", "line-cap": "round" },
    paint: { "line-color": color, "line-width": width },
  });
  builtIn = {
    version: 8,
    name: "Built-in US basemap",
    sources: {
      basemap: {
        type: "vector",
        tiles: [`pmtiles://${archiveUrl}/{z}/{x}/{y}`],
        ...basemapTiles,
        attribution: "US Census Bureau · Natural Earth · © OpenStreetMap · GeoNames",
      },
    },
    // Every distinct layer kind costs the GPU a shader program before the first frame (a few dozen milliseconds
    // each where WebGL runs in software), so the layers share as few as they can: no background layer (the
    // sea is the map box's own colour, backdropOf), fills of one colour each and no fill outlines (a
    // line layer draws the water's shores, with the program the boundaries use anyway).
    layers: [
      fill("land", "land", COLORS.neighbourLand),
      fill("network-states", "states", COLORS.networkLand, {
        filter: ["in", ["get", "name"], ["literal", NETWORK_STATE_NAMES]],
      }),
      fill("other-states", "states", COLORS.land, {
        filter: ["!", ["in", ["get", "name"], ["literal", NETWORK_STATE_NAMES]]],
      }),
      fill("water", "water", COLORS.water, { filter: ["<=", ["get", "minzoom"], 5] }),
      // Small lakes and river stretches come from 1 km data: past zoom 11 their angular outlines would mislead.
      fill("water-small", "water", COLORS.water, { maxzoom: 11, filter: [">", ["get", "minzoom"], 5] }),
      {
        id: "shores",
        type: "line",
        source: "basemap",
        "source-layer": "water",
        maxzoom: 11,
        paint: { "line-color": COLORS.waterLine, "line-width": 0.6 },
      },
      line(
        "county-lines",
        "county",
        COLORS.countyLine,
        ["interpolate", ["linear"], ["zoom"], 6, 0.4, 10, 1, 14, 1.8],
        6,
      ),
      {
        id: COUNTY_HIGHLIGHT_LAYER,
        type: "line",
        source: "basemap",
        "source-layer": "counties",
        filter: ["==", ["get", "name"], ""],
        paint: {
          "line-color": COLORS.countyHighlight,
          "line-width": ["interpolate", ["linear"], ["zoom"], 8, 1.5, 14, 3],
          "line-dasharray": [3, 2],
        },
      },
      line("state-lines", "state", COLORS.stateLine, [
        "interpolate",
        ["linear"],
        ["zoom"],
        3,
        0.6,
        8,
        1.4,
        14,
        2.6,
      ]),
      line("nation-lines", "nation", COLORS.nationLine, [
        "interpolate",
        ["linear"],
        ["zoom"],
        3,
        0.8,
        8,
        1.8,
      ]),
      {
        id: "state-labels",
        type: "symbol",
        source: "basemap",
        "source-layer": "state_labels",
        minzoom: 4.5,
        maxzoom: 7.5,
        layout: {
          "text-field": ["upcase", ["get", "name"]],
          "text-font": FONT_SEMIBOLD,
          "text-size": ["interpolate", ["linear"], ["zoom"], 4.5, 10, 7, 13],
          "text-letter-spacing": 0.12,
          "text-max-width": 6,
        },
        paint: { "text-color": COLORS.regionLabel, "text-halo-color": COLORS.halo, "text-halo-width": 1.2 },
      },
      {
        id: "county-labels",
        type: "symbol",
        source: "basemap",
        "source-layer": "county_labels",
        minzoom: 8.5,
        layout: {
          "text-field": ["get", "name"],
          "text-font": FONT,
          "text-size": ["interpolate", ["linear"], ["zoom"], 8.5, 10.5, 14, 13],
          "text-letter-spacing": 0.04,
          "text-max-width": 7,
          "text-padding": 6,
        },
        paint: { "text-color": COLORS.regionLabel, "text-halo-color": COLORS.halo, "text-halo-width": 1.2 },
      },
      // Placed top first: the biggest places claim their space before the towns around them.
      ...[...PLACE_RANKS].reverse().map(placeLayer),
    ],
  };
  return builtIn;
}

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

export interface PinContext {
  /** The place the pin most likely belongs to, within 25 km. */
  town: string | null;
  county: string | null;
}

const EARTH_RADIUS_KM = 6371;
/** Beyond this the pin is in the country, and naming a town would mislead. */
const MAX_TOWN_KM = 25;

function distanceKm(a: [number, number], b: [number, number]): number {
  const rad = Math.PI / 180;
  const dLat = (b[1] - a[1]) * rad;
  const dLon = (b[0] - a[0]) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a[1] * rad) * Math.cos(b[1] * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
}

function inRing(point: [number, number], ring: number[][]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi = 0, yi = 0] = ring[i] ?? [];
    const [xj = 0, yj = 0] = ring[j] ?? [];
    if (yi > point[1] !== yj > point[1] && point[0] < ((xj - xi) * (point[1] - yi)) / (yj - yi) + xi) {
      inside = !inside;
    }
  }
  return inside;
}

function inPolygon(point: [number, number], geometry: GeoJSON.Geometry): boolean {
  const polygons =
    geometry.type === "Polygon"
      ? [geometry.coordinates]
      : geometry.type === "MultiPolygon"
        ? geometry.coordinates
        : [];
  return polygons.some(
    (rings) =>
      rings[0] !== undefined &&
      inRing(point, rings[0]) &&
      !rings.slice(1).some((hole) => inRing(point, hole)),
  );
}

/**
 * The town and county a pin stands in, read from the built-in basemap's loaded tiles: at zoom 14 the town's
 * label point and the county line are usually off screen, so the church page names them beside the pin.
 */
export function pinContext(
  map: maplibregl.Map,
  position: { longitude: number; latitude: number },
): PinContext {
  if (!map.getSource("basemap")) return { town: null, county: null };
  const point: [number, number] = [position.longitude, position.latitude];
  // The place whose reach best covers the pin, not the nearest label point: a church in a big city's outer
  // neighbourhood is nearer the centre of the suburb next door. Reach grows with the square root of population.
  let town: string | null = null;
  let best = Number.POSITIVE_INFINITY;
  for (const place of map.querySourceFeatures("basemap", { sourceLayer: "places" })) {
    if (place.geometry.type !== "Point") continue;
    const distance = distanceKm(point, place.geometry.coordinates as [number, number]);
    if (distance > MAX_TOWN_KM) continue;
    const reachKm = Math.max(1, 0.6 * Math.sqrt(Number(place.properties.population ?? 0) / 1000));
    if (distance / reachKm < best) {
      best = distance / reachKm;
      town = String(place.properties.name ?? "") || null;
    }
  }
  const county = map
    .querySourceFeatures("basemap", { sourceLayer: "counties" })
    .find((area) => inPolygon(point, area.geometry));
  return { town, county: county ? String(county.properties.name ?? "") || null : null };
}

/**
 * Hangs the map on its container element, where the browser tests and the basemap benchmark read what it drew
 * (queryRenderedFeatures). Nothing global, nothing in the app reads it.
 */
export function exposeMap(map: maplibregl.Map): void {
  (map.getContainer() as HTMLElement & { maplibreMap?: maplibregl.Map }).maplibreMap = map;
}

/** A hosted style when one is configured, else a self-hosted extract, else the built-in basemap. */
export function mapStyle(
  styleUrl: string | null,
  pmtilesUrl: string | null = null,
): string | StyleSpecification {
  if (styleUrl) return styleUrl;
  if (pmtilesUrl) return protomapsStyle(pmtilesUrl);
  return builtInStyle();
}

/** The basemap the server chose (site.info): MAP_STYLE_URL, MAP_PMTILES_PATH or the built-in one. */
export function useMapStyle(styleUrl: string | null): string | StyleSpecification {
  // Read here rather than in useSiteInfo, which every page's JavaScript carries.
  const mapPmtilesUrl = useQuery(trpc.site.info.queryOptions()).data?.mapPmtilesUrl ?? null;
  return useMemo(() => mapStyle(styleUrl, mapPmtilesUrl), [styleUrl, mapPmtilesUrl]);
}
