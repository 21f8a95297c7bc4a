import type { FastifyBaseLogger } from "fastify";

/** A purge that has not answered by then is given up: the CDN's max-age bounds how stale it stays (http/cache.ts). */
export const PURGE_TIMEOUT_MS = 2000;

/**
 * Asks the CDN's purge webhook to drop every cached answer tagged with one of `keys`: a POST of
 * `{"keys": [...]}`. Best effort: never throws, logs a failure or a refusal, and gives up after PURGE_TIMEOUT_MS.
 */
export async function purgeKeys(
  url: string,
  keys: readonly string[],
  log: Pick<FastifyBaseLogger, "warn">,
): Promise<void> {
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ keys }),
      signal: AbortSignal.timeout(PURGE_TIMEOUT_MS),
    });
    // The body is not needed; reading it frees the connection.
    await response.arrayBuffer().catch(() => undefined);
    if (!response.ok) log.warn({ keys, status: response.status }, "CDN purge refused");
  } catch (error) {
    log.warn({ keys, err: error }, "CDN purge failed");
  }
}
