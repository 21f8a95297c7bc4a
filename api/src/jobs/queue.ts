import { CompiledQuery } from "kysely";
import type pg from "pg";
import { type Db as IDatabase, PgBoss } from "pg-boss";
import type { Database } from "../db/connect.ts";

/**
 * The background work of the site (docs/decisions/019-background-jobs-and-mail-outbox.md): pg-boss on the
 * database the site already has. On PostgreSQL every instance shares it and each job runs once; on the
 * embedded PGlite it runs in the one process, over the same single connection as the requests.
 */
export interface JobQueue {
  /**
   * Queues a job for the handler of `name`. With `trx` the job is written in that transaction: it exists
   * once the transaction commits and never if it rolls back. With `singletonKey`, a second job with the same
   * key is not queued while the first waits. Only after start().
   */
  enqueue(name: string, payload?: object, options?: EnqueueOptions): Promise<void>;
  /** The handler of `name`'s jobs: a job whose handler throws is retried with back-off. Before start(). */
  work(name: string, handler: JobHandler): void;
  /** Queues a job for `name` once per period of `cron` across all instances (`*\/10 * * * *`). Before start(). */
  schedule(name: string, cron: string): void;
  /** Installs or upgrades pg-boss's tables, creates the queues, then polls for jobs and schedules. */
  start(): Promise<void>;
  /** Stops taking jobs and waits (up to `timeoutMs`) for the ones running to finish. */
  stop(timeoutMs?: number): Promise<void>;
  /** True between start() and stop(): only then may a job be queued. */
  readonly running: boolean;
}

export interface EnqueueOptions {
  trx?: Database;
  runAt?: Date;
  singletonKey?: string;
}

export type JobHandler = (payload: Record<string, unknown>) => Promise<void>;

interface JobQueueOptions {
  /** The embedded database's pool of one (db/connect.ts): pg-boss's own statements run on it. */
  pool?: pg.Pool;
  /** The server's PostgreSQL: pg-boss keeps a small pool of its own there. Absent: the embedded PGlite. */
  databaseUrl?: string;
  /** How often an idle worker looks for jobs. The default suits a server; tests shorten it. */
  pollingIntervalSeconds?: number;
  onError?: (error: Error) => void;
}

/** pg-boss's tables live in their own schema, away from the site's. */
const SCHEMA = "pgboss";

/**
 * A job whose handler fails is tried again after 10 s, 20 s, 40 s ... (pg-boss's back-off), up to 5 times: a
 * job's own idea of when to try again (a mail's next attempt, services/mail/delivery.ts) lives in its rows.
 */
const RETRY = { retryLimit: 5, retryDelay: 10, retryBackoff: true, retryDelayMax: 600 } as const;

/**
 * pg-boss's statements on a pool. One without parameters goes by PostgreSQL's simple protocol and may hold
 * several statements (its migrations, its locked blocks): pg then answers one result each, and pg-boss wants
 * all their rows.
 */
function poolExecutor(pool: pg.Pool): IDatabase {
  return {
    async executeSql(text, values) {
      const result = (await pool.query(text, values)) as pg.QueryResult | pg.QueryResult[];
      return { rows: Array.isArray(result) ? result.flatMap((part) => part.rows ?? []) : result.rows };
    },
  };
}

/**
 * A job queued in the caller's transaction: a single statement with parameters, through Kysely without its
 * camel-case plugin (pg-boss reads its rows by their snake_case names).
 */
function kyselyExecutor(db: Database): IDatabase {
  const plain = db.withoutPlugins();
  return {
    async executeSql(text, values) {
      const result = await plain.executeQuery(CompiledQuery.raw(text, (values ?? []) as unknown[]));
      return { rows: [...(result.rows as unknown[])] };
    },
  };
}

export function createJobQueue(options: JobQueueOptions): JobQueue {
  if (!options.databaseUrl && !options.pool) throw new Error("a job queue needs a database URL or a pool");
  const boss = new PgBoss(
    options.databaseUrl
      ? { connectionString: options.databaseUrl, schema: SCHEMA, max: 3, application_name: "jobs" }
      : // PGlite has one connection: the site's pool of one, shared with the requests (decision 001).
        { db: poolExecutor(options.pool as pg.Pool), schema: SCHEMA, backend: "pglite" },
  );
  boss.on("error", (error) => options.onError?.(error));
  const handlers = new Map<string, JobHandler>();
  const schedules = new Map<string, string>();
  const queues = new Set<string>();
  let running = false;

  const assertQueue = (name: string) => {
    if (!queues.has(name)) throw new Error(`no job queue named ${name}: give it a handler before start()`);
  };

  return {
    get running() {
      return running;
    },
    work(name, handler) {
      if (running) throw new Error("add job handlers before start()");
      handlers.set(name, handler);
    },
    schedule(name, cron) {
      if (running) throw new Error("add schedules before start()");
      schedules.set(name, cron);
    },
    async enqueue(name, payload = {}, { trx, runAt, singletonKey } = {}) {
      if (!running) throw new Error("the job queue is not running");
      assertQueue(name);
      await boss.send(name, payload, {
        ...(trx && { db: kyselyExecutor(trx) }),
        ...(runAt && { startAfter: runAt }),
        ...(singletonKey && { singletonKey }),
      });
    },
    async start() {
      await boss.start();
      for (const name of new Set([...handlers.keys(), ...schedules.keys()])) {
        // A scheduled job that is still running when its next period comes is not queued twice.
        const policy = schedules.has(name) ? "singleton" : "standard";
        if (!(await boss.getQueue(name))) await boss.createQueue(name, { policy, ...RETRY });
        queues.add(name);
      }
      for (const [name, cron] of schedules) await boss.schedule(name, cron);
      for (const [name, handler] of handlers) {
        await boss.work<Record<string, unknown>>(
          name,
          { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2, batchSize: 1 },
          async ([job]) => {
            if (job) await handler(job.data ?? {});
          },
        );
      }
      running = true;
    },
    async stop(timeoutMs = 20_000) {
      if (!running) return;
      running = false;
      // graceful: the running handlers finish first. close: pg-boss's own pool closes; on PGlite the site's
      // pool is left for connect.ts to close.
      await boss.stop({ graceful: true, timeout: timeoutMs, close: true });
    },
  };
}
