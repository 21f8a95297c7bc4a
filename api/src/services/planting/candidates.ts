import {
  type CandidateFilterData,
  type CandidateStatus,
  type CandidateUpdateData,
  candidateStatusChangeBlocker,
  type PastoralCandidateData,
} from "@app/shared";
import { MSG } from "@app/shared/i18n";
import { sql } from "kysely";
import { conflict, invalid, notFound } from "../../errors.ts";
import { requireAdmin } from "../access.ts";
import { countAll, foldedMatch, pageOf, searchOf, totalOf } from "../admin/paging.ts";
import { adminWrite } from "../audit/write.ts";
import type { ServiceContext } from "../context.ts";
import { RATE_LIMITS } from "../rate-limits.ts";
import { isoString } from "../timestamps.ts";
import { lockCandidate, lockRequest, MATCH_WRITE, recordedUpdate, releaseRequest } from "./locks.ts";

/** An application by the candidate or on their behalf: stored available and unapproved (column defaults). */
export async function submitCandidate(
  { db, adapters, ip }: Pick<ServiceContext, "db" | "adapters" | "ip">,
  input: PastoralCandidateData,
): Promise<{ id: number; status: string }> {
  await adapters.rateLimiter.hit(RATE_LIMITS.candidateApplication, ip);
  if (input.currentChurchId != null) {
    const church = await db
      .selectFrom("churches")
      .select("id")
      .where("id", "=", input.currentChurchId)
      .where("isApproved", "=", true)
      .executeTakeFirst();
    if (!church)
      throw invalid(MSG.messages.VALID_CHURCH_REQUIRED, {
        currentChurchId: [MSG.messages.VALID_CHURCH_REQUIRED],
      });
  }
  return db
    .insertInto("pastoralCandidates")
    .values(input)
    .returning(["id", "status"])
    .executeTakeFirstOrThrow();
}

/** What the admin search reads, as pastoral_candidates_search_trgm_idx indexes it: name and email. */
const searchable = sql`c.first_name || ' ' || c.last_name || ' ' || c.email`;

/**
 * Admin list, newest first, a page at a time; filters as GET /api/pastoral-candidates?status&availability.
 * assignedRequestPlace is "City, ST" of the matched request.
 */
export async function listCandidates(
  { db, user }: Pick<ServiceContext, "db" | "user">,
  filter: CandidateFilterData,
) {
  await requireAdmin(db, user);
  let rowsOf = db.selectFrom("pastoralCandidates as c");
  if (filter.status) rowsOf = rowsOf.where("c.status", "=", filter.status);
  if (filter.availability) rowsOf = rowsOf.where("c.availability", "=", filter.availability);
  const q = searchOf(filter.q);
  if (q) rowsOf = rowsOf.where(foldedMatch(searchable, q));
  const query = rowsOf
    .leftJoin("churchPlantRequests as r", "r.id", "c.assignedChurchPlantRequestId")
    .select([
      "c.id",
      "c.firstName",
      "c.lastName",
      "c.email",
      "c.phone",
      "c.age",
      "c.maritalStatus",
      "c.hasChildren",
      "c.numberOfChildren",
      "c.currentChurchId",
      "c.currentRole",
      "c.yearsInMinistry",
      "c.education",
      "c.biblicalEducation",
      "c.pastoralExperience",
      "c.churchPlantingExperience",
      "c.languagesSpoken",
      "c.specializations",
      "c.geographicPreferences",
      "c.communityTypePreference",
      "c.availability",
      "c.supportingChurch",
      "c.references",
      "c.statement",
      "c.additionalInfo",
      "c.status",
      "c.isApproved",
      "c.assignedChurchPlantRequestId",
      "r.cityName as requestCity",
      "r.stateName as requestState",
      "c.notes",
      "c.submittedBy",
      "c.submitterEmail",
      "c.createdAt",
      "c.updatedAt",
    ]);
  const { items: rows, total } = await pageOf(
    query
      .orderBy("c.createdAt", "desc")
      .orderBy("c.id", "desc")
      .offset(filter.offset)
      .limit(filter.limit)
      .execute(),
    rowsOf.select(countAll).executeTakeFirst().then(totalOf),
  );
  const items = rows.map(({ requestCity, requestState, ...row }) => ({
    ...row,
    status: row.status as CandidateStatus,
    assignedRequestPlace:
      row.assignedChurchPlantRequestId != null && requestCity != null
        ? `${requestCity}, ${requestState}`
        : null,
    createdAt: isoString(row.createdAt),
    updatedAt: isoString(row.updatedAt),
  }));
  return { items, total };
}

