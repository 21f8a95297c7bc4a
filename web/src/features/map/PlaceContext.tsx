import { Box, Text } from "@chakra-ui/react";
import type { Map as MapLibreMap } from "maplibre-gl";
import { useEffect, useState } from "react";
import { useMap } from "react-map-gl/maplibre";
import { type PinContext, pinContext } from "./basemap/pin-context";

/** "Des Moines · Polk County": what a place context says, or nothing when the basemap knew neither. */
function placeLine(context: PinContext | null): string {
  return [context?.town, context?.county].filter(Boolean).join(" · ");
}

/** The town and county a map shows, in its top corner, above the canvas and clear of the zoom buttons. */
export function PlaceContextBadge({ context }: { context: PinContext | null }) {
  const line = placeLine(context);
  if (!line) return null;
  return (
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
        {line}
      </Text>
    </Box>
  );
}

/**
 * From this zoom the directory names the town and county at the map's centre: closer in, the names of the towns
 * around are usually off screen (a place is labelled at one point), and the built-in map has no streets.
 */
const PLACE_AT_CENTRE_FROM_ZOOM = 11;

function centreContext(map: MapLibreMap): PinContext | null {
  if (map.getZoom() < PLACE_AT_CENTRE_FROM_ZOOM) return null;
  const { lng, lat } = map.getCenter();
  return pinContext(map, { longitude: lng, latitude: lat });
}

/**
 * Names the place at the centre of a map zoomed in, read from the basemap's tiles once each view has loaded
 * (MapLibre's `idle`): nothing with a hosted style or an extract, whose maps draw their own street names.
 */
export function PlaceAtCentre() {
  const { current } = useMap();
  const [context, setContext] = useState<PinContext | null>(null);
  useEffect(() => {
    const map = current?.getMap();
    if (!map) return;
    let lastView = "";
    const update = () => {
      // `idle` also follows redraws that do not move the camera (a marker layer's): read again only on a move.
      const view = `${map.getCenter().toArray().join()}@${map.getZoom()}`;
      if (view === lastView) return;
      lastView = view;
      setContext(centreContext(map));
    };
    map.on("idle", update);
    return () => {
      map.off("idle", update);
    };
  }, [current]);
  return <PlaceContextBadge context={context} />;
}
