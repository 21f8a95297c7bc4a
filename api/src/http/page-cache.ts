import type { KeptText } from "./page-responses.ts";

/**
 * Whole answers of the server-rendered pages, kept for reuse (docs/decisions/021-server-rendered-pages.md#cost).
 * A page costs its data reads, its head (the structured data of every service time), a React render and its
 * compression; most visitors ask for the same few pages, and a page changes only when its data does. So an
 * answer (its HTML, ETag and compressions) is kept per address while the versions of what pages show (the
 * directory's and the events', resources' and links') are unchanged, for at most `maxAgeMs` (a page's relative
 * times, "in 2 days", move on), within `maxBytes` (least recently used first out).
 */
export interface KeptPage {
  text: KeptText;
  status: number;
}

/** Statuses worth keeping: a page, a missing or a closed one. A 503 (an outage) is never kept. */
const KEPT_STATUSES: ReadonlySet<number> = new Set([200, 404, 410]);

interface Entry {
  versions: string;
  at: number;
  page: Promise<KeptPage>;
  /** Known once the page is made. */
  weight: number;
}

export interface PageCacheOptions {
  maxAgeMs: number;
  maxBytes: number;
  now?: () => number;
}

export class PageCache {
  private readonly entries = new Map<string, Entry>();
  private weight = 0;
  private readonly now: () => number;

  constructor(private readonly options: PageCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  /**
   * The page at `address` as of `versions`: the kept one while it holds, else `make`'s, which concurrent
   * requests for the same address share (one render for a crowd).
   */
  page(address: string, versions: string, make: () => Promise<KeptPage>): Promise<KeptPage> {
    const now = this.now();
    const found = this.entries.get(address);
    if (found && found.versions === versions && now - found.at < this.options.maxAgeMs) {
      // Most recently used last, so eviction takes the oldest first (a Map keeps insertion order).
      this.entries.delete(address);
      this.entries.set(address, found);
      return found.page;
    }
    if (found) this.forget(address, found);
    const entry: Entry = { versions, at: now, page: make(), weight: 0 };
    this.entries.set(address, entry);
    entry.page.then(
      (page) => {
        if (this.entries.get(address) !== entry) return;
        if (!KEPT_STATUSES.has(page.status)) return this.forget(address, entry);
        entry.weight = page.text.weight;
        this.weight += entry.weight;
        this.evict();
      },
      () => {
        if (this.entries.get(address) === entry) this.forget(address, entry);
      },
    );
    return entry.page;
  }

  /** Bytes held, for tests and logs. */
  get heldBytes(): number {
    return this.weight;
  }

  get size(): number {
    return this.entries.size;
  }

  private forget(address: string, entry: Entry) {
    this.entries.delete(address);
    this.weight -= entry.weight;
  }

  private evict() {
    for (const [address, entry] of this.entries) {
      if (this.weight <= this.options.maxBytes) return;
      this.forget(address, entry);
    }
  }
}
