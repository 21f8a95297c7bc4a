import type { Config } from "../config.ts";
import type { Database } from "../db/connect.ts";
import type { JobQueue } from "../jobs/queue.ts";
import { type ImageProcessor, sharedImageProcessor } from "../services/uploads/processor.ts";
import { createCensusGeocoder, createOfflineGeocoder, type Geocoder } from "./geocoder.ts";
import { createMailer, type Mailer } from "./mailer.ts";
import { createDatabaseRateLimiter, type RateLimiter } from "./rate-limiter.ts";

/** Outside services, each with an embedded default that needs no network. */
export interface Adapters {
  mailer: Mailer;
  geocoder: Geocoder;
  rateLimiter: RateLimiter;
  /** Image re-encoding, one image at a time per process, so sign-in keeps threads to hash passwords on. */
  images: ImageProcessor;
}

/** `jobs`, when the process runs a job queue: mails are then delivered by its jobs right after their commit. */
export function createAdapters(config: Config, db: Database, jobs?: JobQueue): Adapters {
  return {
    mailer: createMailer(config, db, jobs),
    geocoder:
      config.GEOCODER === "census"
        ? createCensusGeocoder({ fallback: createOfflineGeocoder() })
        : createOfflineGeocoder(),
    rateLimiter: createDatabaseRateLimiter(db, config.RATE_LIMIT_SCALE),
    images: sharedImageProcessor,
  };
}
