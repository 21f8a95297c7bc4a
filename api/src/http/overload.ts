import { MSG } from "@app/shared/i18n";
import underPressure, { TYPE_EVENT_LOOP_UTILIZATION } from "@fastify/under-pressure";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../config.ts";
import { DomainError } from "../errors.ts";

/** How often the event loop's delay and utilisation are measured; a pressure state lasts at least this long. */
const SAMPLE_INTERVAL_MS = 500;

/** Requests in flight below which a busy event loop sheds nothing (see the pressure handler). */
const UTILIZATION_MIN_IN_FLIGHT = 8;

/** Liveness answers even while the instance sheds load: a busy instance is not a dead one to restart. */
const EXEMPT_ROUTES = new Set(["/api/health"]);

/** The text of every other 503 (a database outage's), which the catalogue already translates. */
const OVERLOADED = MSG.errors.unavailable;

const isExempt = (request: FastifyRequest) => EXEMPT_ROUTES.has(request.routeOptions.url ?? "");

/**
 * Load shedding (issue 38): every request but the liveness check gets an immediate 503 with Retry-After, before
 * its session or the database is touched, instead of joining a queue in which every request would time out:
 * - while more than OVERLOAD_MAX_IN_FLIGHT requests are being handled (counted from their handler's start, so a
 *   slow client's upload holds no place, to the answer's end): requests queued for the database pool make the
 *   event loop lag no more than idle ones do;
 * - while the event loop is saturated (@fastify/under-pressure, measured over the last half second): busy more
 *   than OVERLOAD_MAX_EVENT_LOOP_UTILIZATION of the time (work arrives faster than it is done), or its timers late
 *   by more than OVERLOAD_MAX_EVENT_LOOP_DELAY_MS on average (a request holding the loop). Utilisation, not delay,
 *   is the everyday signal: a delay limit low enough to catch an overload early (200 ms) also fired on a lone
 *   instance serving six clients while other processes took the machine's cores, since a starved process's timers
 *   run late too, while a starved idle loop still counts as idle (scripts/fault-cluster.ts).
 * /api/ready answers 503 too, so a load balancer moves traffic to another instance. A limit at 0 is off; all are
 * off by default under NODE_ENV=test.
 */
export async function registerOverload(app: FastifyInstance, config: Config): Promise<void> {
  const retryAfter = String(config.OVERLOAD_RETRY_AFTER_S);
  // Rejected through the app's error handler (http/errors.ts): 503 in the request's language, no log line per
  // request (an overload is not a fault to log a thousand times).
  const shed = (reply: FastifyReply) => {
    reply.header("retry-after", retryAfter);
    return new DomainError("SERVICE_UNAVAILABLE", OVERLOADED);
  };

  const maxInFlight = config.OVERLOAD_MAX_IN_FLIGHT;
  const maxEventLoopDelay = config.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS;
  const maxEventLoopUtilization = config.OVERLOAD_MAX_EVENT_LOOP_UTILIZATION;
  if (maxInFlight === 0 && maxEventLoopDelay === 0 && maxEventLoopUtilization === 0) return;

  let inFlight = 0;
  app.addHook("onRequest", (request, reply, done) => {
    done(maxInFlight > 0 && inFlight >= maxInFlight && !isExempt(request) ? shed(reply) : undefined);
  });
  app.addHook("preHandler", (request, reply, done) => {
    if (!isExempt(request)) {
      inFlight++;
      // 'close' comes once the answer is sent or the client has gone, whichever way the request ends.
      reply.raw.once("close", () => inFlight--);
    }
    done();
  });

  if (maxEventLoopDelay === 0 && maxEventLoopUtilization === 0) return;
  await app.register(underPressure, {
    maxEventLoopDelay,
    maxEventLoopUtilization,
    // Utilisation over the last sample, not since start-up (the plugin's default).
    eventLoopUtilizationMode: "interval",
    sampleInterval: SAMPLE_INTERVAL_MS,
    // Resolving lets the request through; rejecting answers with the error.
    pressureHandler: async (request, reply, type) => {
      if (isExempt(request)) return;
      // A busy loop with few requests waiting is background work, not a crowd: the national clustering after a
      // change runs in slices for seconds (services/churches/clusters.ts), every request answered between two.
      if (type === TYPE_EVENT_LOOP_UTILIZATION && inFlight < UTILIZATION_MIN_IN_FLIGHT) return;
      throw shed(reply);
    },
  });
}
