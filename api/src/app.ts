import cookie from "@fastify/cookie";
import { type FastifyTRPCPluginOptions, fastifyTRPCPlugin } from "@trpc/server/adapters/fastify";
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from "fastify";
import { type Adapters, createAdapters } from "./adapters/index.ts";
import type { Config } from "./config.ts";
import type { Database } from "./db/connect.ts";
import { registerBatchCostLimit } from "./http/batch-cost.ts";
import { registerCachePolicy } from "./http/cache.ts";
import { registerEmbedReads } from "./http/embed-reads.ts";
import { registerCompression } from "./http/encoding.ts";
import { logFailure, registerErrorHandling } from "./http/errors.ts";
import { registerRequestGuard } from "./http/guard.ts";
import { registerMapTiles } from "./http/map-tiles.ts";
import { registerOverload } from "./http/overload.ts";
import { type PagesOptions, registerPages } from "./http/pages.ts";
import { ConciseRequestLog } from "./http/request-log.ts";
import { registerSecurity } from "./http/security.ts";
import { sessionPlugin } from "./http/session.ts";
import { registerSpa } from "./http/spa.ts";
import { serverTimeouts } from "./http/timeouts.ts";
import { takeTurnsWhileConnecting } from "./http/turns.ts";
import type { JobQueue } from "./jobs/queue.ts";
import { registerRestRoutes } from "./rest/index.ts";
import { createContextFactory } from "./trpc/context.ts";
import { type AppRouter, appRouter } from "./trpc/router.ts";

export interface BuildAppOptions {
  config: Config;
  db: Database;
  adapters?: Adapters;
  /** The process's job queue (server.ts): with it, mails are delivered right after their commit. */
  jobs?: JobQueue;
  logger?: FastifyServerOptions["logger"];
  /** Sees every route as it is registered (the hostile-input tests walk all of them). */
  onRoute?: (route: RouteOptions) => void;
  /** Settings of the server-written pages (tests shrink the sitemap's page size). */
  pageOptions?: Pick<PagesOptions, "sitemapPageSize">;
}

/**
 * Fastify 5.12 trusts nobody for a bare hop count (it cannot tell a proxy from a direct client), so a count
 * becomes the trust function it used to be: the first `hops` addresses, from the socket outwards. Only safe
 * when the app is reachable through the proxy alone; otherwise list the proxies' addresses (README, Deploying).
 */
function trustProxyOption(trust: Config["TRUST_PROXY"]): FastifyServerOptions["trustProxy"] {
  if (typeof trust !== "number") return trust;
  return (_address: string, hop: number) => hop < trust;
}

/** Builds the whole server without listening: the entry point for server.ts and for the tests. */
export async function buildApp({
  config,
  db,
  adapters,
  jobs,
  logger,
  onRoute,
  pageOptions,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.LOG_LEVEL },
    logController: new ConciseRequestLog(),
    routerOptions: { maxParamLength: 5000 },
    bodyLimit: 1024 * 1024,
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    ...serverTimeouts(config),
  });
  if (onRoute) app.addHook("onRoute", onRoute);
  const appAdapters = adapters ?? createAdapters(config, db, jobs);

  registerErrorHandling(app);
  await registerCompression(app);
  // Before every route: it adds each public read's cache policy ahead of compression (http/cache.ts).
  registerCachePolicy(app, { config, db });
  await app.register(cookie);
  await registerSecurity(app, config);
  await registerOverload(app, config);
  takeTurnsWhileConnecting(app);
  registerRequestGuard(app, config);
  await app.register(sessionPlugin, { config, db });
  // After the session: an embed's read never starts one (http/embed-reads.ts).
  registerEmbedReads(app);

  const createContext = createContextFactory({ db, config, adapters: appAdapters });
  registerBatchCostLimit(app);
  await app.register(fastifyTRPCPlugin, {
    prefix: "/trpc",
    trpcOptions: {
      router: appRouter,
      createContext,
      maxBatchSize: 10,
      onError({ error, path }) {
        logFailure(app.log, error, path);
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>["trpcOptions"],
  });

  await registerRestRoutes(app, createContext);
  registerMapTiles(app, config);
  const pages = await registerPages(app, { config, db, adapters: appAdapters, ...pageOptions });
  await registerSpa(app, config.WEB_DIST_DIR, { notFoundPage: pages.notFoundPage });
  return app;
}
