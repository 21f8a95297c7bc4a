import type { FastifyBaseLogger } from "fastify";
import { type Clock, deliverDueMails, deliverMail, systemClock } from "../adapters/mail-delivery.ts";
import { MAIL_DELIVERY_JOB, MAIL_RETRY_JOB, type MailTransport } from "../adapters/mailer.ts";
import type { Database } from "../db/connect.ts";
import {
  MAINTENANCE_CRON,
  MAINTENANCE_TASKS,
  type MaintenanceEnv,
  runMaintenance,
} from "../services/maintenance.ts";
import type { JobQueue } from "./queue.ts";

/** The housekeeping of services/maintenance.ts, once per period across every instance. */
export const MAINTENANCE_JOB = "maintenance";

/** Each minute: the mails whose next attempt has come (adapters/mail-delivery.ts). */
const MAIL_RETRY_CRON = "* * * * *";

interface BackgroundDependencies {
  db: Database;
  transport: MailTransport;
  log: Pick<FastifyBaseLogger, "info" | "warn">;
  /** What the maintenance tasks that mail need (the yearly re-confirmation): the settings and the mailer. */
  maintenance?: Omit<MaintenanceEnv, "now">;
  now?: Clock;
}

/**
 * Every job the server runs (docs/decisions/019-background-jobs-and-mail-outbox.md). A capability adds its
 * own here: a handler with `jobs.work(name, ...)`, a period with `jobs.schedule(name, cron)`.
 */
export function registerBackgroundJobs(
  jobs: JobQueue,
  { db, transport, log, maintenance, now = systemClock }: BackgroundDependencies,
) {
  jobs.work(MAIL_DELIVERY_JOB, async ({ mailId }) => {
    if (typeof mailId !== "number") return;
    const outcome = await deliverMail(db, transport, mailId, now);
    if (outcome === "failed") log.warn({ mailId }, "mail delivery failed: the retry job tries again later");
  });
  jobs.work(MAIL_RETRY_JOB, async () => {
    const counts = await deliverDueMails(db, transport, now);
    if (counts.sent + counts.failed > 0) log.info(counts, "mail retry");
  });
  jobs.schedule(MAIL_RETRY_JOB, MAIL_RETRY_CRON);
  jobs.work(MAINTENANCE_JOB, () =>
    runMaintenance(db, log, MAINTENANCE_TASKS, maintenance && { ...maintenance, now }),
  );
  jobs.schedule(MAINTENANCE_JOB, MAINTENANCE_CRON);
}
