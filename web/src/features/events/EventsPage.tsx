import { Alert, Stack } from "@chakra-ui/react";
import { useMatch, useNavigate, useRouter, useSearch } from "@tanstack/react-router";
import { useRef } from "react";
import { PageContainer } from "../../components/layout/Page";
import { useI18n } from "../../lib/i18n";
import { unlessDefault } from "../../lib/search-params";
import { type EventFilterState, type EventSelection, EventsSection } from "./EventsSection";
import { ALL_TYPES } from "./model";
import { parseEventId } from "./queries";

/**
 * /events, and /events/$id with that event's details open: the open event lives in the address, so it can be
 * shared, and Back closes it.
 */
export function EventsPage() {
  const navigate = useNavigate();
  const router = useRouter();
  const { t } = useI18n();
  const match = useMatch({ from: "/events/$id", shouldThrow: false });
  // Opened from this list: closing goes back, so the history holds no trail of closed dialogs.
  const openedHere = useRef(false);
  const id = match ? parseEventId(match.params.id) : null;
  const loaded = match?.loaderData?.event ?? null;
  const missing = match !== undefined && match.status === "success" && loaded === null;

  const search = useSearch({ from: "/events" });

  // The open event and the filters travel together: opening or closing an event keeps the filtered list.
  const selection: EventSelection = {
    id,
    event: loaded,
    open(eventId) {
      openedHere.current = true;
      void navigate({ to: "/events/$id", params: { id: String(eventId) }, search: true, resetScroll: false });
    },
    close() {
      if (openedHere.current) {
        openedHere.current = false;
        router.history.back();
      } else {
        void navigate({ to: "/events", search: true, replace: true, resetScroll: false });
      }
    },
  };

  // Each keystroke replaces the address rather than adding to the history: Back leaves the page, as before.
  const filters: EventFilterState = {
    type: search.type ?? ALL_TYPES,
    search: search.q ?? "",
    change(next) {
      void navigate({
        to: ".",
        search: (current) => ({
          q: next.search === undefined ? current.q : unlessDefault(next.search, ""),
          type: next.type === undefined ? current.type : unlessDefault(next.type, ALL_TYPES),
        }),
        replace: true,
        resetScroll: false,
      });
    },
  };

  return (
    <PageContainer>
      <Stack gap={{ base: "6", md: "8" }}>
        {missing && (
          <Alert.Root status="warning" rounded="card" data-testid="event-not-found">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t("pages.titles.eventNotFound")}</Alert.Title>
              <Alert.Description>{t("events.notListed")}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        <EventsSection headingAs="h1" selection={selection} filters={filters} />
      </Stack>
    </PageContainer>
  );
}
