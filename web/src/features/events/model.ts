import { EVENT_TYPES } from "@app/shared";
import { eventTypeText, type Locale } from "@app/shared/i18n";
import type { inferOutput } from "@trpc/tanstack-react-query";
import type { Trpc } from "../../lib/trpc";

export type EventItem = inferOutput<Trpc["events"]["list"]>[number];

/** The type filter's "everything" value. */
export const ALL_TYPES = "all";

export interface EventFilters {
  type: string;
  search: string;
}

export const NO_EVENT_FILTERS: EventFilters = { type: ALL_TYPES, search: "" };

/** docs/product/events.md#the-list: the search matches title, host church name and location, ignoring case. */
export function filterEvents(events: readonly EventItem[], { type, search }: EventFilters): EventItem[] {
  const needle = search.trim().toLowerCase();
  return events.filter(
    (event) =>
      (type === ALL_TYPES || event.type === type) &&
      (needle === "" ||
        [event.title, event.church.name, event.location].some((text) => text.toLowerCase().includes(needle))),
  );
}

/** The type filter offers only the types present, in the order of docs/product/events.md#types (unknown types last, alphabetically). */
export function typesPresent(
  events: readonly EventItem[],
  locale: Locale = "en",
): Array<{ value: string; label: string }> {
  const present = new Set(events.map((event) => event.type));
  const known = EVENT_TYPES.filter((type) => present.has(type));
  const others = [...present].filter((type) => !(EVENT_TYPES as readonly string[]).includes(type)).sort();
  return [...known, ...others].map((value) => ({ value, label: eventTypeText(value, locale) }));
}

/** The badge colour of a type: the six public types have their own, any other is grey. */
const TYPE_PALETTES: Record<string, string> = {
  service: "blue",
  conference: "purple",
  study: "green",
  fellowship: "orange",
  outreach: "red",
  special: "yellow",
};
export const typePalette = (type: string) => TYPE_PALETTES[type] ?? "gray";

/** The calendar's own words in the page's language; English needs no parameter (api/src/http/locale.ts). */
const langQuery = (locale: Locale) => (locale === "en" ? "" : `?lang=${locale}`);
/** "Add to calendar": the server's one-event iCalendar file. */
export const eventIcsUrl = (id: number, locale: Locale = "en") => `/api/events/${id}/ics${langQuery(locale)}`;
/** The subscribable feed of all upcoming events. */
export const EVENTS_FEED_URL = "/api/events.ics";
export const eventsFeedUrl = (locale: Locale = "en") => `${EVENTS_FEED_URL}${langQuery(locale)}`;
