import { Card, Heading, Link, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "@tanstack/react-router";
import type { MouseEvent } from "react";
import { LuCalendarPlus } from "react-icons/lu";
import { Button } from "../../components/ui/button";
import { useI18n } from "../../lib/i18n";
import { EventBadges } from "./EventBadges";
import { EventFacts } from "./EventFacts";
import { EventImage } from "./EventImage";
import { type EventItem, eventIcsUrl } from "./model";

interface EventCardProps {
  event: EventItem;
  onViewDetails: () => void;
  headingAs?: "h2" | "h3";
}

/** A click that would open the link in this tab; others (new tab, new window, download) keep the link's own. */
const isPlainClick = (click: MouseEvent) =>
  click.button === 0 && !click.metaKey && !click.ctrlKey && !click.shiftKey && !click.altKey;

export function EventCard({ event, onViewDetails, headingAs = "h3" }: EventCardProps) {
  const { t, locale } = useI18n();
  return (
    <Card.Root
      as="article"
      aria-label={event.title}
      variant="outline"
      bg="bg"
      borderColor="border.muted"
      rounded="card"
      shadow="card"
      overflow="hidden"
      h="full"
      data-testid="event-card"
    >
      {/* No picture, no picture frame: a card without an image is a shorter card, not a placeholder. */}
      {event.imageUrl && <EventImage src={event.imageUrl} alt="" aspectRatio={16 / 9} w="full" />}
      <Card.Body gap="3" p={{ base: "4", md: "5" }}>
        <EventBadges type={event.type} registrationRequired={event.registrationRequired} />
        <Heading as={headingAs} size="md" letterSpacing="tight" lineClamp={2} overflowWrap="anywhere">
          {/* The event's own address (/events/:id), to share or open in a new tab; a plain click opens the
              details here, as View Details does. */}
          <Link
            asChild
            color="inherit"
            textDecoration="none"
            _hover={{ textDecoration: "underline", textDecorationColor: "currentColor" }}
          >
            <RouterLink
              to="/events/$id"
              params={{ id: String(event.id) }}
              onClick={(click) => {
                if (!isPlainClick(click)) return;
                click.preventDefault();
                onViewDetails();
              }}
            >
              {event.title}
            </RouterLink>
          </Link>
        </Heading>
        {event.description && (
          <Text textStyle="sm" color="fg.muted" lineClamp={2}>
            {event.description}
          </Text>
        )}
        <EventFacts event={event} />
      </Card.Body>
      {/* Buttons as wide as their words at least (never shrunk under them: "Agregar al calendario" ran out of
          its border), sharing the row while both fit and each taking a row of its own when they do not. */}
      <Card.Footer gap="2" p={{ base: "4", md: "5" }} pt="0" flexWrap="wrap">
        <Button colorPalette="brand" flex="1 0 auto" onClick={onViewDetails}>
          {t("events.viewDetails")}
        </Button>
        <Button asChild variant="outline" colorPalette="brand" flex="1 0 auto">
          <a href={eventIcsUrl(event.id, locale)} download>
            <LuCalendarPlus aria-hidden="true" />
            {t("events.addToCalendar")}
          </a>
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
