import type { LatLng } from "@app/shared";
import type { Color, Layer, PickingInfo } from "@deck.gl/core";
import { ScatterplotLayer } from "@deck.gl/layers";
import {
  CHURCH_MARKER,
  CLUSTER_OUTLINE_PX,
  clusterRadiusPx,
  MARKER_COLOR,
  SELECTED_MARKER,
} from "./marker-style";

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

const MARKER: Record<keyof typeof MARKER_COLOR, Color> = {
  church: [...MARKER_COLOR.church],
  selected: [...MARKER_COLOR.selected],
  cluster: [...MARKER_COLOR.cluster],
  outline: [...MARKER_COLOR.outline],
};

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
      getRadius: CHURCH_MARKER.radius,
      getLineWidth: CHURCH_MARKER.outline,
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
      getRadius: SELECTED_MARKER.radius,
      getLineWidth: SELECTED_MARKER.outline,
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
    ...markers.map((church) => at(church, CHURCH_MARKER.radius + CHURCH_MARKER.outline / 2)),
    ...clusters.map((cluster) => at(cluster, clusterRadiusPx(cluster.count) + CLUSTER_OUTLINE_PX / 2)),
    ...(selected ? [at(selected, SELECTED_MARKER.radius + SELECTED_MARKER.outline / 2)] : []),
  ];
}
