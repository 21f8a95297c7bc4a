import { type LatLng, MAP } from "@app/shared";
import { Box, Icon } from "@chakra-ui/react";
import { useState } from "react";
import { FaLocationDot } from "react-icons/fa6";
import { Marker } from "react-map-gl/maplibre";
import { useI18n } from "../../lib/i18n";
import { BaseMap } from "./BaseMap";
import { COUNTY_HIGHLIGHT_LAYER, type PinContext, pinContext } from "./basemap";
import { PlaceContextBadge } from "./PlaceContext";

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
  const { t } = useI18n();
  const [context, setContext] = useState<PinContext | null>(null);
  return (
    <BaseMap
      testId="church-map"
      styleUrl={styleUrl}
      initialViewState={{ longitude: position.longitude, latitude: position.latitude, zoom: MAP.detailZoom }}
      onFatalError={onFatalError}
      onLoad={(map) => {
        // Once the tiles around the pin are in: which town and county it stands in.
        map.once("idle", () => {
          const found = pinContext(map, position);
          setContext(found);
          if (found.county && map.getLayer(COUNTY_HIGHLIGHT_LAYER)) {
            map.setFilter(COUNTY_HIGHLIGHT_LAYER, ["==", ["get", "name"], found.county]);
          }
        });
      }}
      overlay={<PlaceContextBadge context={context} />}
    >
      {/* Spec section 2: zoom 14 and a red marker. */}
      <Marker longitude={position.longitude} latitude={position.latitude} anchor="bottom">
        <Box
          role="img"
          aria-label={t("map.churchLocation", { name })}
          data-testid="church-marker"
          lineHeight="0"
        >
          <Icon
            as={FaLocationDot}
            boxSize="9"
            color="red.600"
            filter="drop-shadow(0 2px 2px rgba(0, 0, 0, 0.35))"
          />
        </Box>
      </Marker>
    </BaseMap>
  );
}
