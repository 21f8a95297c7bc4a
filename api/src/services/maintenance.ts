import type { FastifyBaseLogger } from "fastify";
import { purgeExpiredRateLimits } from "../adapters/rate-limiter.ts";
import type { Database } from "../db/connect.ts";
import { purgeSpentAccountTokens } from "./account/tokens.ts";
import { purgeExpiredSessions } from "./auth/sessions.ts";
import {
  forgetUploadAddresses,
  purgeStalePendingRegistrations,
  purgeUnusedUploads,
} from "./uploads/cleanup.ts";
import { settleSchedules } from "./weekly-services/settle.ts";

/**
 * Every ten minutes, so an unattached upload goes within ten minutes of its hour (cleanup.ts). Each task is
 * one statement that usually finds little or nothing to do, so running them this often costs next to nothing.
 */
export const MAINTENANCE_INTERVAL_MS = 10 * 60 * 1000;

/** Each task removes what has expired and says how many rows went. */
export type MaintenanceTask = (db: Database) => Promise<number>;

export const MAINTENANCE_TASKS: Record<string, MaintenanceTask> = {
  sessions: purgeExpiredSessions,
  accountTokens: purgeSpentAccountTokens,
  // Before the uploads: the images of the registrations it deletes are then unused, and go with them.
  pendingRegistrations: purgeStalePendingRegistrations,
  uploads: purgeUnusedUploads,
  uploadAddresses: forgetUploadAddresses,
  rateLimits: purgeExpiredRateLimits,
  // Not a purge: the zones of moved pins and the text of churches never read (weekly-services/settle.ts).
  schedules: settleSchedules,
};

/** The housekeeping of one server: each task on its own, so one failure does not skip the others. */
export async function runMaintenance(
  db: Database,
  log: Pick<FastifyBaseLogger, "info" | "warn">,
  tasks: Record<string, MaintenanceTask> = MAINTENANCE_TASKS,
): Promise<void> {
  for (const [name, task] of Object.entries(tasks)) {
    try {
      const removed = await task(db);
      if (removed > 0) log.info({ removed }, `maintenance: purged ${name}`);
    } catch (err) {
      log.warn({ err }, `maintenance: purging ${name} failed`);
    }
  }
}
