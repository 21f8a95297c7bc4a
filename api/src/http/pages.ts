import type { PageName } from "@app/shared";
import {
  DEFAULT_LOCALE,
  LOCALES,
  type Locale,
  localeFromCookieHeader,
  localizedPath,
  MSG,
  negotiateLocale,
  splitLocalePath,
} from "@app/shared/i18n";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Adapters } from "../adapters/index.ts";
import type { Config } from "../config.ts";
import type { Database } from "../db/connect.ts";
import { isDatabaseUnavailable } from "../db/errors.ts";
import { DomainError } from "../errors.ts";
import {
  churchPage,
  eventPage,
  eventsPage,
  HOME_CHURCH_LIMIT,
  homePage,
  notFoundHead,
  type Rendered,
  resourcesPage,
  type Site,
  siteIn,
  staticHead,
  unavailableHead,
} from "../pages/heads.ts";
import { loadShell, type ShellTemplate } from "../pages/html.ts";
import { SITE_IMAGE_PATH, siteImagePng } from "../pages/site-image.ts";
import { directoryPage } from "../services/churches/directory-page.ts";
import { directoryVersion } from "../services/churches/directory-version.ts";
import { approvedChurchById, approvedChurchesByIds } from "../services/churches/public.ts";
import { contentVersion } from "../services/content-version.ts";
import { listUpcomingEvents, publicEventById } from "../services/events/public.ts";
import type { EventView } from "../services/events/rows.ts";
import { closedChurch, lastConfirmation } from "../services/freshness/public.ts";
import { listApprovedResources } from "../services/resources/public.ts";
import { listActiveLinks } from "../services/social/links.ts";
import { logFailure } from "./errors.ts";
import { registerFeeds } from "./feeds.ts";
import { type KeptPage, PageCache } from "./page-cache.ts";
import { loadPageRenderer } from "./page-render.ts";
import { isNotFound, KeptText, pathId, redirectTrailingSlash, sendKept } from "./page-responses.ts";
import { carriesSession } from "./session.ts";
import { registerSitemap } from "./sitemap.ts";
import { addVary } from "./vary.ts";

/** How long a kept page serves at most: its relative times ("in 2 days", "today") move on. */
const KEPT_PAGE_MAX_AGE_MS = 60_000;
/** Room for about 100 church pages with their compressions; the least recently asked go first. */
const KEPT_PAGES_MAX_BYTES = 32 * 1024 * 1024;

export interface PagesOptions {
  config: Config;
  db: Database;
  /** Tests shrink it to see the split into an index without 50,000 rows. */
  sitemapPageSize?: number;
  /** For the procedures the server-rendered pages read (http/page-render.ts); without them pages are shells. */
  adapters?: Adapters;
}

/**
 * Client routes whose head says only what the page is (no data of their own). Those named in
 * RENDERED_STATIC_PAGES arrive rendered; the rest (signed-in screens, the administration) stay the shell.
 */
const STATIC_ROUTES: ReadonlyArray<[string, PageName]> = [
  ["/church-plant-request", "churchPlantRequest"],
  ["/pastoral-candidate", "pastoralCandidate"],
  ["/auth", "auth"],
  ["/register", "register"],
  ["/register-church", "registerChurch"],
  ["/sign-up", "signUp"],
  ["/help", "help"],
  ["/open-data", "openData"],
  ["/embed", "embed"],
  ["/claim", "claim"],
  ["/profile", "profile"],
  ["/forgot-password", "forgotPassword"],
  ["/reset-password", "resetPassword"],
  ["/email-change", "emailChange"],
  ["/admin", "admin"],
  ["/admin/events", "adminEvents"],
  ["/admin/resources", "adminResources"],
  ["/admin/church-planting", "adminChurchPlanting"],
  ["/admin/import", "adminImport"],
  ["/admin/accounts", "adminAccounts"],
  ["/account/two-factor", "twoFactor"],
];

/** The public pages and the forms' first state, rendered by the server (docs/decisions/021-server-rendered-pages.md). */
const RENDERED_STATIC_PAGES: ReadonlySet<PageName> = new Set<PageName>([
  "help",
  "openData",
  "churchPlantRequest",
  "pastoralCandidate",
  "auth",
  "signUp",
  "forgotPassword",
]);

