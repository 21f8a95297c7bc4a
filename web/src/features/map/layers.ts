import type { LatLng } from "@app/shared";
import type { Color, Layer, PickingInfo } from "@deck.gl/core";
import { ScatterplotLayer } from "@deck.gl/layers";

/** A church as a marker of the map: what its popup shows, at its position. */
export interface MapChurch extends LatLng {
  id: number;
  name: string;
  city: string;
  state: string;
  pastorName: string | null;
}

/** A cluster of the server's viewport answer (the spec's clustering rule runs on the server). */
export interface MapCluster extends LatLng {
  key: string;
  count: number;
}

/** Spec section 2: individual markers green, the selected one red and larger, clusters blue (their counts: ClusterCounts). */
const MARKER = {
  church: [22, 163, 74] as Color,
  selected: [220, 38, 38] as Color,
  cluster: [37, 99, 235] as Color,
  outline: [255, 255, 255] as Color,
};

const CHURCH = { radius: 7, outline: 2 };
const SELECTED = { radius: 11, outline: 3 };
const CLUSTER_OUTLINE_PX = 2.5;

/** Cluster markers grow with the log of their count, so a metro area stands out without hiding its neighbours. */
export function clusterRadiusPx(count: number): number {
  return Math.min(30, 13 + Math.log2(count) * 3);
}

export type MarkerPick = { kind: "church"; church: MapChurch } | { kind: "cluster"; cluster: MapCluster };

interface MarkerLayersOptions {
  clusters: MapCluster[];
  markers: MapChurch[];
  selected: MapChurch | null;
  onPick: (pick: MarkerPick) => void;
}

export function markerLayers({ clusters, markers, selected, onPick }: MarkerLayersOptions): Layer[] {
  const outlined = {
    stroked: true,
    radiusUnits: "pixels",
    lineWidthUnits: "pixels",
    getLineColor: MARKER.outline,
    pickable: true,
  } as const;
  return [
    new ScatterplotLayer<MapChurch>({
      id: "churches",
      data: markers,
      ...outlined,
      getPosition: (church) => [church.longitude, church.latitude],
      getRadius: CHURCH.radius,
      getLineWidth: CHURCH.outline,
      getFillColor: MARKER.church,
      onClick: (info: PickingInfo<MapChurch>) => {
        if (info.object) onPick({ kind: "church", church: info.object });
        return true;
      },
    }),
    new ScatterplotLayer<MapCluster>({
      id: "clusters",
      data: clusters,
      ...outlined,
      getPosition: (cluster) => [cluster.longitude, cluster.latitude],
      getRadius: (cluster) => clusterRadiusPx(cluster.count),
      getLineWidth: CLUSTER_OUTLINE_PX,
      getFillColor: MARKER.cluster,
      onClick: (info: PickingInfo<MapCluster>) => {
        if (info.object) onPick({ kind: "cluster", cluster: info.object });
        return true;
      },
    }),
    // Drawn last and on its own, so the selection shows even where its church sits inside a cluster.
    new ScatterplotLayer<MapChurch>({
      id: "selected-church",
      data: selected ? [selected] : [],
      ...outlined,
      getPosition: (church) => [church.longitude, church.latitude],
      getRadius: SELECTED.radius,
      getLineWidth: SELECTED.outline,
      getFillColor: MARKER.selected,
      onClick: (info: PickingInfo<MapChurch>) => {
        if (info.object) onPick({ kind: "church", church: info.object });
        return true;
      },
    }),
  ];
}

/** Where a marker sits and how far its drawn circle reaches from there, outline included (pixels). */
export interface MarkerFootprint extends LatLng {
  reachPx: number;
}

/** The circles `markerLayers` draws, as footprints: the basemap keeps its names out of them (MarkerRoom). */
export function markerFootprints({
  clusters,
  markers,
  selected,
}: Omit<MarkerLayersOptions, "onPick">): MarkerFootprint[] {
  const at = ({ latitude, longitude }: LatLng, reachPx: number) => ({ latitude, longitude, reachPx });
  return [
    ...markers.map((church) => at(church, CHURCH.radius + CHURCH.outline / 2)),
    ...clusters.map((cluster) => at(cluster, clusterRadiusPx(cluster.count) + CLUSTER_OUTLINE_PX / 2)),
    ...(selected ? [at(selected, SELECTED.radius + SELECTED.outline / 2)] : []),
  ];
}
