import type { Socket } from "node:net";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { createPool } from "../src/db/connect.ts";
import { isDatabaseUnavailable } from "../src/db/errors.ts";
import { testDatabaseUrl } from "./test-env.ts";

const url = testDatabaseUrl();

/** Resolves once the client's socket has closed: everything the server sent before closing has been read. */
function socketClosed(client: pg.PoolClient): Promise<void> {
  const { stream } = (client as unknown as { connection: { stream: Socket } }).connection;
  return new Promise((resolve) => stream.once("close", () => resolve()));
}

describe.skipIf(!url)("the connection pool, when PostgreSQL ends a connection", () => {
  it("a client a request holds between two queries: no crash, a 503-class error, and the pool carries on", async () => {
    const pool = createPool({ databaseUrl: url!, poolSize: 2 });
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const held = await pool.connect();
      const { rows } = await held.query<{ pid: number }>("SELECT pg_backend_pid() AS pid");
      const closed = socketClosed(held);
      // As when the server stops: its backend for this client is told to end, while no query runs on it.
      await admin.query("SELECT pg_terminate_backend($1)", [rows[0]!.pid]);
      // The server's 'terminating connection' arrives with no query to take it (an unheard 'error' event crashed
      // the process here before).
      await closed;
      const next = await held.query("SELECT 1").then(
        () => null,
        (error: unknown) => error,
      );
      expect(isDatabaseUnavailable(next), String(next)).toBe(true);
      held.release();
      // The broken client is dropped, not lent out again.
      expect(pool.totalCount).toBe(0);
      const { rows: fresh } = await pool.query<{ one: number }>("SELECT 1 AS one");
      expect(fresh).toEqual([{ one: 1 }]);
    } finally {
      await admin.end();
      await pool.end();
    }
  });
});
