import { createHash } from "node:crypto";
import { LOCALES, localizedPath, MSG } from "@app/shared/i18n";
import type { FastifyInstance } from "fastify";
import type { Config } from "../config.ts";
import type { Database } from "../db/connect.ts";
import { eventPath, pageUrl, type Site } from "../pages/heads.ts";
import { type SitemapEntry, sitemapIndexXml, urlsetXml } from "../pages/xml.ts";
import { isLargeDirectory, LenientAnswers } from "../services/churches/directory-version.ts";
import { directoryOverview } from "../services/churches/overview.ts";
import { approvedChurchStamps } from "../services/churches/sitemap.ts";
import { listUpcomingEvents } from "../services/events/public.ts";
import { messageBody } from "./locale.ts";
import { KeptText, pathId, sendKept, sendText } from "./page-responses.ts";

/**
 * URLs in one sitemap file; past it, /sitemap.xml becomes an index. The protocol allows 50,000, but a file of
 * 10,000 (about 1 MB) is built in a fifth of the time and memory, so no request holds the server long.
 */
export const SITEMAP_PAGE_SIZE = 10_000;
/** Sitemap files kept built (about 1 MB each), most recently asked first. */
const SITEMAP_FILES_KEPT = 16;
/**
 * How late a large directory's sitemap file may be: it is made again at most this often while the directory
 * changes (its Cache-Control already lets crawlers keep it 15 minutes). A small directory's is always current.
 */
const SITEMAP_LATENESS_MS = 60_000;

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
  "/open-data",
];

export interface SitemapOptions {
  config: Config;
  db: Database;
  /** The English site: the sitemap and robots.txt are one for both languages and name English addresses. */
  site: Site;
  /** Tests shrink it to see the split into an index without 50,000 rows. */
  sitemapPageSize?: number;
}

/**
 * robots.txt and the sitemap: every public page in both languages, split into numbered files past
 * SITEMAP_PAGE_SIZE (docs/decisions/009-server-written-heads.md, 013-two-languages.md).
 */
export function registerSitemap(app: FastifyInstance, options: SitemapOptions) {
  const { config, db, site } = options;
  const sitemapPageSize = options.sitemapPageSize ?? SITEMAP_PAGE_SIZE;

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
          // What every page links to or offers for reuse: the calendar, the open data and the API's description.
          "Allow: /api/events.ics",
          "Allow: /api/open-data/",
          "Allow: /api/openapi.json",
          "Allow: /api/docs",
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

  const sitemapFiles = new LenientAnswers<KeptText>(SITEMAP_FILES_KEPT, (db) =>
    isLargeDirectory(db) ? SITEMAP_LATENESS_MS : 0,
  );

  /**
   * A sitemap file, built, tagged and compressed once per directory version (in a large directory, at most once
   * a minute) and list of upcoming events (the fixed entries): a crawler asking for 36 files of 1 MB costs 36
   * copies of bytes, not 36 builds.
   */
  function sitemapPage(fixed: SitemapEntry[], index: number): Promise<KeptText> {
    const fixedKey = createHash("sha1").update(JSON.stringify(fixed)).digest("base64");
    return sitemapFiles.get(db, `${fixedKey}|${index}`, () => buildSitemapPage(fixed, index));
  }

  async function buildSitemapPage(fixed: SitemapEntry[], index: number): Promise<KeptText> {
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
    return new KeptText(urlsetXml(entries));
  }

  const xml = { type: "application/xml; charset=utf-8", cacheControl: "public, max-age=900" };

  app.get("/sitemap.xml", async (request, reply) => {
    const { fixed, total } = await sitemapHead();
    const pages = Math.ceil(total / sitemapPageSize);
    if (pages <= 1) return sendKept(request, reply, await sitemapPage(fixed, 0), xml);
    const index = Array.from({ length: pages }, (_, n) => ({ loc: pageUrl(site, `/sitemap-${n + 1}.xml`) }));
    return sendText(request, reply, sitemapIndexXml(index), xml);
  });

  app.get<{ Params: { page: string } }>("/sitemap-:page.xml", async (request, reply) => {
    const number = pathId(request.params.page);
    const { fixed, total } = await sitemapHead();
    const pages = Math.ceil(total / sitemapPageSize);
    // Numbered files exist only once the sitemap is split.
    if (number === null || pages <= 1 || number > pages)
      return reply.status(404).send(messageBody(request, MSG.sharedMessages.http.notFound));
    return sendKept(request, reply, await sitemapPage(fixed, number - 1), xml);
  });
}
