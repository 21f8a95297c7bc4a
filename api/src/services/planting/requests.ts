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
import type { Database } from "../../db/connect.ts";
import { conflict, notFound } from "../../errors.ts";
import { requireAdmin } from "../access.ts";
import { adminWrite } from "../audit/write.ts";
import type { ServiceContext } from "../context.ts";
import { RATE_LIMITS } from "../rate-limits.ts";
import { isoString } from "../timestamps.ts";
import { nearestDistanceMiles } from "./distance.ts";
import { placeTown } from "./geocode.ts";
import { lockCandidate, lockRequest, MATCH_WRITE, recordedUpdate, releaseCandidate } from "./locks.ts";

/** A visitor's request: stored pending and medium (the column defaults), placed on the map by its town. */
export async function submitPlantRequest(
  { db, adapters, ip }: Pick<ServiceContext, "db" | "adapters" | "ip">,
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
  { db, user }: Pick<ServiceContext, "db" | "user">,
  filter: { status?: PlantRequestStatus; priority?: Priority },
) {
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

/**
 * A request as the admin list shows it: assignedCandidateName is "First Last" of the matched candidate,
 * nearestChurchMiles null when the town could not be placed.
 */
export type PlantRequestRecord = Awaited<ReturnType<typeof listPlantRequests>>[number];

/** Status, priority and notes; a status change that would break a match is refused (shared rules). */
export function updatePlantRequest(
  ctx: Pick<ServiceContext, "db" | "user">,
  { id, data }: { id: number; data: PlantRequestUpdateData },
): Promise<{ id: number; status: string; priority: string; notes: string | null }> {
  return adminWrite(ctx, async (trx) => {
    const current = await lockRequest(trx, id);
    if (!current) throw notFound(PLANTING_MESSAGES.requestNotFound);
    if (data.status !== undefined && data.status !== current.status) {
      const blocker = requestStatusChangeBlocker(current, data.status);
      if (blocker) throw conflict(blocker);
    }
    const before = { status: current.status, priority: current.priority, notes: current.notes };
    const after = {
      status: data.status ?? current.status,
      priority: data.priority ?? current.priority,
      notes: data.notes !== undefined ? data.notes : current.notes,
    };
    const label = `Request for ${current.cityName}, ${current.stateName}`;
    return recordedUpdate({ entity: "church_plant_request", id, label, before, after }, () =>
      trx.updateTable("churchPlantRequests").set(after).where("id", "=", id).execute(),
    );
  });
}

/** Deleting a matched request frees its candidate first, back to the status it had before the match. */
export function removePlantRequest(
  ctx: Pick<ServiceContext, "db" | "user">,
  { id }: { id: number },
): Promise<{ id: number }> {
  return adminWrite(
    ctx,
    async (trx) => {
      const request = await lockRequest(trx, id);
      if (!request) throw notFound(PLANTING_MESSAGES.requestNotFound);
      if (request.assignedPastoralCandidateId != null) {
        const candidate = await lockCandidate(trx, request.assignedPastoralCandidateId);
        if (candidate?.assignedChurchPlantRequestId === id) await releaseCandidate(trx, candidate);
      }
      await trx.deleteFrom("churchPlantRequests").where("id", "=", id).execute();
      return {
        result: { id },
        audit: {
          action: "delete",
          entity: "church_plant_request",
          entityId: id,
          summary: `Deleted the request for ${request.cityName}, ${request.stateName}`,
        },
      };
    },
    MATCH_WRITE,
  );
}
