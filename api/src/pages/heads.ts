import {
  churchPageDescription,
  churchPageTitle,
  documentTitle,
  eventPageTitle,
  eventTypeLabel,
  HOME_DESCRIPTION,
  NOINDEX_PAGES,
  PAGE_DESCRIPTIONS,
  PAGE_TITLES,
  type PageName,
  shortDescription,
} from "@app/shared";
import type { DirectoryChurch, PublicChurch } from "../services/churches/public.ts";
import { eventPeriod } from "../services/events/calendar.ts";
import type { EventView } from "../services/events/rows.ts";
import type { PublicResource } from "../services/resources/public.ts";
import type { SocialLink } from "../services/social/links.ts";
import { escapeHtml, type PageHead } from "./html.ts";
import {
  churchJsonLd,
  eventJsonLd,
  type HostChurch,
  itemListJsonLd,
  organizationJsonLd,
  resourceJsonLd,
  withContext,
} from "./json-ld.ts";
import { SITE_IMAGE_PATH } from "./site-image.ts";

/** What every page's head needs to know about the site. */
export interface Site {
  name: string;
  /** PUBLIC_BASE_URL: no trailing slash. */
  baseUrl: string;
  timeZone: string;
}

export const FEEDS = {
  calendar: "/api/events.ics",
  events: "/feeds/events.atom",
  resources: "/feeds/resources.atom",
} as const;

/** How many churches the home page lists for readers without JavaScript; the sitemap has every one. */
export const HOME_CHURCH_LIMIT = 200;
/** Events and resources the list pages describe in their structured data and noscript text. */
export const LIST_LIMIT = 100;

export const pageUrl = (site: Site, path: string) => `${site.baseUrl}${path}`;
export const churchPath = (id: number) => `/church/${id}`;
export const eventPath = (id: number) => `/events/${id}`;

/** An image URL as stored (an upload's path, or https) made absolute; anything else is no image. */
export function absoluteImageUrl(site: Site, value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value, `${site.baseUrl}/`);
    return url.protocol === "http:" || url.protocol === "https:" ? url.toString() : null;
  } catch {
    return null;
  }
}

const siteImage = (site: Site) => pageUrl(site, SITE_IMAGE_PATH);

function baseHead(site: Site, path: string, page: { title: string; description: string; noindex?: boolean }) {
  return {
    title: page.title,
    description: page.description,
    canonical: pageUrl(site, path),
    image: siteImage(site),
    imageAlt: site.name,
    siteName: site.name,
    noindex: page.noindex,
    alternates: [
      { type: "text/calendar", href: pageUrl(site, FEEDS.calendar), title: `${site.name} events calendar` },
      {
        type: "application/atom+xml",
        href: pageUrl(site, FEEDS.events),
        title: `${site.name}: upcoming events`,
      },
      {
        type: "application/atom+xml",
        href: pageUrl(site, FEEDS.resources),
        title: `${site.name}: new resources`,
      },
    ],
  } satisfies PageHead;
}

export function staticHead(site: Site, name: PageName, path: string): PageHead {
  return baseHead(site, path, {
    title: documentTitle(PAGE_TITLES[name], site.name),
    description: PAGE_DESCRIPTIONS[name],
    noindex: NOINDEX_PAGES.includes(name),
  });
}

/** The head of an address with no page (unknown path, missing church or event): no canonical URL. */
export function notFoundHead(
  site: Site,
  name: "notFound" | "churchNotFound" | "eventNotFound" = "notFound",
): PageHead {
  return { ...staticHead(site, name, "/"), canonical: null, noindex: true };
}

/** While the database is unavailable: the site's own head, kept out of the index, for the app to retry. */
export function unavailableHead(site: Site): PageHead {
  return {
    ...baseHead(site, "/", { title: documentTitle(null, site.name), description: HOME_DESCRIPTION }),
    canonical: null,
    noindex: true,
  };
}

export interface Rendered {
  head: PageHead;
  noscript?: string;
}

