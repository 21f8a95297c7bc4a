import { type LatLng, pastorLine } from "@app/shared";
import { Box, Heading, Link, Spinner, Stack, Text } from "@chakra-ui/react";
import type { PickingInfo } from "@deck.gl/core";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link as RouterLink } from "@tanstack/react-router";
import type { Map as MapLibreMap, Popup as MapLibrePopup } from "maplibre-gl";
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { type MapRef, Marker, Popup } from "react-map-gl/maplibre";
import type { DirectoryFilter } from "../../lib/church-reads";
import { useI18n } from "../../lib/i18n";
import { BaseMap } from "./BaseMap";
import { ClusterCounts, showClusterCounts } from "./ClusterCounts";
import { DIRECTORY_START, firstCamera, firstView, NETWORK_PADDING, viewRequest } from "./camera";
import { DeckOverlay, LocateControl } from "./controls";
import { DirectionsLinks } from "./DirectionsLinks";
import { type MapChurch, type MapCluster, type MarkerPick, markerFootprints, markerLayers } from "./layers";
import { MarkerRoom } from "./MarkerRoom";
import { nearestView } from "./nearest";
import { PlaceAtCentre } from "./PlaceContext";
import { clusterMembersQueryOptions, NO_VIEW, type ViewportRequest, viewportQueryOptions } from "./queries";
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
  networkBounds: { west: number; south: number; east: number; north: number } | null;
  styleUrl: string | null;
  onSelect: (church: MapChurch) => void;
  onLocate: () => void;
  /** The map cannot start (its style failed to load): the directory shows its 'Map Unavailable' panel. */
  onFatalError: (message: string) => void;
  /** deck.gl has drawn a viewport answer: the map shows its churches (the directory drops its preview). */
  onAnswerDrawn?: () => void;
}

type PopupState =
  | { kind: "church"; church: MapChurch }
  | { kind: "cluster"; cluster: MapCluster; zoom: number }
  | null;

/** A view is asked for once the camera has rested this long: a run of zoom steps costs one request. */
const VIEW_DEBOUNCE_MS = 150;
/** A cluster popup lists up to this many churches (the server's page limit); zooming in shows the rest. */
const CLUSTER_LIST_LIMIT = 100;

/** Popups are placed among the cluster counts (page elements too): they must cover the numbers around them. */
const ABOVE_COUNTS = { zIndex: 1 };

/** The view the camera shows, as the server takes it. */
function viewOf(map: MapLibreMap): Omit<ViewportRequest, keyof DirectoryFilter> {
  const bounds = map.getBounds();
  return viewRequest(
    { west: bounds.getWest(), south: bounds.getSouth(), east: bounds.getEast(), north: bounds.getNorth() },
    map.getZoom(),
  );
}

/**
 * Widens the camera, without animation, to hold the network's box when the current view does not (a phone at
 * the spec's start view). True when the camera moved.
 */
function frameNetwork(
  map: MapLibreMap,
  { west, south, east, north }: { west: number; south: number; east: number; north: number },
): boolean {
  const view = map.getBounds();
  if (view.contains([west, south]) && view.contains([east, north])) return false;
  map.fitBounds(
    [
      [west, south],
      [east, north],
    ],
    { padding: NETWORK_PADDING, duration: 0 },
  );
  return true;
}

/**
 * The map's `data-status`: 'drawn' from the frame in which deck.gl drew the answer for the current view, else
 * 'loading' (the answer is on its way, or in the cache but not yet on the canvas: the first frame waits for the
 * map and deck.gl to start). Written straight onto the element from deck.gl's frame callback, because a React
 * update queued there would wait behind the next frames, which are the slowest of all while the basemap's first
 * tiles draw.
 */
