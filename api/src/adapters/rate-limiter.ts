import { tooManyRequests } from "../errors.ts";

export interface RateLimitRule {
  /** How many hits a key may make per window. */
  limit: number;
  windowMs: number;
  message?: string;
}

export interface RateLimiter {
  /** Counts a hit for bucket+key; throws a 429 domain error once the rule's limit is passed. */
  hit(bucket: string, key: string, rule: RateLimitRule): void;
  /** How many hits remain (for failures counted separately from attempts, e.g. sign-in). */
  count(bucket: string, key: string, rule: RateLimitRule): number;
  reset(bucket: string, key: string): void;
}

/**
 * In memory, per server instance (the README says so): a fixed window per key. Enough to stop a script
 * hammering one instance; a shared store would be the next step for a large deployment.
 */
export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { startedAt: number; hits: number }>();
  const current = (id: string, rule: RateLimitRule) => {
    const window = windows.get(id);
    if (!window || now() - window.startedAt >= rule.windowMs) return undefined;
    return window;
  };
  return {
    hit(bucket, key, rule) {
      const id = `${bucket}:${key}`;
      const window = current(id, rule) ?? { startedAt: now(), hits: 0 };
      window.hits += 1;
      windows.set(id, window);
      if (windows.size > 50_000) pruneExpired(windows, now(), rule.windowMs);
      if (window.hits > rule.limit) throw tooManyRequests(rule.message);
    },
    count(bucket, key, rule) {
      return current(`${bucket}:${key}`, rule)?.hits ?? 0;
    },
    reset(bucket, key) {
      windows.delete(`${bucket}:${key}`);
    },
  };
}

function pruneExpired(windows: Map<string, { startedAt: number }>, now: number, windowMs: number) {
  for (const [id, window] of windows) if (now - window.startedAt >= windowMs) windows.delete(id);
}
