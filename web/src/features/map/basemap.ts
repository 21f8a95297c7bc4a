import { CHURCH_STATES } from "@app/shared";
import type { StyleSpecification } from "maplibre-gl";
import { feature, mesh } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import statesTopology from "us-atlas/states-10m.json";

type StatesTopology = Topology<{ states: GeometryCollection<{ name: string }> }>;

const NETWORK_STATE_NAMES = CHURCH_STATES.map((state) => state.name);

const COLORS = {
  water: "#dbe8ee",
  land: "#fbfcfc",
  networkLand: "#eef6f4",
  stateBorder: "#b4c4cc",
  nationBorder: "#8aa0ab",
};

let cached: StyleSpecification | null = null;

/**
 * The offline basemap: US state shapes from us-atlas (Census Bureau cartographic boundaries) as a local style,
 * so the map works with no network and no map service. The association's states are faintly tinted. It has
 * no labels: labels need glyph files from a server.
 */
export function offlineStyle(): StyleSpecification {
  if (cached) return cached;
  const topology = statesTopology as unknown as StatesTopology;
  const states = feature(topology, topology.objects.states);
  const borders = mesh(topology, topology.objects.states, (a, b) => a !== b);
  const outline = mesh(topology, topology.objects.states, (a, b) => a === b);
  const attribution = "US Census Bureau, via us-atlas";
  cached = {
    version: 8,
    name: "US states (offline)",
    sources: {
      states: { type: "geojson", data: states, attribution },
      borders: { type: "geojson", data: { type: "Feature", geometry: borders, properties: {} } },
      outline: { type: "geojson", data: { type: "Feature", geometry: outline, properties: {} } },
    },
    layers: [
      { id: "water", type: "background", paint: { "background-color": COLORS.water } },
      {
        id: "states-fill",
        type: "fill",
        source: "states",
        paint: {
          "fill-color": ["match", ["get", "name"], NETWORK_STATE_NAMES, COLORS.networkLand, COLORS.land],
        },
      },
      {
        id: "state-borders",
        type: "line",
        source: "borders",
        paint: {
          "line-color": COLORS.stateBorder,
          "line-width": ["interpolate", ["linear"], ["zoom"], 3, 0.6, 8, 1.4, 14, 2.5],
        },
      },
      {
        id: "nation-outline",
        type: "line",
        source: "outline",
        paint: {
          "line-color": COLORS.nationBorder,
          "line-width": ["interpolate", ["linear"], ["zoom"], 3, 0.9, 8, 2],
        },
      },
    ],
  };
  return cached;
}

/** The configured hosted style when there is one, else the offline basemap. */
export function mapStyle(styleUrl: string | null): string | StyleSpecification {
  return styleUrl ?? offlineStyle();
}
