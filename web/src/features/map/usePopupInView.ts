import type { Popup as MapLibrePopup } from "maplibre-gl";
import { type RefObject, useEffect } from "react";
import type { MapRef } from "react-map-gl/maplibre";

/** Room kept between an open popup and the map's edges. */
const MARGIN_PX = 12;
const PAN_MS = 200;

/**
 * How far the map must pan ([x, y], as `panBy` takes it) for a popup to lie inside the map: the popup opens
 * above its point, so it can stick out at the top, the left or the right, never at the bottom.
 */
export function panToReveal(map: DOMRect, popup: DOMRect, margin = MARGIN_PX): [number, number] {
  const left = map.left + margin - popup.left;
  const right = popup.right - (map.right - margin);
  const top = map.top + margin - popup.top;
  const x = left > 0 ? -left : Math.max(right, 0);
  return [x, top > 0 ? -top : 0];
}

/**
 * MapLibre never pans a popup into view: a cluster's popup near the map's top edge had its heading cut off. Once
 * the popup is drawn, and whenever it grows (a cluster's churches arrive), the map pans just enough to show it.
 * `openKey` changes with each popup opened.
 */
export function usePopupInView(
  popupRef: RefObject<MapLibrePopup | null>,
  mapRef: RefObject<MapRef | null>,
  openKey: unknown,
) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the refs are read when a popup opens (openKey).
  useEffect(() => {
    const popup = popupRef.current;
    const map = mapRef.current?.getMap();
    if (!popup || !map) return;
    const element = popup.getElement();
    if (!element) return;
    const reveal = () => {
      // The camera is on its way (to a church picked in the list) or being dragged: never cut that short.
      if (map.isMoving()) return;
      const [x, y] = panToReveal(map.getContainer().getBoundingClientRect(), element.getBoundingClientRect());
      if (x !== 0 || y !== 0) map.panBy([x, y], { duration: PAN_MS });
    };
    // A ResizeObserver reports the popup's first size too, once it is laid out.
    const observer = new ResizeObserver(reveal);
    observer.observe(element);
    // Only the move under way as the popup opens: once it is open, where the visitor drags the map is theirs.
    if (map.isMoving()) map.once("moveend", reveal);
    return () => {
      observer.disconnect();
      map.off("moveend", reveal);
    };
  }, [openKey]);
}