function useDrawStatus(shown: unknown) {
  const element = useRef<HTMLDivElement>(null);
  const shownRef = useRef(shown);
  const drawnRef = useRef<unknown>(undefined);
  const write = useCallback(() => {
    const drawn = shownRef.current !== undefined && drawnRef.current === shownRef.current;
    element.current?.setAttribute("data-status", drawn ? "drawn" : "loading");
  }, []);
  // On commit rather than render: deck.gl may draw the new layers before React commits them.
  useLayoutEffect(() => {
    shownRef.current = shown;
    write();
  }, [shown, write]);
  const onDrawn = useCallback(
    (drawn: unknown) => {
      drawnRef.current = drawn;
      write();
    },
    [write],
  );
  return { element, onDrawn };
}

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
  const mapRef = useRef<MapRef>(null);
  const queryClient = useQueryClient();
  const [loaded, setLoaded] = useState(false);
  const [hovering, setHovering] = useState(false);
  const [popup, setPopup] = useState<PopupState>(null);
  const popupRef = useRef<MapLibrePopup>(null);
  usePopupInView(popupRef, mapRef, popup);
  const [view, setView] = useState<Omit<ViewportRequest, keyof DirectoryFilter> | null>(null);
  const viewTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(viewTimer.current), []);

  // The map asks only for what it shows; the last answer stays drawn while the next loads, so nothing flickers.
  const viewport = useQuery({
    ...viewportQueryOptions({ ...filter, ...(view ?? NO_VIEW) }),
    enabled: view !== null,
    placeholderData: keepPreviousData,
  });
  const clusters = useMemo<MapCluster[]>(
    () =>
      (viewport.data?.clusters ?? []).map((cluster) => ({
        key: cluster.key,
        count: cluster.count,
        latitude: cluster.lat,
        longitude: cluster.lng,
      })),
    [viewport.data],
  );
  const markers = useMemo<MapChurch[]>(
    () =>
      (viewport.data?.markers ?? []).map((marker) => ({
        id: marker.id,
        name: marker.name,
        city: marker.city,
        state: marker.state,
        pastorName: marker.pastorName,
        latitude: marker.lat,
        longitude: marker.lng,
      })),
    [viewport.data],
  );
  // The zoom the drawn clusters were made for: a cluster's key means something only within its clustering.
  const drawnZoom = viewport.isPlaceholderData ? null : (view?.zoom ?? null);

  const onPick = useCallback(
    (pick: MarkerPick) => {
      if (pick.kind === "church") {
        setPopup({ kind: "church", church: pick.church });
        onSelect(pick.church);
      } else if (drawnZoom !== null) {
        setPopup({ kind: "cluster", cluster: pick.cluster, zoom: drawnZoom });
      }
    },
    [onSelect, drawnZoom],
  );
  const layers = useMemo(
    () => markerLayers({ clusters, markers, selected, onPick }),
    [clusters, markers, selected, onPick],
  );
  const footprints = useMemo(
    () => markerFootprints({ clusters, markers, selected }),
    [clusters, markers, selected],
  );
  const shownAnswer = viewport.isPlaceholderData ? undefined : viewport.data;
  const drawStatus = useDrawStatus(shownAnswer);

  const askForView = useCallback((map: MapLibreMap) => {
    window.clearTimeout(viewTimer.current);
    viewTimer.current = window.setTimeout(() => setView(viewOf(map)), VIEW_DEBOUNCE_MS);
  }, []);

  useEffect(() => {
    if (!focus || !loaded) return;
    const { church } = focus;
    mapRef.current?.easeTo({ center: [church.longitude, church.latitude], duration: 600 });
    setPopup({ kind: "church", church });
  }, [focus, loaded]);

  // The spec's first view (zoom 4.2 over Iowa) holds the whole network on a wide screen, but on a phone the
  // churches at its edges fall outside the box. Once, when the network's box is known: if it is not in view,
  // widen just enough to hold it; where the spec's view holds it, the view stays as it is. Done as soon as the
  // map exists (its tiles still loading), so the first view asked of the server is the one shown.
  const [createdMap, setCreatedMap] = useState<MapLibreMap | null>(null);
  const framedRef = useRef(false);
  /** Frames the network once its box is known; true when the camera moved. */
  const frameOnce = useCallback(
    (map: MapLibreMap) => {
      if (framedRef.current || !networkBounds) return false;
      framedRef.current = true;
      return frameNetwork(map, networkBounds);
    },
    [networkBounds],
  );
  useEffect(() => {
    // The box arrived after the map was made: the view already asked for gives way to the framed one.
    if (createdMap && frameOnce(createdMap)) setView(viewOf(createdMap));
  }, [createdMap, frameOnce]);

  // Once the visitor is located and the nearest churches are known: them in one frame, never wider than zoom 8.
  // Read when they are known, not on every page loaded after: Load More must not move the camera.
  const nearestRef = useRef(nearest);
  nearestRef.current = nearest;
  const nearestKnown = nearest !== null;
  useEffect(() => {
    const closest = nearestRef.current;
    if (!userLocation || !nearestKnown || !closest || !loaded) return;
    const map = mapRef.current;
    if (!map) return;
    const { width, height } = map.getContainer().getBoundingClientRect();
    map.flyTo(nearestView(userLocation, closest, { width, height }));
  }, [userLocation, nearestKnown, loaded]);

  // A popup from the previous filter's markers could point at a church the filter no longer shows.
  const filterKey = JSON.stringify(filter);
  const previousFilter = useRef(filterKey);
  useEffect(() => {
    if (previousFilter.current === filterKey) return;
    previousFilter.current = filterKey;
    setPopup(null);
  }, [filterKey]);

  return (
    <BaseMap
      ref={mapRef}
      testId="directory-map"
      styleUrl={styleUrl}
      initialViewState={(size) => firstCamera(DIRECTORY_START, size, networkBounds)}
      onFatalError={onFatalError}
      showCompass
      cursor={hovering ? "pointer" : "grab"}
      onMount={(box) => {
        // The first view is known before MapLibre has made the map: its clusters travel while it starts.
        const size = { width: box.clientWidth, height: box.clientHeight };
        void queryClient.prefetchQuery(
          viewportQueryOptions({ ...filter, ...firstView(DIRECTORY_START, size, networkBounds) }),
        );
      }}
      onCreate={(map) => {
        // The clusters are asked for while the basemap's tiles load, not after its first complete frame, and
        // before deck.gl starts (the request travels while it does; usually it was made at mount already).
        frameOnce(map);
        setCreatedMap(map);
        const view = viewOf(map);
        void queryClient.prefetchQuery(viewportQueryOptions({ ...filter, ...view }));
        setView(view);
      }}
      onLoad={() => setLoaded(true)}
      onMoveEnd={(event) => askForView(event.target)}
      overlay={
        <Box
          data-testid="directory-map-viewport"
          ref={drawStatus.element}
          data-clusters={viewport.data?.clusters.length ?? 0}
          data-markers={viewport.data?.markers.length ?? 0}
          hidden
        />
      }
    >
      <LocateControl onLocate={onLocate} />
      <DeckOverlay
        layers={layers}
        drawKey={shownAnswer}
        onDrawn={(drawn) => {
          drawStatus.onDrawn(drawn);
          const map = mapRef.current;
          if (map) showClusterCounts(map.getContainer());
          if (drawn !== undefined) onAnswerDrawn?.();
        }}
        onHover={(info: PickingInfo) => setHovering(Boolean(info.object))}
        onClick={(info: PickingInfo) => {
          if (!info.object) setPopup(null);
        }}
      />
      <MarkerRoom footprints={footprints} />
      <PlaceAtCentre />
      <ClusterCounts clusters={clusters} />
      {userLocation && (
        <Marker longitude={userLocation.longitude} latitude={userLocation.latitude} anchor="center">
          <UserLocationDot />
        </Marker>
      )}
      {popup?.kind === "church" && (
        <Popup
          ref={popupRef}
          longitude={popup.church.longitude}
          latitude={popup.church.latitude}
          anchor="bottom"
          offset={14}
          closeOnClick={false}
          // Opened by Enter on a card, the popup must not take the focus from that card.
          focusAfterOpen={false}
          onClose={() => setPopup(null)}
          maxWidth="280px"
          style={ABOVE_COUNTS}
        >
          <ChurchPopup church={popup.church} />
        </Popup>
      )}
      {popup?.kind === "cluster" && (
        <Popup
          ref={popupRef}
          longitude={popup.cluster.longitude}
          latitude={popup.cluster.latitude}
          anchor="bottom"
          offset={18}
          closeOnClick={false}
          focusAfterOpen={false}
          onClose={() => setPopup(null)}
          maxWidth="300px"
          style={ABOVE_COUNTS}
        >
          <ClusterPopup cluster={popup.cluster} zoom={popup.zoom} filter={filter} />
        </Popup>
      )}
    </BaseMap>
  );
}

