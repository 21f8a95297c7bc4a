import "maplibre-gl/dist/maplibre-gl.css";
import { type LatLng, MAP } from "@app/shared";
import { Box } from "@chakra-ui/react";
import type { Color, PickingInfo } from "@deck.gl/core";
import { ScatterplotLayer } from "@deck.gl/layers";
import { useMemo, useRef, useState } from "react";
import { Map as MapView, NavigationControl } from "react-map-gl/maplibre";
import { useMapStyle } from "../../map/basemap";
import { DeckOverlay } from "../../map/controls";
import { formatMiles } from "./distance";

export interface MapRequest extends LatLng {
  id: number;
  label: string;
  nearestChurchMiles: number | null;
  far: boolean;
}

export interface PlantingMapProps {
  requests: MapRequest[];
  churches: LatLng[];
  styleUrl: string | null;
  onSelect: (id: number) => void;
  onFatalError: (message: string) => void;
}

/** Churches as the directory draws them (green), requests in warm colours: far from any church is red. */
export const MAP_COLORS = {
  church: [22, 163, 74] as Color,
  request: [234, 140, 0] as Color,
  farRequest: [220, 38, 38] as Color,
  outline: [255, 255, 255] as Color,
};

const INITIAL_VIEW = { longitude: MAP.startLongitude, latitude: MAP.startLatitude, zoom: MAP.startZoom };

/** Plant requests placed by their town beside the approved churches, so gaps in the network show. */
export default function PlantingMap({
  requests,
  churches,
  styleUrl,
  onSelect,
  onFatalError,
}: PlantingMapProps) {
  const loadedRef = useRef(false);
  const [loaded, setLoaded] = useState(false);
  const [hovering, setHovering] = useState(false);
  const style = useMapStyle(styleUrl);
  const layers = useMemo(
    () => [
      new ScatterplotLayer<LatLng>({
        id: "planting-churches",
        data: churches,
        getPosition: (church) => [church.longitude, church.latitude],
        getRadius: 4,
        radiusUnits: "pixels",
        getFillColor: MAP_COLORS.church,
        opacity: 0.8,
      }),
      new ScatterplotLayer<MapRequest>({
        id: "planting-requests",
        data: requests,
        pickable: true,
        stroked: true,
        radiusUnits: "pixels",
        lineWidthUnits: "pixels",
        getPosition: (request) => [request.longitude, request.latitude],
        getRadius: 8,
        getLineWidth: 2,
        getLineColor: MAP_COLORS.outline,
        getFillColor: (request) => (request.far ? MAP_COLORS.farRequest : MAP_COLORS.request),
        onClick: (info: PickingInfo<MapRequest>) => {
          if (info.object) onSelect(info.object.id);
          return true;
        },
      }),
    ],
    [churches, requests, onSelect],
  );

  return (
    <Box position="absolute" inset="0" data-testid="planting-map" data-map-ready={loaded ? "true" : "false"}>
      <MapView
        initialViewState={INITIAL_VIEW}
        mapStyle={style}
        cursor={hovering ? "pointer" : "grab"}
        cooperativeGestures
        attributionControl={{ compact: true }}
        onLoad={() => {
          loadedRef.current = true;
          setLoaded(true);
        }}
        onError={(event) => {
          if (loadedRef.current) {
            console.warn("Map error", event.error);
            return;
          }
          onFatalError(`The map could not be loaded (${event.error?.message || "unknown error"}).`);
        }}
      >
        <NavigationControl position="top-right" showCompass={false} />
        <DeckOverlay
          layers={layers}
          onHover={(info: PickingInfo) => setHovering(Boolean(info.object))}
          getTooltip={(info: PickingInfo<MapRequest>) =>
            info.object
              ? `${info.object.label}\n${
                  info.object.nearestChurchMiles === null
                    ? "No church on the map"
                    : `Nearest church: ${formatMiles(info.object.nearestChurchMiles)}`
                }`
              : null
          }
        />
      </MapView>
    </Box>
  );
}
