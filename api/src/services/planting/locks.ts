import { MSG } from "@app/shared/i18n";
import { type AuditValues, auditDifference } from "../audit/record.ts";
import type { Audited } from "../audit/write.ts";
import type { TransactionOptions, Trx } from "../transaction.ts";

/** Every write that touches a match: losing a race to another administrator is a 409, not a 500. */
export const MATCH_WRITE: TransactionOptions = {
  concurrentChange: MSG.sharedMessages.planting.changedMeanwhile,
};

/** An update's audit summary: "status pending -> approved, notes" (the notes named, not quoted). */
function describeChanges(changed: string[], before: AuditValues, after: AuditValues): string {
  return changed
    .map((field) => (field === "notes" ? field : `${field} ${before[field]} -> ${after[field]}`))
    .join(", ");
}

/**
 * An administrator's edit of a request or a candidate (status, priority, notes): written and recorded only
 * when a value differs, as a status change when the status is among them.
 */
export async function recordedUpdate<V extends AuditValues & { status: string }>(
  change: { entity: string; id: number; label: string; before: V; after: V },
  write: () => Promise<unknown>,
): Promise<Audited<{ id: number } & V>> {
  const { entity, id, label, before, after } = change;
  const result = { id, ...after };
  if (auditDifference(before, after).changed.length === 0) return { result, audit: null };
  await write();
  return {
    result,
    audit: {
      action: after.status !== before.status ? "status" : "update",
      entity,
      entityId: id,
      summary: (changed) => `${label}: ${describeChanges(changed, before, after)}`,
      before,
      after,
    },
  };
}

/**
 * Row locks for every write that touches a match. Callers always lock the request before the candidate,
 * so two transactions never wait on each other in opposite orders.
 */
export function lockRequest(trx: Trx, id: number) {
  return trx
    .selectFrom("churchPlantRequests")
    .select([
      "id",
      "cityName",
      "stateName",
      "status",
      "priority",
      "notes",
      "assignedPastoralCandidateId",
      "statusBeforeMatch",
    ])
    .where("id", "=", id)
    .forUpdate()
    .executeTakeFirst();
}

export function lockCandidate(trx: Trx, id: number) {
  return trx
    .selectFrom("pastoralCandidates")
    .select([
      "id",
      "firstName",
      "lastName",
      "status",
      "isApproved",
      "notes",
      "assignedChurchPlantRequestId",
      "statusBeforeMatch",
    ])
    .where("id", "=", id)
    .forUpdate()
    .executeTakeFirst();
}

type LockedRequest = NonNullable<Awaited<ReturnType<typeof lockRequest>>>;
type LockedCandidate = NonNullable<Awaited<ReturnType<typeof lockCandidate>>>;

/**
 * Ends a request's side of a match. A side still at 'matched' returns to its status from before the
 * match; a side an admin has moved on since (completed) keeps its status.
 */
export async function releaseRequest(trx: Trx, request: LockedRequest): Promise<string> {
  const status = request.status === "matched" ? (request.statusBeforeMatch ?? "pending") : request.status;
  await trx
    .updateTable("churchPlantRequests")
    .set({ status, assignedPastoralCandidateId: null, statusBeforeMatch: null, matchedAt: null })
    .where("id", "=", request.id)
    .execute();
  return status;
}

/** The candidate's side: back to its status before the match unless an admin has marked it placed. */
export async function releaseCandidate(trx: Trx, candidate: LockedCandidate): Promise<string> {
  const status =
    candidate.status === "matched" ? (candidate.statusBeforeMatch ?? "available") : candidate.status;
  await trx
    .updateTable("pastoralCandidates")
    .set({ status, assignedChurchPlantRequestId: null, statusBeforeMatch: null })
    .where("id", "=", candidate.id)
    .execute();
  return status;
}
