import type {
  CircleLayerSpecification,
  GeoJSONSource,
  Map as MapLibreMap,
  MapMouseEvent,
  StyleSpecification,
} from "maplibre-gl";
import { useEffect, useMemo, useRef } from "react";
import { useMap } from "react-map-gl/maplibre";
import { FONT_SEMIBOLD } from "../basemap/fonts";
import {
  FOCUS_LAYER,
  MARKER_LAYER,
  MARKER_SOURCE,
  type MapChurch,
  type MarkerItem,
  markerFeatures,
  markerLayer,
  SELECTED_LAYER,
  SELECTED_SOURCE,
  selectedFeatures,
  selectedLayer,
} from "../layers";
import { provideMarkerImages } from "../marker-images";

interface MarkerLayersProps {
  items: MarkerItem[];
  selected: MapChurch | null;
  /** The marker the keyboard is on: a ring shows it. */
  focusedKey: string | null;
  /** Names the answer `items` come from: `onDrawn` hears it once MapLibre has drawn them. */
  answerKey: unknown;
  onDrawn: (answerKey: unknown) => void;
  onPick: (item: MarkerItem) => void;
  /** A click on the map that hit no marker. */
  onMiss: () => void;
  onHover: (overMarker: boolean) => void;
}

const NOTHING = "";

/**
 * The typeface of the clusters' counts: the app's own, drawn in the browser, unless the style brings glyph files
 * (a hosted style, MAP_STYLE_URL), which have only the fonts its own labels name.
 */
function countFont(style: StyleSpecification): string[] {
  if (!style.glyphs) return FONT_SEMIBOLD;
  for (const layer of style.layers) {
    const font = layer.type === "symbol" ? layer.layout?.["text-font"] : undefined;
    if (Array.isArray(font) && font.every((name) => typeof name === "string")) return font as string[];
  }
  return FONT_SEMIBOLD;
}

function focusLayer(): CircleLayerSpecification {
  return {
    id: FOCUS_LAYER,
    type: "circle",
    source: MARKER_SOURCE,
    filter: ["==", ["get", "key"], NOTHING],
    paint: {
      "circle-radius": ["+", ["get", "reach"], 3],
      "circle-opacity": 0,
      "circle-stroke-width": 3,
      "circle-stroke-color": "#111827",
    },
  };
}

function styleReady(map: MapLibreMap): boolean {
  return Boolean((map as unknown as { style?: { _loaded?: boolean } }).style?._loaded);
}

/**
 * The directory's markers drawn by MapLibre itself, above the basemap: a GeoJSON source fed with the server's
 * clusters and churches, one symbol layer (circle and count), the selected church on its own layer, and a ring
 * for the marker the keyboard is on (docs/decisions/018-one-renderer-for-markers.md).
 */
export function MarkerLayers({
  items,
  selected,
  focusedKey,
  answerKey,
  onDrawn,
  onPick,
  onMiss,
  onHover,
}: MarkerLayersProps) {
  const { current } = useMap();
  const map = current?.getMap() ?? null;
  const data = useMemo(() => markerFeatures(items), [items]);
  const byKey = useMemo(() => new Map(items.map((item) => [item.key, item])), [items]);
  const latest = useRef({ data, selected, focusedKey, answerKey, byKey, onDrawn, onPick, onMiss, onHover });
  latest.current = { data, selected, focusedKey, answerKey, byKey, onDrawn, onPick, onMiss, onHover };
  /** The answer whose markers the source was last given. */
  const given = useRef<unknown>(undefined);

  // Sources and layers, once the style is in (and again should it ever be replaced), with the latest data.
  useEffect(() => {
    if (!map) return;
    const removeImages = provideMarkerImages(map);
    const install = () => {
      const now = latest.current;
      if (!map.getSource(MARKER_SOURCE)) map.addSource(MARKER_SOURCE, { type: "geojson", data: now.data });
      if (!map.getSource(SELECTED_SOURCE)) {
        map.addSource(SELECTED_SOURCE, { type: "geojson", data: selectedFeatures(now.selected) });
      }
      if (!map.getLayer(MARKER_LAYER)) map.addLayer(markerLayer(countFont(map.getStyle())));
      if (!map.getLayer(SELECTED_LAYER)) map.addLayer(selectedLayer());
      if (!map.getLayer(FOCUS_LAYER)) map.addLayer(focusLayer());
      map.setFilter(FOCUS_LAYER, ["==", ["get", "key"], now.focusedKey ?? NOTHING]);
      given.current = now.answerKey;
    };
    if (styleReady(map)) install();
    map.on("style.load", install);

    // The frame after the source has taken its data in holds the markers: the answer is drawn.
    const onRender = () => {
      if (!map.getSource(MARKER_SOURCE) || !map.isSourceLoaded(MARKER_SOURCE)) return;
      latest.current.onDrawn(given.current);
    };
    map.on("render", onRender);

    const markerAt = (event: MapMouseEvent): MarkerItem | null => {
      const layers = [SELECTED_LAYER, MARKER_LAYER].filter((id) => map.getLayer(id));
      const [hit] = map.queryRenderedFeatures(event.point, { layers });
      if (!hit) return null;
      const now = latest.current;
      if (hit.layer.id === SELECTED_LAYER && now.selected) {
        return { kind: "church", key: `church-${now.selected.id}`, church: now.selected };
      }
      return now.byKey.get(String(hit.properties.key)) ?? null;
    };
    const onClick = (event: MapMouseEvent) => {
      const item = markerAt(event);
      if (item) latest.current.onPick(item);
      else latest.current.onMiss();
    };
    let over = false;
    const onMove = (event: MapMouseEvent) => {
      const now = markerAt(event) !== null;
      if (now === over) return;
      over = now;
      latest.current.onHover(now);
    };
    map.on("click", onClick);
    map.on("mousemove", onMove);
    return () => {
      removeImages();
      map.off("style.load", install);
      map.off("render", onRender);
      map.off("click", onClick);
      map.off("mousemove", onMove);
    };
  }, [map]);

  useEffect(() => {
    map?.getSource<GeoJSONSource>(MARKER_SOURCE)?.setData(data);
  }, [map, data]);

  // After the data: a frame drawn once the source has it names this answer.
  useEffect(() => {
    given.current = answerKey;
    map?.triggerRepaint();
  }, [map, answerKey]);

  useEffect(() => {
    map?.getSource<GeoJSONSource>(SELECTED_SOURCE)?.setData(selectedFeatures(selected));
  }, [map, selected]);

  useEffect(() => {
    if (map?.getLayer(FOCUS_LAYER)) map.setFilter(FOCUS_LAYER, ["==", ["get", "key"], focusedKey ?? NOTHING]);
  }, [map, focusedKey]);

  return null;
}
