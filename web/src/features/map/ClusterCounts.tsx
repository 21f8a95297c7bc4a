import { type CSSProperties, useLayoutEffect, useRef } from "react";
import { useMap } from "react-map-gl/maplibre";
import type { MapCluster } from "./layers";
import { CLUSTER_COUNT_STYLE } from "./marker-style";

/**
 * Set on the map's container once deck.gl has drawn its first frame: until then the circles the counts sit on
 * are not on the canvas (the first frame waits for its shader programs), and white numbers would float alone.
 */
const COUNTS_SHOWN_PROPERTY = "--cluster-counts";

/** deck.gl has drawn a frame into the map in `container`: its counts may show. Writes once, reads after. */
export function showClusterCounts(container: HTMLElement): void {
  if (container.style.getPropertyValue(COUNTS_SHOWN_PROPERTY)) return;
  container.style.setProperty(COUNTS_SHOWN_PROPERTY, "visible");
}

const LAYER_STYLE: CSSProperties = {
  position: "absolute",
  inset: 0,
  overflow: "hidden",
  // Clicks reach the circle under a number: deck.gl picks the cluster and opens its popup.
  pointerEvents: "none",
  userSelect: "none",
  visibility: `var(${COUNTS_SHOWN_PROPERTY}, hidden)` as CSSProperties["visibility"],
};

/**
 * The count on each cluster's circle, as page text laid over deck.gl's circles rather than a deck.gl
 * TextLayer: where WebGL runs in software, the TextLayer's shader program alone held the map's first frame
 * back by about half a second (bench:basemap). One layer of plain spans, placed on every camera move (in the
 * frame the canvas draws), costs the page less than a MapLibre Marker per cluster, which a zoom step would
 * all replace. Popups sit above them.
 */
export function ClusterCounts({ clusters }: { clusters: MapCluster[] }) {
  const { current: mapRef } = useMap();
  const layer = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const map = mapRef?.getMap();
    const spans = layer.current?.children;
    if (!map || !spans) return;
    const place = () => {
      clusters.forEach((cluster, index) => {
        const { x, y } = map.project([cluster.longitude, cluster.latitude]);
        (spans[index] as HTMLElement).style.transform =
          `translate(${x.toFixed(1)}px, ${y.toFixed(1)}px) translate(-50%, -50%)`;
      });
    };
    place();
    // A resize fires "move" too, after the camera has taken the new size.
    map.on("move", place);
    return () => {
      map.off("move", place);
    };
  }, [mapRef, clusters]);
  return (
    <div ref={layer} style={LAYER_STYLE} aria-hidden="true">
      {clusters.map((cluster) => (
        <span key={cluster.key} style={CLUSTER_COUNT_STYLE} data-testid="cluster-count">
          {cluster.count}
        </span>
      ))}
    </div>
  );
}
