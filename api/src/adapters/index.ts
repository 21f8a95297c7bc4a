import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config.ts";
import type { Database } from "../db/connect.ts";
import { createCensusGeocoder, createOfflineGeocoder, type Geocoder } from "./geocoder.ts";
import { createMailer, type Mailer } from "./mailer.ts";
import { createDatabaseRateLimiter, type RateLimiter } from "./rate-limiter.ts";

/** Outside services, each with an embedded default that needs no network. */
export interface Adapters {
  mailer: Mailer;
  geocoder: Geocoder;
  rateLimiter: RateLimiter;
}

export function createAdapters(
  config: Config,
  db: Database,
  log?: Pick<FastifyBaseLogger, "info">,
): Adapters {
  return {
    mailer: createMailer(config, db, log),
    geocoder:
      config.GEOCODER === "census"
        ? createCensusGeocoder({ fallback: createOfflineGeocoder() })
        : createOfflineGeocoder(),
    rateLimiter: createDatabaseRateLimiter(db),
  };
}
