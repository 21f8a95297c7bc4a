import type { Database } from "../../db/connect.ts";
import type { AuditEntryInput } from "./record.ts";

/** What a committed, recorded change names: its kind of record and which one (null for a bulk change). */
export interface RecordedChange {
  entity: string;
  entityId: string | number | null;
}

export type ChangeListener = (change: RecordedChange) => void;

const listeners = new WeakMap<Database, Set<ChangeListener>>();

/**
 * Calls `listener` after each recorded change (services/audit/write.ts) on `db` has committed: the one place
 * every edit of a church, event or resource passes, whoever makes it. The CDN purge (http/cache.ts) listens.
 * Returns the function that stops listening.
 */
export function onRecordedChange(db: Database, listener: ChangeListener): () => void {
  let set = listeners.get(db);
  if (!set) {
    set = new Set();
    listeners.set(db, set);
  }
  set.add(listener);
  return () => set.delete(listener);
}

/** Tells the listeners; a listener's failure never reaches the write that has already committed. */
export function announceRecordedChange(db: Database, entry: AuditEntryInput): void {
  const set = listeners.get(db);
  if (!set) return;
  const change = { entity: entry.entity, entityId: entry.entityId ?? null };
  for (const listener of set) {
    try {
      listener(change);
    } catch {
      // A listener logs its own failures; the edit has succeeded whatever it does.
    }
  }
}
