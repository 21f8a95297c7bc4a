import type { LatLng } from "@app/shared";
import { formatNumber } from "@app/shared/i18n";
import { Alert, Box, CloseButton, Text } from "@chakra-ui/react";
import { useCallback, useRef, useState } from "react";
import type { DirectoryFilter } from "../../lib/church-reads";
import { useI18n } from "../../lib/i18n";
import type { MapChurch } from "../map/layers";
import { MapFrame, MapUnavailable } from "../map/MapFrame";
import { ClusterPreview } from "./ClusterPreview";
import { directoryMap, directoryMapWanted } from "./map-chunk";
import { useNearViewport } from "./useNearViewport";

const DirectoryMap = directoryMap.Component;

interface DirectoryMapPanelProps {
  filter: DirectoryFilter;
  /** Churches with a location in the whole directory (the overview's 'On Map'), for the unavailable panel. */
  onMapCount: number | null;
  /** The overview could not be loaded: there is no preview to wait for. */
  overviewFailed: boolean;
  selected: MapChurch | null;
  focus: { church: MapChurch; key: number } | null;
  userLocation: LatLng | null;
  nearest: LatLng[] | null;
  networkBounds: { west: number; south: number; east: number; north: number } | null;
  styleUrl: string | null;
  locationError: string | null;
  onDismissLocationError: () => void;
  onSelect: (church: MapChurch) => void;
  onLocate: () => void;
}

/** The directory's map, 500 px high (docs/product/directory.md#the-map), or the 'Map Unavailable' panel when it cannot start. */
export function DirectoryMapPanel({
  onMapCount,
  overviewFailed,
  locationError,
  onDismissLocationError,
  ...mapProps
}: DirectoryMapPanelProps) {
  const { t, locale, say } = useI18n();
  const frame = useRef<HTMLDivElement>(null);
  const near = useNearViewport(frame, { initially: directoryMapWanted() });
  // The clusters are drawn early, as page elements, until the map has drawn them itself (ClusterPreview). They
  // wait for the overview, whose box of the network sets a phone's first view; none when nothing is placed.
  const [mapDrawn, setMapDrawn] = useState(false);
  const onAnswerDrawn = useCallback(() => setMapDrawn(true), []);
  const previewed = !mapDrawn && onMapCount !== null && onMapCount > 0;
  // The map starts once the preview is on screen. Making the map is one long task (about a second in software
  // WebGL here, several on a slow phone), and a preview queued behind it came barely before the map's own
  // clusters. Once started, it stays.
  const [mapStarted, setMapStarted] = useState(false);
  const onPreviewSettled = useCallback(() => setMapStarted(true), []);
  if (!mapStarted && (overviewFailed || onMapCount === 0)) setMapStarted(true);
  return (
    <Box
      ref={frame}
      position="relative"
      h="500px"
      rounded="card"
      overflow="hidden"
      borderWidth="1px"
      borderColor="border.muted"
      shadow="card"
      bg="bg.subtle"
      data-testid="directory-map-panel"
      data-map-started={mapStarted}
    >
      {near && (
        <MapFrame
          code={directoryMap}
          held={!mapStarted}
          preview={
            previewed && (
              <ClusterPreview
                filter={mapProps.filter}
                networkBounds={mapProps.networkBounds}
                onSettled={onPreviewSettled}
              />
            )
          }
          fallback={(message) => (
            <MapUnavailable data-testid="map-unavailable">
              <Text fontWeight="semibold" textStyle="lg">
                {t("messages.MAP_UNAVAILABLE")}
              </Text>
              <Text textStyle="sm" color="fg.muted">
                {message}
              </Text>
              {onMapCount !== null && (
                <Text textStyle="sm" fontWeight="medium">
                  {t("formats.mapChurchesWithLocation", {
                    count: onMapCount,
                    shown: formatNumber(onMapCount, locale),
                  })}
                </Text>
              )}
            </MapUnavailable>
          )}
        >
          {(fail) => <DirectoryMap onFatalError={fail} onAnswerDrawn={onAnswerDrawn} {...mapProps} />}
        </MapFrame>
      )}
      {locationError && (
        <Box position="absolute" top="3" insetStart="3" insetEnd={{ base: "3", sm: "14" }} zIndex="1">
          <Alert.Root status="error" variant="solid" shadow="lg" alignItems="center">
            <Alert.Indicator />
            <Alert.Title flex="1" textStyle="sm" fontWeight="medium">
              {say(locationError)}
            </Alert.Title>
            <CloseButton
              size="xs"
              color="inherit"
              aria-label={t("directory.dismissLocation")}
              onClick={onDismissLocationError}
            />
          </Alert.Root>
        </Box>
      )}
    </Box>
  );
}
