import { type LatLng, MAP } from "@app/shared";
import type { Color, PickingInfo } from "@deck.gl/core";
import { ScatterplotLayer } from "@deck.gl/layers";
import { useMemo, useState } from "react";
import { useI18n } from "../../../lib/i18n";
import { BaseMap } from "../../map/BaseMap";
import { DeckOverlay } from "../../map/DeckOverlay";
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
  const { t } = useI18n();
  const [hovering, setHovering] = useState(false);
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
    <BaseMap
      testId="planting-map"
      styleUrl={styleUrl}
      initialViewState={INITIAL_VIEW}
      onFatalError={onFatalError}
      cursor={hovering ? "pointer" : "grab"}
    >
      <DeckOverlay
        layers={layers}
        onHover={(info: PickingInfo) => setHovering(Boolean(info.object))}
        getTooltip={(info: PickingInfo<MapRequest>) =>
          info.object
            ? `${info.object.label}\n${
                info.object.nearestChurchMiles === null
                  ? t("plantingAdmin.map.noChurch")
                  : t("plantingAdmin.nearestChurchDistance", {
                      distance: formatMiles(info.object.nearestChurchMiles),
                    })
              }`
            : null
        }
      />
    </BaseMap>
  );
}
