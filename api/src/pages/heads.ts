import {
  churchPageDescription,
  churchPageTitle,
  eventPageTitle,
  NOINDEX_PAGES,
  type PageName,
  shortDescription,
} from "@app/shared";
import {
  DEFAULT_LOCALE,
  eventTypeText,
  INTL_LOCALE,
  LOCALES,
  type Locale,
  localizedPath,
  translator,
} from "@app/shared/i18n";
import type { DirectoryChurch, PublicChurch } from "../services/churches/public.ts";
import { eventPeriod } from "../services/events/calendar.ts";
import type { EventView } from "../services/events/rows.ts";
import type { PublicResource } from "../services/resources/public.ts";
import type { SocialLink } from "../services/social/links.ts";
import { escapeHtml, type PageHead } from "./html.ts";
import {
  type ChurchData,
  churchJsonLd,
  churchWebPageJsonLd,
  eventJsonLd,
  type HostChurch,
  itemListJsonLd,
  type LastConfirmation,
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
  /** The language of the page being written (docs/decisions/013-two-languages.md); English when absent. */
  locale?: Locale;
}

/** The site as one language's pages describe it. */
export const siteIn = (site: Site, locale: Locale): Site => ({ ...site, locale });

/** The catalogue's text for `key` in the page's language. */
function text(site: Site, key: string, values?: Record<string, unknown>): string {
  return (translator(site.locale ?? DEFAULT_LOCALE) as unknown as (k: string, v?: object) => string)(
    key,
    values,
  );
}

/** "Page | Site" in the page's language; the same words as documentTitle in English. */
function titleFor(site: Site, page: string | null): string {
  return page
    ? text(site, "pages.withSite", { page, site: site.name })
    : text(site, "pages.homeTitle", { site: site.name });
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
/** A feed's address in the page's language: the path as it is for English, `?lang=es` for Spanish. */
export const feedUrl = (site: Site, feed: string) => {
  const locale = site.locale ?? DEFAULT_LOCALE;
  return pageUrl(site, locale === DEFAULT_LOCALE ? feed : `${feed}?lang=${locale}`);
};
/** A page's address in the page's language: `/church/12` or `/es/church/12`. */
export const localPageUrl = (site: Site, path: string) =>
  pageUrl(site, localizedPath(path, site.locale ?? DEFAULT_LOCALE));
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
  const locale = site.locale ?? DEFAULT_LOCALE;
  return {
    title: page.title,
    description: page.description,
    canonical: localPageUrl(site, path),
    lang: locale,
    // Every page in both languages; English is the default for any other reader.
    languages: [
      ...LOCALES.map((lang) => ({ hreflang: lang, href: pageUrl(site, localizedPath(path, lang)) })),
      { hreflang: "x-default", href: pageUrl(site, localizedPath(path, DEFAULT_LOCALE)) },
    ],
    image: siteImage(site),
    imageAlt: site.name,
    siteName: site.name,
    noindex: page.noindex,
    alternates: [
      {
        type: "text/calendar",
        href: feedUrl(site, FEEDS.calendar),
        title: text(site, "serverPages.feeds.calendar", { site: site.name }),
      },
      {
        type: "application/atom+xml",
        href: feedUrl(site, FEEDS.events),
        title: text(site, "serverPages.feeds.events", { site: site.name }),
      },
      {
        type: "application/atom+xml",
        href: feedUrl(site, FEEDS.resources),
        title: text(site, "serverPages.feeds.resources", { site: site.name }),
      },
    ],
  } satisfies PageHead;
}

export function staticHead(site: Site, name: PageName, path: string): PageHead {
  return baseHead(site, path, {
    title: titleFor(site, text(site, `pages.titles.${name}`)),
    description: text(site, `pages.descriptions.${name}`),
    noindex: NOINDEX_PAGES.includes(name),
  });
}

/** The head of an address with no page (unknown path, missing church or event): no canonical URL. */
export function notFoundHead(
  site: Site,
  name: "notFound" | "churchNotFound" | "eventNotFound" = "notFound",
): PageHead {
  return { ...staticHead(site, name, "/"), canonical: null, languages: [], noindex: true };
}

/** While the database is unavailable: the site's own head, kept out of the index, for the app to retry. */
export function unavailableHead(site: Site): PageHead {
  return {
    ...baseHead(site, "/", { title: titleFor(site, null), description: text(site, "pages.homeDescription") }),
    canonical: null,
    languages: [],
    noindex: true,
  };
}

export interface Rendered {
  head: PageHead;
  noscript?: string;
  /** The page's name in the build's list of each page's code (web/page-modules.ts), when it has code of its own. */
  code?: string;
}

