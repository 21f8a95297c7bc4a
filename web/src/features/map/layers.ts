import type { Cluster, LatLng } from "@app/shared";
import type { Color, Layer, PickingInfo } from "@deck.gl/core";
import { ScatterplotLayer, TextLayer } from "@deck.gl/layers";

/** What the directory map places: a church (or anything with an id) at its position. */
export interface MapPoint<T> extends LatLng {
  id: number;
  item: T;
}

/** Spec section 2: individual markers green, the selected one red and larger, clusters blue with a count. */
const MARKER = {
  church: [22, 163, 74] as Color,
  selected: [220, 38, 38] as Color,
  cluster: [37, 99, 235] as Color,
  outline: [255, 255, 255] as Color,
  countText: [255, 255, 255] as Color,
};

const CHURCH_RADIUS_PX = 7;
const SELECTED_RADIUS_PX = 11;

/** Cluster markers grow with the log of their count, so a metro area stands out without hiding its neighbours. */
export function clusterRadiusPx(count: number): number {
  return Math.min(30, 13 + Math.log2(count) * 3);
}

export type MarkerPick<T> =
  | { kind: "church"; point: MapPoint<T> }
  | { kind: "cluster"; cluster: Cluster<MapPoint<T>> };

interface MarkerLayersOptions<T> {
  clusters: Cluster<MapPoint<T>>[];
  selected: MapPoint<T> | null;
  onPick: (pick: MarkerPick<T>) => void;
}

export function markerLayers<T>({ clusters, selected, onPick }: MarkerLayersOptions<T>): Layer[] {
  const singles: MapPoint<T>[] = [];
  const groups: Cluster<MapPoint<T>>[] = [];
  for (const cluster of clusters) {
    if (cluster.members.length === 1) singles.push(cluster.members[0] as MapPoint<T>);
    else groups.push(cluster);
  }
  const outlined = {
    stroked: true,
    radiusUnits: "pixels",
    lineWidthUnits: "pixels",
    getLineColor: MARKER.outline,
    pickable: true,
  } as const;
  return [
    new ScatterplotLayer<MapPoint<T>>({
      id: "churches",
      data: singles,
      ...outlined,
      getPosition: (point) => [point.longitude, point.latitude],
      getRadius: CHURCH_RADIUS_PX,
      getLineWidth: 2,
      getFillColor: MARKER.church,
      onClick: (info: PickingInfo<MapPoint<T>>) => {
        if (info.object) onPick({ kind: "church", point: info.object });
        return true;
      },
    }),
    new ScatterplotLayer<Cluster<MapPoint<T>>>({
      id: "clusters",
      data: groups,
      ...outlined,
      getPosition: (cluster) => [cluster.longitude, cluster.latitude],
      getRadius: (cluster) => clusterRadiusPx(cluster.members.length),
      getLineWidth: 2.5,
      getFillColor: MARKER.cluster,
      onClick: (info: PickingInfo<Cluster<MapPoint<T>>>) => {
        if (info.object) onPick({ kind: "cluster", cluster: info.object });
        return true;
      },
    }),
    new TextLayer<Cluster<MapPoint<T>>>({
      id: "cluster-counts",
      data: groups,
      getPosition: (cluster) => [cluster.longitude, cluster.latitude],
      getText: (cluster) => String(cluster.members.length),
      getSize: 13,
      getColor: MARKER.countText,
      fontFamily: "'Inter Variable', Inter, system-ui, sans-serif",
      fontWeight: 700,
      characterSet: "0123456789",
      getTextAnchor: "middle",
      getAlignmentBaseline: "center",
    }),
    // Drawn last and on its own, so the selection shows even where its church sits inside a cluster.
    new ScatterplotLayer<MapPoint<T>>({
      id: "selected-church",
      data: selected ? [selected] : [],
      ...outlined,
      getPosition: (point) => [point.longitude, point.latitude],
      getRadius: SELECTED_RADIUS_PX,
      getLineWidth: 3,
      getFillColor: MARKER.selected,
      onClick: (info: PickingInfo<MapPoint<T>>) => {
        if (info.object) onPick({ kind: "church", point: info.object });
        return true;
      },
    }),
  ];
}