/** Status and notes; a status change that would break a match is refused (shared rules). */
export function updateCandidate(
  ctx: Pick<ServiceContext, "db" | "user">,
  { id, data }: { id: number; data: CandidateUpdateData },
): Promise<{ id: number; status: string; notes: string | null }> {
  return adminWrite(ctx, async (trx) => {
    const current = await lockCandidate(trx, id);
    if (!current) throw notFound(MSG.sharedMessages.planting.candidateNotFound);
    if (data.status !== undefined && data.status !== current.status) {
      const blocker = candidateStatusChangeBlocker(current, data.status);
      if (blocker) throw conflict(blocker);
    }
    const before = { status: current.status, notes: current.notes };
    const after = {
      status: data.status ?? current.status,
      notes: data.notes !== undefined ? data.notes : current.notes,
    };
    const label = `Candidate ${current.firstName} ${current.lastName}`;
    return recordedUpdate({ entity: "pastoral_candidate", id, label, before, after }, () =>
      trx.updateTable("pastoralCandidates").set(after).where("id", "=", id).execute(),
    );
  });
}

export function approveCandidate(
  ctx: Pick<ServiceContext, "db" | "user">,
  { id }: { id: number },
): Promise<{ id: number; isApproved: true }> {
  return adminWrite(ctx, async (trx) => {
    const candidate = await lockCandidate(trx, id);
    if (!candidate) throw notFound(MSG.sharedMessages.planting.candidateNotFound);
    const result = { id, isApproved: true as const };
    if (candidate.isApproved) return { result, audit: null };
    await trx.updateTable("pastoralCandidates").set({ isApproved: true }).where("id", "=", id).execute();
    return {
      result,
      audit: {
        action: "approve",
        entity: "pastoral_candidate",
        entityId: id,
        summary: `Approved candidate ${candidate.firstName} ${candidate.lastName}`,
      },
    };
  });
}

/**
 * Deleting a matched candidate frees the request first. The request is locked before the candidate, as in
 * every match write, so the candidate's assignment is read once unlocked to know which request to lock.
 */
export function removeCandidate(
  ctx: Pick<ServiceContext, "db" | "user">,
  { id }: { id: number },
): Promise<{ id: number }> {
  return adminWrite(
    ctx,
    async (trx) => {
      const seen = await trx
        .selectFrom("pastoralCandidates")
        .select("assignedChurchPlantRequestId")
        .where("id", "=", id)
        .executeTakeFirst();
      if (!seen) throw notFound(MSG.sharedMessages.planting.candidateNotFound);
      const requestId = seen.assignedChurchPlantRequestId;
      const request = requestId == null ? undefined : await lockRequest(trx, requestId);
      const candidate = await lockCandidate(trx, id);
      if (!candidate) throw notFound(MSG.sharedMessages.planting.candidateNotFound);
      if (candidate.assignedChurchPlantRequestId !== requestId) {
        throw conflict(MSG.sharedMessages.planting.changedMeanwhile);
      }
      if (request?.assignedPastoralCandidateId === id) await releaseRequest(trx, request);
      await trx.deleteFrom("pastoralCandidates").where("id", "=", id).execute();
      return {
        result: { id },
        audit: {
          action: "delete",
          entity: "pastoral_candidate",
          entityId: id,
          summary: `Deleted candidate ${candidate.firstName} ${candidate.lastName}`,
        },
      };
    },
    MATCH_WRITE,
  );
}
