import type { FastifyServerOptions } from "fastify";
import type { Config } from "../config.ts";

/**
 * The HTTP server's limits on slow clients (issue 38: 300 trickled bodies were still open after 100 s; Fastify
 * turns Node's request timeout off by default). The values and why: config.ts, HTTP_*_TIMEOUT_MS.
 * - headersTimeout, requestTimeout: Node answers 408 and closes a request whose headers, or whose whole
 *   request, took longer (Fastify's clientError handler writes the 408).
 * - connectionTimeout: a socket with no traffic either way is closed.
 * - keepAliveTimeout: an idle kept-alive connection is closed.
 * Node checks the first two only every connectionsCheckingInterval (30 s by default, which would let a 10 s
 * headers timeout run to 40 s), so it checks at least every second.
 */
export function serverTimeouts(
  config: Pick<
    Config,
    | "HTTP_HEADERS_TIMEOUT_MS"
    | "HTTP_REQUEST_TIMEOUT_MS"
    | "HTTP_IDLE_TIMEOUT_MS"
    | "HTTP_KEEP_ALIVE_TIMEOUT_MS"
  >,
): Pick<FastifyServerOptions, "connectionTimeout" | "requestTimeout" | "keepAliveTimeout"> & {
  http: { headersTimeout: number; requestTimeout: number; connectionsCheckingInterval: number };
} {
  const headersTimeout = config.HTTP_HEADERS_TIMEOUT_MS;
  const requestTimeout = config.HTTP_REQUEST_TIMEOUT_MS;
  return {
    connectionTimeout: config.HTTP_IDLE_TIMEOUT_MS,
    requestTimeout,
    keepAliveTimeout: config.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    http: {
      headersTimeout,
      requestTimeout,
      connectionsCheckingInterval: Math.min(1000, headersTimeout),
    },
  };
}
