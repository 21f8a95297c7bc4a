import type { CSSProperties } from "react";

/**
 * How the directory's markers look, in one place for the two that draw them: MapLibre on the map (layers.ts,
 * marker-images.ts) and the preview drawn before the map's code has arrived (ClusterPreview). No map library
 * here: the preview is part of the page's own code.
 */

/** Markers green, the selected one red and larger, clusters blue (docs/product/directory.md#the-map). RGB. */
export const MARKER_COLOR = {
  church: [22, 163, 74],
  selected: [220, 38, 38],
  cluster: [37, 99, 235],
  outline: [255, 255, 255],
} as const satisfies Record<string, readonly [number, number, number]>;

/** Radius and outline width in pixels; the outline is centred on the circle's edge. */
export const CHURCH_MARKER = { radius: 7, outline: 2 };
export const SELECTED_MARKER = { radius: 11, outline: 3 };
export const CLUSTER_OUTLINE_PX = 2.5;

/** Cluster markers grow with the log of their count, so a metro area stands out without hiding its neighbours. */
export function clusterRadiusPx(count: number): number {
  return Math.min(30, 13 + Math.log2(count) * 3);
}

/** The number on a cluster's circle (the map draws it as a symbol's text in the same typeface). */
export const CLUSTER_COUNT_STYLE: CSSProperties = {
  position: "absolute",
  left: 0,
  top: 0,
  color: "white",
  font: "700 13px/1 'Inter Variable', Inter, system-ui, sans-serif",
  fontVariantNumeric: "tabular-nums",
};
