import { formatNumber } from "@app/shared/i18n";
import type { WhenQuestion } from "@app/shared/schedule";
import {
  Badge,
  Box,
  Button,
  Center,
  EmptyState,
  Heading,
  HStack,
  Spinner,
  Stack,
  Text,
  VStack,
} from "@chakra-ui/react";
import { Fragment, useState } from "react";
import { LuCircleAlert, LuSearchX } from "react-icons/lu";
import { useI18n } from "../../lib/i18n";
import { useRevealedCount } from "../../lib/paint";
import { STALE_NOTICE_DELAY, staleStyle } from "../../lib/stale-results";
import { ChurchCard } from "./ChurchCard";
import type { DirectoryEntry } from "./model";

interface ChurchListProps {
  /** The cards loaded so far, in order. */
  entries: DirectoryEntry[];
  /** How many churches the filters match on the server. */
  total: number;
  status: "pending" | "error" | "success";
  /**
   * The filters changed and their churches are on their way: the previous ones stay up meanwhile (no flicker
   * while typing), marked as being replaced once the wait is long enough to notice.
   */
  updating: boolean;
  loadingMore: boolean;
  errorMessage: string | null;
  selectedId: number | null;
  highlightedId: number | null;
  onSelect: (id: number) => void;
  /** A "When" filter is set: the churches whose times are not listed follow a divider that says why. */
  serviceFiltered?: boolean;
  /** The "When" filters as the cards read them: each card names the next service that answers them. */
  question?: WhenQuestion;
  onLoadMore: () => void;
  onClearFilters: () => void;
  onRetry: () => void;
}

/** The keyboard-friendly side of the directory: the churches of the filters, a page at a time. */
export function ChurchList({
  entries,
  total,
  status,
  updating,
  loadingMore,
  errorMessage,
  selectedId,
  highlightedId,
  onSelect,
  serviceFiltered = false,
  question,
  onLoadMore,
  onClearFilters,
  onRetry,
}: ChurchListProps) {
  const { t, locale, say } = useI18n();
  const shown = entries;
  // Previous results on screen while the new filters' churches load (before the first answer there are none).
  const replacing = updating && status === "success";
  // On a phone the list starts at a screenful (PHONE_CARDS) and a Show More, so the events and the vault
  // below it are not a dozen screens away (issue 40: the 390 px home page was 13,058 px tall). Wide screens
  // scroll the list inside its panel and show every loaded card; the cut is only CSS there.
  const [expanded, setExpanded] = useState(false);
  const cut = !expanded && shown.length > PHONE_CARDS;
  return (
    <Stack
      as="section"
      aria-labelledby="church-list-heading"
      gap="0"
      // Beside the map (wide screens) a panel as tall as the map that scrolls on its own. On phones the list
      // is part of the page: a box scrolling inside a scrolling page traps the thumb, and Load More already
      // keeps it short.
      h={{ lg: "500px" }}
      bg="bg"
      rounded="card"
      borderWidth="1px"
      borderColor="border.muted"
      shadow="card"
      overflow="hidden"
    >
      <HStack
        justify="space-between"
        gap="3"
        px="4"
        py="3"
        borderBottomWidth="1px"
        borderColor="border.muted"
      >
        <Heading as="h3" id="church-list-heading" size="sm" letterSpacing="tight">
          {t("directory.listHeading")}
        </Heading>
        {status === "success" && (
          <Badge
            variant="subtle"
            colorPalette="gray"
            flexShrink="0"
            data-testid="church-count"
            aria-live="polite"
            {...staleStyle(replacing)}
          >
            {t("directory.shownOfTotal", {
              shown: formatNumber(shown.length, locale),
              total: formatNumber(total, locale),
            })}
          </Badge>
        )}
      </HStack>
      <Box
        flex="1"
        minH="0"
        overflowY={{ lg: "auto" }}
        p="3"
        bg="bg.subtle"
        data-testid="church-list"
        aria-busy={replacing}
      >
        {replacing && <UpdatingNotice label={t("messages.LOADING_CHURCHES")} />}
        {status === "pending" && (
          <Center py="16">
            <HStack gap="3" color="fg.muted">
              <Spinner size="sm" color="brand.solid" />
              <Text textStyle="sm">{t("messages.LOADING_CHURCHES")}</Text>
            </HStack>
          </Center>
        )}
        {status === "error" && (
          <EmptyState.Root size="sm">
            <EmptyState.Content>
              <EmptyState.Indicator color="red.fg">
                <LuCircleAlert />
              </EmptyState.Indicator>
              <VStack textAlign="center">
                <EmptyState.Title>{t("directory.loadFailed")}</EmptyState.Title>
                <EmptyState.Description>{errorMessage && say(errorMessage)}</EmptyState.Description>
              </VStack>
              <Button size="sm" colorPalette="brand" onClick={onRetry}>
                {t("common.tryAgain")}
              </Button>
            </EmptyState.Content>
          </EmptyState.Root>
        )}
        {status === "success" && total === 0 && (
          <EmptyState.Root size="sm">
            <EmptyState.Content>
              <EmptyState.Indicator>
                <LuSearchX />
              </EmptyState.Indicator>
              <EmptyState.Description color="fg">{t("messages.NO_CHURCHES_FOUND")}</EmptyState.Description>
              <Button size="sm" variant="outline" colorPalette="brand" onClick={onClearFilters}>
                {t("common.clearFilters")}
              </Button>
            </EmptyState.Content>
          </EmptyState.Root>
        )}
        {status === "success" && total > 0 && (
          <Stack gap="3" {...staleStyle(replacing)}>
            <ChurchCards
              entries={shown}
              selectedId={selectedId}
              highlightedId={highlightedId}
              onSelect={onSelect}
              phoneCut={cut}
              serviceFiltered={serviceFiltered}
              question={question}
            />
            {cut && (
              <Button
                variant="outline"
                colorPalette="brand"
                bg="bg"
                hideFrom="lg"
                onClick={() => setExpanded(true)}
              >
                {t("firstScreen.showMore")}
              </Button>
            )}
            {shown.length < total && (
              <Button
                hideBelow={cut ? "lg" : undefined}
                variant="outline"
                colorPalette="brand"
                bg="bg"
                onClick={onLoadMore}
                loading={loadingMore}
                loadingText={t("common.loading")}
              >
                {t("directory.loadMore")}
              </Button>
            )}
          </Stack>
        )}
      </Box>
    </Stack>
  );
}

