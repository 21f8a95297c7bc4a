import { CloseButton, Dialog, Grid, Portal, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "@tanstack/react-router";
import { type ReactNode, useState } from "react";
import { LuCalendarPlus, LuExternalLink } from "react-icons/lu";
import { Button } from "../../components/ui/button";
import { useI18n } from "../../lib/i18n";
import { EventBadges } from "./EventBadges";
import { EventImage } from "./EventImage";
import { formatEventDate, formatEventTime } from "./format";
import { type EventItem, eventIcsUrl } from "./model";

interface EventDetailsDialogProps {
  event: EventItem | null;
  onClose: () => void;
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="0.5" minW="0">
      <Text
        as="dt"
        textStyle="xs"
        fontWeight="semibold"
        color="fg.muted"
        textTransform="uppercase"
        letterSpacing="wide"
      >
        {label}
      </Text>
      <Text as="dd" textStyle="sm" overflowWrap="anywhere">
        {children}
      </Text>
    </Stack>
  );
}

/** The event's call to action: its own link when it has one, else 'Register' when registration is required. */
function CallToAction({ event }: { event: EventItem }) {
  const { t } = useI18n();
  if (event.callToActionText && event.callToActionUrl) {
    return (
      <Button asChild variant="outline" colorPalette="brand">
        <a href={event.callToActionUrl} target="_blank" rel="noopener noreferrer">
          {event.callToActionText}
          <LuExternalLink aria-hidden="true" />
        </a>
      </Button>
    );
  }
  if (!event.registrationRequired) return null;
  // docs/product/events.md#details leaves Register's action open: the host church's page has its phone and email.
  return (
    <Button asChild colorPalette="brand">
      <RouterLink to="/church/$id" params={{ id: String(event.church.id) }}>
        {t("events.register")}
      </RouterLink>
    </Button>
  );
}

export function EventDetailsDialog({ event, onClose }: EventDetailsDialogProps) {
  const { t, locale } = useI18n();
  // The event the page was opened with (an /events/:id address) is the page itself: on screen with the first
  // paint, not faded in. A phone's largest paint would otherwise wait for the fade, and the app's code fetched
  // meanwhile (docs/decisions/023-app-code-after-first-paint.md).
  const [eventOfThePage] = useState(event?.id ?? null);
  return (
    <Dialog.Root
      open={event !== null}
      motionPreset={event !== null && event.id === eventOfThePage ? "none" : "scale"}
      onOpenChange={(details) => !details.open && onClose()}
      // Focus leaving is no request to close: a press outside and Escape are. When the app took over an
      // /events/:id page the server sent with the dialog open, focus moved outside once and closed it.
      onFocusOutside={(event) => event.preventDefault()}
      size="lg"
      placement="center"
      scrollBehavior="inside"
    >
      {/* Where the page is, not portalled to the body: a portal is drawn only once the app runs, so the dialog
          the server wrote open on an /events/:id page would be thrown away and drawn again, late (it is that
          page's largest paint) and in a render that holds the main thread (docs/decisions/023-app-code-after-first-paint.md#after-the-app-runs). */}
      <Portal disabled>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          {event && (
            <Dialog.Content overflow="hidden">
              {event.imageUrl && (
                <EventImage src={event.imageUrl} alt="" aspectRatio={2} w="full" maxH="64" />
              )}
              <Dialog.Header flexDirection="column" alignItems="flex-start" gap="3">
                <EventBadges type={event.type} registrationRequired={event.registrationRequired} />
                <Dialog.Title textStyle="xl" overflowWrap="anywhere">
                  {event.title}
                </Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="5">
                  {event.description && (
                    <Text color="fg.muted" whiteSpace="pre-line" overflowWrap="anywhere">
                      {event.description}
                    </Text>
                  )}
                  <Grid as="dl" templateColumns={{ base: "1fr", sm: "1fr 1fr" }} gap="4">
                    <Detail label={t("events.date")}>
                      {formatEventDate(event.startDate, event.endDate)}
                    </Detail>
                    <Detail label={t("events.time")}>
                      {formatEventTime(event, t) ?? t("events.toBeAnnounced")}
                    </Detail>
                    <Detail label={t("events.hostChurch")}>{event.church.name}</Detail>
                    <Detail label={t("events.location")}>{event.location}</Detail>
                    {event.capacity != null && (
                      <Detail label={t("events.capacity")}>
                        {t("events.attendees", { count: event.capacity })}
                      </Detail>
                    )}
                  </Grid>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer flexWrap="wrap" justifyContent={{ base: "stretch", sm: "flex-end" }}>
                <Button asChild variant="ghost" colorPalette="brand">
                  <a href={eventIcsUrl(event.id, locale)} download>
                    <LuCalendarPlus aria-hidden="true" />
                    {t("events.addToCalendar")}
                  </a>
                </Button>
                <CallToAction event={event} />
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" bg="bg" />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          )}
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
