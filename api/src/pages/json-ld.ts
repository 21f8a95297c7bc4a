import type { ConfirmedBy, WeeklyService } from "@app/shared";
import { DEFAULT_LOCALE, type Locale } from "@app/shared/i18n";
import type { TZDate } from "@date-fns/tz";
import type {
  Church,
  CreativeWork,
  Event,
  ItemList,
  Organization,
  Place,
  PostalAddress,
  WebPage,
  WithContext,
} from "schema-dts";
import type { EventPeriod } from "../services/events/calendar.ts";
import type { EventView } from "../services/events/rows.ts";
import { serviceEvent } from "./service-schedule.ts";
import { clockLabel, isoClockTime, readServiceTimes } from "./service-times.ts";

/**
 * schema.org data for the pages, typed by schema-dts at compile time (type imports only: nothing of it ships)
 * and checked at run time by checkStructuredData in the tests.
 */

interface AddressFields {
  address: string;
  city: string;
  state: string;
  zipCode: string;
}

export function postalAddress(church: AddressFields): PostalAddress {
  return {
    "@type": "PostalAddress",
    streetAddress: church.address,
    addressLocality: church.city,
    addressRegion: church.state,
    postalCode: church.zipCode,
    addressCountry: "US",
  };
}

function coordinates(latitude: string | null, longitude: string | null) {
  const lat = latitude === null ? Number.NaN : Number(latitude);
  const lon = longitude === null ? Number.NaN : Number(longitude);
  if (!Number.isFinite(lat) || !Number.isFinite(lon)) return null;
  return { "@type": "GeoCoordinates" as const, latitude: lat, longitude: lon };
}

export interface ChurchData extends AddressFields {
  id: number;
  name: string;
  latitude: string | null;
  longitude: string | null;
  phone: string | null;
  email: string | null;
  website: string | null;
  description: string | null;
  serviceTimes: string | null;
  pastorName: string | null;
  /** The weekly services as data; when there are none, the free text is read instead. */
  services?: WeeklyService[];
  /** The church's IANA zone; null until it is looked up, and then the page's (the association's) zone. */
  timeZone?: string | null;
}

/** The id that ties a church's services and events to its node. */
export const churchNodeId = (pageUrl: string) => `${pageUrl}#church`;
/** The id of the church as an organisation: what can be written to (email) belongs to it, not to the place. */
export const churchOrganizationId = (pageUrl: string) => `${pageUrl}#organization`;

/** The network's own node, described in full on the home page (`homeUrl`: its address). */
export const networkOrganizationId = (homeUrl: string) => `${homeUrl}#organization`;

/** Services read from the free text, for a church that has no rows yet. */
function servicesFromText(church: ChurchData, url: string, timeZone: string): Event[] {
  return readServiceTimes(church.serviceTimes).map((service) => ({
    "@type": "Event",
    name: `${service.label ?? `${service.days.join(" & ")} service`}, ${clockLabel(service.start)}`,
    location: { "@id": churchNodeId(url) },
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    eventSchedule: {
      "@type": "Schedule",
      byDay: service.days.map((day) => `https://schema.org/${day}` as const),
      startTime: isoClockTime(service.start),
      repeatFrequency: "P1W",
      scheduleTimezone: timeZone,
    },
  }));
}

/**
 * The church page's structured data: the Church (a place) with its weekly services as Events, and, when it
 * has an email, the Organization that answers it (schema.org's email belongs to an organisation or a person,
 * not to a place). `page.url` is the page's own address in its language.
 */
