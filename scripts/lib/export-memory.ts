// The open data exports' memory (issue 44, item 2: "server RSS grows by at most 50 MB while exporting"): each
// export is downloaded whole, as a browser would (gzip accepted), read slowly enough that the server must wait for
// the reader, while the server's RSS is sampled from /proc. Used by `pnpm bench:scale`.
import { readFileSync } from "node:fs";
import http from "node:http";

export const EXPORT_PATHS = {
  geojson: "/api/open-data/churches.geojson",
  csv: "/api/open-data/churches.csv",
  hsds: "/api/open-data/hsds.json",
} as const;

/** docs/budgets.md: what an export may add to the server's resident memory. */
export const EXPORT_RSS_BUDGET_MB = 50;

export interface ExportMemory {
  format: keyof typeof EXPORT_PATHS;
  /** RSS just before the request. */
  beforeMb: number;
  /** The highest RSS seen while the answer streamed. */
  peakMb: number;
  growthMb: number;
  /** Bytes on the wire (gzip) and seconds to read them. */
  wireBytes: number;
  seconds: number;
}

export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN) / 1024;
}

/**
 * One export, read at `readBytesPerSecond` at most (a reader on a slow line: an unbounded server would then
 * buffer the whole directory ahead of it), sampling RSS every 25 ms.
 */
function download(
  url: string,
  pid: number,
  readBytesPerSecond: number,
): Promise<Omit<ExportMemory, "format">> {
  const beforeMb = rssMb(pid);
  let peakMb = beforeMb;
  const sampler = setInterval(() => {
    peakMb = Math.max(peakMb, rssMb(pid));
  }, 25);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { "accept-encoding": "gzip" } }, (response) => {
      if (response.statusCode !== 200) {
        clearInterval(sampler);
        reject(new Error(`GET ${url} answered ${response.statusCode}`));
        response.resume();
        return;
      }
      let wireBytes = 0;
      response.on("data", (chunk: Buffer) => {
        wireBytes += chunk.length;
        const aheadMs = (wireBytes / readBytesPerSecond) * 1000 - (performance.now() - started);
        if (aheadMs > 5) {
          response.pause();
          setTimeout(() => response.resume(), aheadMs);
        }
      });
      response.on("end", () => {
        clearInterval(sampler);
        peakMb = Math.max(peakMb, rssMb(pid));
        resolve({
          beforeMb,
          peakMb,
          growthMb: peakMb - beforeMb,
          wireBytes,
          seconds: (performance.now() - started) / 1000,
        });
      });
      response.on("error", reject);
    });
    request.on("error", (error) => {
      clearInterval(sampler);
      reject(error);
    });
  });
}

/** A 503 (the server shedding load, http/overload.ts, as it does while it recomputes its caches) is asked again. */
async function downloadWhenServed(url: string, pid: number, readBytesPerSecond: number) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await download(url, pid, readBytesPerSecond);
    } catch (error) {
      if (attempt >= 30 || !(error instanceof Error) || !error.message.endsWith("answered 503")) throw error;
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
  }
}

/**
 * Waits until the server's RSS stops moving (less than 2 MB over 2 s, at most 30 s): a server that has just
 * answered its first health check is still loading its caches, and at 356,642 churches that added ~50 MB in the
 * seconds after start, with no request at all, which was counted as the first export's growth.
 */
async function settled(pid: number): Promise<void> {
  const samples = [rssMb(pid)];
  for (let waited = 0; waited < 30_000; waited += 500) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    samples.push(rssMb(pid));
    const window = samples.slice(-5);
    if (window.length === 5 && Math.max(...window) - Math.min(...window) < 2) return;
  }
}

/** Every export in turn; `readBytesPerSecond` defaults to 4 MB/s, a fast home line. */
export async function measureExportMemory(
  baseUrl: string,
  pid: number,
  readBytesPerSecond = 4 * 1024 * 1024,
): Promise<ExportMemory[]> {
  await settled(pid);
  const results: ExportMemory[] = [];
  for (const [format, path] of Object.entries(EXPORT_PATHS) as Array<[keyof typeof EXPORT_PATHS, string]>) {
    results.push({ format, ...(await downloadWhenServed(`${baseUrl}${path}`, pid, readBytesPerSecond)) });
  }
  return results;
}
