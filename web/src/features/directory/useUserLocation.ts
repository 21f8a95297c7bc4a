import { type LatLng, MAP } from "@app/shared";
import { MSG } from "@app/shared/i18n";
import { useCallback, useEffect, useRef, useState } from "react";

/**
 * Who asked. docs/product/directory.md#your-location: the map shows the location errors (its locate control); the directory's
 * 'Use My Location' button only logs its failures; a returning visitor did not ask at all.
 */
export type LocateSource = "button" | "control" | "returning";

function failureMessage(error: GeolocationPositionError | null): string {
  switch (error?.code) {
    case 1:
      return MSG.messages.GEOLOCATION_ERRORS.permissionDenied;
    case 2:
      return MSG.messages.GEOLOCATION_ERRORS.positionUnavailable;
    case 3:
      return MSG.messages.GEOLOCATION_ERRORS.timeout;
    default:
      return MSG.messages.GEOLOCATION_ERRORS.other;
  }
}

export interface UserLocation {
  location: LatLng | null;
  /** A failure message for the map's banner, until dismissed. */
  error: string | null;
  dismissError: () => void;
  locating: boolean;
  locate: (source: LocateSource) => void;
}

/**
 * The visitor's position, asked for only when they ask (never on page load), except for returning visitors who
 * have already allowed it. Each success yields a new object, so the map recentres even on the same spot.
 */
export function useUserLocation(): UserLocation {
  const [location, setLocation] = useState<LatLng | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [locating, setLocating] = useState(false);
  const mounted = useRef(true);

  const locate = useCallback((source: LocateSource) => {
    if (!("geolocation" in navigator)) {
      console.warn(MSG.messages.GEOLOCATION_ERRORS.notSupported);
      if (source === "control") setError(MSG.messages.GEOLOCATION_ERRORS.locateControl);
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        if (!mounted.current) return;
        setLocating(false);
        setError(null);
        setLocation({ latitude: position.coords.latitude, longitude: position.coords.longitude });
      },
      (failure) => {
        if (!mounted.current) return;
        setLocating(false);
        console.warn("Geolocation failed", failureMessage(failure), failure);
        if (source === "control") setError(failureMessage(failure));
      },
      { enableHighAccuracy: true, timeout: MAP.geolocationTimeoutMs, maximumAge: 0 },
    );
  }, []);

  useEffect(() => {
    mounted.current = true;
    let cancelled = false;
    navigator.permissions
      ?.query({ name: "geolocation" })
      .then((status) => {
        if (!cancelled && status.state === "granted") locate("returning");
      })
      .catch(() => {
        // The Permissions API is optional: without it the visitor simply asks with the button.
      });
    return () => {
      cancelled = true;
      mounted.current = false;
    };
  }, [locate]);

  return { location, error, dismissError: () => setError(null), locating, locate };
}
