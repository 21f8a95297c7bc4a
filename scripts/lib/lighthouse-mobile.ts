// Reading one Lighthouse mobile run (issue 40): the figures of its table and which budgets it misses.
import type { Result } from "lighthouse";

export interface MobileRow {
  name: string;
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Compressed bytes of the scripts that had arrived when the first paint happened (as observed). */
  scriptBytesBeforePaint: number;
  /** The machine's one-minute load average when the run started. */
  load: number;
  /** Lighthouse's measure of the machine's speed (higher is faster; a mid-range phone is about 1000). */
  benchmarkIndex: number;
}

/** Issue 40's mobile budgets. */
export const MOBILE_BUDGETS = {
  performance: 90,
  lcpMs: 2500,
  tbtMs: 200,
  cls: 0.1,
  scriptBytesBeforePaint: 150 * 1024,
} as const;

interface NetworkItem {
  resourceType?: string;
  transferSize?: number;
  networkEndTime?: number;
}

/**
 * The scripts before the first paint: those whose download had ended by then, in the observed (unthrottled)
 * trace, whose order is the page's own. The network audit counts from its first request, the metrics audit in
 * trace microseconds: both are brought to the first.
 */
function scriptBytesBeforePaint(lhr: Result): number {
  const network = lhr.audits["network-requests"]?.details as
    | { items?: NetworkItem[]; debugData?: { networkStartTimeTs?: number } }
    | undefined;
  const metrics = lhr.audits.metrics?.details as
    | { items?: Array<{ observedFirstContentfulPaintTs?: number }> }
    | undefined;
  const start = network?.debugData?.networkStartTimeTs;
  const paint = metrics?.items?.[0]?.observedFirstContentfulPaintTs;
  if (start === undefined || paint === undefined) return Number.NaN;
  const paintMs = (paint - start) / 1000;
  return (network?.items ?? [])
    .filter((item) => item.resourceType === "Script" && (item.networkEndTime ?? Infinity) <= paintMs)
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
}

export function mobileRow(name: string, lhr: Result, load: number): MobileRow {
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    name,
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: metric("largest-contentful-paint"),
    tbtMs: metric("total-blocking-time"),
    cls: metric("cumulative-layout-shift"),
    scriptBytesBeforePaint: scriptBytesBeforePaint(lhr),
    load,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

export function mobileBudgetMisses(row: MobileRow): string[] {
  const b = MOBILE_BUDGETS;
  return [
    row.performance < b.performance && `performance ${row.performance} < ${b.performance}`,
    row.lcpMs > b.lcpMs && `largest paint ${row.lcpMs.toFixed(0)} ms > ${b.lcpMs} ms`,
    row.tbtMs > b.tbtMs && `blocking time ${row.tbtMs.toFixed(0)} ms > ${b.tbtMs} ms`,
    row.cls > b.cls && `layout shift ${row.cls.toFixed(3)} > ${b.cls}`,
    row.scriptBytesBeforePaint > b.scriptBytesBeforePaint &&
      `JS before paint ${(row.scriptBytesBeforePaint / 1024).toFixed(0)} KB > 150 KB`,
  ].filter((miss): miss is string => typeof miss === "string");
}
