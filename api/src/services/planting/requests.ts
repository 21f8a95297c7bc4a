import {
  type LatLng,
  PLANTING_MESSAGES,
  type PlantRequestData,
  type PlantRequestStatus,
  type PlantRequestUpdateData,
  type Priority,
  requestStatusChangeBlocker,
  toCoordinates,
} from "@app/shared";
import type { Updateable } from "kysely";
import type { Database } from "../../db/connect.ts";
import type { ChurchPlantRequests } from "../../db/types.ts";
import { conflict, notFound } from "../../errors.ts";
import { requireAdmin } from "../access.ts";
import { recordAudit } from "../audit/record.ts";
import { RATE_LIMITS } from "../rate-limits.ts";
import { isoString } from "../timestamps.ts";
import type { PlantingAdminContext, PlantingPublicContext } from "./context.ts";
import { matchTransaction } from "./db-errors.ts";
import { nearestDistanceMiles } from "./distance.ts";
import { placeTown } from "./geocode.ts";
import { lockCandidate, lockRequest, releaseCandidate } from "./locks.ts";

/** A visitor's request: stored pending and medium (the column defaults), placed on the map by its town. */
export async function submitPlantRequest(
  { db, adapters, ip }: PlantingPublicContext,
  input: PlantRequestData,
): Promise<{ id: number; status: string; priority: string }> {
  await adapters.rateLimiter.hit(RATE_LIMITS.plantRequest, ip);
  const place = await placeTown(adapters.geocoder, input.cityName, input.stateName);
  return db
    .insertInto("churchPlantRequests")
    .values({ ...input, latitude: place?.latitude ?? null, longitude: place?.longitude ?? null })
    .returning(["id", "status", "priority"])
    .executeTakeFirstOrThrow();
}

export interface PlantRequestRecord {
  id: number;
  requestorName: string;
  requestorEmail: string;
  requestorPhone: string | null;
  cityName: string;
  stateName: string;
  population: number | null;
  reasonForRequest: string;
  communityNeeds: string | null;
  existingChurches: string | null;
  supportNetwork: string | null;
  timeline: string | null;
  additionalInfo: string | null;
  latitude: number | null;
  longitude: number | null;
  status: PlantRequestStatus;
  priority: Priority;
  assignedPastoralCandidateId: number | null;
  /** "First Last" of the matched candidate. */
  assignedCandidateName: string | null;
  matchedAt: string | null;
  notes: string | null;
  createdAt: string;
  updatedAt: string;
  /** Miles to the nearest approved church on the map; null when the town could not be placed. */
  nearestChurchMiles: number | null;
}

async function approvedChurchPoints(db: Database): Promise<LatLng[]> {
  const rows = await db
    .selectFrom("churches")
    .select(["latitude", "longitude"])
    .where("isApproved", "=", true)
    .where("latitude", "is not", null)
    .where("longitude", "is not", null)
    .execute();
  return rows.map((row) => toCoordinates(row.latitude, row.longitude)).filter((point) => point != null);
}

