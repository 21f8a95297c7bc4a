import { DIRECTORY_PAGE_SIZE, DIRECTORY_PAGE_STEP } from "@app/shared";
import { Grid, Stack } from "@chakra-ui/react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { SectionHeading } from "../../components/layout/Page";
import { useSiteInfo } from "../../lib/queries";
import { errorMessage } from "../../lib/trpc";
import { churchCardId } from "./ChurchCard";
import { ChurchList } from "./ChurchList";
import { DirectoryFilters } from "./DirectoryFilters";
import { DirectoryMapPanel } from "./DirectoryMapPanel";
import { ALL_STATES, directoryEntries, directoryStats, stateOptions } from "./model";
import { churchListQueryOptions, churchSearchQueryOptions } from "./queries";
import { StatTiles } from "./StatTiles";
import { useDebouncedValue } from "./useDebouncedValue";
import { useUserLocation } from "./useUserLocation";

const SEARCH_DEBOUNCE_MS = 250;
/** Spec section 9: scroll about 100 ms after a selection, then enlarge the card for 500 ms. */
const SCROLL_DELAY_MS = 100;
const ENLARGE_MS = 500;

export function DirectorySection() {
  const list = useQuery(churchListQueryOptions());
  const [search, setSearch] = useState("");
  const [state, setState] = useState(ALL_STATES);
  const query = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const searching = query !== "";
  // Search results replace the whole list (spec section 7); the previous results stay up while typing.
  const results = useQuery({
    ...churchSearchQueryOptions(query),
    enabled: searching,
    placeholderData: keepPreviousData,
  });
  const source = searching ? results : list;
  const { mapStyleUrl } = useSiteInfo();
  const userLocation = useUserLocation();

  const [visibleCount, setVisibleCount] = useState(DIRECTORY_PAGE_SIZE);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [focus, setFocus] = useState<{ id: number; key: number } | null>(null);
  const [highlightedId, setHighlightedId] = useState<number | null>(null);

  const entries = useMemo(
    () => directoryEntries(source.data ?? [], state, userLocation.location),
    [source.data, state, userLocation.location],
  );
  const stats = useMemo(() => (list.data ? directoryStats(list.data) : null), [list.data]);
  const states = useMemo(() => stateOptions(list.data ?? []), [list.data]);

  const entriesRef = useRef(entries);
  entriesRef.current = entries;
  const timers = useRef<number[]>([]);
  useEffect(
    () => () => {
      for (const timer of timers.current) window.clearTimeout(timer);
    },
    [],
  );

  const select = useCallback((id: number, from: "card" | "map") => {
    setSelectedId(id);
    if (from === "card") setFocus({ id, key: Date.now() });
    // A church picked on the map may sit beyond the cards shown so far.
    const index = entriesRef.current.findIndex((entry) => entry.church.id === id);
    if (index >= 0) setVisibleCount((count) => Math.max(count, index + 1));
    const later = (ms: number, task: () => void) => timers.current.push(window.setTimeout(task, ms));
    later(SCROLL_DELAY_MS, () => {
      document.getElementById(churchCardId(id))?.scrollIntoView({ behavior: "smooth", block: "nearest" });
      setHighlightedId(id);
      later(ENLARGE_MS, () => setHighlightedId((current) => (current === id ? null : current)));
    });
  }, []);
  const selectFromMap = useCallback((id: number) => select(id, "map"), [select]);
  const { locate } = userLocation;
  const locateFromMap = useCallback(() => locate("control"), [locate]);

  const changeSearch = (value: string) => {
    setSearch(value);
    setVisibleCount(DIRECTORY_PAGE_SIZE);
  };
  const changeState = (value: string) => {
    setState(value);
    setVisibleCount(DIRECTORY_PAGE_SIZE);
  };
  const clearFilters = () => {
    setSearch("");
    setState(ALL_STATES);
    setVisibleCount(DIRECTORY_PAGE_SIZE);
  };

  const status = source.isError ? "error" : source.data ? "success" : "pending";
  return (
    <Stack gap={{ base: "6", md: "8" }}>
      <SectionHeading
        eyebrow="Find a church"
        title="Interactive Church Directory"
        description="Search the churches of our network by name, city or pastor, and explore them on the map."
      />
      <Stack gap={{ base: "4", md: "5" }}>
        <DirectoryFilters
          search={search}
          state={state}
          states={states}
          locating={userLocation.locating}
          onSearchChange={changeSearch}
          onStateChange={changeState}
          onLocate={() => userLocation.locate("button")}
        />
        <StatTiles stats={stats} failed={list.isError} />
        <Grid templateColumns={{ base: "minmax(0, 1fr)", lg: "minmax(0, 1fr) minmax(0, 400px)" }} gap="5">
          <DirectoryMapPanel
            entries={entries}
            selectedId={selectedId}
            focus={focus}
            userLocation={userLocation.location}
            styleUrl={mapStyleUrl}
            locationError={userLocation.error}
            onDismissLocationError={userLocation.dismissError}
            onSelect={selectFromMap}
            onLocate={locateFromMap}
          />
          <ChurchList
            entries={entries}
            visibleCount={visibleCount}
            status={status}
            errorMessage={source.isError ? errorMessage(source.error) : null}
            selectedId={selectedId}
            highlightedId={highlightedId}
            onSelect={(id) => select(id, "card")}
            onLoadMore={() => setVisibleCount((count) => count + DIRECTORY_PAGE_STEP)}
            onClearFilters={clearFilters}
            onRetry={() => void source.refetch()}
          />
        </Grid>
      </Stack>
    </Stack>
  );
}
