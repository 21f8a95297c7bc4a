import "maplibre-gl/dist/maplibre-gl.css";
import { type LatLng, MAP } from "@app/shared";
import { Box, Icon, Text } from "@chakra-ui/react";
import { useRef, useState } from "react";
import { FaLocationDot } from "react-icons/fa6";
import { Map as MapView, Marker, NavigationControl } from "react-map-gl/maplibre";
import { COUNTY_HIGHLIGHT_LAYER, exposeMap, type PinContext, pinContext, useMapStyle } from "./basemap";

export interface ChurchLocationMapProps {
  position: LatLng;
  name: string;
  styleUrl: string | null;
  onFatalError: (message: string) => void;
}

export default function ChurchLocationMap({
  position,
  name,
  styleUrl,
  onFatalError,
}: ChurchLocationMapProps) {
  const loadedRef = useRef(false);
  const [loaded, setLoaded] = useState(false);
  const [context, setContext] = useState<PinContext | null>(null);
  const style = useMapStyle(styleUrl);
  const where = [context?.town, context?.county].filter(Boolean).join(" · ");
  return (
    <Box position="absolute" inset="0" data-testid="church-map" data-map-ready={loaded ? "true" : "false"}>
      <MapView
        initialViewState={{
          longitude: position.longitude,
          latitude: position.latitude,
          zoom: MAP.detailZoom,
        }}
        mapStyle={style}
        cooperativeGestures
        attributionControl={{ compact: true }}
        onLoad={(event) => {
          const map = event.target;
          exposeMap(map);
          // Once the tiles around the pin are in: which town and county it stands in.
          map.once("idle", () => {
            const found = pinContext(map, position);
            setContext(found);
            if (found.county && map.getLayer(COUNTY_HIGHLIGHT_LAYER)) {
              map.setFilter(COUNTY_HIGHLIGHT_LAYER, ["==", ["get", "name"], found.county]);
            }
          });
          loadedRef.current = true;
          setLoaded(true);
        }}
        onError={(event) => {
          if (loadedRef.current) console.warn("Map error", event.error);
          else onFatalError(event.error?.message ?? "unknown error");
        }}
      >
        <NavigationControl position="top-right" showCompass={false} />
        {/* Spec section 2: zoom 14 and a red marker. */}
        <Marker longitude={position.longitude} latitude={position.latitude} anchor="bottom">
          <Box role="img" aria-label={`${name} location`} data-testid="church-marker" lineHeight="0">
            <Icon
              as={FaLocationDot}
              boxSize="9"
              color="red.600"
              filter="drop-shadow(0 2px 2px rgba(0, 0, 0, 0.35))"
            />
          </Box>
        </Marker>
      </MapView>
      {where && (
        <Box
          position="absolute"
          top="3"
          insetStart="3"
          maxW="calc(100% - 5rem)"
          px="3"
          py="1.5"
          rounded="md"
          bg="bg/90"
          shadow="sm"
          pointerEvents="none"
          data-testid="map-place-context"
        >
          <Text textStyle="sm" fontWeight="medium" truncate>
            {where}
          </Text>
        </Box>
      )}
    </Box>
  );
}
