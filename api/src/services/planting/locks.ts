import type { Trx } from "./context.ts";

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
