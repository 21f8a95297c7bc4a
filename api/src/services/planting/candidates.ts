import {
  type Availability,
  type CandidateStatus,
  type CandidateUpdateData,
  candidateStatusChangeBlocker,
  type PastoralCandidateData,
  PLANTING_MESSAGES,
  VALID_CHURCH_REQUIRED,
} from "@app/shared";
import type { Updateable } from "kysely";
import type { PastoralCandidates } from "../../db/types.ts";
import { conflict, invalid, notFound } from "../../errors.ts";
import { requireAdmin } from "../access.ts";
import { recordAudit } from "../audit/record.ts";
import { RATE_LIMITS } from "../rate-limits.ts";
import { isoString } from "../timestamps.ts";
import type { PlantingAdminContext, PlantingPublicContext } from "./context.ts";
import { matchTransaction } from "./db-errors.ts";
import { lockCandidate, lockRequest, releaseRequest } from "./locks.ts";

/** An application by the candidate or on their behalf: stored available and unapproved (column defaults). */
export async function submitCandidate(
  { db, adapters, ip }: PlantingPublicContext,
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
    if (!church) throw invalid(VALID_CHURCH_REQUIRED, { currentChurchId: [VALID_CHURCH_REQUIRED] });
  }
  return db
    .insertInto("pastoralCandidates")
    .values(input)
    .returning(["id", "status"])
    .executeTakeFirstOrThrow();
}

export interface CandidateRecord {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  age: number | null;
  maritalStatus: string | null;
  hasChildren: boolean;
  numberOfChildren: number | null;
  currentChurchId: number | null;
  currentRole: string | null;
  yearsInMinistry: number | null;
  education: string | null;
  biblicalEducation: string | null;
  pastoralExperience: string | null;
  churchPlantingExperience: string | null;
  languagesSpoken: string | null;
  specializations: string | null;
  geographicPreferences: string | null;
  communityTypePreference: string | null;
  availability: string | null;
  supportingChurch: string | null;
  references: string | null;
  statement: string | null;
  additionalInfo: string | null;
  status: CandidateStatus;
  isApproved: boolean;
  assignedChurchPlantRequestId: number | null;
  /** "City, ST" of the matched request. */
  assignedRequestPlace: string | null;
  notes: string | null;
  submittedBy: string | null;
  submitterEmail: string | null;
  createdAt: string;
  updatedAt: string;
}

/** Admin list, newest first; filters as GET /api/pastoral-candidates?status&availability. */
export async function listCandidates(
  { db, user }: PlantingAdminContext,
  filter: { status?: CandidateStatus; availability?: Availability },
): Promise<CandidateRecord[]> {
  await requireAdmin(db, user);
  let query = db
    .selectFrom("pastoralCandidates as c")
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
  if (filter.status) query = query.where("c.status", "=", filter.status);
  if (filter.availability) query = query.where("c.availability", "=", filter.availability);
  const rows = await query.orderBy("c.createdAt", "desc").orderBy("c.id", "desc").execute();
  return rows.map(({ requestCity, requestState, ...row }) => ({
    ...row,
    status: row.status as CandidateStatus,
    assignedRequestPlace:
      row.assignedChurchPlantRequestId != null && requestCity != null
        ? `${requestCity}, ${requestState}`
        : null,
    createdAt: isoString(row.createdAt),
    updatedAt: isoString(row.updatedAt),
  }));
}

/** Status and notes; a status change that would break a match is refused (shared rules). */
export async function updateCandidate(
  { db, user }: PlantingAdminContext,
  { id, data }: { id: number; data: CandidateUpdateData },
): Promise<{ id: number; status: string; notes: string | null }> {
  const admin = await requireAdmin(db, user);
  return db.transaction().execute(async (trx) => {
    const current = await lockCandidate(trx, id);
    if (!current) throw notFound(PLANTING_MESSAGES.candidateNotFound);
    const changes: Updateable<PastoralCandidates> = {};
    const said: string[] = [];
    if (data.status !== undefined && data.status !== current.status) {
      const blocker = candidateStatusChangeBlocker(current, data.status);
      if (blocker) throw conflict(blocker);
      changes.status = data.status;
      said.push(`status ${current.status} -> ${data.status}`);
    }
    if (data.notes !== undefined && data.notes !== current.notes) {
      changes.notes = data.notes;
      said.push("notes");
    }
    const result = {
      id,
      status: data.status ?? current.status,
      notes: data.notes !== undefined ? data.notes : current.notes,
    };
    if (said.length === 0) return result;
    await trx.updateTable("pastoralCandidates").set(changes).where("id", "=", id).execute();
    await recordAudit(trx, admin, {
      action: changes.status ? "status" : "update",
      entity: "pastoral_candidate",
      entityId: id,
      summary: `Candidate ${current.firstName} ${current.lastName}: ${said.join(", ")}`,
    });
    return result;
  });
}

export async function approveCandidate(
  { db, user }: PlantingAdminContext,
  { id }: { id: number },
): Promise<{ id: number; isApproved: true }> {
  const admin = await requireAdmin(db, user);
  return db.transaction().execute(async (trx) => {
    const candidate = await lockCandidate(trx, id);
    if (!candidate) throw notFound(PLANTING_MESSAGES.candidateNotFound);
    if (!candidate.isApproved) {
      await trx.updateTable("pastoralCandidates").set({ isApproved: true }).where("id", "=", id).execute();
      await recordAudit(trx, admin, {
        action: "approve",
        entity: "pastoral_candidate",
        entityId: id,
        summary: `Approved candidate ${candidate.firstName} ${candidate.lastName}`,
      });
    }
    return { id, isApproved: true as const };
  });
}

/**
 * Deleting a matched candidate frees the request first. The request is locked before the candidate, as in
 * every match write, so the candidate's assignment is read once unlocked to know which request to lock.
 */
export async function removeCandidate(
  { db, user }: PlantingAdminContext,
  { id }: { id: number },
): Promise<{ id: number }> {
  const admin = await requireAdmin(db, user);
  return matchTransaction(db, async (trx) => {
    const seen = await trx
      .selectFrom("pastoralCandidates")
      .select("assignedChurchPlantRequestId")
      .where("id", "=", id)
      .executeTakeFirst();
    if (!seen) throw notFound(PLANTING_MESSAGES.candidateNotFound);
    const requestId = seen.assignedChurchPlantRequestId;
    const request = requestId == null ? undefined : await lockRequest(trx, requestId);
    const candidate = await lockCandidate(trx, id);
    if (!candidate) throw notFound(PLANTING_MESSAGES.candidateNotFound);
    if (candidate.assignedChurchPlantRequestId !== requestId) {
      throw conflict(PLANTING_MESSAGES.changedMeanwhile);
    }
    if (request?.assignedPastoralCandidateId === id) await releaseRequest(trx, request);
    await trx.deleteFrom("pastoralCandidates").where("id", "=", id).execute();
    await recordAudit(trx, admin, {
      action: "delete",
      entity: "pastoral_candidate",
      entityId: id,
      summary: `Deleted candidate ${candidate.firstName} ${candidate.lastName}`,
    });
    return { id };
  });
}
