import { createHash } from "node:crypto";
import { CHURCH_MESSAGES, EVENT_NOT_FOUND, HTTP_MESSAGES, type PageName } from "@app/shared";
import {
  DEFAULT_LOCALE,
  eventTypeText,
  LOCALES,
  type Locale,
  localeFromCookieHeader,
  localizedPath,
  negotiateLocale,
  splitLocalePath,
  translator,
} from "@app/shared/i18n";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../config.ts";
import type { Database } from "../db/connect.ts";
import { isDatabaseUnavailable } from "../db/errors.ts";
import { DomainError } from "../errors.ts";
import {
  churchPage,
  eventPage,
  eventPath,
  eventsPage,
  FEEDS,
  feedUrl,
  HOME_CHURCH_LIMIT,
  homePage,
  LIST_LIMIT,
  localPageUrl,
  notFoundHead,
  pageUrl,
  type Rendered,
  resourcesPage,
  type Site,
  siteIn,
  staticHead,
  unavailableHead,
} from "../pages/heads.ts";
import { loadShell, type ShellTemplate } from "../pages/html.ts";
import { SITE_IMAGE_PATH, siteImagePng } from "../pages/site-image.ts";
import { atomXml, type SitemapEntry, sitemapIndexXml, urlsetXml } from "../pages/xml.ts";
import { directoryPage } from "../services/churches/directory-page.ts";
import { VersionedAnswers } from "../services/churches/directory-version.ts";
import { directoryOverview } from "../services/churches/overview.ts";
import { approvedChurchById, approvedChurchesByIds } from "../services/churches/public.ts";
import { approvedChurchStamps } from "../services/churches/sitemap.ts";
import { listUpcomingEvents, publicEventById } from "../services/events/public.ts";
import type { EventView } from "../services/events/rows.ts";
import { listApprovedResources } from "../services/resources/public.ts";
import { listActiveLinks } from "../services/social/links.ts";
import { acceptedEncoding, COMPRESS_THRESHOLD_BYTES, type Encoding, encodeBody } from "./encoding.ts";
import { logFailure } from "./errors.ts";
import { addressLocale, messageBody } from "./locale.ts";

/**
 * URLs in one sitemap file; past it, /sitemap.xml becomes an index. The protocol allows 50,000, but a file of
 * 10,000 (about 1 MB) is built in a fifth of the time and memory, so no request holds the server long.
 */
export const SITEMAP_PAGE_SIZE = 10_000;
/** Sitemap files kept built (about 1 MB each), most recently asked first; any directory change rebuilds them. */
const SITEMAP_FILES_KEPT = 16;

export interface PagesOptions {
  config: Config;
  db: Database;
  /** Tests shrink it to see the split into an index without 50,000 rows. */
  sitemapPageSize?: number;
}

/** Client routes whose head says only what the page is (no data of their own). */
const STATIC_ROUTES: ReadonlyArray<[string, PageName]> = [
  ["/church-plant-request", "churchPlantRequest"],
  ["/pastoral-candidate", "pastoralCandidate"],
  ["/auth", "auth"],
  ["/register", "register"],
  ["/register-church", "registerChurch"],
  ["/sign-up", "signUp"],
  ["/help", "help"],
  ["/claim", "claim"],
  ["/profile", "profile"],
  ["/admin", "admin"],
  ["/admin/events", "adminEvents"],
  ["/admin/resources", "adminResources"],
  ["/admin/church-planting", "adminChurchPlanting"],
];

/** The public pages of the sitemap besides churches and events (sign-in pages and private ones are left out). */
const SITEMAP_STATIC_PATHS = [
  "/",
  "/events",
  "/resources",
  "/church-plant-request",
  "/pastoral-candidate",
  "/help",
  "/register-church",
  "/register",
];

const MAX_ID = 2_147_483_647;

/** A path id as the web app reads it (web/src/features/directory/queries.ts): anything else is no page. */
function pathId(param: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(param)) return null;
  const id = Number(param);
  return id <= MAX_ID ? id : null;
}

const isNotFound = (error: unknown) => error instanceof DomainError && error.kind === "NOT_FOUND";

/**
 * Compressed bodies by content, so a page that did not change (the home page, a popular church) is
 * compressed once. Small and least-recently-used: the directory may hold 350,000 church pages.
 */
