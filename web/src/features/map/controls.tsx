import type { IControl } from "maplibre-gl";
import { useEffect, useRef } from "react";
import { useControl } from "react-map-gl/maplibre";
import { useI18n } from "../../lib/i18n";

/**
 * The locate button, in the map's own control style. MapLibre's GeolocateControl would ask for the position
 * itself, draw its own dot and pick its own zoom; this one hands the request to the directory, which owns
 * the visitor's location (cards, distances, the pulsing dot and the camera rule of 'minimum zoom 8').
 */
class LocateButton implements IControl {
  private container: HTMLDivElement | null = null;
  private button: HTMLButtonElement | null = null;

  constructor(
    private label: string,
    private readonly onClick: () => void,
  ) {}

  /** The page's language changed (the map stays as it is). */
  setLabel(label: string): void {
    this.label = label;
    this.button?.setAttribute("title", label);
    this.button?.setAttribute("aria-label", label);
  }

  onAdd(): HTMLElement {
    const container = document.createElement("div");
    container.className = "maplibregl-ctrl maplibregl-ctrl-group";
    const button = document.createElement("button");
    button.type = "button";
    button.className = "maplibregl-ctrl-geolocate";
    this.button = button;
    this.setLabel(this.label);
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
    this.button = null;
  }
}

export function LocateControl({ onLocate }: { onLocate: () => void }) {
  const { t } = useI18n();
  const latest = useRef(onLocate);
  useEffect(() => {
    latest.current = onLocate;
  }, [onLocate]);
  const label = t("map.findMyLocation");
  const control = useControl(() => new LocateButton(label, () => latest.current()), {
    position: "top-right",
  });
  useEffect(() => control.setLabel(label), [control, label]);
  return null;
}
