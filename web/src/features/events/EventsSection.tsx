import { EVENTS_PAGE_SIZE, EVENTS_PAGE_STEP } from "@app/shared";
import {
  Box,
  Button,
  Center,
  EmptyState,
  Field,
  Input,
  InputGroup,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
} from "@chakra-ui/react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { LuSearch, LuSearchX } from "react-icons/lu";
import { CalendarLinks } from "../../components/CalendarLinks";
import { SectionHeading } from "../../components/layout/Page";
import { useI18n } from "../../lib/i18n";
import { directoryPagesQueryOptions, overviewQueryOptions } from "../directory/queries";
import { EventCard } from "./EventCard";
import { EventDetailsDialog } from "./EventDetailsDialog";
import { EventsLoadError, EventsLoading } from "./EventsQueryStates";
import {
  ALL_TYPES,
  type EventFilters,
  type EventItem,
  eventsFeedUrl,
  filterEvents,
  NO_EVENT_FILTERS,
  typesPresent,
} from "./model";
import { eventListQueryOptions } from "./queries";

/** The open event when the page keeps it in the address (/events/$id) rather than in the section. */
export interface EventSelection {
  id: number | null;
  /** The open event as read on its own: a past event is not in the list. */
  event: EventItem | null;
  open(id: number): void;
  close(): void;
}

/** The type and search filters, when the page keeps them in its address (/events?type=...&q=...). */
export interface EventFilterState extends EventFilters {
  change(next: Partial<EventFilters>): void;
}

interface EventsSectionProps {
  /** h1 when the section is the whole page (/events), h2 on the home page. */
  headingAs?: "h1" | "h2";
  selection?: EventSelection;
  filters?: EventFilterState;
}

export function EventsSection({ headingAs = "h2", selection, filters }: EventsSectionProps) {
  const query = useQuery(eventListQueryOptions());
  const { t, locale } = useI18n();
  const queryClient = useQueryClient();
  // Once the events are in (so it never delays them), warm the directory too: its first view (tiles and first
  // page), not every church, which at a national network's size is megabytes (decision 003).
  useEffect(() => {
    if (!query.isSuccess) return;
    void queryClient.prefetchQuery(overviewQueryOptions());
    void queryClient.prefetchInfiniteQuery(directoryPagesQueryOptions({}));
  }, [query.isSuccess, queryClient]);
  const [localFilters, setLocalFilters] = useState<EventFilters>(NO_EVENT_FILTERS);
  const { type: wantedType, search } = filters ?? localFilters;
  const [visibleCount, setVisibleCount] = useState(EVENTS_PAGE_SIZE);
  const [localId, setLocalId] = useState<number | null>(null);
  const selectedId = selection ? selection.id : localId;
  const open = (id: number) => (selection ? selection.open(id) : setLocalId(id));
  const close = () => (selection ? selection.close() : setLocalId(null));

  const events = query.data ?? [];
  const types = useMemo(() => typesPresent(query.data ?? [], locale), [query.data, locale]);
  // A link may name a type no upcoming event has any more: the list then shows every type, as the select does.
  const type = types.some((option) => option.value === wantedType) ? wantedType : ALL_TYPES;
  const filtered = useMemo(
    () => filterEvents(query.data ?? [], { type, search }),
    [query.data, type, search],
  );
  const shown = filtered.slice(0, visibleCount);
  const selected =
    events.find((event) => event.id === selectedId) ??
    (selection?.event && selection.event.id === selectedId ? selection.event : null);

  // A new filter starts again from the first page of results.
  const changeFilters = (next: Partial<EventFilters>) => {
    if (filters) filters.change(next);
    else setLocalFilters((current) => ({ ...current, ...next }));
    setVisibleCount(EVENTS_PAGE_SIZE);
  };

  return (
    <Stack gap={{ base: "6", md: "8" }}>
      {/* First, though it floats above the rest: the server writes an /events/:id page with it open, and a phone
          paints it as soon as its markup arrives, not after the whole list (it is that page's largest paint). */}
      <EventDetailsDialog event={selected} onClose={close} />
      <Stack
        direction={{ base: "column", md: "row" }}
        justify="space-between"
        align={{ md: "flex-end" }}
        gap="4"
      >
        <SectionHeading
          as={headingAs}
          eyebrow={t("events.eyebrow")}
          title={t("events.title")}
          description={t("events.description")}
        />
        <Box flexShrink="0" alignSelf={{ base: "flex-start", md: "auto" }}>
          <CalendarLinks
            feedPath={eventsFeedUrl(locale)}
            subscribeText={t("events.subscribe")}
            googleLabel={t("calendarLinks.addEventsToGoogleLabel")}
          />
        </Box>
      </Stack>

      <Stack direction={{ base: "column", md: "row" }} gap="3">
        <Field.Root flex="1">
          <Field.Label srOnly>{t("events.searchLabel")}</Field.Label>
          <InputGroup startElement={<LuSearch />}>
            <Input
              type="search"
              value={search}
              onChange={(event) => changeFilters({ search: event.target.value })}
              placeholder={t("events.searchPlaceholder")}
              bg="bg"
              size="lg"
            />
          </InputGroup>
        </Field.Root>
        <Field.Root w={{ base: "full", md: "56" }}>
          <Field.Label srOnly>{t("events.typeLabel")}</Field.Label>
          <NativeSelect.Root size="lg">
            <NativeSelect.Field
              value={type}
              onChange={(event) => changeFilters({ type: event.target.value })}
              bg="bg"
            >
              <option value={ALL_TYPES}>{t("common.allTypes")}</option>
              {types.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </Stack>

      {query.isPending && <EventsLoading />}

      {query.isError && (
        <EventsLoadError
          size="sm"
          titleAs={headingAs === "h1" ? "h2" : "h3"}
          error={query.error}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      )}

      {query.isSuccess && (
        <Stack gap="5">
          <Text textStyle="sm" color="fg.muted" aria-live="polite" data-testid="events-count">
            {t("events.showing", { shown: shown.length, total: filtered.length })}
          </Text>
          {filtered.length === 0 ? (
            <EmptyState.Root size="sm" bg="bg" rounded="card" borderWidth="1px" borderColor="border.muted">
              <EmptyState.Content>
                <EmptyState.Indicator>
                  <LuSearchX />
                </EmptyState.Indicator>
                <EmptyState.Description color="fg">{t("messages.NO_EVENTS_FOUND")}</EmptyState.Description>
                <Button
                  size="sm"
                  variant="outline"
                  colorPalette="brand"
                  onClick={() => changeFilters(NO_EVENT_FILTERS)}
                >
                  {t("common.clearFilters")}
                </Button>
              </EmptyState.Content>
            </EmptyState.Root>
          ) : (
            <SimpleGrid
              as="ul"
              columns={{ base: 1, md: 2, lg: 3 }}
              gap={{ base: "4", md: "6" }}
              listStyleType="none"
            >
              {shown.map((event) => (
                <Box as="li" key={event.id} minW="0">
                  <EventCard
                    event={event}
                    onViewDetails={() => open(event.id)}
                    // One level below the section's heading: h2 on /events, h3 on the home page.
                    headingAs={headingAs === "h1" ? "h2" : "h3"}
                  />
                </Box>
              ))}
            </SimpleGrid>
          )}
          {shown.length < filtered.length && (
            <Center>
              <Button
                variant="outline"
                colorPalette="brand"
                bg="bg"
                size="lg"
                onClick={() => setVisibleCount((count) => count + EVENTS_PAGE_STEP)}
              >
                {t("events.loadMore")}
              </Button>
            </Center>
          )}
        </Stack>
      )}
    </Stack>
  );
}