/** The sitemap's link, put into a translated sentence after the sentence is escaped. */
const sitemapLink = (site: Site) =>
  `<a href="${escapeHtml(pageUrl(site, "/sitemap.xml"))}">${escapeHtml(text(site, "serverPages.sitemap"))}</a>`;

const link = (site: Site, path: string, label: string) =>
  `<a href="${escapeHtml(localPageUrl(site, path))}">${escapeHtml(label)}</a>`;

/** Line breaks kept from text people typed (service times are one per line). */
const multiline = (text: string) => escapeHtml(text.trim()).replace(/\r?\n/g, "<br />");

/**
 * `churches`: the directory's first churches in its order (by name), at most HOME_CHURCH_LIMIT; `total`: how
 * many are approved in all.
 */
export function homePage(
  site: Site,
  churches: readonly DirectoryChurch[],
  total: number,
  socialLinks: readonly SocialLink[],
): Rendered {
  const description = text(site, "pages.homeDescription");
  const head: PageHead = {
    ...baseHead(site, "/", { title: titleFor(site, null), description }),
    jsonLd: [
      organizationJsonLd({
        name: site.name,
        url: pageUrl(site, "/"),
        image: siteImage(site),
        description,
        sameAs: socialLinks.map((social) => social.url),
      }),
    ],
  };
  const listed = churches.slice(0, HOME_CHURCH_LIMIT);
  const items = listed
    .map(
      (church) =>
        `<li>${link(site, churchPath(church.id), church.name)}, ${escapeHtml(church.city)}, ${escapeHtml(church.state)}</li>`,
    )
    .join("");
  const more =
    total > listed.length
      ? `<p>${escapeHtml(text(site, "serverPages.someChurches", { shown: listed.length, total, sitemap: "{{sitemap}}" })).replace("{{sitemap}}", sitemapLink(site))}</p>`
      : "";
  const noscript = [
    `<h1>${escapeHtml(site.name)}</h1>`,
    `<p>${escapeHtml(description)}</p>`,
    `<p>${[
      link(site, "/events", text(site, "serverPages.links.events")),
      link(site, "/resources", text(site, "serverPages.links.resources")),
      link(site, "/church-plant-request", text(site, "serverPages.links.plantRequest")),
      link(site, "/pastoral-candidate", text(site, "serverPages.links.candidates")),
    ].join(" · ")}</p>`,
    `<h2>${escapeHtml(text(site, "serverPages.directory"))}</h2>`,
    `<ul>${items}</ul>`,
    more,
  ].join("");
  return { head, noscript };
}

/** `confirmation`: the listing's last, or null when it was never confirmed (docs/product/freshness.md). */
export function churchPage(
  site: Site,
  church: PublicChurch & Pick<ChurchData, "services" | "timeZone">,
  confirmation: LastConfirmation | null = null,
): Rendered {
  const path = churchPath(church.id);
  const image = absoluteImageUrl(site, church.imageUrl) ?? siteImage(site);
  const title = titleFor(site, churchPageTitle(church));
  const url = localPageUrl(site, path);
  const locale = site.locale ?? DEFAULT_LOCALE;
  const head: PageHead = {
    ...baseHead(site, path, {
      title,
      description:
        church.description?.trim() || (site.locale ?? DEFAULT_LOCALE) === DEFAULT_LOCALE
          ? churchPageDescription(church)
          : shortDescription(text(site, "pages.churchDescription", { ...church })),
    }),
    image,
    imageAlt: church.imageUrl ? `${church.name}` : site.name,
    ogType: "profile",
    // The page's own address in its language: the Spanish page's data names the Spanish URL.
    jsonLd: [
      ...churchJsonLd(church, { url, image, timeZone: site.timeZone, locale }),
      churchWebPageJsonLd(church, {
        url,
        title,
        locale,
        timeZone: site.timeZone,
        network: { name: site.name, url: pageUrl(site, "/") },
        confirmation,
      }),
    ],
  };
  const facts = [
    `<p>${escapeHtml(church.address)}, ${escapeHtml(church.city)}, ${escapeHtml(church.state)} ${escapeHtml(church.zipCode)}</p>`,
  ];
  if (church.serviceTimes?.trim())
    facts.push(
      `<h2>${escapeHtml(text(site, "serverPages.serviceTimes"))}</h2><p>${multiline(church.serviceTimes)}</p>`,
    );
  if (church.pastorName)
    facts.push(`<p>${escapeHtml(text(site, "serverPages.pastor", { name: church.pastorName }))}</p>`);
  if (church.phone)
    facts.push(`<p>${escapeHtml(text(site, "serverPages.phone", { phone: church.phone }))}</p>`);
  if (church.email)
    facts.push(`<p>${escapeHtml(text(site, "serverPages.email", { email: church.email }))}</p>`);
  if (church.website) {
    const website = `<a href="${escapeHtml(church.website)}" rel="nofollow">${escapeHtml(church.website)}</a>`;
    facts.push(
      `<p>${escapeHtml(text(site, "serverPages.website", { link: "{{link}}" })).replace("{{link}}", website)}</p>`,
    );
  }
  if (church.description?.trim())
    facts.push(
      `<h2>${escapeHtml(text(site, "serverPages.about"))}</h2><p>${multiline(church.description)}</p>`,
    );
  facts.push(`<p>${link(site, "/", text(site, "serverPages.moreChurchesNear", { city: church.city }))}</p>`);
  return { head, noscript: `<h1>${escapeHtml(church.name)}</h1>${facts.join("")}` };
}

