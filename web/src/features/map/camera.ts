import { type LatLng, MAP } from "@app/shared";
import { fromMercator, mercatorX, mercatorY, WORLD_PX } from "./mercator";

export interface Box {
  west: number;
  south: number;
  east: number;
  north: number;
}

export interface Camera {
  longitude: number;
  latitude: number;
  zoom: number;
}

interface Size {
  width: number;
  height: number;
}

/** The start view (zoom 4.2 over Iowa; docs/product/directory.md#the-map): the directory map opens on it. */
export const DIRECTORY_START: Camera = {
  longitude: MAP.startLongitude,
  latitude: MAP.startLatitude,
  zoom: MAP.startZoom,
};

/** Room around the network's box when the first view widens to hold it: the zoom and locate buttons are right. */
export const NETWORK_PADDING = { top: 24, bottom: 24, left: 24, right: 56 };

const round = (value: number, digits: number) => Number(value.toFixed(digits));

/**
 * A view as the server takes it: longitudes folded into -180..180 (west > east when the view crosses the
 * antimeridian, the whole range when it shows the world more than once), rounded so that a camera at rest asks
 * the same question twice and the answer comes from the cache.
 */
export function viewRequest(bounds: Box, zoom: number): Box & { zoom: number } {
  const fold = (lng: number) => ((((lng + 180) % 360) + 360) % 360) - 180;
  const wide = bounds.east - bounds.west >= 360;
  return {
    west: wide ? -180 : round(fold(bounds.west), 3),
    east: wide ? 180 : round(fold(bounds.east), 3),
    south: round(Math.max(-90, bounds.south), 3),
    north: round(Math.min(90, bounds.north), 3),
    zoom: round(zoom, 2),
  };
}

/** What a flat (unpitched, unrotated) MapLibre camera shows in a box of this size. */
export function boundsAt(camera: Camera, size: Size): Box {
  const scale = WORLD_PX * 2 ** camera.zoom;
  const x = mercatorX(camera.longitude) * scale;
  const y = mercatorY(camera.latitude) * scale;
  const northWest = fromMercator((x - size.width / 2) / scale, (y - size.height / 2) / scale);
  const southEast = fromMercator((x + size.width / 2) / scale, (y + size.height / 2) / scale);
  return {
    west: northWest.longitude,
    north: northWest.latitude,
    east: southEast.longitude,
    south: southEast.latitude,
  };
}

const contains = (outer: Box, inner: Box) =>
  outer.west <= inner.west &&
  inner.east <= outer.east &&
  outer.south <= inner.south &&
  inner.north <= outer.north;

/**
 * The camera MapLibre's fitBounds chooses for a box (no rotation, the given padding): the zoom at which the box
 * fills the room left by the padding, centred in that room.
 */
export function cameraFitting(box: Box, size: Size, padding: typeof NETWORK_PADDING): Camera {
  const x0 = mercatorX(box.west);
  const x1 = mercatorX(box.east);
  const y0 = mercatorY(box.north);
  const y1 = mercatorY(box.south);
  const roomX = size.width - padding.left - padding.right;
  const roomY = size.height - padding.top - padding.bottom;
  const zoom = Math.log2(Math.min(roomX / ((x1 - x0) * WORLD_PX), roomY / ((y1 - y0) * WORLD_PX)));
  const scale = WORLD_PX * 2 ** zoom;
  const center = fromMercator(
    (x0 + x1) / 2 - (padding.left - padding.right) / 2 / scale,
    (y0 + y1) / 2 - (padding.top - padding.bottom) / 2 / scale,
  );
  return { longitude: center.longitude, latitude: center.latitude, zoom };
}

/**
 * The directory map's first camera, known before MapLibre has made the map: the start camera, widened to the
 * network's box when that does not fit (a phone), as DirectoryMap frames it.
 */
export function firstCamera(start: Camera, size: Size, network: Box | null): Camera {
  return network && !contains(boundsAt(start, size), network)
    ? cameraFitting(network, size, NETWORK_PADDING)
    : start;
}

/**
 * The directory map's first view as the server takes it. The clusters can then be asked for while MapLibre
 * starts; when MapLibre's own figures round differently, the map just asks again.
 */
export function firstView(start: Camera, size: Size, network: Box | null): Box & { zoom: number } {
  const camera = firstCamera(start, size, network);
  return viewRequest(boundsAt(camera, size), camera.zoom);
}

/**
 * What the page's preview of the first clusters asks for: the whole world, one question whatever the screen and
 * needing no answer first, so that the home route asks it with the page itself. Every first camera is at the start
 * zoom or wider, below zoom 6, where the clusters are the same at every zoom; the world's are the network's.
 */
export function previewView(): Box & { zoom: number } {
  return viewRequest({ west: -180, south: -90, east: 180, north: 90 }, DIRECTORY_START.zoom);
}

/** Where a point shows in a box of this size under a flat camera, in pixels from the box's top left corner. */
export function pixelAt(
  camera: Camera,
  size: Size,
  { longitude, latitude }: LatLng,
): { x: number; y: number } {
  const scale = WORLD_PX * 2 ** camera.zoom;
  return {
    x: (mercatorX(longitude) - mercatorX(camera.longitude)) * scale + size.width / 2,
    y: (mercatorY(latitude) - mercatorY(camera.latitude)) * scale + size.height / 2,
  };
}
