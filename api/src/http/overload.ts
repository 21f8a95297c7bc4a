import underPressure from "@fastify/under-pressure";
import type { FastifyInstance } from "fastify";
import type { Config } from "../config.ts";
import { DomainError } from "../errors.ts";

/** How often the event loop's delay and utilisation are measured; a pressure state lasts at least this long. */
const SAMPLE_INTERVAL_MS = 500;

/** Liveness answers even while the instance sheds load: a busy instance is not a dead one to restart. */
const EXEMPT_ROUTES = new Set(["/api/health"]);

/** The text of every other 503 (a database outage's), which the catalogue already translates. */
const OVERLOADED = "The service is temporarily unavailable. Please try again shortly.";

/**
 * Load shedding (issue 38): while the event loop lags (its mean delay over the last sample above
 * OVERLOAD_MAX_EVENT_LOOP_DELAY_MS, or its utilisation above OVERLOAD_MAX_EVENT_LOOP_UTILIZATION), every request
 * but the liveness check gets an immediate 503 with Retry-After, before its session or the database is touched,
 * instead of joining a queue in which every request would time out. /api/ready answers 503 too, so a load
 * balancer moves traffic to another instance. Off when both limits are 0 (their default under NODE_ENV=test).
 */
export async function registerOverload(app: FastifyInstance, config: Config): Promise<void> {
  const maxEventLoopDelay = config.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS;
  const maxEventLoopUtilization = config.OVERLOAD_MAX_EVENT_LOOP_UTILIZATION;
  if (maxEventLoopDelay === 0 && maxEventLoopUtilization === 0) return;
  const retryAfter = String(config.OVERLOAD_RETRY_AFTER_S);
  await app.register(underPressure, {
    maxEventLoopDelay,
    maxEventLoopUtilization,
    // Utilisation over the last sample, not since start-up (the plugin's default).
    eventLoopUtilizationMode: "interval",
    sampleInterval: SAMPLE_INTERVAL_MS,
    // Resolving lets the request through; rejecting sends the error through the app's error handler (http/errors.ts),
    // which answers 503 in the request's language and logs nothing: an overload is not a fault to log per request.
    pressureHandler: async (request, reply) => {
      if (EXEMPT_ROUTES.has(request.routeOptions.url ?? "")) return;
      reply.header("retry-after", retryAfter);
      throw new DomainError("SERVICE_UNAVAILABLE", OVERLOADED);
    },
  });
}
