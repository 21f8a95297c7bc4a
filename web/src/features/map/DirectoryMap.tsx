import "maplibre-gl/dist/maplibre-gl.css";
import { type Cluster, clusterPoints, clusterRadiusKm, type LatLng, MAP, pastorLine } from "@app/shared";
import { Box, Heading, Link, Stack, Text } from "@chakra-ui/react";
import type { PickingInfo } from "@deck.gl/core";
import { Link as RouterLink } from "@tanstack/react-router";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { type MapRef, Map as MapView, Marker, NavigationControl, Popup } from "react-map-gl/maplibre";
import { exposeMap, useMapStyle } from "./basemap";
import { DeckOverlay, LocateControl } from "./controls";
import { DirectionsLinks } from "./DirectionsLinks";
import { type MapPoint, type MarkerPick, markerLayers } from "./layers";
import { nearestView } from "./nearest";
import { UserLocationDot } from "./UserLocationDot";

/** The fields the map's popups show. */
export interface MapChurch {
  id: number;
  name: string;
  city: string;
  state: string;
  pastorName: string | null;
}

export interface DirectoryMapProps {
  points: MapPoint<MapChurch>[];
  selectedId: number | null;
  /** A church chosen in the list: the map pans to it and opens its popup. `key` repeats a request. */
  focus: { id: number; key: number } | null;
  userLocation: LatLng | null;
  styleUrl: string | null;
  onSelect: (id: number) => void;
  onLocate: () => void;
  /** The map cannot start (its style failed to load): the directory shows its 'Map Unavailable' panel. */
  onFatalError: (message: string) => void;
}

type PopupState =
  | { kind: "church"; point: MapPoint<MapChurch> }
  | { kind: "cluster"; cluster: Cluster<MapPoint<MapChurch>> }
  | null;

const INITIAL_VIEW = { longitude: MAP.startLongitude, latitude: MAP.startLatitude, zoom: MAP.startZoom };

