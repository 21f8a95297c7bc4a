import { type ChurchFacet, type LatLng, toCoordinates } from "@app/shared";
import { Grid, Stack } from "@chakra-ui/react";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { SectionHeading } from "../../components/layout/Page";
import type { DirectoryFilter } from "../../lib/church-reads";
import { useI18n } from "../../lib/i18n";
import { whenQuestionOf } from "../../lib/next-service";
import { useSiteInfo } from "../../lib/queries";
import { errorMessage } from "../../lib/trpc";
import { useDebouncedValue } from "../../lib/use-debounced-value";
import type { MapChurch } from "../map/layers";
import { churchCardId } from "./ChurchCard";
import { ChurchList } from "./ChurchList";
import { DirectoryFilters } from "./DirectoryFilters";
import { DirectoryMapPanel } from "./DirectoryMapPanel";
import { facetsOf, facetsParam } from "./facets";
import { ALL_LANGUAGES, ALL_STATES, type DirectoryEntry } from "./model";
import {
  directoryFilterOf,
  directoryPagesQueryOptions,
  overviewQueryOptions,
  type PagedChurch,
} from "./queries";
import { StatTiles } from "./StatTiles";
import { hasServiceFilter, type ServiceFilterSearch } from "./service-filter-model";
import { useUserLocation } from "./useUserLocation";

const routeApi = getRouteApi("/");

/** A card's church as the map shows it, or null when it has no position. */
function mapChurchOf(church: PagedChurch): MapChurch | null {
  const position = toCoordinates(church.latitude, church.longitude);
  if (!position) return null;
  const { id, name, city, state, pastorName } = church;
  return { id, name, city, state, pastorName, ...position };
}

const SEARCH_DEBOUNCE_MS = 250;
/** docs/product/directory.md#the-list: scroll about 100 ms after a selection, then enlarge the card for 500 ms. */
const SCROLL_DELAY_MS = 100;
const ENLARGE_MS = 500;
/** Use My Location frames the visitor with this many of the nearest churches. */
const NEAREST_FRAMED = 3;

function useDirectoryPages(filter: DirectoryFilter, near: LatLng | null) {
  return useInfiniteQuery(
    directoryPagesQueryOptions(filter, near ? { lat: near.latitude, lng: near.longitude } : undefined),
  );
}