/** 'Loading churches...' above the previous cards, shown only once the wait is noticeable. */
function UpdatingNotice({ label }: { label: string }) {
  return (
    <HStack
      gap="2"
      mb="3"
      color="fg.muted"
      data-testid="church-list-updating"
      animationName="fade-in"
      animationDuration="moderate"
      animationDelay={STALE_NOTICE_DELAY}
      animationFillMode="both"
    >
      <Spinner size="xs" color="brand.solid" />
      <Text textStyle="sm">{label}</Text>
    </HStack>
  );
}

/** About a screenful of cards (the list beside the map, or below it on a phone). */
const FIRST_CARDS = 6;
/** The cards a phone shows before its Show More: about one screen of a 390 x 844 phone. */
const PHONE_CARDS = 4;

/**
 * The cards, the first screenful drawn at once and the rest of a page a screenful at a time, each once the
 * previous one is on screen: the list appears without waiting for fifty cards to be built, and no step holds
 * the page for long. Drawn in one render instead, the rest waited behind the map while it started (React gives
 * way to every update), then came all at once, typically as the visitor first zoomed: about 0.4 s of a phone's
 * main thread, and as long again in the next frame's style and layout. The counter above counts them all.
 */
function ChurchCards({
  entries,
  selectedId,
  highlightedId,
  onSelect,
  phoneCut,
  serviceFiltered,
  question,
}: Pick<ChurchListProps, "entries" | "selectedId" | "highlightedId" | "onSelect" | "question"> & {
  /** Only the first PHONE_CARDS show below the `lg` breakpoint. */
  phoneCut: boolean;
  serviceFiltered: boolean;
}) {
  const drawn = useRevealedCount(entries.length, FIRST_CARDS);
  // The server lists the churches with a matching service first (docs/product/weekly-services.md, "Finding a
  // time"): the divider goes before the first of the others.
  const firstUnlisted = serviceFiltered
    ? entries.findIndex((entry) => entry.church.serviceMatch === false)
    : -1;
  return (
    <Stack as="ul" gap="2.5" listStyleType="none">
      {entries.slice(0, drawn).map((entry, index) => {
        const hideBelow = phoneCut && index >= PHONE_CARDS ? "lg" : undefined;
        return (
          <Fragment key={entry.church.id}>
            {index === firstUnlisted && <TimesNotListed hideBelow={hideBelow} />}
            <Box as="li" hideBelow={hideBelow}>
              <ChurchCard
                entry={entry}
                question={question}
                selected={entry.church.id === selectedId}
                highlighted={entry.church.id === highlightedId}
                onSelect={onSelect}
              />
            </Box>
          </Fragment>
        );
      })}
    </Stack>
  );
}

/** "Times not listed": why churches that did not match the "When" filters are still in the list. */
function TimesNotListed({ hideBelow }: { hideBelow?: "lg" }) {
  const { t } = useI18n();
  return (
    <Box
      as="li"
      hideBelow={hideBelow}
      pt="2"
      mt="1"
      borderTopWidth="2px"
      borderColor="border.emphasized"
      data-testid="times-not-listed"
    >
      <Heading as="h4" size="xs" letterSpacing="tight">
        {t("serviceFilters.timesNotListed")}
      </Heading>
      <Text textStyle="xs" color="fg.muted">
        {t("serviceFilters.timesNotListedHint")}
      </Text>
    </Box>
  );
}
