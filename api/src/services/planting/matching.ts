import { candidateMatchBlocker, type MatchData, PLANTING_MESSAGES, requestMatchBlocker } from "@app/shared";
import { sql } from "kysely";
import { conflict, notFound } from "../../errors.ts";
import { requireAdmin } from "../access.ts";
import { recordAudit } from "../audit/record.ts";
import { isoString } from "../timestamps.ts";
import type { PlantingAdminContext } from "./context.ts";
import { matchTransaction } from "./db-errors.ts";
import { lockCandidate, lockRequest, releaseCandidate, releaseRequest } from "./locks.ts";

export interface MatchResult {
  requestId: number;
  candidateId: number;
  matchedAt: string;
}

/**
 * Matches a candidate with a request in one transaction. Both rows are locked (request first), so of two
 * matches racing for the same request or candidate the second waits, then sees the first one's result and
 * is refused by the rules; the unique assignment indexes stay as the last line.
 */
export async function matchCandidate(
  { db, user }: PlantingAdminContext,
  { requestId, candidateId }: MatchData,
): Promise<MatchResult> {
  const admin = await requireAdmin(db, user);
  return matchTransaction(db, async (trx) => {
    const request = await lockRequest(trx, requestId);
    if (!request) throw notFound(PLANTING_MESSAGES.requestNotFound);
    const candidate = await lockCandidate(trx, candidateId);
    if (!candidate) throw notFound(PLANTING_MESSAGES.candidateNotFound);
    const blocker = requestMatchBlocker(request) ?? candidateMatchBlocker(candidate);
    if (blocker) throw conflict(blocker);

    const matched = await trx
      .updateTable("churchPlantRequests")
      .set({
        status: "matched",
        assignedPastoralCandidateId: candidateId,
        statusBeforeMatch: request.status,
        matchedAt: sql<Date>`now()`,
      })
      .where("id", "=", requestId)
      .returning("matchedAt")
      .executeTakeFirstOrThrow();
    await trx
      .updateTable("pastoralCandidates")
      .set({
        status: "matched",
        assignedChurchPlantRequestId: requestId,
        statusBeforeMatch: candidate.status,
      })
      .where("id", "=", candidateId)
      .execute();
    await recordAudit(trx, admin, {
      action: "match",
      entity: "church_plant_request",
      entityId: requestId,
      summary: `Matched the request for ${request.cityName}, ${request.stateName} with ${candidate.firstName} ${candidate.lastName} (candidate #${candidateId})`,
    });
    return { requestId, candidateId, matchedAt: isoString(matched.matchedAt!) };
  });
}

/** Undoes a match (beyond the spec): both sides get back the status they had before it. */
export async function unmatchRequest(
  { db, user }: PlantingAdminContext,
  { requestId }: { requestId: number },
): Promise<{ requestId: number; requestStatus: string; candidateStatus: string | null }> {
  const admin = await requireAdmin(db, user);
  return matchTransaction(db, async (trx) => {
    const request = await lockRequest(trx, requestId);
    if (!request) throw notFound(PLANTING_MESSAGES.requestNotFound);
    const candidateId = request.assignedPastoralCandidateId;
    if (candidateId == null) throw conflict(PLANTING_MESSAGES.notMatched);
    const candidate = await lockCandidate(trx, candidateId);
    const requestStatus = await releaseRequest(trx, request);
    const candidateStatus = candidate ? await releaseCandidate(trx, candidate) : null;
    await recordAudit(trx, admin, {
      action: "unmatch",
      entity: "church_plant_request",
      entityId: requestId,
      summary: `Undid the match of the request for ${request.cityName}, ${request.stateName} with candidate #${candidateId}`,
    });
    return { requestId, requestStatus, candidateStatus };
  });
}
