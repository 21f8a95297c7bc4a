import type { Map as MapLibreMap, MapStyleImageMissingEvent } from "maplibre-gl";
import { CHURCH_IMAGE, CLUSTER_IMAGE_PREFIX, SELECTED_IMAGE } from "./layers";
import { CHURCH_MARKER, CLUSTER_OUTLINE_PX, MARKER_COLOR, SELECTED_MARKER } from "./marker-style";

const rgb = ([r, g, b]: readonly number[]) => `rgb(${r}, ${g}, ${b})`;

/** A filled circle with a white outline centred on its edge, drawn at the screen's pixel ratio. */
function circleImage(
  radius: number,
  outline: number,
  fill: readonly number[],
  pixelRatio: number,
): ImageData {
  const reach = radius + outline / 2;
  // One pixel of room for the antialiased edge.
  const side = Math.ceil((reach + 1) * 2 * pixelRatio);
  const canvas = document.createElement("canvas");
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext("2d");
  if (!context) return new ImageData(side, side);
  context.scale(pixelRatio, pixelRatio);
  context.beginPath();
  context.arc(side / 2 / pixelRatio, side / 2 / pixelRatio, radius, 0, Math.PI * 2);
  context.fillStyle = rgb(fill);
  context.fill();
  context.lineWidth = outline;
  context.strokeStyle = rgb(MARKER_COLOR.outline);
  context.stroke();
  return context.getImageData(0, 0, side, side);
}

/** The image a marker's name asks for, or null when the name is not a marker's. */
function markerImage(name: string, pixelRatio: number): ImageData | null {
  if (name === CHURCH_IMAGE) {
    return circleImage(CHURCH_MARKER.radius, CHURCH_MARKER.outline, MARKER_COLOR.church, pixelRatio);
  }
  if (name === SELECTED_IMAGE) {
    return circleImage(SELECTED_MARKER.radius, SELECTED_MARKER.outline, MARKER_COLOR.selected, pixelRatio);
  }
  if (name.startsWith(CLUSTER_IMAGE_PREFIX)) {
    const radius = Number(name.slice(CLUSTER_IMAGE_PREFIX.length)) / 2;
    if (!Number.isFinite(radius) || radius <= 0) return null;
    return circleImage(radius, CLUSTER_OUTLINE_PX, MARKER_COLOR.cluster, pixelRatio);
  }
  return null;
}

/**
 * Draws each marker image the first time MapLibre asks for it (and again if the style is ever replaced): a
 * church's circle, the selected one's, and one per cluster size. Returns the listener's removal.
 */
export function provideMarkerImages(map: MapLibreMap): () => void {
  const pixelRatio = Math.min(2, Math.max(1, Math.round(window.devicePixelRatio || 1)));
  const onMissing = (event: MapStyleImageMissingEvent) => {
    if (map.hasImage(event.id)) return;
    const image = markerImage(event.id, pixelRatio);
    if (image) map.addImage(event.id, image, { pixelRatio });
  };
  map.on("styleimagemissing", onMissing);
  return () => {
    map.off("styleimagemissing", onMissing);
  };
}
