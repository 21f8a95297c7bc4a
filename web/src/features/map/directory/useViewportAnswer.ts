import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { Map as MapLibreMap } from "maplibre-gl";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { DirectoryFilter } from "../../../lib/church-reads";
import { viewRequest } from "../camera";
import type { MarkerItem } from "../layers";
import { NO_VIEW, type Viewport, type ViewportRequest, viewportQueryOptions } from "../queries";

export type View = Omit<ViewportRequest, keyof DirectoryFilter>;

/** A view is asked for once the camera has rested this long: a run of zoom steps costs one request. */
const VIEW_DEBOUNCE_MS = 150;

/** The view the camera shows, as the server takes it. */
export function viewOf(map: MapLibreMap): View {
  const bounds = map.getBounds();
  return viewRequest(
    { west: bounds.getWest(), south: bounds.getSouth(), east: bounds.getEast(), north: bounds.getNorth() },
    map.getZoom(),
  );
}

/**
 * The server's markers as the map draws them and the keyboard reaches them: in reading order (north to south,
 * then west to east), so that the arrow keys move through the map as the eye does.
 */
export function markerItems(answer: Viewport | undefined): MarkerItem[] {
  if (!answer) return [];
  const items: MarkerItem[] = [
    ...answer.clusters.map(
      (cluster): MarkerItem => ({
        kind: "cluster",
        key: `cluster-${cluster.key}`,
        cluster: { key: cluster.key, count: cluster.count, latitude: cluster.lat, longitude: cluster.lng },
      }),
    ),
    ...answer.markers.map(
      (marker): MarkerItem => ({
        kind: "church",
        key: `church-${marker.id}`,
        church: {
          id: marker.id,
          name: marker.name,
          city: marker.city,
          state: marker.state,
          pastorName: marker.pastorName,
          latitude: marker.lat,
          longitude: marker.lng,
        },
      }),
    ),
  ];
  const at = (item: MarkerItem) => (item.kind === "church" ? item.church : item.cluster);
  return items.sort((a, b) => at(b).latitude - at(a).latitude || at(a).longitude - at(b).longitude);
}

/**
 * The clusters and markers of the view the camera shows, asked of the server (which clusters): the map asks only
 * for what it shows, and the last answer stays drawn while the next loads, so nothing flickers.
 */
export function useViewportAnswer(filter: DirectoryFilter) {
  const [view, setView] = useState<View | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const viewport = useQuery({
    ...viewportQueryOptions({ ...filter, ...(view ?? NO_VIEW) }),
    enabled: view !== null,
    placeholderData: keepPreviousData,
  });
  const items = useMemo(() => markerItems(viewport.data), [viewport.data]);
  const askForView = useCallback((map: MapLibreMap) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setView(viewOf(map)), VIEW_DEBOUNCE_MS);
  }, []);
  return {
    items,
    answer: viewport.data,
    /** The answer for the current view, once it is in (not the previous view's, kept on screen meanwhile). */
    shownAnswer: viewport.isPlaceholderData ? undefined : viewport.data,
    /** The zoom the drawn clusters were made for: a cluster's key means something only within its clustering. */
    drawnZoom: viewport.isPlaceholderData ? null : (view?.zoom ?? null),
    setView,
    askForView,
  };
}
