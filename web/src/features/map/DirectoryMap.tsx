import type { LatLng } from "@app/shared";
import { Box } from "@chakra-ui/react";
import { useQueryClient } from "@tanstack/react-query";
import type { Popup as MapLibrePopup } from "maplibre-gl";
import { useRef, useState } from "react";
import { type MapRef, Marker } from "react-map-gl/maplibre";
import type { DirectoryFilter } from "../../lib/church-reads";
import { useI18n } from "../../lib/i18n";
import { BaseMap } from "./BaseMap";
import { type Box as Bounds, DIRECTORY_START, firstCamera, firstView } from "./camera";
import { LocateControl } from "./controls";
import { MarkerKeyboard } from "./directory/MarkerKeyboard";
import { MarkerLayers } from "./directory/MarkerLayers";
import { MarkerPopup } from "./directory/MarkerPopup";
import { useDirectoryCamera } from "./directory/useDirectoryCamera";
import { useDrawStatus } from "./directory/useDrawStatus";
import { type Said, useMarkerPopup } from "./directory/useMarkerPopup";
import { useViewportAnswer } from "./directory/useViewportAnswer";
import type { MapChurch } from "./layers";
import { PlaceAtCentre } from "./PlaceContext";
import { viewportQueryOptions } from "./queries";
import { UserLocationDot } from "./UserLocationDot";
import { usePopupInView } from "./usePopupInView";

export type { MapChurch } from "./layers";

export interface DirectoryMapProps {
  filter: DirectoryFilter;
  selected: MapChurch | null;
  /** A church chosen in the list: the map pans to it and opens its popup. `key` repeats a request. */
  focus: { church: MapChurch; key: number } | null;
  userLocation: LatLng | null;
  /** Once the visitor is located: the nearest churches, for the camera to frame with them. */
  nearest: LatLng[] | null;
  /** The box of every placed church (the overview's), for the first view on a narrow screen. */
  networkBounds: Bounds | null;
  styleUrl: string | null;
  onSelect: (church: MapChurch) => void;
  onLocate: () => void;
  /** The map cannot start (its style failed to load): the directory shows its 'Map Unavailable' panel. */
  onFatalError: (message: string) => void;
  /** The map has drawn a viewport answer: it shows its churches (the directory drops its preview). */
  onAnswerDrawn?: () => void;
}

/**
 * The directory's map: the basemap, the server's clusters and churches drawn by MapLibre (MarkerLayers), the
 * same markers reachable from the keyboard (MarkerKeyboard), and the popup of the one opened.
 */
export default function DirectoryMap({
  filter,
  selected,
  focus,
  userLocation,
  nearest,
  networkBounds,
  styleUrl,
  onSelect,
  onLocate,
  onFatalError,
  onAnswerDrawn,
}: DirectoryMapProps) {
  const { t } = useI18n();
  const mapRef = useRef<MapRef>(null);
  const popupRef = useRef<MapLibrePopup>(null);
  const queryClient = useQueryClient();
  const [loaded, setLoaded] = useState(false);
  const [hovering, setHovering] = useState(false);
  const [focusedKey, setFocusedKey] = useState<string | null>(null);
  const answer = useViewportAnswer(filter);
  const drawStatus = useDrawStatus(answer.shownAnswer);
  const camera = useDirectoryCamera({ mapRef, loaded, networkBounds, userLocation, nearest, ...answer });
  const popups = useMarkerPopup({ mapRef, loaded, filter, focus, onSelect, drawnZoom: answer.drawnZoom });
  usePopupInView(popupRef, mapRef, popups.popup);

  return (
    <BaseMap
      ref={mapRef}
      testId="directory-map"
      styleUrl={styleUrl}
      initialViewState={(size) => firstCamera(DIRECTORY_START, size, networkBounds)}
      onFatalError={onFatalError}
      showCompass
      // The markers are symbols: shown the frame they are placed, with no fade to wait for.
      fadeDuration={0}
      cursor={hovering ? "pointer" : "grab"}
      onMount={(box) => {
        // The first view is known before MapLibre has made the map: its clusters travel while it starts.
        const size = { width: box.clientWidth, height: box.clientHeight };
        void queryClient.prefetchQuery(
          viewportQueryOptions({ ...filter, ...firstView(DIRECTORY_START, size, networkBounds) }),
        );
      }}
      onCreate={(map) => {
        // The clusters are asked for while the basemap's tiles load, not after its first complete frame.
        const view = camera.onMapCreated(map);
        void queryClient.prefetchQuery(viewportQueryOptions({ ...filter, ...view }));
        answer.setView(view);
      }}
      onLoad={() => setLoaded(true)}
      onMoveEnd={(event) => answer.askForView(event.target)}
      overlay={
        <>
          <Box
            data-testid="directory-map-viewport"
            ref={drawStatus.element}
            data-clusters={answer.answer?.clusters.length ?? 0}
            data-markers={answer.answer?.markers.length ?? 0}
            hidden
          />
          <MarkerKeyboard
            items={answer.items}
            onFocusChange={setFocusedKey}
            onOpen={(item) => popups.open(item, true)}
            onEscape={popups.close}
            announcement={saidText(popups.said, t)}
          />
        </>
      }
    >
      <LocateControl onLocate={onLocate} />
      <MarkerLayers
        items={answer.items}
        selected={selected}
        focusedKey={focusedKey}
        answerKey={answer.shownAnswer}
        onDrawn={(drawn) => {
          drawStatus.onDrawn(drawn);
          if (drawn !== undefined) onAnswerDrawn?.();
        }}
        onPick={(item) => popups.open(item, false)}
        onMiss={popups.close}
        onHover={setHovering}
      />
      <PlaceAtCentre />
      {userLocation && (
        <Marker longitude={userLocation.longitude} latitude={userLocation.latitude} anchor="center">
          <UserLocationDot />
        </Marker>
      )}
      {popups.popup && (
        <MarkerPopup popup={popups.popup} popupRef={popupRef} filter={filter} onClose={popups.close} />
      )}
    </BaseMap>
  );
}

function saidText(said: Said | null, t: ReturnType<typeof useI18n>["t"]): string {
  if (!said) return "";
  if ("closed" in said) return t("mapMarkers.closed");
  const { opened } = said;
  return opened.kind === "church"
    ? t("mapMarkers.openedChurch", { name: opened.church.name })
    : t("mapMarkers.openedCluster", { count: opened.cluster.count });
}
