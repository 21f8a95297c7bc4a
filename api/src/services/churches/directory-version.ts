import { sql } from "kysely";
import type { Database } from "../../db/connect.ts";

const pending = new WeakMap<Database, Promise<number>>();
/** The last version read, for large directories (see below). */
const lastRead = new WeakMap<Database, { version: number; at: number }>();
/** Databases whose directory is large; set by the shared values once they hold what they cover. */
const large = new WeakSet<Database>();
/**
 * How long a large directory's version may be reused without asking: a change shows up to this much later,
 * nothing next to the second a national recomputation takes, and 50 concurrent visitors then cost no query
 * each. A small directory (tests, a regional network) asks every time and is current at once.
 */
const LARGE_VERSION_REUSE_MS = 250;

/**
 * The directory's version: a counter that triggers on `churches` bump in the transaction of every write that
 * changes what the directory shows (migration 0007). Callers asking while a read is in flight share it, so a
 * burst of requests costs one tiny query; its answer is at most one query's duration older than theirs.
 */
export function directoryVersion(db: Database): Promise<number> {
  const recent = lastRead.get(db);
  if (recent && large.has(db) && Date.now() - recent.at < LARGE_VERSION_REUSE_MS) {
    return Promise.resolve(recent.version);
  }
  const inFlight = pending.get(db);
  if (inFlight) return inFlight;
  const asked = Date.now();
  const started = sql<{ version: number }>`SELECT version::float8 AS version FROM directory_version`
    .execute(db)
    .then((result) => {
      const version = Number(result.rows[0]?.version ?? 0);
      lastRead.set(db, { version, at: asked });
      return version;
    })
    .finally(() => pending.delete(db));
  pending.set(db, started);
  return started;
}

/**
 * A value computed from the whole directory as of a version, kept in memory and in a table every instance
 * shares. Reading it costs the version query; a new version is loaded from the table when another instance
 * already computed it, else computed here and stored. While a refresh runs, a request waits for it when the
 * directory is small (a regional network recomputes in milliseconds, and is then always current); when it is
 * large, a request that holds an older value waits at most `staleAfterMs` and then gets the older value, so the
 * second or so a national recomputation takes never blocks requests.
 */
export interface SharedValueSource<T> {
  /** The stored value, if any, with the version it was computed for. */
  load(db: Database): Promise<{ version: number; value: T } | null>;
  /** Computes the value; returns the version its reads saw (one snapshot), which may be newer than asked. */
  compute(db: Database): Promise<{ version: number; value: T }>;
  /** Stores the value unless the table already holds a newer one. */
  store(db: Database, version: number, value: T): Promise<void>;
}

/** Churches from which a recomputation may take long enough that an older answer is better than waiting. */
export const LARGE_DIRECTORY = 20_000;

interface Held<T> {
  version: number;
  value: T;
}

export class SharedDirectoryValue<T> {
  private readonly held = new WeakMap<Database, Held<T>>();
  private readonly refreshing = new WeakMap<Database, { version: number; promise: Promise<Held<T>> }>();

  constructor(
    private readonly source: SharedValueSource<T>,
    /** How many churches a value covers: below LARGE_DIRECTORY a request always waits for the current value. */
    private readonly sizeOf: (value: T) => number,
    private readonly staleAfterMs = 300,
  ) {}

  async get(db: Database): Promise<T> {
    const version = await directoryVersion(db);
    const held = this.held.get(db);
    if (held && held.version >= version) return held.value;
    const refresh = this.refresh(db, version);
    if (!held || this.sizeOf(held.value) < LARGE_DIRECTORY) return (await refresh).value;
    let timer: NodeJS.Timeout | undefined;
    const stale = new Promise<Held<T>>((resolve) => {
      timer = setTimeout(() => resolve(held), this.staleAfterMs);
    });
    try {
      return (await Promise.race([refresh, stale])).value;
    } finally {
      clearTimeout(timer);
    }
  }

  /** Loads or computes the value now (at start, so the first visitor does not pay for it). */
  async warm(db: Database): Promise<void> {
    await this.get(db);
  }

