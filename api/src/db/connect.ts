import path from "node:path";
import { CamelCasePlugin, Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { FairTurnsPlugin } from "./fair-turns.ts";
import type { DB } from "./types.ts";

export type Database = Kysely<DB>;

export interface Connection {
  db: Database;
  /** The pool under `db`: the job queue (jobs/queue.ts) runs its own statements on the embedded one. */
  pool: pg.Pool;
  /** Closes the pool and, for the embedded database, PGlite itself. */
  close(): Promise<void>;
}

interface ConnectOptions {
  databaseUrl?: string;
  /** PGlite data directory; undefined keeps the embedded database in memory (tests). */
  dataDir?: string;
  statementTimeoutMs?: number;
  poolSize?: number;
}

// Postgres returns int8 (count(*)) and numeric as strings; counts are small enough for a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));
// Calendar dates stay "YYYY-MM-DD" strings: a JS Date would shift them by the server's time zone.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

export function createDatabase(pool: pg.Pool): Database {
  return new Kysely<DB>({
    dialect: new PostgresDialect({ pool }),
    plugins: [new CamelCasePlugin(), new FairTurnsPlugin()],
  });
}

/** The pool of connections to a PostgreSQL server, made to survive that server going away. */
export function createPool(options: ConnectOptions & { databaseUrl: string }): pg.Pool {
  const pool = new pg.Pool({
    connectionString: options.databaseUrl,
    max: options.poolSize ?? 10,
    // A slow or absent database must give a quick 503, never a hang.
    connectionTimeoutMillis: 3000,
    idleTimeoutMillis: 30_000,
    statement_timeout: options.statementTimeoutMs ?? 5000,
    query_timeout: (options.statementTimeoutMs ?? 5000) + 1000,
    // No JIT compilation: the directory's reads are short, but a weekly-service filter's subplans make the planner
    // estimate them costly, and compiling then took most of the time (100,000 churches, "Sunday morning,
    // Spanish": the count 2.6-3.8 s with JIT, 0.5-0.65 s without, load 16 on 2 CPUs), which at national size
    // nears the statement timeout above. JIT never changes an answer.
    options: "-c jit=off",
  });
  // An idle client losing its server must not crash the process: the pool drops it and says so here.
  pool.on("error", () => {});
  // Nor one a request holds between two queries: the pool takes its own listener off a client it lends out, and
  // the server's 'terminating connection' then came as an 'error' event nobody heard, which ends a Node process
  // (the fault test saw it once when PostgreSQL stopped under load). The request's next query on that client
  // fails (a 503), and on release the pool drops the client, which is no longer queryable.
  pool.on("connect", (client) => {
    client.on("error", () => {});
  });
  return pool;
}

export async function connect(options: ConnectOptions): Promise<Connection> {
  if (options.databaseUrl) {
    const pool = createPool({ ...options, databaseUrl: options.databaseUrl });
    const db = createDatabase(pool);
    return { db, pool, close: () => db.destroy() };
  }
  return connectEmbedded(options.dataDir);
}

async function connectEmbedded(dataDir: string | undefined): Promise<Connection> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { createPgConfig } = await import("@electric-sql/pglite/node-postgres");
  // The directory's indexes (migration 0007) need these contrib extensions; PGlite ships them in its package.
  const [{ pg_trgm }, { cube }, { unaccent }] = await Promise.all([
    import("@electric-sql/pglite/contrib/pg_trgm"),
    import("@electric-sql/pglite/contrib/cube"),
    import("@electric-sql/pglite/contrib/unaccent"),
  ]);
  const pglite = await PGlite.create(dataDir ? path.resolve(dataDir, "pglite") : undefined, {
    extensions: { pg_trgm, cube, unaccent },
  });
  // PGlite is single-connection: a pool of one, as its adapter requires.
  const pool = new pg.Pool(createPgConfig(pglite));
  const db = createDatabase(pool);
  return {
    db,
    pool,
    close: async () => {
      await db.destroy();
      await pglite.close();
    },
  };
}
