import type { LatLng } from "@app/shared";
import type { FeatureCollection, Point } from "geojson";
import type { SymbolLayerSpecification } from "maplibre-gl";
import { CHURCH_MARKER, CLUSTER_OUTLINE_PX, clusterRadiusPx } from "./marker-style";

/** A church as a marker of the map: what its popup shows, at its position. */
export interface MapChurch extends LatLng {
  id: number;
  name: string;
  city: string;
  state: string;
  pastorName: string | null;
}

/** A cluster of the server's viewport answer (the clustering rule, docs/product/directory.md#the-map). */
export interface MapCluster extends LatLng {
  key: string;
  count: number;
}

/** One thing the directory map draws and the keyboard can reach: a church or a cluster. */
export type MarkerItem =
  | { kind: "church"; key: string; church: MapChurch }
  | { kind: "cluster"; key: string; cluster: MapCluster };

/** The ids MapLibre knows the markers by: read by the browser tests and the benchmarks too. */
export const MARKER_SOURCE = "markers";
export const MARKER_LAYER = "markers";
export const SELECTED_SOURCE = "selected-church";
export const SELECTED_LAYER = "selected-church";
export const FOCUS_LAYER = "marker-focus";

/** The image a marker is drawn with (marker-images.ts makes it when MapLibre first asks for its name). */
export function markerImageName(item: MarkerItem): string {
  return item.kind === "church" ? CHURCH_IMAGE : clusterImage(item.cluster.count);
}

export const CHURCH_IMAGE = "marker-church";
export const SELECTED_IMAGE = "marker-selected";
export const CLUSTER_IMAGE_PREFIX = "marker-cluster-";

/** Cluster circles come in half-pixel steps of radius: a few dozen images at most, whatever the counts. */
function clusterImage(count: number): string {
  return `${CLUSTER_IMAGE_PREFIX}${Math.round(clusterRadiusPx(count) * 2)}`;
}

/** How far a marker's circle reaches from its point, its outline included (pixels): for the focus ring. */
export function markerReachPx(item: MarkerItem): number {
  return item.kind === "church"
    ? CHURCH_MARKER.radius + CHURCH_MARKER.outline / 2
    : Math.round(clusterRadiusPx(item.cluster.count) * 2) / 2 + CLUSTER_OUTLINE_PX / 2;
}

/** The server's answer as MapLibre's source data: one point per marker, named by its key. */
export function markerFeatures(items: readonly MarkerItem[]): FeatureCollection<Point> {
  return {
    type: "FeatureCollection",
    features: items.map((item) => {
      const at = item.kind === "church" ? item.church : item.cluster;
      return {
        type: "Feature",
        geometry: { type: "Point", coordinates: [at.longitude, at.latitude] },
        properties: {
          key: item.key,
          kind: item.kind,
          image: markerImageName(item),
          label: item.kind === "cluster" ? String(item.cluster.count) : "",
          count: item.kind === "cluster" ? item.cluster.count : 1,
          reach: markerReachPx(item),
        },
      };
    }),
  };
}

/** The selected church, drawn on its own above the rest (it may sit inside a cluster). */
export function selectedFeatures(selected: MapChurch | null): FeatureCollection<Point> {
  return {
    type: "FeatureCollection",
    features: selected
      ? [
          {
            type: "Feature",
            geometry: { type: "Point", coordinates: [selected.longitude, selected.latitude] },
            properties: { key: `church-${selected.id}`, kind: "church" },
          },
        ]
      : [],
  };
}

/**
 * Each marker is one symbol: its circle is the icon and a cluster's count the text. Symbols take part in
 * MapLibre's label placement, so the basemap's names step aside from the markers with no stand-ins: this layer
 * sits above theirs and is placed first, always shown (allow-overlap) and blocking (no ignore-placement).
 */
export function markerLayer(font: string[]): SymbolLayerSpecification {
  return {
    id: MARKER_LAYER,
    type: "symbol",
    source: MARKER_SOURCE,
    layout: {
      "icon-image": ["get", "image"],
      "icon-allow-overlap": true,
      "icon-ignore-placement": false,
      "text-field": ["get", "label"],
      "text-font": font,
      "text-size": 13,
      "text-allow-overlap": true,
      "text-ignore-placement": false,
      // Drawn in ascending order: the bigger cluster on top where two touch.
      "symbol-sort-key": ["get", "count"],
    },
    paint: { "text-color": "#ffffff" },
  };
}

export function selectedLayer(): SymbolLayerSpecification {
  return {
    id: SELECTED_LAYER,
    type: "symbol",
    source: SELECTED_SOURCE,
    layout: { "icon-image": SELECTED_IMAGE, "icon-allow-overlap": true, "icon-ignore-placement": false },
  };
}
