import { type LatLng, MAP } from "@app/shared";
import { Box, Icon } from "@chakra-ui/react";
import { useState } from "react";
import { LuMapPin } from "react-icons/lu";
import { Marker } from "react-map-gl/maplibre";
import { useI18n } from "../../lib/i18n";
import { BaseMap } from "./BaseMap";
import { COUNTY_HIGHLIGHT_LAYER } from "./basemap/builtin-style";
import { isBuiltInStyle, useMapStyle } from "./basemap/map-style";
import { type PinContext, pinContext } from "./basemap/pin-context";
import { PlaceContextBadge } from "./PlaceContext";

/**
 * The church page's zoom on the built-in basemap, which has no streets (docs/product/churches.md#location):
 * at zoom 14 the pin stood on an empty field. At 10 the map is about 50 km across: the town's name and its
 * neighbours' (the smallest towns are labelled from zoom 10), the rivers and lakes (drawn below zoom 11) and
 * the county's dashed outline. A street basemap (MAP_STYLE_URL or a self-hosted extract) opens at zoom 14
 * (docs/decisions/018-one-renderer-for-markers.md).
 */
const BUILT_IN_DETAIL_ZOOM = 10;

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
  // The style BaseMap starts with, from the same hook: the zoom is chosen for the basemap actually drawn.
  const zoom = isBuiltInStyle(useMapStyle(styleUrl)) ? BUILT_IN_DETAIL_ZOOM : MAP.detailZoom;
  return (
    <BaseMap
      testId="church-map"
      styleUrl={styleUrl}
      initialViewState={{ longitude: position.longitude, latitude: position.latitude, zoom }}
      onFatalError={onFatalError}
      // Names shown the frame they are placed: with MapLibre's fade they stayed invisible on this small map.
      fadeDuration={0}
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
      {/* A red marker (docs/product/churches.md#location). */}
      <Marker longitude={position.longitude} latitude={position.latitude} anchor="bottom">
        <Box
          role="img"
          aria-label={t("map.churchLocation", { name })}
          data-testid="church-marker"
          lineHeight="0"
        >
          <Icon
            as={LuMapPin}
            boxSize="9"
            color="red.600"
            filter="drop-shadow(0 2px 2px rgba(0, 0, 0, 0.35))"
          />
        </Box>
      </Marker>
    </BaseMap>
  );
}
