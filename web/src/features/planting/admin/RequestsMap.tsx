import { toCoordinates } from "@app/shared";
import { Box, HStack, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useI18n } from "../../../lib/i18n";
import { loadable } from "../../../lib/loadable";
import { useSiteInfo } from "../../../lib/queries";
import { trpc } from "../../../lib/trpc";
import { MapFrame, MapUnavailable } from "../../map/MapFrame";
import { FAR_FROM_CHURCH_MILES, isFarFromChurch } from "./distance";
import type { MapRequest } from "./PlantingMap";
import type { PlantRequest } from "./types";

// The map libraries are a chunk of their own, loaded only when this panel shows.
const plantingMap = loadable(() => import("./PlantingMap").then((module) => module.default));
const PlantingMap = plantingMap.Component;

interface RequestsMapProps {
  requests: PlantRequest[];
  onSelect: (id: number) => void;
}

export function RequestsMap({ requests, onSelect }: RequestsMapProps) {
  const { t } = useI18n();
  const { mapStyleUrl } = useSiteInfo();
  const churches = useQuery(trpc.churches.list.queryOptions());
  const churchPoints = useMemo(
    () =>
      (churches.data?.items ?? []).flatMap((church) => {
        const point = toCoordinates(church.latitude, church.longitude);
        return point ? [point] : [];
      }),
    [churches.data],
  );
  const points = useMemo(
    () =>
      requests.flatMap((request): MapRequest[] => {
        const point = toCoordinates(request.latitude, request.longitude);
        if (!point) return [];
        const far = isFarFromChurch(request.nearestChurchMiles);
        return [
          {
            ...point,
            id: request.id,
            label: `${request.cityName}, ${request.stateName}`,
            far,
            nearestChurchMiles: request.nearestChurchMiles,
          },
        ];
      }),
    [requests],
  );
  const unplaced = requests.length - points.length;

  return (
    <Stack gap="2">
      <Box
        position="relative"
        h={{ base: "280px", md: "360px" }}
        rounded="card"
        overflow="hidden"
        borderWidth="1px"
        borderColor="border.muted"
        bg="bg.subtle"
      >
        <MapFrame
          code={plantingMap}
          fallback={(message) => (
            <MapUnavailable>
              <Text textStyle="sm" color="fg.muted">
                {message} {t("plantingAdmin.map.stillApplies")}
              </Text>
            </MapUnavailable>
          )}
        >
          {(fail) => (
            <PlantingMap
              requests={points}
              churches={churchPoints}
              styleUrl={mapStyleUrl}
              onSelect={onSelect}
              onFatalError={fail}
            />
          )}
        </MapFrame>
      </Box>
      <HStack gap="4" wrap="wrap" textStyle="xs" color="fg.muted">
        <Legend color="orange.500" label={t("plantingAdmin.map.request")} />
        <Legend color="red.600" label={t("plantingAdmin.map.farRequest", { miles: FAR_FROM_CHURCH_MILES })} />
        <Legend color="green.600" label={t("plantingAdmin.map.church")} small />
        {unplaced > 0 && <Text>{t("plantingAdmin.map.unplaced", { count: unplaced })}</Text>}
      </HStack>
    </Stack>
  );
}

function Legend({ color, label, small }: { color: string; label: string; small?: boolean }) {
  return (
    <HStack gap="1.5">
      <Box
        boxSize={small ? "2" : "3"}
        rounded="full"
        bg={color}
        borderWidth={small ? "0" : "2px"}
        borderColor="white"
        shadow="xs"
      />
      <Text>{label}</Text>
    </HStack>
  );
}
