import { distanceMiles, type LatLng, MAP } from "@app/shared";
import { fromMercator, mercatorX, mercatorY, WORLD_PX } from "./mercator";

/** How many of the nearest churches the camera frames once the visitor is located. */
export const NEAREST_COUNT = 3;
/** Street level is as close as framing goes: two churches across the road need no closer look. */
const MAX_FIT_ZOOM = 14;
const PADDING_PX = 56;

export interface CameraView {
  center: [number, number];
  zoom: number;
}

/**
 * Where the camera goes once the visitor is located: the visitor and the nearest churches in one frame, never
 * wider than zoom 8 (docs/product/directory.md#your-location). When the nearest church is too far for that,
 * the visitor stays in the middle at zoom 8 and the list (ordered by distance) says how far it is.
 */
export function nearestView(
  user: LatLng,
  points: readonly LatLng[],
  size: { width: number; height: number },
): CameraView {
  const nearest = [...points]
    .sort((a, b) => distanceMiles(user, a) - distanceMiles(user, b))
    .slice(0, NEAREST_COUNT);
  const atUser: CameraView = { center: [user.longitude, user.latitude], zoom: MAP.locateMinZoom };
  if (nearest.length === 0) return atUser;
  const xs = [user, ...nearest].map((point) => mercatorX(point.longitude));
  const ys = [user, ...nearest].map((point) => mercatorY(point.latitude));
  const spanX = Math.max(...xs) - Math.min(...xs);
  const spanY = Math.max(...ys) - Math.min(...ys);
  const usableWidth = Math.max(1, size.width - 2 * PADDING_PX);
  const usableHeight = Math.max(1, size.height - 2 * PADDING_PX);
  const fit = Math.min(
    spanX > 0 ? Math.log2(usableWidth / (spanX * WORLD_PX)) : MAX_FIT_ZOOM,
    spanY > 0 ? Math.log2(usableHeight / (spanY * WORLD_PX)) : MAX_FIT_ZOOM,
  );
  if (fit < MAP.locateMinZoom) return atUser;
  const middle = fromMercator(
    (Math.max(...xs) + Math.min(...xs)) / 2,
    (Math.max(...ys) + Math.min(...ys)) / 2,
  );
  return { center: [middle.longitude, middle.latitude], zoom: Math.min(MAX_FIT_ZOOM, fit) };
}
