import { type LatLng, MAP_UNAVAILABLE, mapChurchesWithLocation } from "@app/shared";
import { Alert, Box, Center, CloseButton, Icon, Stack, Text } from "@chakra-ui/react";
import { lazy, useMemo, useRef } from "react";
import { LuMapPinOff } from "react-icons/lu";
import { MapFrame } from "./MapFrame";
import type { DirectoryEntry } from "./model";
import { useNearViewport } from "./useNearViewport";

const DirectoryMap = lazy(() => import("../map/DirectoryMap"));

interface DirectoryMapPanelProps {
  entries: DirectoryEntry[];
  selectedId: number | null;
  focus: { id: number; key: number } | null;
  userLocation: LatLng | null;
  styleUrl: string | null;
  locationError: string | null;
  onDismissLocationError: () => void;
  onSelect: (id: number) => void;
  onLocate: () => void;
}

/** The directory's map, 500 px high (spec section 9), or the 'Map Unavailable' panel when it cannot start. */
export function DirectoryMapPanel({
  entries,
  locationError,
  onDismissLocationError,
  ...mapProps
}: DirectoryMapPanelProps) {
  const points = useMemo(
    () =>
      entries.flatMap(({ church, position }) =>
        position
          ? [{ id: church.id, latitude: position.latitude, longitude: position.longitude, item: church }]
          : [],
      ),
    [entries],
  );
  const frame = useRef<HTMLDivElement>(null);
  const near = useNearViewport(frame);
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
    >
      {near && (
        <MapFrame fallback={(message) => <MapUnavailable message={message} count={points.length} />}>
          {(fail) => <DirectoryMap points={points} onFatalError={fail} {...mapProps} />}
        </MapFrame>
      )}
      {locationError && (
        <Box position="absolute" top="3" insetStart="3" insetEnd={{ base: "3", sm: "14" }} zIndex="1">
          <Alert.Root status="error" variant="solid" shadow="lg" alignItems="center">
            <Alert.Indicator />
            <Alert.Title flex="1" textStyle="sm" fontWeight="medium">
              {locationError}
            </Alert.Title>
            <CloseButton
              size="xs"
              color="inherit"
              aria-label="Dismiss location message"
              onClick={onDismissLocationError}
            />
          </Alert.Root>
        </Box>
      )}
    </Box>
  );
}

function MapUnavailable({ message, count }: { message: string; count: number }) {
  return (
    <Center position="absolute" inset="0" px="6" role="status" data-testid="map-unavailable">
      <Stack align="center" gap="3" textAlign="center" maxW="md">
        <Center boxSize="12" rounded="full" bg="bg.muted" color="fg.muted">
          <Icon as={LuMapPinOff} boxSize="6" />
        </Center>
        <Text fontWeight="semibold" textStyle="lg">
          {MAP_UNAVAILABLE}
        </Text>
        <Text textStyle="sm" color="fg.muted">
          {message}
        </Text>
        <Text textStyle="sm" fontWeight="medium">
          {mapChurchesWithLocation(count)}
        </Text>
      </Stack>
    </Center>
  );
}
