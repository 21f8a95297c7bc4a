import { afterAll, describe, expect, it, vi } from "vitest";
import { type Connection, connect } from "../src/db/connect.ts";
import { migrateToLatest } from "../src/db/migrate.ts";
import { createJobQueue, type JobQueue } from "../src/jobs/queue.ts";
import { createTestDatabase } from "./harness.ts";
import { testDatabaseUrl } from "./test-env.ts";

/** vi.waitFor's patience here: looking every 100 ms, for ten times what the jobs need. */
const PATIENCE = { timeout: 30_000, interval: 100 };

const stopping: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const stop of stopping.reverse()) await stop();
});

/** A queue whose "count" jobs record which instance ran each job's number. */
function countingQueue(
  options: Parameters<typeof createJobQueue>[0],
  runs: Map<number, string[]>,
  name: string,
) {
  const jobs = createJobQueue({ ...options, pollingIntervalSeconds: 0.5 });
  jobs.work("count", async ({ n }) => {
    runs.set(n as number, [...(runs.get(n as number) ?? []), name]);
  });
  stopping.push(() => jobs.stop(5_000));
  return jobs;
}

describe.runIf(testDatabaseUrl())("the job queue on PostgreSQL", () => {
  it("runs each job once when two instances share the database", async () => {
    const testDb = await createTestDatabase();
    stopping.push(testDb.destroy);
    const runs = new Map<number, string[]>();
    const first = countingQueue({ databaseUrl: testDb.url as string }, runs, "first");
    const second = countingQueue({ databaseUrl: testDb.url as string }, runs, "second");
    await first.start();
    await second.start();
    for (let n = 0; n < 40; n += 1) await (n % 2 ? first : second).enqueue("count", { n });
    await vi.waitFor(() => expect(runs.size).toBe(40), PATIENCE);
    // A moment more for any second run of a job to show.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect([...runs.values()].every((instances) => instances.length === 1)).toBe(true);
    expect(new Set([...runs.values()].flat())).toEqual(new Set(["first", "second"]));
  });

  it("queues a job in the caller's transaction: committed it runs, rolled back it never exists", async () => {
    const testDb = await createTestDatabase();
    stopping.push(testDb.destroy);
    const runs = new Map<number, string[]>();
    const jobs = countingQueue({ databaseUrl: testDb.url as string }, runs, "only");
    await jobs.start();
    await testDb.db.transaction().execute((trx) => jobs.enqueue("count", { n: 1 }, { trx }));
    await testDb.db
      .transaction()
      .execute(async (trx) => {
        await jobs.enqueue("count", { n: 2 }, { trx });
        throw new Error("roll back");
      })
      .catch(() => undefined);
    await vi.waitFor(() => expect(runs.has(1)).toBe(true), PATIENCE);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect([...runs.keys()]).toEqual([1]);
  });
});

describe("the job queue on the embedded PGlite", () => {
  let connection: Connection;
  let jobs: JobQueue;
  const runs = new Map<number, string[]>();

  it("runs jobs in the one process over the database's single connection", async () => {
    connection = await connect({});
    stopping.push(connection.close);
    await migrateToLatest(connection.db);
    jobs = countingQueue({ pool: connection.pool }, runs, "embedded");
    await jobs.start();
    for (let n = 0; n < 5; n += 1) await jobs.enqueue("count", { n });
    await vi.waitFor(() => expect(runs.size).toBe(5), PATIENCE);
    expect([...runs.values()].every((instances) => instances.length === 1)).toBe(true);
    // Migrating a fresh PGlite takes a while on a busy machine.
  }, 180_000);

  it("queues in a transaction there too, and a rolled-back one leaves no job", async () => {
    await connection.db.transaction().execute((trx) => jobs.enqueue("count", { n: 10 }, { trx }));
    await connection.db
      .transaction()
      .execute(async (trx) => {
        await jobs.enqueue("count", { n: 11 }, { trx });
        throw new Error("roll back");
      })
      .catch(() => undefined);
    await vi.waitFor(() => expect(runs.has(10)).toBe(true), PATIENCE);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(runs.has(11)).toBe(false);
  });

  it("refuses a job before start() and a name without a handler", async () => {
    const idle = createJobQueue({ pool: connection.pool });
    await expect(idle.enqueue("count")).rejects.toThrow(/not running/);
    await expect(jobs.enqueue("nobody")).rejects.toThrow(/no job queue named nobody/);
  });
});
