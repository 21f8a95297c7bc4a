import type { LatLng } from "@app/shared";
import { HStack, Link } from "@chakra-ui/react";
import { LuMap, LuNavigation } from "react-icons/lu";
import { Button } from "../../components/ui/button";
import { useI18n } from "../../lib/i18n";

/** An address (routes to the entrance the maps app knows) or, without one, the church's coordinates. */
export type Destination = string | LatLng;

function destinationText(destination: Destination): string {
  return typeof destination === "string"
    ? destination
    : `${destination.latitude.toFixed(6)},${destination.longitude.toFixed(6)}`;
}

/** Google Maps URLs (developers.google.com/maps/documentation/urls): directions from wherever the visitor is. */
export function googleDirectionsUrl(destination: Destination): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destinationText(destination))}`;
}

/** Apple Map Links: `daddr` is the destination; the source defaults to the visitor's location. */
export function appleDirectionsUrl(destination: Destination): string {
  return `https://maps.apple.com/?daddr=${encodeURIComponent(destinationText(destination))}`;
}

const APPS = [
  { name: "Google Maps", icon: LuMap, url: googleDirectionsUrl },
  { name: "Apple Maps", icon: LuNavigation, url: appleDirectionsUrl },
] as const;

/** Two buttons (the church page's header): each opens directions in that maps app, in a new tab. */
export function DirectionsButtons({ destination }: { destination: Destination }) {
  const { t } = useI18n();
  return (
    <HStack gap="2" flexShrink="0" flexWrap="wrap">
      {APPS.map((app) => (
        <Button key={app.name} asChild variant="outline" size="sm">
          <a
            href={app.url(destination)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t("map.directionsIn", { app: app.name })}
          >
            <app.icon aria-hidden="true" />
            {app.name}
          </a>
        </Button>
      ))}
    </HStack>
  );
}

/** Two text links (the map's popup). */
export function DirectionsLinks({ destination }: { destination: Destination }) {
  const { t } = useI18n();
  return (
    <HStack gap="3" textStyle="sm" data-testid="directions-links">
      {APPS.map((app) => (
        <Link
          key={app.name}
          href={app.url(destination)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t("map.directionsIn", { app: app.name })}
          color="brand.fg"
          fontWeight="medium"
        >
          {app.name}
        </Link>
      ))}
    </HStack>
  );
}
