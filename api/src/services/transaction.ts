import type { Message } from "@app/shared/i18n";
import type { Transaction } from "kysely";
import type { Database } from "../db/connect.ts";
import { isConcurrentChange } from "../db/errors.ts";
import type { DB } from "../db/types.ts";
import { conflict } from "../errors.ts";

export type Trx = Transaction<DB>;

export interface TransactionOptions {
  /**
   * The 409 message when another writer won a race for the same rows (a unique index, a serialization
   * failure or a deadlock); without it such an error stays a 500.
   */
  concurrentChange?: Message;
}

/**
 * Runs `work` in one transaction. Kysely has no nested transactions, so when `db` already is one (a service
 * called from inside another's transaction) the work joins it: it commits or rolls back with the caller.
 */
export async function inTransaction<T>(
  db: Database,
  work: (trx: Trx) => Promise<T>,
  options: TransactionOptions = {},
): Promise<T> {
  try {
    // isTransaction is true only on the Transaction instance Kysely hands to a transaction's callback.
    if (db.isTransaction) return await work(db as Trx);
    return await db.transaction().execute(work);
  } catch (error) {
    if (options.concurrentChange && isConcurrentChange(error)) throw conflict(options.concurrentChange);
    throw error;
  }
}
