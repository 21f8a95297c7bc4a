import type { FeatureCollection, Point } from "geojson";
import type { MapStyleImageMissingEvent } from "maplibre-gl";
import { useEffect, useMemo } from "react";
import { Layer, Source, useMap } from "react-map-gl/maplibre";
import type { MarkerFootprint } from "./layers";

const ROOM = "marker-room";
/** The side of the blank square each footprint is made of, scaled to the marker: as large as the largest. */
const SQUARE_PX = 64;

/**
 * Keeps the basemap's names (towns, states) out from under the markers. deck.gl draws the markers, and MapLibre,
 * which places the names, does not know they are there: a church or a cluster often sits on its town's point and
 * hid the middle of its name ('Ind[3]anapolis'). Here every marker also stands in MapLibre as an invisible icon of
 * its own size, placed above the basemap's labels, always shown and blocking: a name that would touch one moves
 * to another side of its point, or is left out.
 */
export function MarkerRoom({ footprints }: { footprints: MarkerFootprint[] }) {
  const { current: mapRef } = useMap();
  useEffect(() => {
    const map = mapRef?.getMap();
    if (!map) return;
    const addSquare = () => {
      if (map.hasImage(ROOM)) return;
      map.addImage(ROOM, {
        width: SQUARE_PX,
        height: SQUARE_PX,
        data: new Uint8Array(SQUARE_PX * SQUARE_PX * 4),
      });
    };
    // Asked for again if the style is ever replaced (its images go with it).
    const onMissing = (event: MapStyleImageMissingEvent) => {
      if (event.id === ROOM) addSquare();
    };
    addSquare();
    map.on("styleimagemissing", onMissing);
    return () => {
      map.off("styleimagemissing", onMissing);
    };
  }, [mapRef]);
  const data = useMemo<FeatureCollection<Point>>(
    () => ({
      type: "FeatureCollection",
      features: footprints.map(({ longitude, latitude, reachPx }) => ({
        type: "Feature",
        geometry: { type: "Point", coordinates: [longitude, latitude] },
        properties: { reachPx },
      })),
    }),
    [footprints],
  );
  return (
    <Source id={ROOM} type="geojson" data={data}>
      <Layer
        id={ROOM}
        type="symbol"
        layout={{
          "icon-image": ROOM,
          "icon-size": ["/", ["*", 2, ["get", "reachPx"]], SQUARE_PX],
          "icon-allow-overlap": true,
          "icon-ignore-placement": false,
        }}
        paint={{ "icon-opacity": 0 }}
      />
    </Source>
  );
}
