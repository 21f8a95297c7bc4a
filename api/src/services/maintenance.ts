import type { FastifyBaseLogger } from "fastify";
import { purgeExpiredRateLimits } from "../adapters/rate-limiter.ts";
import type { Database } from "../db/connect.ts";
import { purgeSpentAccountTokens } from "./account/tokens.ts";
import { purgeExpiredSessions } from "./auth/sessions.ts";
import { type SweepEnv, sweepReconfirmations } from "./freshness/cycle.ts";
import {
  forgetUploadAddresses,
  purgeStalePendingRegistrations,
  purgeUnusedUploads,
} from "./uploads/cleanup.ts";
import { settleSchedules } from "./weekly-services/settle.ts";

/**
 * Every ten minutes, so an unattached upload goes within ten minutes of its hour (cleanup.ts). Each task is
 * one statement that usually finds little or nothing to do, so running them this often costs next to nothing.
 * A scheduled job (jobs/background.ts): one instance runs it per period, whatever the number of instances.
 */
export const MAINTENANCE_INTERVAL_MS = 10 * 60 * 1000;
export const MAINTENANCE_CRON = "*/10 * * * *";

/** What a task that mails needs besides the database (the re-confirmation sweep); `now` is injectable for tests. */
export interface MaintenanceEnv extends SweepEnv {
  now?: () => Date;
}

/**
 * Each task removes what has expired (or moves what is due) and says how many rows it touched. A task that
 * mails gets the env; run without one (a test of the purges alone), it has nothing to send with and does nothing.
 */
export type MaintenanceTask = (db: Database, env?: MaintenanceEnv) => Promise<number>;

/** The yearly re-confirmation's mails, reminders and hand-overs (freshness/cycle.ts). */
const reconfirmations: MaintenanceTask = (db, env) =>
  env ? sweepReconfirmations(db, env, env.now?.() ?? new Date()) : Promise.resolve(0);

export const MAINTENANCE_TASKS: Record<string, MaintenanceTask> = {
  sessions: purgeExpiredSessions,
  accountTokens: purgeSpentAccountTokens,
  // Before the uploads: the images of the registrations it deletes are then unused, and go with them.
  // Wrapped: their second parameter is a clock of their own, not the env.
  pendingRegistrations: (db) => purgeStalePendingRegistrations(db),
  uploads: (db) => purgeUnusedUploads(db),
  uploadAddresses: (db) => forgetUploadAddresses(db),
  rateLimits: purgeExpiredRateLimits,
  // Not a purge: the zones of moved pins and the text of churches never read (weekly-services/settle.ts).
  schedules: settleSchedules,
  reconfirmations,
};

/** The housekeeping of the site: each task on its own, so one failure does not skip the others. */
export async function runMaintenance(
  db: Database,
  log: Pick<FastifyBaseLogger, "info" | "warn">,
  tasks: Record<string, MaintenanceTask> = MAINTENANCE_TASKS,
  env?: MaintenanceEnv,
): Promise<void> {
  for (const [name, task] of Object.entries(tasks)) {
    try {
      const removed = await task(db, env);
      if (removed > 0) log.info({ removed }, `maintenance: purged ${name}`);
    } catch (err) {
      log.warn({ err }, `maintenance: purging ${name} failed`);
    }
  }
}