export function DirectorySection() {
  // The filters alone: the home page dropping `scrollTo` from the address must not re-render the directory.
  const search = routeApi.useSearch({
    select: ({ q, state, language, day, time, from, to, serviceLanguage, soon, facets }) => ({
      q,
      state,
      language,
      day,
      time,
      from,
      to,
      serviceLanguage,
      soon,
      facets,
    }),
    structuralSharing: true,
  });
  const navigate = routeApi.useNavigate();
  // The input shows what is typed at once; the address keeps it (replacing, not pushing, so Back leaves the
  // page rather than undoing keystrokes) and the server is asked once the typing pauses.
  const [text, setText] = useState(search.q ?? "");
  const urlQuery = search.q ?? "";
  useEffect(() => {
    // The address changed on its own (Back, a link, Clear Filters): the input follows it.
    setText((current) => (current.trim() === urlQuery.trim() ? current : urlQuery));
  }, [urlQuery]);
  const query = useDebouncedValue(urlQuery.trim(), SEARCH_DEBOUNCE_MS);
  const state = search.state ?? ALL_STATES;
  const language = search.language ?? ALL_LANGUAGES;
  const service = useMemo<ServiceFilterSearch>(
    () => ({
      day: search.day,
      time: search.time,
      from: search.from,
      to: search.to,
      serviceLanguage: search.serviceLanguage,
      soon: search.soon,
    }),
    [search.day, search.time, search.from, search.to, search.serviceLanguage, search.soon],
  );
  // With a "When" filter, each card names the next service that answers it.
  const question = useMemo(() => whenQuestionOf(service), [service]);
  const filter = useMemo<DirectoryFilter>(
    () =>
      directoryFilterOf({
        q: query,
        state: search.state,
        language: search.language,
        facets: search.facets,
        ...service,
      }),
    [query, search.state, search.language, search.facets, service],
  );

  const overview = useQuery(overviewQueryOptions());
  const { mapStyleUrl } = useSiteInfo();
  const { t } = useI18n();
  const userLocation = useUserLocation();
  const pages = useDirectoryPages(filter, userLocation.location);

  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [focus, setFocus] = useState<{ church: MapChurch; key: number } | null>(null);
  const [highlightedId, setHighlightedId] = useState<number | null>(null);

  const entries = useMemo<DirectoryEntry[]>(
    () =>
      (pages.data?.pages ?? []).flatMap((page) =>
        page.items.map((church) => ({ church, distance: church.distanceMiles ?? null })),
      ),
    [pages.data],
  );
  const total = pages.data?.pages[0]?.total ?? 0;
  const entriesRef = useRef(entries);
  entriesRef.current = entries;
  // The selected church as the map marks it (red); a church picked on the map may not be among the loaded cards.
  const [selected, setSelected] = useState<MapChurch | null>(null);
  // Where the camera goes once the visitor is located: them and the nearest churches (the page is nearest first).
  const nearest = useMemo(
    () =>
      userLocation.location
        ? entries
            .slice(0, NEAREST_FRAMED)
            .flatMap(({ church }) => toCoordinates(church.latitude, church.longitude) ?? [])
        : [],
    [entries, userLocation.location],
  );
  const nearestReady = userLocation.location !== null && !pages.isPlaceholderData && pages.isSuccess;

  const timers = useRef<number[]>([]);
  useEffect(
    () => () => {
      for (const timer of timers.current) window.clearTimeout(timer);
    },
    [],
  );

  const select = useCallback((id: number, from: "card" | "map", picked?: MapChurch) => {
    setSelectedId(id);
    const entry = entriesRef.current.find((candidate) => candidate.church.id === id);
    const church = picked ?? (entry ? mapChurchOf(entry.church) : null);
    setSelected(church);
    if (from === "card" && church) setFocus({ church, key: Date.now() });
    const later = (ms: number, task: () => void) => timers.current.push(window.setTimeout(task, ms));
    later(SCROLL_DELAY_MS, () => {
      document.getElementById(churchCardId(id))?.scrollIntoView({ behavior: "smooth", block: "nearest" });
      setHighlightedId(id);
      later(ENLARGE_MS, () => setHighlightedId((current) => (current === id ? null : current)));
    });
  }, []);
  const selectFromMap = useCallback((church: MapChurch) => select(church.id, "map", church), [select]);
  const selectFromCard = useCallback((id: number) => select(id, "card"), [select]);
  const { locate } = userLocation;
  const locateFromMap = useCallback(() => locate("control"), [locate]);

  const setFilters = (
    next: { q?: string; state?: string; language?: string; facets?: string } & ServiceFilterSearch,
    { push = false } = {},
  ) => {
    void navigate({
      to: "/",
      search: (previous) => ({ ...previous, ...next }),
      replace: !push,
      resetScroll: false,
    });
  };
  // A "When" choice is a step the visitor may want to undo with Back (docs/product/weekly-services.md,
  // "Finding a time"): it adds an entry to the history, where typing replaces it.
  const changeService = (next: ServiceFilterSearch) =>
    setFilters(
      {
        day: next.day,
        time: next.time,
        from: next.from,
        to: next.to,
        serviceLanguage: next.serviceLanguage,
        soon: next.soon,
      },
      { push: true },
    );
  // Like a "When" choice, a need ticked is a step Back undoes.
  const changeFacets = (next: ChurchFacet[]) => setFilters({ facets: facetsParam(next) }, { push: true });
  const changeSearch = (value: string) => {
    setText(value);
    setFilters({ q: value.trim() === "" ? undefined : value });
  };
  const changeState = (value: string) => setFilters({ state: value === ALL_STATES ? undefined : value });
  const changeLanguage = (value: string) =>
    setFilters({ language: value === ALL_LANGUAGES ? undefined : value });
  const clearFilters = () => {
    setText("");
    setFilters({
      q: undefined,
      state: undefined,
      language: undefined,
      day: undefined,
      time: undefined,
      from: undefined,
      to: undefined,
      serviceLanguage: undefined,
      soon: undefined,
      facets: undefined,
    });
  };

  const status = pages.isError ? "error" : pages.data ? "success" : "pending";
  return (
    <Stack gap={{ base: "6", md: "8" }}>
      <SectionHeading
        eyebrow={t("directory.eyebrow")}
        title={t("directory.title")}
        description={t("directory.description")}
      />
      <Stack gap={{ base: "4", md: "5" }}>
        <DirectoryFilters
          search={text}
          state={state}
          states={overview.data?.states ?? []}
          language={language}
          languages={overview.data?.languages ?? []}
          locating={userLocation.locating}
          service={service}
          onServiceChange={changeService}
          facets={facetsOf(search.facets)}
          onFacetsChange={changeFacets}
          onSearchChange={changeSearch}
          onStateChange={changeState}
          onLanguageChange={changeLanguage}
          onLocate={() => userLocation.locate("button")}
        />
        <StatTiles stats={overview.data?.stats ?? null} failed={overview.isError} />
        <Grid templateColumns={{ base: "minmax(0, 1fr)", lg: "minmax(0, 1fr) minmax(0, 400px)" }} gap="5">
          <DirectoryMapPanel
            filter={filter}
            onMapCount={overview.data?.stats.onMap ?? null}
            overviewFailed={overview.isError}
            selected={selected}
            focus={focus}
            userLocation={userLocation.location}
            nearest={nearestReady ? nearest : null}
            networkBounds={overview.data?.bounds ?? null}
            styleUrl={mapStyleUrl}
            locationError={userLocation.error}
            onDismissLocationError={userLocation.dismissError}
            onSelect={selectFromMap}
            onLocate={locateFromMap}
          />
          <ChurchList
            entries={entries}
            total={total}
            status={status}
            updating={pages.isPlaceholderData}
            loadingMore={pages.isFetchingNextPage}
            errorMessage={pages.isError ? errorMessage(pages.error) : null}
            selectedId={selectedId}
            highlightedId={highlightedId}
            onSelect={selectFromCard}
            onLoadMore={() => void pages.fetchNextPage()}
            serviceFiltered={hasServiceFilter(service)}
            question={question}
            onClearFilters={clearFilters}
            onRetry={() => void pages.refetch()}
          />
        </Grid>
      </Stack>
    </Stack>
  );
}
