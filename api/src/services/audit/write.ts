import type { Database } from "../../db/connect.ts";
import { requireAdmin } from "../access.ts";
import type { SessionUser } from "../auth/session.ts";
import type { ServiceContext } from "../context.ts";
import { inTransaction, type TransactionOptions, type Trx } from "../transaction.ts";
import { announceRecordedChange } from "./changes.ts";
import { type AuditEntryInput, recordAudit } from "./record.ts";

/** What a write hands back: its result, and the audit entry for it (null when it changed nothing). */
export interface Audited<T> {
  result: T;
  audit: AuditEntryInput | null;
}

export type AuditedWork<T> = (trx: Trx, actor: SessionUser) => Promise<Audited<T>>;

/**
 * A recorded write: `work` and its audit entry in one transaction (the caller's, when `db` is one), so the
 * log never claims a change that was rolled back, and no change goes unrecorded.
 */
export async function auditedWrite<T>(
  db: Database,
  actor: SessionUser,
  work: AuditedWork<T>,
  options?: TransactionOptions,
): Promise<T> {
  let recorded = null as AuditEntryInput | null;
  const result = await inTransaction(
    db,
    async (trx) => {
      const { result, audit } = await work(trx, actor);
      if (audit && (await recordAudit(trx, actor, audit))) recorded = audit;
      return result;
    },
    options,
  );
  // After the commit, so a purged cache never refills with the old answer. Inside a caller's transaction (no
  // service writes so today) the commit is the caller's, and nothing is announced.
  if (recorded && !db.isTransaction) announceRecordedChange(db, recorded);
  return result;
}

/** An administrator's change: the admin check first (services/access.ts), then a recorded write. */
export async function adminWrite<T>(
  { db, user }: Pick<ServiceContext, "db" | "user">,
  work: AuditedWork<T>,
  options?: TransactionOptions,
): Promise<T> {
  const admin = await requireAdmin(db, user);
  return auditedWrite(db, admin, work, options);
}