const link = (site: Site, path: string, text: string) =>
  `<a href="${escapeHtml(pageUrl(site, path))}">${escapeHtml(text)}</a>`;

/** Line breaks kept from text people typed (service times are one per line). */
const multiline = (text: string) => escapeHtml(text.trim()).replace(/\r?\n/g, "<br />");

export function homePage(
  site: Site,
  churches: readonly DirectoryChurch[],
  socialLinks: readonly SocialLink[],
): Rendered {
  const head: PageHead = {
    ...baseHead(site, "/", { title: documentTitle(null, site.name), description: HOME_DESCRIPTION }),
    jsonLd: [
      organizationJsonLd({
        name: site.name,
        url: pageUrl(site, "/"),
        image: siteImage(site),
        description: HOME_DESCRIPTION,
        sameAs: socialLinks.map((social) => social.url),
      }),
    ],
  };
  // The snapshot is in name order: the first churches alphabetically.
  const listed = churches.slice(0, HOME_CHURCH_LIMIT);
  const items = listed
    .map(
      (church) =>
        `<li>${link(site, churchPath(church.id), church.name)}, ${escapeHtml(church.city)}, ${escapeHtml(church.state)}</li>`,
    )
    .join("");
  const more =
    churches.length > listed.length
      ? `<p>${listed.length} of ${churches.length} churches. Every church is in the ${link(site, "/sitemap.xml", "sitemap")}.</p>`
      : "";
  const noscript = [
    `<h1>${escapeHtml(site.name)}</h1>`,
    `<p>${escapeHtml(HOME_DESCRIPTION)}</p>`,
    `<p>${link(site, "/events", "Upcoming events")} · ${link(site, "/resources", "Resource vault")} · ${link(site, "/church-plant-request", "Request a church plant")} · ${link(site, "/pastoral-candidate", "Pastoral candidates")}</p>`,
    `<h2>Church directory</h2>`,
    `<ul>${items}</ul>`,
    more,
  ].join("");
  return { head, noscript };
}

export function churchPage(site: Site, church: PublicChurch): Rendered {
  const path = churchPath(church.id);
  const image = absoluteImageUrl(site, church.imageUrl) ?? siteImage(site);
  const head: PageHead = {
    ...baseHead(site, path, {
      title: documentTitle(churchPageTitle(church), site.name),
      description: churchPageDescription(church),
    }),
    image,
    imageAlt: church.imageUrl ? `${church.name}` : site.name,
    ogType: "profile",
    jsonLd: [churchJsonLd(church, { url: pageUrl(site, path), image, timeZone: site.timeZone })],
  };
  const facts = [
    `<p>${escapeHtml(church.address)}, ${escapeHtml(church.city)}, ${escapeHtml(church.state)} ${escapeHtml(church.zipCode)}</p>`,
  ];
  if (church.serviceTimes?.trim())
    facts.push(`<h2>Service times</h2><p>${multiline(church.serviceTimes)}</p>`);
  if (church.pastorName) facts.push(`<p>Pastor: ${escapeHtml(church.pastorName)}</p>`);
  if (church.phone) facts.push(`<p>Phone: ${escapeHtml(church.phone)}</p>`);
  if (church.email) facts.push(`<p>Email: ${escapeHtml(church.email)}</p>`);
  if (church.website) {
    facts.push(
      `<p>Website: <a href="${escapeHtml(church.website)}" rel="nofollow">${escapeHtml(church.website)}</a></p>`,
    );
  }
  if (church.description?.trim()) facts.push(`<h2>About</h2><p>${multiline(church.description)}</p>`);
  facts.push(`<p>${link(site, "/", `Find more churches near ${church.city}`)}</p>`);
  return { head, noscript: `<h1>${escapeHtml(church.name)}</h1>${facts.join("")}` };
}