export function churchJsonLd(
  church: ChurchData,
  page: { url: string; image: string; timeZone: string; locale?: Locale; now?: Date },
): Array<WithContext<Church> | WithContext<Organization>> {
  const geo = coordinates(church.latitude, church.longitude);
  const timeZone = church.timeZone || page.timeZone;
  const organizer = {
    "@type": "Organization" as const,
    "@id": churchOrganizationId(page.url),
    name: church.name,
    url: page.url,
  };
  const rows = church.services ?? [];
  const services: Event[] =
    rows.length > 0
      ? rows.flatMap(
          (service) =>
            serviceEvent(service, {
              url: page.url,
              churchId: churchNodeId(page.url),
              organizer,
              image: page.image,
              timeZone,
              locale: page.locale ?? DEFAULT_LOCALE,
              now: page.now ?? new Date(),
            }) ?? [],
        )
      : servicesFromText(church, page.url, timeZone);
  const placeId = churchNodeId(page.url);
  const place: WithContext<Church> = {
    "@context": "https://schema.org",
    "@type": "Church",
    "@id": placeId,
    name: church.name,
    url: page.url,
    image: page.image,
    address: postalAddress(church),
    ...(geo && { geo }),
    ...(church.phone && { telephone: church.phone }),
    ...(church.description && { description: church.description }),
    ...(church.website && { sameAs: [church.website] }),
    ...(services.length > 0 && { event: services }),
  };
  if (!church.email) return [place];
  return [
    place,
    {
      "@context": "https://schema.org",
      ...organizer,
      email: church.email,
      location: { "@id": placeId },
    },
  ];
}

/** A listing's last confirmation (services/freshness/public.ts): when, and who vouched for it. */
export interface LastConfirmation {
  at: Date;
  by: ConfirmedBy;
}

/** "2026-03-03": the calendar day of `at` in `timeZone`, as schema.org's Date wants it. */
export const isoDay = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(
    at,
  );

/**
 * The church page as a page (docs/product/freshness.md#in-the-pages-data): it is `about` the church, and its
 * `lastReviewed` and `reviewedBy` say when and by whom the listing was last confirmed. schema.org has no
 * confirmation date on a Place or an Organization; `lastReviewed` is a WebPage's "date on which the content
 * on this web page was last reviewed for accuracy", which is what a confirmation is. The owner's confirmation
 * is the church's (its Organization node); an administrator's or an import's is the network's (the home
 * page's Organization). A listing never confirmed says nothing of a review.
 */
export function churchWebPageJsonLd(
  church: { name: string },
  page: {
    url: string;
    title: string;
    locale: Locale;
    /** The day is the network's (EVENTS_TIME_ZONE), the zone its pages write days in. */
    timeZone: string;
    network: { name: string; url: string };
    confirmation: LastConfirmation | null;
  },
): WithContext<WebPage> {
  const { confirmation } = page;
  const reviewer: Organization | null = !confirmation
    ? null
    : confirmation.by === "owner"
      ? {
          "@type": "Organization",
          "@id": churchOrganizationId(page.url),
          name: church.name,
          url: page.url,
        }
      : {
          "@type": "Organization",
          "@id": networkOrganizationId(page.network.url),
          name: page.network.name,
          url: page.network.url,
        };
  return {
    "@context": "https://schema.org",
    "@type": "WebPage",
    "@id": page.url,
    url: page.url,
    name: page.title,
    inLanguage: page.locale,
    about: { "@id": churchNodeId(page.url) },
    ...(confirmation &&
      reviewer && { lastReviewed: isoDay(confirmation.at, page.timeZone), reviewedBy: reviewer }),
  };
}

/** The host church as much as the events pages know it: its address comes from the cached directory list. */
export interface HostChurch extends AddressFields {
  id: number;
  name: string;
  latitude: string | null;
  longitude: string | null;
}

/**
 * A local time with its offset ("2026-05-10T19:00:00-05:00"): TZDate writes its zone's offset, which is what
 * search engines read as the event's own local time.
 */
const DATE_TIME = (date: TZDate) => date.toISOString().replace(/\.\d{3}(?=[+-]|Z)/, "");

/** startDate and endDate as schema.org wants them: plain dates for all-day events, local times with offset. */
export function eventDates(period: EventPeriod): { startDate: string; endDate?: string } {
  if (period.allDay) return { startDate: period.firstDay, endDate: period.lastDay };
  const startDate = DATE_TIME(period.start);
  if (period.endTyped) return { startDate, endDate: DATE_TIME(period.end) };
  // No end time was typed: a multi-day event still ends on its last date; a one-day event gets no end
  // rather than the hour the calendar feed assumes.
  return startDate.slice(0, 10) === period.lastDay ? { startDate } : { startDate, endDate: period.lastDay };
}

