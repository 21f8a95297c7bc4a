/**
 * The server's half of the web app: renders a public page to HTML with the same router, components and query
 * options as the browser, in the request's language, and hands over the data it read so that the browser
 * hydrates the page without asking for it again. Built by `vite build --ssr` into <dist>/server/ and loaded by
 * the api (api/src/pages/render.ts). See docs/decisions/021-server-rendered-pages.md.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import type { AppRouter } from "@app/api/router";
import type { Locale } from "@app/shared/i18n";
import { ChakraProvider } from "@chakra-ui/react";
import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import createEmotionServer from "@emotion/server/create-instance";
import { dehydrate, type Query, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createMemoryHistory, RouterProvider } from "@tanstack/react-router";
import { type LocalLinkOptions, type OperationLink, TRPCClientError, unstable_localLink } from "@trpc/client";
import { StrictMode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { I18nextProvider } from "react-i18next";
import { readThrough } from "./lib/church-reads";
import { i18n, readLocaleFrom } from "./lib/i18n";
import { type RenderFacts, RenderFactsProvider } from "./lib/render-facts";
import { system } from "./lib/theme";
import { callProceduresThrough, QUERY_DEFAULTS } from "./lib/trpc";
import { createAppRouter } from "./router";
import { type HandOver, HYDRATION_STATE_ID, STYLE_KEY } from "./ssr-hand-over";

/** One page to render: its address as asked ("/es/church/13?x=1"), and the procedures' context for it. */
export interface RenderRequest {
  url: string;
  locale: Locale;
  origin: string;
  /** No session cookie came with the request: no one is signed in (RenderFacts.signedOut). */
  signedOut: boolean;
  /** The procedures' context: the request's language and address, never the visitor's session. */
  createContext: LocalLinkOptions<AppRouter>["createContext"];
  /** GET of the site's REST reads (the directory's), answered in process, without the visitor's session. */
  fetch: typeof fetch;
}

export interface RenderedPage {
  /** The app's markup, for inside #root. */
  html: string;
  /** <style> elements for the head: the styles this markup uses (Chakra's, through emotion). */
  styles: string;
  /** The <script type="application/json"> block with the data the page was rendered with. */
  state: string;
}

/**
 * Routers whose reads say the same to every visitor. The rest (who is signed in, their account, the
 * administration) stay unanswered on the server: the page renders their loading state, as the browser's first
 * render does, and the browser asks for them after hydration.
 */
const SHARED_READS = new Set(["churches", "events", "resources", "site", "social", "planting"]);
const isSharedRead = (path: string) => SHARED_READS.has(path.split(".", 1)[0] ?? "");

/** The language and procedures' context of the request being rendered, wherever its work resumes. */
const rendering = new AsyncLocalStorage<RenderRequest>();
readLocaleFrom(() => rendering.getStore()?.locale ?? "en");
readThrough(() => {
  const request = rendering.getStore();
  if (!request) throw new Error("A read was made outside a page render");
  return request.fetch;
});

/** One catalogue instance per language; rendering only reads them, so requests share them safely. */
const catalogues = new Map<Locale, typeof i18n>();
function catalogue(locale: Locale): typeof i18n {
  let instance = catalogues.get(locale);
  if (!instance) {
    instance = i18n.cloneInstance({ lng: locale, initAsync: false });
    catalogues.set(locale, instance);
  }
  return instance;
}

/**
 * The answer as the browser receives it over HTTP (JSON): a Date becomes its string, so that the server
 * renders exactly what the browser will.
 */
const asOverTheWire = (_old: unknown, data: unknown) =>
  data === undefined ? data : (JSON.parse(JSON.stringify(data)) as unknown);

/**
 * Fails at once: a read the server leaves to the browser. The query is then dropped before the page renders,
 * so the page shows its loading state there, as the browser's first render does.
 */
const leftToTheBrowser = {
  subscribe(observer: { error: (error: unknown) => void }) {
    observer.error(new TRPCClientError("Left to the browser"));
    return { unsubscribe() {} };
  },
  pipe() {
    return this;
  },
};

let procedures: AppRouter | null = null;

/** Called once, with the api's router, before the first render. */
export function serveProceduresFrom(router: AppRouter): void {
  if (procedures) return;
  procedures = router;
  callProceduresThrough((runtime) => {
    const local: OperationLink<AppRouter> = unstable_localLink<AppRouter>({
      router,
      createContext: () => {
        const request = rendering.getStore();
        if (!request) throw new Error("A procedure was called outside a page render");
        return request.createContext();
      },
    })(runtime);
    return (operation) =>
      operation.op.type === "query" && isSharedRead(operation.op.path)
        ? local(operation)
        : (leftToTheBrowser as unknown as ReturnType<OperationLink<AppRouter>>);
  });
}

/**
 * The markup of the router's current page, with the emotion cache that collects its styles. Prerendered: React
 * waits for every lazy part (the header's social links, the page's sections) instead of leaving it to the browser.
 */
