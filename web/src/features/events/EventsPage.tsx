import { PAGE_TITLES } from "@app/shared/pages";
import { Alert, Stack } from "@chakra-ui/react";
import { useMatch, useNavigate, useRouter } from "@tanstack/react-router";
import { useRef } from "react";
import { PageContainer } from "../../components/layout/Page";
import { type EventSelection, EventsSection } from "./EventsSection";
import { parseEventId } from "./queries";

/**
 * /events, and /events/$id with that event's details open: the open event lives in the address, so it can be
 * shared, and Back closes it.
 */
export function EventsPage() {
  const navigate = useNavigate();
  const router = useRouter();
  const match = useMatch({ from: "/events/$id", shouldThrow: false });
  // Opened from this list: closing goes back, so the history holds no trail of closed dialogs.
  const openedHere = useRef(false);
  const id = match ? parseEventId(match.params.id) : null;
  const loaded = match?.loaderData?.event ?? null;
  const missing = match !== undefined && match.status === "success" && loaded === null;

  const selection: EventSelection = {
    id,
    event: loaded,
    open(eventId) {
      openedHere.current = true;
      void navigate({ to: "/events/$id", params: { id: String(eventId) }, resetScroll: false });
    },
    close() {
      if (openedHere.current) {
        openedHere.current = false;
        router.history.back();
      } else {
        void navigate({ to: "/events", replace: true, resetScroll: false });
      }
    },
  };

  return (
    <PageContainer>
      <Stack gap={{ base: "6", md: "8" }}>
        {missing && (
          <Alert.Root status="warning" rounded="card" data-testid="event-not-found">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{PAGE_TITLES.eventNotFound}</Alert.Title>
              <Alert.Description>
                This event is not listed any more. Here are the upcoming events.
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        <EventsSection headingAs="h1" selection={selection} />
      </Stack>
    </PageContainer>
  );
}