  private refresh(db: Database, version: number): Promise<Held<T>> {
    const running = this.refreshing.get(db);
    if (running && running.version >= version) return running.promise;
    const promise = this.loadOrCompute(db, version).finally(() => {
      if (this.refreshing.get(db)?.promise === promise) this.refreshing.delete(db);
    });
    // A failed background refresh must not become an unhandled rejection; the awaiting request still sees it.
    promise.catch(() => {});
    this.refreshing.set(db, { version, promise });
    return promise;
  }

  private async loadOrCompute(db: Database, version: number): Promise<Held<T>> {
    const stored = await this.source.load(db);
    let next: Held<T>;
    if (stored && stored.version >= version) {
      next = stored;
    } else {
      next = await this.source.compute(db);
      await this.source.store(db, next.version, next.value);
    }
    const current = this.held.get(db);
    if (!current || current.version < next.version) this.held.set(db, next);
    if (this.sizeOf(next.value) >= LARGE_DIRECTORY) large.add(db);
    else large.delete(db);
    return this.held.get(db) ?? next;
  }
}

/**
 * Answers kept per directory version, a bounded number of them (most recently used kept): every visitor's first
 * view asks the same questions (the first page, the start view), which then cost a version query and no more.
 * A write moves the version, so no answer outlives the data it came from.
 */
export class VersionedAnswers<T> {
  private readonly answers = new WeakMap<Database, Map<string, Promise<T>>>();

  constructor(private readonly keep = 256) {}

  async get(db: Database, key: string, compute: () => Promise<T>): Promise<T> {
    const version = await directoryVersion(db);
    return remember(this.answers, db, `${version}|${key}`, this.keep, compute);
  }
}

/**
 * Answers a reader may get a little late (the sitemap files, which crawlers keep for 15 minutes), kept like
 * VersionedAnswers, except that an answer serves for `lateness(db)` after it was made whatever the version.
 * While a national directory changes batch after batch (an import, the schedules settling after a start, each
 * batch a new version), every request would otherwise make a megabyte document again; this way each is made at
 * most once per `lateness`. Concurrent requests share one making.
 */
export class LenientAnswers<T> {
  private readonly answers = new WeakMap<
    Database,
    Map<string, { version: number; at: number; answer: Promise<T> }>
  >();

  constructor(
    private readonly keep: number,
    private readonly lateness: (db: Database) => number,
    private readonly now: () => number = Date.now,
  ) {}

  async get(db: Database, key: string, compute: () => Promise<T>): Promise<T> {
    const version = await directoryVersion(db);
    let entries = this.answers.get(db);
    if (!entries) {
      entries = new Map();
      this.answers.set(db, entries);
    }
    const now = this.now();
    const found = entries.get(key);
    if (found && (found.version === version || now - found.at < this.lateness(db))) {
      entries.delete(key);
      entries.set(key, found);
      return found.answer;
    }
    const entry = { version, at: now, answer: compute() };
    entries.set(key, entry);
    const kept = entries;
    entry.answer.catch(() => {
      if (kept.get(key) === entry) kept.delete(key);
    });
    while (entries.size > this.keep) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      entries.delete(oldest);
    }
    return entry.answer;
  }
}

/** Whether the directory is large (LARGE_DIRECTORY churches or more), as its shared values found it. */
export const isLargeDirectory = (db: Database) => large.has(db);

/** A bounded most-recently-used memo of promises (a failed one is forgotten so the next call retries). */
export function remember<K extends object, T>(
  store: WeakMap<K, Map<string, Promise<T>>>,
  owner: K,
  key: string,
  keep: number,
  compute: () => Promise<T>,
): Promise<T> {
  let entries = store.get(owner);
  if (!entries) {
    entries = new Map();
    store.set(owner, entries);
  }
  const found = entries.get(key);
  if (found) {
    entries.delete(key);
    entries.set(key, found);
    return found;
  }
  const promise = compute();
  entries.set(key, promise);
  promise.catch(() => entries.delete(key));
  while (entries.size > keep) {
    const oldest = entries.keys().next().value;
    if (oldest === undefined) break;
    entries.delete(oldest);
  }
  return promise;
}
