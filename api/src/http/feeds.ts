import { DEFAULT_LOCALE, eventTypeText, translator } from "@app/shared/i18n";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Config } from "../config.ts";
import type { Database } from "../db/connect.ts";
import { eventPath, FEEDS, feedUrl, LIST_LIMIT, localPageUrl, type Site, siteIn } from "../pages/heads.ts";
import { atomXml } from "../pages/xml.ts";
import { listUpcomingEvents } from "../services/events/public.ts";
import { listApprovedResources } from "../services/resources/public.ts";
import { addressLocale } from "./locale.ts";
import { sendText } from "./page-responses.ts";

export interface FeedsOptions {
  config: Config;
  db: Database;
  /** The English site, which a feed's `?lang=es` turns Spanish. */
  english: Site;
}

/** The Atom feeds of the upcoming events and of the vault (docs/decisions/009-server-written-heads.md). */
export function registerFeeds(app: FastifyInstance, options: FeedsOptions) {
  const { config, db, english } = options;
  const site = english;

  const atom = { type: "application/atom+xml; charset=utf-8", cacheControl: "public, max-age=900" };
  // ISO strings in UTC sort as their instants do.
  const latest = (dates: string[]) => dates.sort().at(-1) ?? new Date().toISOString();

  /** A feed in the language its address names (`?lang=es`, as the calendar's), English otherwise. */
  const feedSite = (request: FastifyRequest) => siteIn(english, addressLocale(request) ?? DEFAULT_LOCALE);

  app.get(FEEDS.events, async (request, reply) => {
    const feed = feedSite(request);
    const locale = feed.locale ?? DEFAULT_LOCALE;
    const t = translator(locale);
    const events = (await listUpcomingEvents({ db, config })).slice(0, LIST_LIMIT);
    const body = atomXml({
      lang: locale,
      id: feedUrl(feed, FEEDS.events),
      title: t("serverPages.feeds.events", { site: site.name }),
      subtitle: t("serverPages.feeds.eventsSubtitle"),
      selfUrl: feedUrl(feed, FEEDS.events),
      alternateUrl: localPageUrl(feed, "/events"),
      author: site.name,
      updated: latest(events.map((event) => event.updatedAt)),
      entries: events.map((event) => ({
        id: localPageUrl(feed, eventPath(event.id)),
        title: event.title,
        updated: event.updatedAt,
        published: event.createdAt,
        link: localPageUrl(feed, eventPath(event.id)),
        summary: [
          event.endDate && event.endDate !== event.startDate
            ? t("serverPages.feeds.dateRange", { start: event.startDate, end: event.endDate })
            : event.startDate,
          event.allDay ? t("serverPages.allDay") : event.time,
          t("serverPages.hostedBy", { location: event.location, church: event.church.name }),
          event.description,
        ]
          .filter(Boolean)
          .join(". "),
        categories: [eventTypeText(event.type, locale)],
      })),
    });
    return sendText(request, reply, body, atom);
  });

  app.get(FEEDS.resources, async (request, reply) => {
    const feed = feedSite(request);
    const locale = feed.locale ?? DEFAULT_LOCALE;
    const t = translator(locale);
    const resources = (await listApprovedResources({ db })).slice(0, LIST_LIMIT);
    const body = atomXml({
      lang: locale,
      id: feedUrl(feed, FEEDS.resources),
      title: t("serverPages.feeds.resources", { site: site.name }),
      subtitle: t("serverPages.feeds.resourcesSubtitle"),
      selfUrl: feedUrl(feed, FEEDS.resources),
      alternateUrl: localPageUrl(feed, "/resources"),
      author: site.name,
      updated: latest(resources.map((resource) => resource.createdAt)),
      entries: resources.map((resource) => ({
        // Resources have no page of their own: the vault, told apart by a fragment, is their permanent id.
        id: `${localPageUrl(feed, "/resources")}#resource-${resource.id}`,
        title: resource.title,
        updated: resource.createdAt,
        published: resource.createdAt,
        link: resource.fileUrl ?? localPageUrl(feed, "/resources"),
        summary: resource.description ?? undefined,
        categories: [resource.type],
      })),
    });
    return sendText(request, reply, body, atom);
  });
}
