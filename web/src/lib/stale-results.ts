/**
 * How long a filter's answer may take before its list shows that it is being replaced. A quicker answer (most
 * are, while someone types) changes the results with no flash in between.
 */
export const STALE_NOTICE_DELAY = "0.3s";

/**
 * The style of results kept on screen while the next filter's results load (TanStack Query's `keepPreviousData`): dimmed,
 * but only once the wait is noticeable. The list around them says it is busy (`aria-busy`) from the start.
 */
export function staleStyle(stale: boolean) {
  return stale ? ({ opacity: 0.55, transition: `opacity 0.2s ease ${STALE_NOTICE_DELAY}` } as const) : {};
}