/**
 * "Name, 730 Third St, Des Moines, IA 50309": a street (a part starting with a house number), a city and a
 * state code, with an optional ZIP. Anything less is not read as an address.
 */
export function venueInText(text: string): { name: string; address: PostalAddress } | null {
  const parts = text
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  const street = parts.findIndex((part) => /^\d+[A-Za-z]?\s+\S/.test(part));
  if (street === -1 || parts.length < street + 3) return null;
  const [streetAddress = "", city = "", region = ""] = parts.slice(street, street + 3);
  const state = /^([A-Z]{2})(?:\s+(\d{5}(?:-\d{4})?))?$/.exec(region);
  if (!state) return null;
  return {
    name: street > 0 ? parts.slice(0, street).join(", ") : text.trim(),
    address: {
      "@type": "PostalAddress",
      streetAddress,
      addressLocality: city,
      addressRegion: state[1],
      ...(state[2] && { postalCode: state[2] }),
      addressCountry: "US",
    },
  };
}

export function eventJsonLd(
  event: EventView,
  context: {
    period: EventPeriod;
    url: string;
    image: string;
    host: HostChurch | null;
    hostUrl: string;
  },
): Event {
  const { host } = context;
  const venue = venueInText(event.location);
  const hostGeo = host ? coordinates(host.latitude, host.longitude) : null;
  // The location is free text: a room of the host church ("Fellowship Hall") is at the church's address; a
  // venue written with its own address ("Iowa Events Center, 730 Third St, Des Moines, IA") is at that one.
  const location: Place = venue
    ? { "@type": "Place", name: venue.name, address: venue.address }
    : {
        "@type": "Place",
        name: event.location,
        ...(host && { address: postalAddress(host) }),
        ...(hostGeo && { geo: hostGeo }),
      };
  return {
    "@type": "Event",
    "@id": `${context.url}#event`,
    name: event.title,
    url: context.url,
    ...eventDates(context.period),
    ...(event.description && { description: event.description }),
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    location,
    organizer: { "@type": "Organization", name: event.church.name, url: context.hostUrl },
    image: context.image,
    ...(event.capacity != null && { maximumAttendeeCapacity: event.capacity }),
    ...(event.callToActionUrl && {
      offers: {
        "@type": "Offer",
        url: event.callToActionUrl,
        ...(event.callToActionText && { name: event.callToActionText }),
      },
    }),
  };
}

export const withContext = <T extends Event | CreativeWork>(node: T) =>
  ({ "@context": "https://schema.org", ...(node as object) }) as WithContext<T>;

export function itemListJsonLd(
  name: string,
  url: string,
  items: ReadonlyArray<{ url: string; item: Event | CreativeWork }>,
): WithContext<ItemList> {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name,
    url,
    numberOfItems: items.length,
    itemListElement: items.map((entry, index) => ({
      "@type": "ListItem",
      position: index + 1,
      url: entry.url,
      item: entry.item,
    })),
  };
}

export function organizationJsonLd(site: {
  name: string;
  url: string;
  image: string;
  description: string;
  sameAs: readonly string[];
}): WithContext<Organization> {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": networkOrganizationId(site.url),
    name: site.name,
    url: site.url,
    logo: site.image,
    image: site.image,
    description: site.description,
    ...(site.sameAs.length > 0 && { sameAs: [...site.sameAs] }),
  };
}

export function resourceJsonLd(resource: {
  title: string;
  description: string | null;
  type: string;
  fileUrl: string | null;
  createdAt: string;
}): CreativeWork {
  return {
    "@type": "CreativeWork",
    name: resource.title,
    ...(resource.description && { description: resource.description }),
    genre: resource.type,
    ...(resource.fileUrl && { url: resource.fileUrl }),
    datePublished: resource.createdAt,
  };
}
