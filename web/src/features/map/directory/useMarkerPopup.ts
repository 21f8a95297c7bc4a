import { useEffect, useRef, useState } from "react";
import type { MapRef } from "react-map-gl/maplibre";
import type { DirectoryFilter } from "../../../lib/church-reads";
import type { MapChurch, MapCluster, MarkerItem } from "../layers";
import { focusMarkerButton } from "./MarkerKeyboard";

/** What the list says as a popup opens or closes (MarkerKeyboard's live region). */
export type Said = { opened: NonNullable<PopupState> } | { closed: string };

/** The list's key for the marker a popup belongs to. */
export function popupKey(popup: NonNullable<PopupState>): string {
  return popup.kind === "church" ? `church-${popup.church.id}` : `cluster-${popup.cluster.key}`;
}

export type PopupState =
  | { kind: "church"; church: MapChurch; byKeyboard: boolean }
  | { kind: "cluster"; cluster: MapCluster; zoom: number; byKeyboard: boolean }
  | null;

interface PopupOptions {
  mapRef: React.RefObject<MapRef | null>;
  loaded: boolean;
  filter: DirectoryFilter;
  /** A church chosen in the list: the map pans to it and opens its popup. `key` repeats a request. */
  focus: { church: MapChurch; key: number } | null;
  /** The zoom of the clusters on the map (null while the next view's are on their way). */
  drawnZoom: number | null;
  onSelect: (church: MapChurch) => void;
}

/** Which popup is open (a church's or a cluster's), and how a marker, the list or the keyboard opens one. */
export function useMarkerPopup({ mapRef, loaded, filter, focus, drawnZoom, onSelect }: PopupOptions) {
  const [popup, setPopup] = useState<PopupState>(null);
  /** What screen readers are told (aria-live): a popup opened or closed from the keyboard. */
  const [said, setSaid] = useState<Said | null>(null);

  const open = (item: MarkerItem, byKeyboard: boolean) => {
    const opened: PopupState =
      item.kind === "church"
        ? { kind: "church", church: item.church, byKeyboard }
        : drawnZoom !== null
          ? { kind: "cluster", cluster: item.cluster, zoom: drawnZoom, byKeyboard }
          : null;
    if (!opened) return;
    setPopup(opened);
    if (item.kind === "church") onSelect(item.church);
    if (byKeyboard) setSaid({ opened });
  };

  /** Closes the popup; one the keyboard opened gives the focus back to its marker in the list. */
  const close = () => {
    if (popup?.byKeyboard) {
      setSaid({ closed: popupKey(popup) });
      focusMarkerButton(mapRef.current?.getContainer().parentElement ?? null, popupKey(popup));
    }
    setPopup(null);
  };

  useEffect(() => {
    if (!focus || !loaded) return;
    const { church } = focus;
    mapRef.current?.easeTo({ center: [church.longitude, church.latitude], duration: 600 });
    // Opened by Enter on a card, the popup must not take the focus from that card.
    setPopup({ kind: "church", church, byKeyboard: false });
  }, [mapRef, focus, loaded]);

  // A popup from the previous filter's markers could point at a church the filter no longer shows.
  const filterKey = JSON.stringify(filter);
  const previousFilter = useRef(filterKey);
  useEffect(() => {
    if (previousFilter.current === filterKey) return;
    previousFilter.current = filterKey;
    setPopup(null);
  }, [filterKey]);

  return { popup, open, close, said };
}