const longDate = new Intl.DateTimeFormat("en-US", {
  weekday: "long",
  month: "long",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/** "Saturday, October 4, 2025 – Monday, October 6, 2025, 6:00 PM": for readers, not machines. */
function eventWhen(event: EventView): string {
  const day = (date: string) => longDate.format(new Date(`${date}T00:00:00Z`));
  const dates =
    event.endDate && event.endDate !== event.startDate
      ? `${day(event.startDate)} – ${day(event.endDate)}`
      : day(event.startDate);
  const time = event.allDay ? "all day" : event.time?.trim();
  return time ? `${dates}, ${time}` : dates;
}

export interface EventContext {
  hosts: ReadonlyMap<number, HostChurch>;
}

function eventNode(site: Site, event: EventView, context: EventContext) {
  return eventJsonLd(event, {
    period: eventPeriod(event, site.timeZone),
    url: pageUrl(site, eventPath(event.id)),
    image: absoluteImageUrl(site, event.imageUrl) ?? siteImage(site),
    host: context.hosts.get(event.church.id) ?? null,
    hostUrl: pageUrl(site, churchPath(event.church.id)),
  });
}

function eventSummary(event: EventView): string {
  return `${eventWhen(event)}. ${event.location}, hosted by ${event.church.name}.`;
}

export function eventPage(site: Site, event: EventView, context: EventContext): Rendered {
  const path = eventPath(event.id);
  const summary = eventSummary(event);
  const head: PageHead = {
    ...baseHead(site, path, {
      title: documentTitle(eventPageTitle(event), site.name),
      description: shortDescription(event.description?.trim() ? `${summary} ${event.description}` : summary),
    }),
    image: absoluteImageUrl(site, event.imageUrl) ?? siteImage(site),
    imageAlt: event.imageUrl ? event.title : site.name,
    jsonLd: [withContext(eventNode(site, event, context))],
  };
  const parts = [
    `<h1>${escapeHtml(event.title)}</h1>`,
    `<p>${escapeHtml(eventTypeLabel(event.type))}</p>`,
    `<p>${escapeHtml(eventWhen(event))}</p>`,
    `<p>${escapeHtml(event.location)}, hosted by ${link(site, churchPath(event.church.id), event.church.name)}</p>`,
  ];
  if (event.description?.trim()) parts.push(`<p>${multiline(event.description)}</p>`);
  if (event.callToActionUrl && event.callToActionText) {
    parts.push(
      `<p><a href="${escapeHtml(event.callToActionUrl)}" rel="nofollow">${escapeHtml(event.callToActionText)}</a></p>`,
    );
  }
  parts.push(`<p>${link(site, "/events", "All upcoming events")}</p>`);
  return { head, noscript: parts.join("") };
}

export function eventsPage(site: Site, events: readonly EventView[], context: EventContext): Rendered {
  const listed = events.slice(0, LIST_LIMIT);
  const head: PageHead = {
    ...staticHead(site, "events", "/events"),
    jsonLd: [
      itemListJsonLd(
        PAGE_TITLES.events,
        pageUrl(site, "/events"),
        listed.map((event) => ({
          url: pageUrl(site, eventPath(event.id)),
          item: eventNode(site, event, context),
        })),
      ),
    ],
  };
  const items = listed
    .map(
      (event) =>
        `<li>${link(site, eventPath(event.id), event.title)}: ${escapeHtml(eventSummary(event))}</li>`,
    )
    .join("");
  return {
    head,
    noscript: `<h1>${escapeHtml(PAGE_TITLES.events)}</h1><ul>${items}</ul>`,
  };
}

export function resourcesPage(site: Site, resources: readonly PublicResource[]): Rendered {
  const listed = resources.slice(0, LIST_LIMIT);
  const head: PageHead = {
    ...staticHead(site, "resources", "/resources"),
    jsonLd: [
      itemListJsonLd(
        PAGE_TITLES.resources,
        pageUrl(site, "/resources"),
        listed.map((resource) => ({
          url: resource.fileUrl ?? pageUrl(site, "/resources"),
          item: resourceJsonLd(resource),
        })),
      ),
    ],
  };
  return { head };
}

/** The host churches of events, by id, from the directory list (already in memory). */
export function hostsById(churches: readonly DirectoryChurch[]): Map<number, HostChurch> {
  return new Map(churches.map((church) => [church.id, church]));
}