const COMPRESSED_LIMIT = 256;
const compressed = new Map<string, Promise<Buffer>>();

function compress(body: string, encoding: Encoding): Promise<Buffer> {
  const key = `${encoding}:${createHash("sha1").update(body).digest("base64")}`;
  const cached = compressed.get(key);
  if (cached) {
    compressed.delete(key);
    compressed.set(key, cached);
    return cached;
  }
  const made = encodeBody(Buffer.from(body, "utf8"), encoding);
  made.catch(() => compressed.delete(key));
  compressed.set(key, made);
  if (compressed.size > COMPRESSED_LIMIT) compressed.delete(compressed.keys().next().value as string);
  return made;
}

async function sendText(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string,
  options: { type: string; status?: number; cacheControl: string },
) {
  reply
    .status(options.status ?? 200)
    .type(options.type)
    .header("cache-control", options.cacheControl)
    // Added to what a route already varies on (the home page: the language it guesses).
    .header("vary", [reply.getHeader("vary"), "accept-encoding"].filter(Boolean).join(", "));
  const encoding = body.length >= COMPRESS_THRESHOLD_BYTES ? acceptedEncoding(request) : null;
  if (!encoding) return reply.send(body);
  return reply.header("content-encoding", encoding).send(await compress(body, encoding));
}

/**
 * "/events/" is "/events" to the web app's router: one address per page, so the slash goes with a 301.
 * Never to "//host" or "/\\host", which a browser would read as another site.
 */
function redirectTrailingSlash(request: FastifyRequest, reply: FastifyReply) {
  const pathname = request.url.split("?", 1)[0] ?? "/";
  const trimmed = pathname.replace(/\/+$/, "");
  if (trimmed === pathname || !/^\/[^/\\]/.test(trimmed)) return null;
  return reply.redirect(`${trimmed}${request.url.slice(pathname.length)}`, 301);
}

/**
 * The server's half of the pages: every route of the web app's route table answers with the built shell whose
 * head (title, description, canonical URL, link previews, structured data, feeds) and noscript text describe
 * that page, with a real status (404 for a missing church or event, and for unknown paths). Also the
 * sitemap, robots.txt, the Atom feeds and the preview image. Data comes from the same services as the
 * procedures. See docs/decisions/009-server-written-heads.md.
 */