/** Admin list, newest first; filters as GET /api/church-plant-requests?status&priority. */
export async function listPlantRequests(
  { db, user }: PlantingAdminContext,
  filter: { status?: PlantRequestStatus; priority?: Priority },
): Promise<PlantRequestRecord[]> {
  await requireAdmin(db, user);
  let query = db
    .selectFrom("churchPlantRequests as r")
    .leftJoin("pastoralCandidates as c", "c.id", "r.assignedPastoralCandidateId")
    .select([
      "r.id",
      "r.requestorName",
      "r.requestorEmail",
      "r.requestorPhone",
      "r.cityName",
      "r.stateName",
      "r.population",
      "r.reasonForRequest",
      "r.communityNeeds",
      "r.existingChurches",
      "r.supportNetwork",
      "r.timeline",
      "r.additionalInfo",
      "r.latitude",
      "r.longitude",
      "r.status",
      "r.priority",
      "r.assignedPastoralCandidateId",
      "c.firstName as candidateFirstName",
      "c.lastName as candidateLastName",
      "r.matchedAt",
      "r.notes",
      "r.createdAt",
      "r.updatedAt",
    ]);
  if (filter.status) query = query.where("r.status", "=", filter.status);
  if (filter.priority) query = query.where("r.priority", "=", filter.priority);
  const [rows, churches] = await Promise.all([
    query.orderBy("r.createdAt", "desc").orderBy("r.id", "desc").execute(),
    approvedChurchPoints(db),
  ]);
  return rows.map(({ candidateFirstName, candidateLastName, ...row }) => ({
    ...row,
    status: row.status as PlantRequestStatus,
    priority: row.priority as Priority,
    assignedCandidateName:
      row.assignedPastoralCandidateId != null && candidateFirstName != null
        ? `${candidateFirstName} ${candidateLastName}`
        : null,
    matchedAt: row.matchedAt ? isoString(row.matchedAt) : null,
    createdAt: isoString(row.createdAt),
    updatedAt: isoString(row.updatedAt),
    nearestChurchMiles: nearestDistanceMiles(toCoordinates(row.latitude, row.longitude), churches),
  }));
}

/** Status, priority and notes; a status change that would break a match is refused (shared rules). */
export async function updatePlantRequest(
  { db, user }: PlantingAdminContext,
  { id, data }: { id: number; data: PlantRequestUpdateData },
): Promise<{ id: number; status: string; priority: string; notes: string | null }> {
  const admin = await requireAdmin(db, user);
  return db.transaction().execute(async (trx) => {
    const current = await lockRequest(trx, id);
    if (!current) throw notFound(PLANTING_MESSAGES.requestNotFound);
    const changes: Updateable<ChurchPlantRequests> = {};
    const said: string[] = [];
    if (data.status !== undefined && data.status !== current.status) {
      const blocker = requestStatusChangeBlocker(current, data.status);
      if (blocker) throw conflict(blocker);
      changes.status = data.status;
      said.push(`status ${current.status} -> ${data.status}`);
    }
    if (data.priority !== undefined && data.priority !== current.priority) {
      changes.priority = data.priority;
      said.push(`priority ${current.priority} -> ${data.priority}`);
    }
    if (data.notes !== undefined && data.notes !== current.notes) {
      changes.notes = data.notes;
      said.push("notes");
    }
    const result = {
      id,
      status: data.status ?? current.status,
      priority: data.priority ?? current.priority,
      notes: data.notes !== undefined ? data.notes : current.notes,
    };
    if (said.length === 0) return result;
    await trx.updateTable("churchPlantRequests").set(changes).where("id", "=", id).execute();
    await recordAudit(trx, admin, {
      action: changes.status ? "status" : "update",
      entity: "church_plant_request",
      entityId: id,
      summary: `Request for ${current.cityName}, ${current.stateName}: ${said.join(", ")}`,
    });
    return result;
  });
}

/** Deleting a matched request frees its candidate first, back to the status it had before the match. */
export async function removePlantRequest(
  { db, user }: PlantingAdminContext,
  { id }: { id: number },
): Promise<{ id: number }> {
  const admin = await requireAdmin(db, user);
  return matchTransaction(db, async (trx) => {
    const request = await lockRequest(trx, id);
    if (!request) throw notFound(PLANTING_MESSAGES.requestNotFound);
    if (request.assignedPastoralCandidateId != null) {
      const candidate = await lockCandidate(trx, request.assignedPastoralCandidateId);
      if (candidate?.assignedChurchPlantRequestId === id) await releaseCandidate(trx, candidate);
    }
    await trx.deleteFrom("churchPlantRequests").where("id", "=", id).execute();
    await recordAudit(trx, admin, {
      action: "delete",
      entity: "church_plant_request",
      entityId: id,
      summary: `Deleted the request for ${request.cityName}, ${request.stateName}`,
    });
    return { id };
  });
}
