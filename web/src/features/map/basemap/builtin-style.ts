import { basemapTiles, basemapUrl } from "virtual:basemap";
import { CHURCH_STATES } from "@app/shared";
import type {
  ExpressionSpecification,
  FillLayerSpecification,
  LayerSpecification,
  StyleSpecification,
  SymbolLayerSpecification,
} from "maplibre-gl";
import { FONT, FONT_SEMIBOLD } from "./fonts";
import { absolute, ensurePmtilesProtocol } from "./pmtiles-protocol";

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
      // at its town's centre, and the directory's markers block names (their symbol layer): where a marker
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
  // thread that the map's start holds for hundreds of milliseconds. Where the worker cannot read (the dev
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