const longDates = new Map(
  LOCALES.map((locale) => [
    locale,
    new Intl.DateTimeFormat(INTL_LOCALE[locale], {
      weekday: "long",
      month: "long",
      day: "numeric",
      year: "numeric",
      timeZone: "UTC",
    }),
  ]),
);

/**
 * "Saturday, October 4, 2025 – Monday, October 6, 2025, 6:00 PM" in the page's language: for readers, not
 * machines. The time is as the church typed it.
 */
function eventWhen(site: Site, event: EventView): string {
  const longDate = longDates.get(site.locale ?? DEFAULT_LOCALE)!;
  const day = (date: string) => longDate.format(new Date(`${date}T00:00:00Z`));
  const dates =
    event.endDate && event.endDate !== event.startDate
      ? `${day(event.startDate)} – ${day(event.endDate)}`
      : day(event.startDate);
  const time = event.allDay ? text(site, "serverPages.allDay") : event.time?.trim();
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

function eventSummary(site: Site, event: EventView): string {
  return text(site, "serverPages.eventSummary", {
    when: eventWhen(site, event),
    location: event.location,
    church: event.church.name,
  });
}

export function eventPage(site: Site, event: EventView, context: EventContext): Rendered {
  const path = eventPath(event.id);
  const summary = eventSummary(site, event);
  const head: PageHead = {
    ...baseHead(site, path, {
      title: titleFor(site, eventPageTitle(event, site.locale)),
      description: shortDescription(event.description?.trim() ? `${summary} ${event.description}` : summary),
    }),
    image: absoluteImageUrl(site, event.imageUrl) ?? siteImage(site),
    imageAlt: event.imageUrl ? event.title : site.name,
    jsonLd: [withContext(eventNode(site, event, context))],
  };
  const parts = [
    `<h1>${escapeHtml(event.title)}</h1>`,
    `<p>${escapeHtml(eventTypeText(event.type, site.locale ?? DEFAULT_LOCALE))}</p>`,
    `<p>${escapeHtml(eventWhen(site, event))}</p>`,
    `<p>${escapeHtml(text(site, "serverPages.hostedBy", { location: event.location, church: "{{church}}" })).replace("{{church}}", link(site, churchPath(event.church.id), event.church.name))}</p>`,
  ];
  if (event.description?.trim()) parts.push(`<p>${multiline(event.description)}</p>`);
  if (event.callToActionUrl && event.callToActionText) {
    parts.push(
      `<p><a href="${escapeHtml(event.callToActionUrl)}" rel="nofollow">${escapeHtml(event.callToActionText)}</a></p>`,
    );
  }
  parts.push(`<p>${link(site, "/events", text(site, "serverPages.links.allEvents"))}</p>`);
  return { head, noscript: parts.join("") };
}

export function eventsPage(site: Site, events: readonly EventView[], context: EventContext): Rendered {
  const listed = events.slice(0, LIST_LIMIT);
  const head: PageHead = {
    ...staticHead(site, "events", "/events"),
    jsonLd: [
      itemListJsonLd(
        text(site, "pages.titles.events"),
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
        `<li>${link(site, eventPath(event.id), event.title)}: ${escapeHtml(eventSummary(site, event))}</li>`,
    )
    .join("");
  return {
    head,
    noscript: `<h1>${escapeHtml(text(site, "pages.titles.events"))}</h1><ul>${items}</ul>`,
  };
}

export function resourcesPage(site: Site, resources: readonly PublicResource[]): Rendered {
  const listed = resources.slice(0, LIST_LIMIT);
  const head: PageHead = {
    ...staticHead(site, "resources", "/resources"),
    jsonLd: [
      itemListJsonLd(
        text(site, "pages.titles.resources"),
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
