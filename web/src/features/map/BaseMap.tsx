import "maplibre-gl/dist/maplibre-gl.css";
import { Box } from "@chakra-ui/react";
import { type Map as MapLibreMap, prewarm } from "maplibre-gl";
import { forwardRef, type ReactNode, useEffect, useLayoutEffect, useRef, useState } from "react";
import {
  type MapRef,
  Map as MapView,
  type MapProps as MapViewProps,
  NavigationControl,
  useMap,
  type ViewStateChangeEvent,
} from "react-map-gl/maplibre";
import { useI18n } from "../../lib/i18n";
import { backdropOf } from "./basemap/builtin-style";
import { exposeMap } from "./basemap/expose-map";
import { useMapStyle } from "./basemap/map-style";

// MapLibre's tile worker starts when this code arrives, beside the page's own rendering, rather than inside the
// first map's constructor: evaluating the worker's half-megabyte script is the slowest step before a first tile.
prewarm();

type InitialView = MapViewProps["initialViewState"];

export interface BaseMapProps {
  /** The test id of the box, which also carries `data-map-ready` once the map has loaded. */
  testId: string;
  styleUrl: string | null;
  /**
   * The first camera, or how to choose it from the box's size: MapLibre then starts on it, and asks for no tiles
   * of a view it would leave at once (a phone's directory map widens the start view to hold the network).
   */
  initialViewState: InitialView | ((size: { width: number; height: number }) => InitialView);
  /** The map cannot start (its style failed to load): its MapFrame swaps in the fallback. */
  onFatalError: (message: string) => void;
  /**
   * The map exists and knows its camera and size, its style and tiles still loading. A map that draws data of
   * its own asks for it here: `onLoad` waits for the first complete frame of the basemap, its tiles included.
   */
  onCreate?: (map: MapLibreMap) => void;
  /** The map's box, laid out, before MapLibre starts: a map that knows its first camera can ask for its data. */
  onMount?: (box: HTMLDivElement) => void;
  onLoad?: (map: MapLibreMap) => void;
  onMoveEnd?: (event: ViewStateChangeEvent) => void;
  cursor?: string;
  showCompass?: boolean;
  /** How long labels and symbols take to fade in or out (ms); MapLibre's default, 300, when not given. */
  fadeDuration?: number;
  /** Controls, overlays, markers and popups inside the map. */
  children?: ReactNode;
  /** Drawn over the map (outside its canvas), e.g. a label. */
  overlay?: ReactNode;
}

/**
 * The one map setup every map of the site shares: the basemap style (built-in or configured), cooperative
 * gestures (a page scrolls past the map; two fingers or Ctrl move it), the compact attribution, the zoom
 * buttons, and the rule that an error before the first load means the map cannot start while a later one
 * (a tile, say) is only logged.
 */
export const BaseMap = forwardRef<MapRef, BaseMapProps>(function BaseMap(
  {
    testId,
    styleUrl,
    initialViewState,
    onFatalError,
    onCreate,
    onMount,
    onLoad,
    onMoveEnd,
    cursor,
    showCompass,
    fadeDuration,
    children,
    overlay,
  },
  ref,
) {
  const { t } = useI18n();
  const loadedRef = useRef(false);
  const [loaded, setLoaded] = useState(false);
  const style = useMapStyle(styleUrl);
  const box = useRef<HTMLDivElement>(null);
  const mounted = useRef(onMount);
  const chooseView = useRef(initialViewState);
  // A camera chosen from the box's size waits for its layout: the map is made in the same frame, before paint.
  const [firstView, setFirstView] = useState(() =>
    typeof initialViewState === "function" ? null : { view: initialViewState },
  );
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    mounted.current?.(element);
    const choose = chooseView.current;
    if (typeof choose === "function") {
      setFirstView({ view: choose({ width: element.clientWidth, height: element.clientHeight }) });
    }
  }, []);
  return (
    <Box
      ref={box}
      position="absolute"
      inset="0"
      bg={backdropOf(style)}
      data-testid={testId}
      data-map-ready={loaded ? "true" : "false"}
    >
      {firstView && (
        <MapView
          ref={ref}
          initialViewState={firstView.view}
          mapStyle={style}
          cursor={cursor}
          fadeDuration={fadeDuration}
          cooperativeGestures
          attributionControl={{ compact: true }}
          onLoad={(event) => {
            exposeMap(event.target);
            onLoad?.(event.target);
            loadedRef.current = true;
            setLoaded(true);
          }}
          onError={(event) => {
            if (loadedRef.current) {
              console.warn("Map error", event.error);
              return;
            }
            onFatalError(t("map.loadFailed", { detail: event.error?.message || t("map.unknownError") }));
          }}
          onMoveEnd={onMoveEnd}
        >
          <NavigationControl position="top-right" showCompass={showCompass ?? false} />
          {onCreate && <MapCreated onCreate={onCreate} />}
          {children}
        </MapView>
      )}
      {overlay}
    </Box>
  );
});

/** Hands the map to `onCreate` once: the map's children mount as soon as MapLibre has made it. */
function MapCreated({ onCreate }: { onCreate: (map: MapLibreMap) => void }) {
  const { current } = useMap();
  const latest = useRef(onCreate);
  latest.current = onCreate;
  const told = useRef(false);
  useEffect(() => {
    if (!current || told.current) return;
    told.current = true;
    latest.current(current.getMap());
  }, [current]);
  return null;
}
