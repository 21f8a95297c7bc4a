import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Locale } from "@app/shared/i18n";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Adapters } from "../adapters/index.ts";
import type { Config } from "../config.ts";
import type { Database } from "../db/connect.ts";
import type { RenderedApp } from "../pages/html.ts";
import { createContextInner } from "../trpc/context.ts";
import { type AppRouter, appRouter } from "../trpc/router.ts";
import { carriesSession } from "./session.ts";

/** The web app's server build (web/src/entry-server.tsx), as far as the api uses it. */
interface ServerEntry {
  serveProceduresFrom(router: AppRouter): void;
  renderPage(request: {
    url: string;
    locale: Locale;
    origin: string;
    signedOut: boolean;
    createContext: () => Promise<ReturnType<typeof createContextInner>>;
    fetch: typeof fetch;
  }): Promise<RenderedApp | null>;
}

export interface PageRenderer {
  /**
   * The page at the request's address rendered by the web app, or null when the server leaves it to the
   * browser. Rendered pages are kept whole by http/page-cache.ts, not here.
   */
  render(request: FastifyRequest, locale: Locale): Promise<RenderedApp | null>;
}

/** Where `vite build` (web/vite.server.config.ts) writes the server build, inside the web app's build. */
export const serverEntryFile = (distDir: string) =>
  path.join(path.resolve(distDir), "server", "entry-server.js");

/**
 * Loads the server build of the web app, or null when the build has none (an older build; the api's tests,
 * which build no web app): pages are then the shell with its noscript text, as before
 * (docs/decisions/021-server-rendered-pages.md#fallbacks).
 */
export async function loadPageRenderer(options: {
  config: Config;
  db: Database;
  adapters: Adapters;
  /** Answers the REST reads the pages make (the directory's), in process. */
  app: FastifyInstance;
}): Promise<PageRenderer | null> {
  const { config, db, adapters, app } = options;
  const log = app.log;
  const file = serverEntryFile(config.WEB_DIST_DIR);
  if (!existsSync(file)) return null;
  const entry = (await import(pathToFileURL(file).href)) as ServerEntry;
  entry.serveProceduresFrom(appRouter);

  async function render(request: FastifyRequest, locale: Locale): Promise<RenderedApp | null> {
    try {
      return await entry.renderPage({
        url: request.url,
        locale,
        origin: `${request.protocol}://${request.host}`,
        signedOut: !carriesSession(request),
        // Anonymous: the page is the same for every visitor (and cacheable); what depends on the visitor is
        // asked by the browser after hydration.
        createContext: async () => ({
          ...createContextInner({ db, config, adapters, ip: request.ip }),
          locale,
        }),
        fetch: readInProcess(app, locale),
      });
    } catch (error) {
      // A page the server cannot render still works: the browser renders it from the shell.
      log.error({ err: error, url: request.url }, "server rendering failed; serving the shell");
      return null;
    }
  }

  return { render };
}

/**
 * A fetch for the web app's REST reads, answered by this server without a socket: the same route, hooks and
 * cache as the browser's GET, without the visitor's cookies (the rendered page is the same for everyone).
 */
function readInProcess(app: FastifyInstance, locale: Locale): typeof fetch {
  return async (input) => {
    const url =
      typeof input === "string"
        ? input
        : input instanceof URL
          ? `${input.pathname}${input.search}`
          : input.url;
    const answer = await app.inject({
      method: "GET",
      url,
      headers: { accept: "application/json", "accept-language": locale, "accept-encoding": "identity" },
    });
    return new Response(answer.body, {
      status: answer.statusCode,
      headers: { "content-type": String(answer.headers["content-type"] ?? "application/json") },
    });
  };
}
