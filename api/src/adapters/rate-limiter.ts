import type { Message } from "@app/shared/i18n";
import { sql } from "kysely";
import type { Database } from "../db/connect.ts";
import { tooManyRequests } from "../errors.ts";

export interface RateLimitPolicy {
  /** The counter's bucket in the database: unique per policy. */
  name: string;
  /** How many hits a key may make per window. */
  limit: number;
  windowMs: number;
  /** The 429 message once the limit is reached. */
  message: Message;
  /** Slows a key down before refusing it: after `after` hits, the next one must wait `baseMs * 2^(n - after)`. */
  backoff?: { after: number; baseMs: number; maxMs: number; message: (waitSeconds: number) => Message };
}

export interface RateLimiter {
  /** Counts a hit and throws a 429 domain error once the policy's limit is passed. */
  hit(policy: RateLimitPolicy, key: string): Promise<void>;
  /** Counts a hit; true while the key is within its limit (for counting without refusing). */
  consume(policy: RateLimitPolicy, key: string): Promise<boolean>;
  /** Throws a 429 when the key has used up its limit or is still waiting out its back-off; counts nothing. */
  assertAllowed(policy: RateLimitPolicy, key: string): Promise<void>;
  reset(policy: RateLimitPolicy, key: string): Promise<void>;
}

/**
 * Counters in PostgreSQL (or the embedded PGlite), so every instance behind a load balancer shares them and
 * a restart keeps them. One upsert per hit, atomic under concurrency; the database's clock is the only clock.
 * A table of our own rather than rate-limiter-flexible: it runs unchanged on PGlite through Kysely, inside
 * the same pool and statement timeout, so a database outage fails the check with the usual 503.
 * See docs/decisions/007-rate-limits-in-the-database.md. `scale` multiplies every policy's limit
 * (RATE_LIMIT_SCALE).
 */
export function createDatabaseRateLimiter(db: Database, scale = 1): RateLimiter {
  const limitOf = (policy: RateLimitPolicy) => policy.limit * scale;
  const consume = async (policy: RateLimitPolicy, key: string) => {
    const window = sql`make_interval(secs => ${policy.windowMs / 1000})`;
    const { hits } = await db
      .insertInto("rateLimitCounters")
      .values({
        bucket: policy.name,
        key,
        hits: 1,
        windowEndsAt: sql`now() + ${window}`,
        lastHitAt: sql`now()`,
      })
      .onConflict((conflict) =>
        conflict.columns(["bucket", "key"]).doUpdateSet({
          hits: sql`CASE WHEN rate_limit_counters.window_ends_at <= now() THEN 1 ELSE rate_limit_counters.hits + 1 END`,
          windowEndsAt: sql`CASE WHEN rate_limit_counters.window_ends_at <= now() THEN excluded.window_ends_at ELSE rate_limit_counters.window_ends_at END`,
          lastHitAt: sql`now()`,
        }),
      )
      .returning("hits")
      .executeTakeFirstOrThrow();
    return hits <= limitOf(policy);
  };

  return {
    consume,
    async hit(policy, key) {
      if (!(await consume(policy, key))) throw tooManyRequests(policy.message);
    },
    async assertAllowed(policy, key) {
      const row = await db
        .selectFrom("rateLimitCounters")
        .select(["hits", sql<number>`extract(epoch from (now() - last_hit_at)) * 1000`.as("sinceLastMs")])
        .where("bucket", "=", policy.name)
        .where("key", "=", key)
        .where("windowEndsAt", ">", sql<Date>`now()`)
        .executeTakeFirst();
      if (!row) return;
      if (row.hits >= limitOf(policy)) throw tooManyRequests(policy.message);
      const wait = backoffRemainingMs(policy, row.hits, Number(row.sinceLastMs));
      if (wait > 0) throw tooManyRequests(policy.backoff!.message(Math.ceil(wait / 1000)));
    },
    async reset(policy, key) {
      await db
        .deleteFrom("rateLimitCounters")
        .where("bucket", "=", policy.name)
        .where("key", "=", key)
        .execute();
    },
  };
}

/** How long a key with `hits` hits must still wait, `sinceLastMs` after its last one. */
export function backoffRemainingMs(policy: RateLimitPolicy, hits: number, sinceLastMs: number): number {
  const backoff = policy.backoff;
  if (!backoff || hits < backoff.after) return 0;
  const delay = Math.min(backoff.maxMs, backoff.baseMs * 2 ** (hits - backoff.after));
  return Math.max(0, delay - sinceLastMs);
}

/** Hourly housekeeping: counters whose window has ended. */
export async function purgeExpiredRateLimits(db: Database): Promise<number> {
  const result = await db
    .deleteFrom("rateLimitCounters")
    .where("windowEndsAt", "<=", sql<Date>`now()`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