async function renderApp(
  router: ReturnType<typeof createAppRouter>,
  queryClient: QueryClient,
  request: RenderRequest,
  facts: RenderFacts,
) {
  const cache = createCache({ key: STYLE_KEY });
  const emotion = createEmotionServer(cache);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <CacheProvider value={cache}>
        <ChakraProvider value={system}>
          <I18nextProvider i18n={catalogue(request.locale)}>
            <RenderFactsProvider facts={facts}>
              <QueryClientProvider client={queryClient}>
                <RouterProvider router={router} />
              </QueryClientProvider>
            </RenderFactsProvider>
          </I18nextProvider>
        </ChakraProvider>
      </CacheProvider>
    </StrictMode>,
    // Every boundary inline, in document order: React otherwise moves a large one to the end of the document
    // with an inline script to put it in place, which the CSP refuses (script-src 'self').
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return { html: Buffer.concat(chunks).toString("utf8"), emotion };
}

/** A tRPC query's key starts with the procedure's path; the app's own keys (the directory's pages) do not. */
function isQueryShared(query: Query): boolean {
  const [path] = query.queryKey;
  return Array.isArray(path) ? isSharedRead(path.join(".")) : true;
}

/** Waits for the reads in flight, and for those they lead to; then drops those that failed. */
async function settle(queryClient: QueryClient) {
  const cache = queryClient.getQueryCache();
  // Bounded: a read that keeps starting others must not hold the page forever.
  for (let round = 0; round < 5; round++) {
    const busy = cache.findAll({ predicate: (query) => query.state.fetchStatus === "fetching" });
    if (busy.length === 0) break;
    await Promise.allSettled(busy.map((query) => query.fetch()));
  }
  // A read that failed (or was left to the browser) renders its loading state, as in the browser, which asks.
  queryClient.removeQueries({ predicate: (query) => query.state.status === "error" });
}

/** Queries a render asked for that nobody has fetched yet (a component's own, beyond its route's loader). */
const waiting = (query: Query) =>
  query.state.status === "pending" && query.state.fetchStatus === "idle" && isQueryShared(query);

/**
 * The page at `request.url`, or null when it is not a page the server renders (a redirect, a missing church:
 * the caller serves the plain shell then).
 */
export async function renderPage(request: RenderRequest): Promise<RenderedPage | null> {
  if (!procedures) throw new Error("serveProceduresFrom must be called before renderPage");
  return rendering.run(request, () => renderAt(request, request.url, true));
}

/** What the server's router decided about a location it loaded: a redirect names where to. */
interface ServerResult {
  type: string;
  redirect?: { headers: Headers; options: { href?: string } };
}

async function renderAt(
  request: RenderRequest,
  url: string,
  followRedirect: boolean,
): Promise<RenderedPage | null> {
  {
    const queryClient = new QueryClient({
      defaultOptions: {
        ...QUERY_DEFAULTS,
        queries: { ...QUERY_DEFAULTS.queries, structuralSharing: asOverTheWire },
      },
    });
    const router = createAppRouter({
      queryClient,
      history: createMemoryHistory({ initialEntries: [url] }),
      scrollRestoration: false,
    });
    try {
      await router.load();
      // The router writes an address's search in one canonical form ("?q=a%20b" becomes "?q=a+b") and
      // redirects to it; the browser does so in place, so the page is the canonical address's.
      const result = (router as unknown as { _serverResult?: ServerResult })._serverResult;
      if (result?.type === "redirect") {
        const href = result.redirect?.headers.get("Location") ?? result.redirect?.options.href;
        return followRedirect && href ? renderAt(request, href, false) : null;
      }
      // Loaders start some reads without waiting for them (the page frame first, in the browser): here the
      // page waits for them, so that it arrives with its content.
      await settle(queryClient);
      const state = router.state;
      // A missing page or a failed read: the shell, whose app says so (the server sends the status).
      const found = state.matches.length > 0 && !state.matches.some((match) => match._notFound);
      if (!found || state.matches.some((match) => match.status !== "success")) return null;
      // The matched screens' code (lazy route components): in before the render, which must not suspend.
      await Promise.all(
        state.matches.map((match) => {
          const routes = router.routesById as Record<string, { options: { component?: unknown } }>;
          const component = routes[match.routeId]?.options.component as
            | { preload?: () => Promise<unknown> }
            | undefined;
          return component?.preload?.();
        }),
      );
      const facts: RenderFacts = {
        origin: request.origin,
        now: Date.now(),
        timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        signedOut: request.signedOut,
      };
      let rendered = await renderApp(router, queryClient, request, facts);
      // A second pass when the first asked for data its route's loader did not: the page then arrives whole.
      const asked = queryClient.getQueryCache().findAll({ predicate: waiting });
      if (asked.length > 0) {
        for (const query of asked) query.fetch().catch(() => {});
        await settle(queryClient);
        rendered = await renderApp(router, queryClient, request, facts);
      }
      const chunks = rendered.emotion.extractCriticalToChunks(rendered.html);
      const dehydrated = dehydrate(queryClient, {
        shouldDehydrateQuery: (query) => query.state.status === "success",
      });
      return {
        html: rendered.html,
        styles: rendered.emotion.constructStyleTagsFromChunks(chunks),
        state: `<script type="application/json" id="${HYDRATION_STATE_ID}">${jsonForScript({
          queries: dehydrated,
          facts,
          address: request.url,
        } satisfies HandOver)}</script>`,
      };
    } finally {
      queryClient.clear();
    }
  }
}

/** JSON inside a <script> block: "</script>" and "<!--" cannot end it early (escaped as \u003c). */
function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