export async function registerPages(app: FastifyInstance, options: PagesOptions) {
  const { config, db } = options;
  const english: Site = {
    name: config.ASSOCIATION_NAME,
    baseUrl: config.PUBLIC_BASE_URL,
    timeZone: config.EVENTS_TIME_ZONE,
  };
  /** Feeds, the sitemap and robots.txt are one for both languages; they name English addresses. */
  const site = english;
  const sitemapPageSize = options.sitemapPageSize ?? SITEMAP_PAGE_SIZE;
  const shell = loadShell(config.WEB_DIST_DIR);

  /** The host churches of the events a page shows: a query by their ids, whatever the directory's size. */
  async function eventContext(events: readonly EventView[]) {
    return {
      hosts: await approvedChurchesByIds(
        { db },
        events.map((event) => event.church.id),
      ),
    };
  }

  function sendPage(request: FastifyRequest, reply: FastifyReply, page: Rendered, status = 200) {
    // Only reached with a build (routes are registered only then).
    const html = (shell as ShellTemplate).render(page.head, page.noscript, page.code);
    return sendText(request, reply, html, {
      type: "text/html; charset=utf-8",
      status,
      cacheControl: "no-cache",
    });
  }

  /**
   * A page whose data could not be read: a missing church or event is a 404 page; an unavailable database
   * gives the plain shell with 503 (the app then shows its own error states); anything else is a bug.
   */
  async function page(
    request: FastifyRequest,
    reply: FastifyReply,
    site: Site,
    build: () => Promise<Rendered>,
    missing: "churchNotFound" | "eventNotFound" = "churchNotFound",
  ) {
    try {
      return await sendPage(request, reply, await build());
    } catch (error) {
      if (isNotFound(error)) return sendPage(request, reply, { head: notFoundHead(site, missing) }, 404);
      if (!isDatabaseUnavailable(error)) throw error;
      logFailure(request.log, error, request.url);
      reply.header("retry-after", "30");
      return sendPage(request, reply, { head: unavailableHead(site) }, 503);
    }
  }

  // Every page in each language: English at its own address, Spanish under /es (decision 013).
  if (shell)
    for (const locale of LOCALES) {
      const at = (path: string) => localizedPath(path, locale);
      const site = siteIn(english, locale);
      registerPageRoutes(at, site, locale);
    }

  function registerPageRoutes(at: (path: string) => string, site: Site, locale: Locale) {
    app.get(at("/"), (request, reply) => {
      // Only the bare home address guesses the language; every other address says it (decision 013).
      if (locale === DEFAULT_LOCALE) {
        reply.header("vary", "accept-language, cookie");
        const preferred =
          localeFromCookieHeader(request.headers.cookie) ??
          negotiateLocale(request.headers["accept-language"]);
        if (preferred && preferred !== DEFAULT_LOCALE) {
          const query = request.url.indexOf("?");
          return reply.redirect(
            `${localizedPath("/", preferred)}${query === -1 ? "" : request.url.slice(query)}`,
            302,
          );
        }
      }
      return page(request, reply, site, async () => {
        // The directory's first page (cached per directory version), never the whole list: the home page
        // of a national directory must not read 350,000 churches to name the first 200.
        const [first, links] = await Promise.all([
          directoryPage({ db }, { offset: 0, limit: HOME_CHURCH_LIMIT }),
          listActiveLinks({ db }),
        ]);
        return { ...homePage(site, first.items, first.total, links), code: "home" };
      });
    });

    app.get<{ Params: { id: string } }>(at("/church/:id"), (request, reply) => {
      if (request.params.id === "") return redirectTrailingSlash(request, reply) ?? reply.callNotFound();
      const id = pathId(request.params.id);
      return page(request, reply, site, async () => {
        if (id === null) throw new DomainError("NOT_FOUND", CHURCH_MESSAGES.notFound);
        return { ...churchPage(site, await approvedChurchById({ db }, id)), code: "church" };
      });
    });

    app.get(at("/events"), (request, reply) =>
      page(request, reply, site, async () => {
        const events = await listUpcomingEvents({ db, config });
        return { ...eventsPage(site, events, await eventContext(events)), code: "events" };
      }),
    );

    app.get<{ Params: { id: string } }>(at("/events/:id"), (request, reply) => {
      if (request.params.id === "") return redirectTrailingSlash(request, reply) ?? reply.callNotFound();
      const id = pathId(request.params.id);
      return page(
        request,
        reply,
        site,
        async () => {
          if (id === null) throw new DomainError("NOT_FOUND", EVENT_NOT_FOUND);
          const event = await publicEventById({ db }, id);
          // An event's address is the events page with that event's dialog open (decision 009): its code.
          return { ...eventPage(site, event, await eventContext([event])), code: "events" };
        },
        "eventNotFound",
      );
    });

    app.get(at("/resources"), (request, reply) =>
      page(request, reply, site, async () => ({
        ...resourcesPage(site, await listApprovedResources({ db })),
        code: "resources",
      })),
    );

    for (const [path, name] of STATIC_ROUTES) {
      app.get(at(path), (request, reply) =>
        sendPage(request, reply, { head: staticHead(site, name, path), code: name }),
      );
    }
  }

  // The footer's old address of the vault (settled reading): permanent, so search engines merge the two.
  for (const locale of LOCALES) {
    app.get(localizedPath("/resource-vault", locale), (request, reply) => {
      const query = request.url.indexOf("?");
      return reply.redirect(
        `${localizedPath("/resources", locale)}${query === -1 ? "" : request.url.slice(query)}`,
        301,
      );
    });
  }

  app.get("/robots.txt", (_request, reply) =>
    reply
      .type("text/plain; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(
        [
          "User-agent: *",
          "Disallow: /admin",
          "Disallow: /profile",
          "Disallow: /claim",
          "Disallow: /api",
          "Disallow: /trpc",
          // Photos of churches and events are uploads under /api: link previews and image search read
          // robots.txt too, and the longer rule wins (RFC 9309).
          "Allow: /api/uploads/",
          "",
          `Sitemap: ${pageUrl(site, "/sitemap.xml")}`,
          "",
        ].join("\n"),
      ),
  );

  /** Each page's address in every language, English first (decision 013). */
  const inEveryLanguage = (path: string, lastmod?: string): SitemapEntry[] =>
    LOCALES.map((locale) => ({
      loc: pageUrl(site, localizedPath(path, locale)),
      ...(lastmod && { lastmod }),
    }));

  /**
   * The static pages and upcoming events, then every approved church by id, each in both languages: one
   * list, cut into pages.
   */
  async function sitemapHead(): Promise<{ fixed: SitemapEntry[]; total: number }> {
    const [events, overview] = await Promise.all([
      listUpcomingEvents({ db, config }),
      directoryOverview({ db }),
    ]);
    const fixed: SitemapEntry[] = [
      ...SITEMAP_STATIC_PATHS.flatMap((path) => inEveryLanguage(path)),
      ...events.flatMap((event) => inEveryLanguage(eventPath(event.id), event.updatedAt)),
    ];
    return { fixed, total: fixed.length + overview.stats.total * LOCALES.length };
  }

  const sitemapFiles = new VersionedAnswers<string>(SITEMAP_FILES_KEPT);

  /** A sitemap file, built once per directory version and list of upcoming events (the fixed entries). */
  function sitemapPage(fixed: SitemapEntry[], index: number): Promise<string> {
    const fixedKey = createHash("sha1").update(JSON.stringify(fixed)).digest("base64");
    return sitemapFiles.get(db, `${fixedKey}|${index}`, () => buildSitemapPage(fixed, index));
  }

  async function buildSitemapPage(fixed: SitemapEntry[], index: number): Promise<string> {
    const start = index * sitemapPageSize;
    const end = start + sitemapPageSize;
    const entries = fixed.slice(start, end);
    // Church entries come in runs of one per language: read the churches that cover this page's part.
    const wanted = sitemapPageSize - entries.length;
    const entryOffset = Math.max(0, start - fixed.length);
    const perChurch = LOCALES.length;
    const firstChurch = Math.floor(entryOffset / perChurch);
    const stamps = await approvedChurchStamps(
      { db },
      { offset: firstChurch, limit: Math.ceil((entryOffset + wanted) / perChurch) - firstChurch },
    );
    const churchEntries = stamps.flatMap((stamp) => inEveryLanguage(`/church/${stamp.id}`, stamp.updatedAt));
    const skip = entryOffset - firstChurch * perChurch;
    entries.push(...churchEntries.slice(skip, skip + wanted));
    return urlsetXml(entries);
  }

  const xml = { type: "application/xml; charset=utf-8", cacheControl: "public, max-age=900" };

  app.get("/sitemap.xml", async (request, reply) => {
    const { fixed, total } = await sitemapHead();
    const pages = Math.ceil(total / sitemapPageSize);
    if (pages <= 1) return sendText(request, reply, await sitemapPage(fixed, 0), xml);
    const index = Array.from({ length: pages }, (_, n) => ({ loc: pageUrl(site, `/sitemap-${n + 1}.xml`) }));
    return sendText(request, reply, sitemapIndexXml(index), xml);
  });

  app.get<{ Params: { page: string } }>("/sitemap-:page.xml", async (request, reply) => {
    const number = pathId(request.params.page);
    const { fixed, total } = await sitemapHead();
    const pages = Math.ceil(total / sitemapPageSize);
    // Numbered files exist only once the sitemap is split.
    if (number === null || pages <= 1 || number > pages)
      return reply.status(404).send(messageBody(request, HTTP_MESSAGES.notFound));
    return sendText(request, reply, await sitemapPage(fixed, number - 1), xml);
  });

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

  app.get(SITE_IMAGE_PATH, async (_request, reply) =>
    reply
      .type("image/png")
      .header("cache-control", "public, max-age=86400")
      .send(await siteImagePng(site.name)),
  );

  /** For the SPA plugin's fallback: any other path is the 404 page, with its head and a 404 status. */
  return {
    notFoundPage(request: FastifyRequest, reply: FastifyReply) {
      const redirected = redirectTrailingSlash(request, reply);
      if (redirected) return redirected;
      if (!shell) return null;
      const { locale } = splitLocalePath(request.url.split("?", 1)[0] ?? "/");
      return sendPage(request, reply, { head: notFoundHead(siteIn(english, locale)) }, 404);
    },
  };
}
