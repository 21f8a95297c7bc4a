// A small PMTiles archive in the Protomaps basemap's schema (earth, water, places), for the tests of
// MAP_PMTILES_PATH: land around central Iowa, one lake and one town, zooms 0 to 8.
import { gzipSync } from "node:zlib";
import { GeoJSONVT, type GeoJSONVTTile } from "@maplibre/geojson-vt";
import { fromGeojsonVt } from "@maplibre/vt-pbf";
import type { Feature, FeatureCollection } from "geojson";
import { type PmtilesTile, writePmtiles } from "./pmtiles-writer.ts";

export const SAMPLE_TOWN = "Testville";
export const SAMPLE_TOWN_POSITION = { longitude: -93.62, latitude: 41.59 };
const BOUNDS: [number, number, number, number] = [-97, 40, -90, 44];
const MAX_ZOOM = 8;
const PROTOMAPS_LAYERS = [
  "earth",
  "water",
  "places",
  "landcover",
  "landuse",
  "roads",
  "buildings",
  "pois",
  "boundaries",
];

function box([west, south, east, north]: number[]): Feature {
  return {
    type: "Feature",
    properties: {},
    geometry: {
      type: "Polygon",
      coordinates: [
        [
          [west!, south!],
          [east!, south!],
          [east!, north!],
          [west!, north!],
          [west!, south!],
        ],
      ],
    },
  };
}

function collection(features: Feature[]): FeatureCollection {
  return { type: "FeatureCollection", features };
}

export function makeSampleArchive(): Uint8Array {
  const options = { maxZoom: MAX_ZOOM, indexMaxZoom: 4, extent: 4096, buffer: 64 };
  const layers = {
    earth: new GeoJSONVT(collection([box(BOUNDS)]), options),
    water: new GeoJSONVT(
      collection([{ ...box([-93.9, 41.7, -93.7, 41.8]), properties: { kind: "lake", min_zoom: 0 } }]),
      options,
    ),
    places: new GeoJSONVT(
      collection([
        {
          type: "Feature",
          properties: {
            kind: "locality",
            name: SAMPLE_TOWN,
            "name:en": SAMPLE_TOWN,
            min_zoom: 2,
            population_rank: 12,
            sort_key: 1,
          },
          geometry: {
            type: "Point",
            coordinates: [SAMPLE_TOWN_POSITION.longitude, SAMPLE_TOWN_POSITION.latitude],
          },
        },
      ]),
      options,
    ),
  };
  const tiles: PmtilesTile[] = [];
  for (let z = 0; z <= MAX_ZOOM; z++) {
    const n = 2 ** z;
    const x0 = Math.floor(((BOUNDS[0] + 180) / 360) * n);
    const x1 = Math.floor(((BOUNDS[2] + 180) / 360) * n);
    const y = (lat: number) =>
      Math.floor(((1 - Math.asinh(Math.tan((lat * Math.PI) / 180)) / Math.PI) / 2) * n);
    for (let x = x0; x <= x1; x++) {
      for (let ty = y(BOUNDS[3]); ty <= y(BOUNDS[1]); ty++) {
        const tile: Record<string, GeoJSONVTTile> = {};
        for (const [name, index] of Object.entries(layers)) {
          const found = index.getTile(z, x, ty);
          if (found) tile[name] = found;
        }
        if (Object.keys(tile).length === 0) continue;
        tiles.push({ z, x, y: ty, data: gzipSync(fromGeojsonVt(tile, { version: 2, extent: 4096 })) });
      }
    }
  }
  return writePmtiles({
    tiles,
    bounds: BOUNDS,
    center: [SAMPLE_TOWN_POSITION.longitude, SAMPLE_TOWN_POSITION.latitude, 6],
    metadata: {
      name: "Test extract",
      // Every layer of the Protomaps schema is declared, as in a real extract; MapLibre refuses a style whose
      // layers name one the metadata lacks. Only three hold data here.
      vector_layers: PROTOMAPS_LAYERS.map((id) => ({ id, fields: {} })),
    },
  });
}