function ChurchPopup({ church }: { church: MapChurch }) {
  const { t } = useI18n();
  return (
    <Stack gap="1" pe="4" data-testid="church-popup">
      <Heading as="h3" size="sm" lineHeight="short">
        {church.name}
      </Heading>
      <Text textStyle="sm" color="fg.muted">
        {church.city}, {church.state}
      </Text>
      {church.pastorName && <Text textStyle="sm">{pastorLine(church.pastorName)}</Text>}
      <Link asChild textStyle="sm" fontWeight="semibold" color="brand.fg" mt="1">
        <RouterLink to="/church/$id" params={{ id: String(church.id) }}>
          {t("map.viewDetails")}
        </RouterLink>
      </Link>
      <DirectionsLinks destination={{ latitude: church.latitude, longitude: church.longitude }} />
    </Stack>
  );
}

/** A cluster's churches, asked of the server when the popup opens (by name, as the list orders them). */
function ClusterPopup({
  cluster,
  zoom,
  filter,
}: {
  cluster: MapCluster;
  zoom: number;
  filter: DirectoryFilter;
}) {
  const { t } = useI18n();
  const members = useQuery(
    clusterMembersQueryOptions({ ...filter, key: cluster.key, zoom, limit: CLUSTER_LIST_LIMIT }),
  );
  return (
    <Stack gap="2" pe="4" data-testid="cluster-popup">
      <Heading as="h3" size="sm">
        {t("map.clusterTitle", { count: cluster.count })}
      </Heading>
      {members.isPending && <Spinner size="sm" color="brand.solid" aria-label={t("map.loadingChurches")} />}
      {members.isError && (
        <Text textStyle="sm" color="fg.error">
          {t("map.clusterFailed")}
        </Text>
      )}
      {members.data && (
        <Stack as="ul" gap="1.5" maxH="48" overflowY="auto" listStyleType="none" pe="1">
          {members.data.items.map((member) => (
            <Box
              as="li"
              key={member.id}
              display="flex"
              gap="2"
              justifyContent="space-between"
              alignItems="baseline"
            >
              <Text textStyle="sm" truncate>
                {member.name}
              </Text>
              <Link asChild textStyle="sm" fontWeight="semibold" color="brand.fg" flexShrink="0">
                <RouterLink
                  to="/church/$id"
                  params={{ id: String(member.id) }}
                  aria-label={t("map.viewChurch", { name: member.name })}
                >
                  {t("map.view")}
                </RouterLink>
              </Link>
            </Box>
          ))}
        </Stack>
      )}
      <Text textStyle="xs" color="fg.muted">
        {t("map.zoomIn")}
      </Text>
    </Stack>
  );
}
