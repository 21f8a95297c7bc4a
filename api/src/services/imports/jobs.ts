import { encodeMessage, MSG } from "@app/shared/i18n";
import type { Database } from "../../db/connect.ts";
import { DomainError } from "../../errors.ts";

/**
 * The import's background work (docs/product/import.md "Long work"): a batch row is the job; the instance that
 * started a step runs it in this process, in slices that yield to the event loop, and keeps the row's status,
 * counts and heartbeat current. No job library yet (issue 42 brings one): a step whose instance stops is not
 * taken over by another; its batch is reported failed once its heartbeat is older than STALE_AFTER_MS.
 */
export const STALE_AFTER_MS = 5 * 60_000;
export const WORKING_STATUSES = ["parsing", "previewing", "committing"] as const;

/** Rows done by the steps running in this process, for the steps that cannot write progress as they go. */
const progress = new Map<number, number>();
const running = new Set<Promise<void>>();

export const runningProgress = (batchId: number) => progress.get(batchId);
export const reportProgress = (batchId: number, rows: number) => progress.set(batchId, rows);

/**
 * Starts `work` without waiting for it. A failure marks the batch failed with its message (a domain error's,
 * which the screen translates; anything else a generic one, the cause logged).
 */
export function runInBackground(
  db: Database,
  batchId: number,
  work: () => Promise<void>,
  log: (error: unknown) => void = (error) => console.error("import batch", batchId, error),
): void {
  const job = (async () => {
    try {
      await work();
    } catch (error) {
      if (!(error instanceof DomainError)) log(error);
      const message = encodeMessage(
        error instanceof DomainError ? error.said : MSG.sharedMessages.imports.failed,
      );
      await db
        .updateTable("importBatches")
        .set({ status: "failed", error: message.slice(0, 500), fileBytes: null })
        .where("id", "=", batchId)
        .execute()
        .catch(log);
    } finally {
      progress.delete(batchId);
    }
  })();
  running.add(job);
  void job.finally(() => running.delete(job));
}

/** Waits for every step this process started (tests, the benchmark, a clean shutdown). */
export async function settleImportJobs(): Promise<void> {
  while (running.size > 0) await Promise.allSettled([...running]);
}

/** Marks failed the working batches whose heartbeat stopped: their instance went away mid-step. */
export async function failStaleBatches(db: Database, now = new Date()): Promise<void> {
  await db
    .updateTable("importBatches")
    .set({ status: "failed", error: MSG.sharedMessages.imports.interrupted, fileBytes: null })
    .where("status", "in", WORKING_STATUSES)
    .where("heartbeatAt", "<", new Date(now.getTime() - STALE_AFTER_MS))
    .execute();
}