/**
 * The server's half of the pages: every route of the web app's route table answers with the built shell whose
 * head (title, description, canonical URL, link previews, structured data, feeds) and noscript text describe
 * that page, with a real status (404 for a missing church or event, and for unknown paths). Also the
 * preview image, and through their own modules the sitemap with robots.txt (sitemap.ts) and the Atom feeds
 * (feeds.ts). Data comes from the same services as the procedures. See
 * docs/decisions/009-server-written-heads.md.
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
  const shell = loadShell(config.WEB_DIST_DIR);
  const renderer =
    shell && options.adapters
      ? await loadPageRenderer({ config, db, adapters: options.adapters, app })
      : null;

  /** The host churches of the events a page shows: a query by their ids, whatever the directory's size. */
  async function eventContext(events: readonly EventView[]) {
    return {
      hosts: await approvedChurchesByIds(
        { db },
        events.map((event) => event.church.id),
      ),
    };
  }

  const kept = new PageCache({ maxAgeMs: KEPT_PAGE_MAX_AGE_MS, maxBytes: KEPT_PAGES_MAX_BYTES });

  /**
   * The versions of everything a page may show: the directory (any church change) and the events,
   * resources and social links (every page's noscript text and footer). A kept page is never older than them.
   */
  async function pageVersions(): Promise<string> {
    const [directory, content] = await Promise.all([directoryVersion(db), contentVersion(db)]);
    return `${directory}/${content}`;
  }

  /** The page's HTML: the shell with its head, noscript text and, for public pages found, the app's render. */
  async function pageHtml(request: FastifyRequest, page: Rendered, status: number, rendered: boolean) {
    const app =
      rendered && status === 200 && renderer ? await renderer.render(request, page.head.lang ?? "en") : null;
    // Only reached with a build (routes are registered only then).
    return new KeptText(
      (shell as ShellTemplate).render(page.head, page.noscript, page.code, app ?? undefined),
    );
  }

  function sendPage(request: FastifyRequest, reply: FastifyReply, page: KeptPage) {
    if (page.status === 503) reply.header("retry-after", "30");
    // Whether a session cookie came decides what the account's places say (keptPage).
    addVary(reply, "cookie");
    return sendKept(request, reply, page.text, {
      type: "text/html; charset=utf-8",
      status: page.status,
      cacheControl: "no-cache",
    });
  }

  /**
   * A page as kept for its address (http/page-cache.ts), made by `make` when none holds. Without the database
   * nothing says whether a kept page still holds: the page is made afresh (a data page becomes the 503 page).
   */
  async function keptPage(request: FastifyRequest, reply: FastifyReply, make: () => Promise<KeptPage>) {
    let versions: string;
    try {
      versions = await pageVersions();
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      return sendPage(request, reply, await make());
    }
    // A page is rendered as nobody's; without a session cookie it also says no one is signed in, so it is kept
    // apart from the page a cookie holder gets (page-render.ts).
    const address = `${request.protocol}://${request.host}${request.url}${carriesSession(request) ? "" : " signed-out"}`;
    return sendPage(request, reply, await kept.page(address, versions, make));
  }

  /**
   * A page whose data could not be read: a missing church or event is a 404 page; an unavailable database
   * gives the plain shell with 503 (the app then shows its own error states); anything else is a bug.
   */
  function page(
    request: FastifyRequest,
    reply: FastifyReply,
    site: Site,
    build: () => Promise<Rendered>,
    missing: "churchNotFound" | "eventNotFound" = "churchNotFound",
  ) {
    return keptPage(request, reply, async () => {
      try {
        return { text: await pageHtml(request, await build(), 200, true), status: 200 };
      } catch (error) {
        // A closed church answers 410 Gone (docs/product/freshness.md#reports): search engines drop it for good.
        const status = error instanceof DomainError && error.httpStatus === 410 ? 410 : 404;
        if (isNotFound(error)) {
          return {
            text: await pageHtml(request, { head: notFoundHead(site, missing) }, status, false),
            status,
          };
        }
        if (!isDatabaseUnavailable(error)) throw error;
        logFailure(request.log, error, request.url);
        return { text: await pageHtml(request, { head: unavailableHead(site) }, 503, false), status: 503 };
      }
    });
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
          directoryPage({ db, config }, { offset: 0, limit: HOME_CHURCH_LIMIT }),
          listActiveLinks({ db }),
        ]);
        return { ...homePage(site, first.items, first.total, links), code: "home" };
      });
    });

    app.get<{ Params: { id: string } }>(at("/church/:id"), (request, reply) => {
      if (request.params.id === "") return redirectTrailingSlash(request, reply) ?? reply.callNotFound();
      const id = pathId(request.params.id);
      return page(request, reply, site, async () => {
        if (id === null) throw new DomainError("NOT_FOUND", MSG.sharedMessages.churches.notFound);
        // The confirmation (for the structured data) is read beside the church, not after it.
        const [church, confirmation] = await Promise.all([
          approvedChurchById({ db }, id).catch(async (error: unknown) => {
            if (isNotFound(error) && (await closedChurch({ db }, id))) {
              throw new DomainError("NOT_FOUND", MSG.sharedMessages.churches.notFound, undefined, 410);
            }
            throw error;
          }),
          lastConfirmation({ db }, id),
        ]);
        return { ...churchPage(site, church, confirmation), code: "church" };
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
          if (id === null) throw new DomainError("NOT_FOUND", MSG.sharedMessages.events.eventNotFound);
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
        keptPage(request, reply, async () => ({
          text: await pageHtml(
            request,
            { head: staticHead(site, name, path), code: name },
            200,
            RENDERED_STATIC_PAGES.has(name),
          ),
          status: 200,
        })),
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

  registerSitemap(app, { config, db, site, sitemapPageSize: options.sitemapPageSize });
  registerFeeds(app, { config, db, english });

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
      // Not kept: any made-up address lands here, and keeping them would push real pages out.
      return pageHtml(request, { head: notFoundHead(siteIn(english, locale)) }, 404, false).then((text) =>
        sendPage(request, reply, { text, status: 404 }),
      );
    },
  };
}
