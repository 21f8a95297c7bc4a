import { MapboxOverlay, type MapboxOverlayProps } from "@deck.gl/mapbox";
import type { IControl } from "maplibre-gl";
import { useEffect, useRef } from "react";
import { useControl } from "react-map-gl/maplibre";

/** deck.gl drawn inside the map's own WebGL context (interleaved), sharing its camera and its events. */
export function DeckOverlay(props: MapboxOverlayProps) {
  const overlay = useControl<MapboxOverlay>(() => new MapboxOverlay({ ...props, interleaved: true }));
  overlay.setProps({ ...props, interleaved: true });
  return null;
}

/**
 * The locate button, in the map's own control style. MapLibre's GeolocateControl would ask for the position
 * itself, draw its own dot and pick its own zoom; this one hands the request to the directory, which owns
 * the visitor's location (cards, distances, the pulsing dot and the camera rule of 'minimum zoom 8').
 */
class LocateButton implements IControl {
  private container: HTMLDivElement | null = null;

  constructor(private readonly onClick: () => void) {}

  onAdd(): HTMLElement {
    const container = document.createElement("div");
    container.className = "maplibregl-ctrl maplibregl-ctrl-group";
    const button = document.createElement("button");
    button.type = "button";
    button.className = "maplibregl-ctrl-geolocate";
    button.title = "Find my location";
    button.setAttribute("aria-label", "Find my location");
    const icon = document.createElement("span");
    icon.className = "maplibregl-ctrl-icon";
    icon.setAttribute("aria-hidden", "true");
    button.append(icon);
    button.addEventListener("click", () => this.onClick());
    container.append(button);
    this.container = container;
    return container;
  }

  onRemove(): void {
    this.container?.remove();
    this.container = null;
  }
}

export function LocateControl({ onLocate }: { onLocate: () => void }) {
  const latest = useRef(onLocate);
  useEffect(() => {
    latest.current = onLocate;
  }, [onLocate]);
  useControl(() => new LocateButton(() => latest.current()), { position: "top-right" });
  return null;
}
