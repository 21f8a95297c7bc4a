import type { LatLng } from "@app/shared";
import type { Map as MapLibreMap } from "maplibre-gl";
import { useCallback, useEffect, useRef, useState } from "react";
import type { MapRef } from "react-map-gl/maplibre";
import { type Box, NETWORK_PADDING } from "../camera";
import { nearestView } from "../nearest";
import { type View, viewOf } from "./useViewportAnswer";

/**
 * Widens the camera, without animation, to hold the network's box when the current view does not (a phone at
 * the start view). True when the camera moved.
 */
function frameNetwork(map: MapLibreMap, { west, south, east, north }: Box): boolean {
  const view = map.getBounds();
  if (view.contains([west, south]) && view.contains([east, north])) return false;
  map.fitBounds(
    [
      [west, south],
      [east, north],
    ],
    { padding: NETWORK_PADDING, duration: 0 },
  );
  return true;
}

interface CameraOptions {
  mapRef: React.RefObject<MapRef | null>;
  loaded: boolean;
  networkBounds: Box | null;
  userLocation: LatLng | null;
  nearest: LatLng[] | null;
  setView: (view: View) => void;
}

/**
 * Where the directory map's camera goes on its own: the network framed once on a narrow screen, and the visitor
 * with the nearest churches once located. Returns what to do as the map is made.
 */
export function useDirectoryCamera({
  mapRef,
  loaded,
  networkBounds,
  userLocation,
  nearest,
  setView,
}: CameraOptions) {
  // The start view (zoom 4.2 over Iowa; docs/product/directory.md#the-map) holds the whole network on a wide
  // screen, but on a phone the churches at its edges fall outside the box. Once, when the network's box is
  // known: if it is not in view, widen just enough to hold it. Done as soon as the map exists, so the first
  // view asked of the server is the one shown.
  const [createdMap, setCreatedMap] = useState<MapLibreMap | null>(null);
  const framedRef = useRef(false);
  const frameOnce = useCallback(
    (map: MapLibreMap) => {
      if (framedRef.current || !networkBounds) return false;
      framedRef.current = true;
      return frameNetwork(map, networkBounds);
    },
    [networkBounds],
  );
  useEffect(() => {
    // The box arrived after the map was made: the view already asked for gives way to the framed one.
    if (createdMap && frameOnce(createdMap)) setView(viewOf(createdMap));
  }, [createdMap, frameOnce, setView]);

  // Once the visitor is located and the nearest churches are known: them in one frame, never wider than zoom 8.
  // Read when they are known, not on every page loaded after: Load More must not move the camera.
  const nearestRef = useRef(nearest);
  nearestRef.current = nearest;
  const nearestKnown = nearest !== null;
  useEffect(() => {
    const closest = nearestRef.current;
    const map = mapRef.current;
    if (!userLocation || !nearestKnown || !closest || !loaded || !map) return;
    const { width, height } = map.getContainer().getBoundingClientRect();
    map.flyTo(nearestView(userLocation, closest, { width, height }));
  }, [mapRef, userLocation, nearestKnown, loaded]);

  /** The map exists (its tiles still loading): frame the network, and take the view it shows. */
  const onMapCreated = useCallback(
    (map: MapLibreMap) => {
      frameOnce(map);
      setCreatedMap(map);
      return viewOf(map);
    },
    [frameOnce],
  );
  return { onMapCreated };
}
