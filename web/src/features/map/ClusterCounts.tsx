import type { CSSProperties } from "react";
import { Marker } from "react-map-gl/maplibre";
import type { MapCluster } from "./layers";

/**
 * Set on the map's container once deck.gl has drawn its first frame: until then the circles the counts sit on
 * are not on the canvas (the first frame waits for its shader programs), and white numbers would float alone.
 */
export const COUNTS_SHOWN_PROPERTY = "--cluster-counts";

const COUNT_STYLE: CSSProperties = {
  visibility: `var(${COUNTS_SHOWN_PROPERTY}, hidden)` as CSSProperties["visibility"],
  color: "white",
  font: "700 13px/1 'Inter Variable', Inter, system-ui, sans-serif",
  fontVariantNumeric: "tabular-nums",
  // Clicks reach the circle under the number: deck.gl picks the cluster and opens its popup.
  pointerEvents: "none",
  userSelect: "none",
};

/**
 * The count on each cluster's circle, as page text laid over deck.gl's circles rather than a deck.gl
 * TextLayer: where WebGL runs in software, the TextLayer's shader program alone held the map's first frame
 * back by about half a second (bench:basemap), while a few hundred numbers are nothing for the page. MapLibre
 * moves them with the camera in the same frame as the canvas; the popups sit above them.
 */
export function ClusterCounts({ clusters }: { clusters: MapCluster[] }) {
  return clusters.map((cluster) => (
    <Marker
      key={cluster.key}
      longitude={cluster.longitude}
      latitude={cluster.latitude}
      anchor="center"
      style={COUNT_STYLE}
    >
      <span aria-hidden="true" data-testid="cluster-count">
        {cluster.count}
      </span>
    </Marker>
  ));
}
