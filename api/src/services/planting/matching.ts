import { candidateMatchBlocker, type MatchData, requestMatchBlocker } from "@app/shared";
import { MSG } from "@app/shared/i18n";
import { sql } from "kysely";
import { conflict, notFound } from "../../errors.ts";
import { adminWrite } from "../audit/write.ts";
import type { ServiceContext } from "../context.ts";
import { isoString } from "../timestamps.ts";
import { lockCandidate, lockRequest, MATCH_WRITE, releaseCandidate, releaseRequest } from "./locks.ts";

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
export function matchCandidate(
  ctx: Pick<ServiceContext, "db" | "user">,
  { requestId, candidateId }: MatchData,
): Promise<MatchResult> {
  return adminWrite(
    ctx,
    async (trx) => {
      const request = await lockRequest(trx, requestId);
      if (!request) throw notFound(MSG.sharedMessages.planting.requestNotFound);
      const candidate = await lockCandidate(trx, candidateId);
      if (!candidate) throw notFound(MSG.sharedMessages.planting.candidateNotFound);
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
      return {
        result: { requestId, candidateId, matchedAt: isoString(matched.matchedAt!) },
        audit: {
          action: "match",
          entity: "church_plant_request",
          entityId: requestId,
          summary: `Matched the request for ${request.cityName}, ${request.stateName} with ${candidate.firstName} ${candidate.lastName} (candidate #${candidateId})`,
        },
      };
    },
    MATCH_WRITE,
  );
}

/** Undoes a match (docs/product/planting.md#matching): both sides get back the status they had before it. */
export function unmatchRequest(
  ctx: Pick<ServiceContext, "db" | "user">,
  { requestId }: { requestId: number },
): Promise<{ requestId: number; requestStatus: string; candidateStatus: string | null }> {
  return adminWrite(
    ctx,
    async (trx) => {
      const request = await lockRequest(trx, requestId);
      if (!request) throw notFound(MSG.sharedMessages.planting.requestNotFound);
      const candidateId = request.assignedPastoralCandidateId;
      if (candidateId == null) throw conflict(MSG.sharedMessages.planting.notMatched);
      const candidate = await lockCandidate(trx, candidateId);
      const requestStatus = await releaseRequest(trx, request);
      const candidateStatus = candidate ? await releaseCandidate(trx, candidate) : null;
      return {
        result: { requestId, requestStatus, candidateStatus },
        audit: {
          action: "unmatch",
          entity: "church_plant_request",
          entityId: requestId,
          summary: `Undid the match of the request for ${request.cityName}, ${request.stateName} with candidate #${candidateId}`,
        },
      };
    },
    MATCH_WRITE,
  );
}
