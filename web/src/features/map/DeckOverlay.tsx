import { MapboxOverlay, type MapboxOverlayProps } from "@deck.gl/mapbox";
import { useRef } from "react";
import { useControl } from "react-map-gl/maplibre";

interface DeckOverlayProps extends MapboxOverlayProps {
  /** Names what the layers show (a server answer, say): `onDrawn` hears it once deck.gl has drawn them. */
  drawKey?: unknown;
  onDrawn?: (drawKey: unknown) => void;
}

/** deck.gl drawn inside the map's own WebGL context (interleaved), sharing its camera and its events. */
export function DeckOverlay({ drawKey, onDrawn, ...props }: DeckOverlayProps) {
  // Updated in the same pass as the layers below, so a frame never pairs new layers with an old key.
  const drawn = useRef({ drawKey, onDrawn });
  drawn.current = { drawKey, onDrawn };
  const overlay = useControl<MapboxOverlay>(
    () =>
      new MapboxOverlay({
        ...props,
        interleaved: true,
        // Called after every frame deck.gl draws into the map.
        onAfterRender: () => drawn.current.onDrawn?.(drawn.current.drawKey),
      }),
  );
  overlay.setProps({ ...props, interleaved: true });
  return null;
}