export default function DirectoryMap({
  points,
  selectedId,
  focus,
  userLocation,
  styleUrl,
  onSelect,
  onLocate,
  onFatalError,
}: DirectoryMapProps) {
  const mapRef = useRef<MapRef>(null);
  const loadedRef = useRef(false);
  const [loaded, setLoaded] = useState(false);
  const [hovering, setHovering] = useState(false);
  const [popup, setPopup] = useState<PopupState>(null);
  // Clusters depend on the zoom only through the radius rule: recompute when the zoom crosses 6 or 10.
  const [clusterZoom, setClusterZoom] = useState<number>(MAP.startZoom);
  const style = useMapStyle(styleUrl);

  const clusters = useMemo(() => clusterPoints(points, clusterZoom), [points, clusterZoom]);
  const byId = useMemo(() => new Map(points.map((point) => [point.id, point])), [points]);
  const selected = selectedId === null ? null : (byId.get(selectedId) ?? null);

  const onPick = useCallback(
    (pick: MarkerPick<MapChurch>) => {
      if (pick.kind === "church") {
        setPopup({ kind: "church", point: pick.point });
        onSelect(pick.point.id);
      } else {
        setPopup({ kind: "cluster", cluster: pick.cluster });
      }
    },
    [onSelect],
  );
  const layers = useMemo(() => markerLayers({ clusters, selected, onPick }), [clusters, selected, onPick]);

  useEffect(() => {
    if (!focus || !loaded) return;
    const point = byId.get(focus.id);
    if (!point) return;
    mapRef.current?.easeTo({ center: [point.longitude, point.latitude], duration: 600 });
    setPopup({ kind: "church", point });
  }, [focus, loaded, byId]);

  // The spec's first view (zoom 4.2 over Iowa) holds the whole network on a wide screen, but on a phone the
  // churches at its edges fall outside the box. Once, when the map first has churches: if any placed church
  // is out of view, widen just enough to hold them all; where the spec's view holds them, it stays as it is.
  const framedRef = useRef(false);
  useEffect(() => {
    const map = mapRef.current;
    if (!loaded || !map || framedRef.current || points.length === 0) return;
    framedRef.current = true;
    const view = map.getBounds();
    if (points.every((point) => view.contains([point.longitude, point.latitude]))) return;
    // A loop, not Math.min(...list): at national size the list is far longer than a call's arguments.
    let [west, south, east, north] = [180, 90, -180, -90];
    for (const { longitude, latitude } of points) {
      west = Math.min(west, longitude);
      east = Math.max(east, longitude);
      south = Math.min(south, latitude);
      north = Math.max(north, latitude);
    }
    map.fitBounds(
      [
        [west, south],
        [east, north],
      ],
      // Room for the markers themselves and, on the right, the zoom and locate buttons.
      { padding: { top: 24, bottom: 24, left: 24, right: 56 }, duration: 0 },
    );
  }, [loaded, points]);

  // Read when the visitor is located, not on every change of the list: a new filter must not move the camera.
  const pointsRef = useRef(points);
  pointsRef.current = points;
  useEffect(() => {
    if (!userLocation || !loaded) return;
    const map = mapRef.current;
    if (!map) return;
    const { width, height } = map.getContainer().getBoundingClientRect();
    map.flyTo(nearestView(userLocation, pointsRef.current, { width, height }));
  }, [userLocation, loaded]);

  // A popup whose church left the filtered list would point at nothing.
  useEffect(() => {
    setPopup((current) => {
      if (current?.kind === "church" && !byId.has(current.point.id)) return null;
      if (current?.kind === "cluster") return null;
      return current;
    });
  }, [byId]);

  return (
    <Box position="absolute" inset="0" data-testid="directory-map" data-map-ready={loaded ? "true" : "false"}>
      <MapView
        ref={mapRef}
        initialViewState={INITIAL_VIEW}
        mapStyle={style}
        cursor={hovering ? "pointer" : "grab"}
        cooperativeGestures
        attributionControl={{ compact: true }}
        onLoad={(event) => {
          exposeMap(event.target);
          loadedRef.current = true;
          setLoaded(true);
        }}
        onError={(event) => {
          if (loadedRef.current) {
            console.warn("Map error", event.error);
            return;
          }
          onFatalError(`The map could not be loaded (${event.error?.message || "unknown error"}).`);
        }}
        onZoom={(event) => {
          const zoom = event.viewState.zoom;
          setClusterZoom((current) => (clusterRadiusKm(current) === clusterRadiusKm(zoom) ? current : zoom));
        }}
      >
        <NavigationControl position="top-right" />
        <LocateControl onLocate={onLocate} />
        <DeckOverlay
          layers={layers}
          onHover={(info: PickingInfo) => setHovering(Boolean(info.object))}
          onClick={(info: PickingInfo) => {
            if (!info.object) setPopup(null);
          }}
        />
        {userLocation && (
          <Marker longitude={userLocation.longitude} latitude={userLocation.latitude} anchor="center">
            <UserLocationDot />
          </Marker>
        )}
        {popup?.kind === "church" && (
          <Popup
            longitude={popup.point.longitude}
            latitude={popup.point.latitude}
            anchor="bottom"
            offset={14}
            closeOnClick={false}
            // Opened by Enter on a card, the popup must not take the focus from that card.
            focusAfterOpen={false}
            onClose={() => setPopup(null)}
            maxWidth="280px"
          >
            <ChurchPopup church={popup.point.item} position={popup.point} />
          </Popup>
        )}
        {popup?.kind === "cluster" && (
          <Popup
            longitude={popup.cluster.longitude}
            latitude={popup.cluster.latitude}
            anchor="bottom"
            offset={18}
            closeOnClick={false}
            focusAfterOpen={false}
            onClose={() => setPopup(null)}
            maxWidth="300px"
          >
            <ClusterPopup cluster={popup.cluster} />
          </Popup>
        )}
      </MapView>
    </Box>
  );
}

function ChurchPopup({ church, position }: { church: MapChurch; position: LatLng }) {
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
          View Details
        </RouterLink>
      </Link>
      <DirectionsLinks destination={{ latitude: position.latitude, longitude: position.longitude }} />
    </Stack>
  );
}

function ClusterPopup({ cluster }: { cluster: Cluster<MapPoint<MapChurch>> }) {
  return (
    <Stack gap="2" pe="4" data-testid="cluster-popup">
      <Heading as="h3" size="sm">
        {cluster.members.length} Churches in this area
      </Heading>
      <Stack as="ul" gap="1.5" maxH="48" overflowY="auto" listStyleType="none" pe="1">
        {cluster.members.map((member) => (
          <Box
            as="li"
            key={member.id}
            display="flex"
            gap="2"
            justifyContent="space-between"
            alignItems="baseline"
          >
            <Text textStyle="sm" truncate>
              {member.item.name}
            </Text>
            <Link asChild textStyle="sm" fontWeight="semibold" color="brand.fg" flexShrink="0">
              <RouterLink
                to="/church/$id"
                params={{ id: String(member.id) }}
                aria-label={`View ${member.item.name}`}
              >
                View
              </RouterLink>
            </Link>
          </Box>
        ))}
      </Stack>
      <Text textStyle="xs" color="fg.muted">
        Zoom in to see individual churches
      </Text>
    </Stack>
  );
}
