import {
  type LatLng,
  type PlantRequestData,
  type PlantRequestFilterData,
  type PlantRequestStatus,
  type PlantRequestUpdateData,
  type Priority,
  requestStatusChangeBlocker,
  toCoordinates,
} from "@app/shared";
import { MSG } from "@app/shared/i18n";
import { sql } from "kysely";
import type { Database } from "../../db/connect.ts";
import { conflict, notFound } from "../../errors.ts";
import { requireAdmin } from "../access.ts";
import { countAll, foldedMatch, pageOf, searchOf, totalOf } from "../admin/paging.ts";
import { adminWrite } from "../audit/write.ts";
import { churchPoint, placedCondition } from "../churches/directory-filter.ts";
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

/**
 * The nearest approved church the map can place, for each placed request of a page: one nearest-first (KNN)
 * probe of churches_point_idx per request, so the cost is the page's, not the directory's.
 */
async function nearestChurches(
  db: Database,
  requests: ReadonlyArray<{ id: number; at: LatLng }>,
): Promise<Map<number, LatLng>> {
  if (requests.length === 0) return new Map();
  const { rows } = await sql<{ id: number; latitude: string; longitude: string }>`
    SELECT t.id, nearest.latitude, nearest.longitude
    FROM unnest(${requests.map((r) => r.id)}::int[], ${requests.map((r) => r.at.latitude)}::float8[],
      ${requests.map((r) => r.at.longitude)}::float8[]) AS t(id, lat, lng)
    CROSS JOIN LATERAL (
      SELECT churches.latitude, churches.longitude FROM churches
      WHERE churches.is_approved AND ${placedCondition}
      ORDER BY ${churchPoint} <-> directory_point(t.lat, t.lng)
      LIMIT 1
    ) AS nearest`.execute(db);
  const nearest = new Map<number, LatLng>();
  for (const row of rows) {
    const at = toCoordinates(row.latitude, row.longitude);
    if (at) nearest.set(row.id, at);
  }
  return nearest;
}

/** What the admin search reads, as church_plant_requests_search_trgm_idx indexes it: who asked, and where. */
const searchable = sql`r.requestor_name || ' ' || r.requestor_email || ' ' || r.city_name || ' ' || r.state_name`;

/**
 * Admin list, newest first, a page at a time; filters as GET /api/church-plant-requests?status&priority.
 * assignedCandidateName is "First Last" of the matched candidate, nearestChurchMiles null when the town could
 * not be placed.
 */
export async function listPlantRequests(
  { db, user }: Pick<ServiceContext, "db" | "user">,
  filter: PlantRequestFilterData,
) {
  await requireAdmin(db, user);
  let rowsOf = db.selectFrom("churchPlantRequests as r");
  if (filter.status) rowsOf = rowsOf.where("r.status", "=", filter.status);
  if (filter.priority) rowsOf = rowsOf.where("r.priority", "=", filter.priority);
  const q = searchOf(filter.q);
  if (q) rowsOf = rowsOf.where(foldedMatch(searchable, q));
  const query = rowsOf
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
  const { items: rows, total } = await pageOf(
    query
      .orderBy("r.createdAt", "desc")
      .orderBy("r.id", "desc")
      .offset(filter.offset)
      .limit(filter.limit)
      .execute(),
    rowsOf.select(countAll).executeTakeFirst().then(totalOf),
  );
  const placed = rows.flatMap((row) => {
    const at = toCoordinates(row.latitude, row.longitude);
    return at ? [{ id: row.id, at }] : [];
  });
  const nearest = await nearestChurches(db, placed);
  const items = rows.map(({ candidateFirstName, candidateLastName, ...row }) => ({
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
    nearestChurchMiles: nearestDistanceMiles(
      toCoordinates(row.latitude, row.longitude),
      [nearest.get(row.id)].filter((at) => at !== undefined),
    ),
  }));
  return { items, total };
}

/** Status, priority and notes; a status change that would break a match is refused (shared rules). */
export function updatePlantRequest(
  ctx: Pick<ServiceContext, "db" | "user">,
  { id, data }: { id: number; data: PlantRequestUpdateData },
): Promise<{ id: number; status: string; priority: string; notes: string | null }> {
  return adminWrite(ctx, async (trx) => {
    const current = await lockRequest(trx, id);
    if (!current) throw notFound(MSG.sharedMessages.planting.requestNotFound);
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
      if (!request) throw notFound(MSG.sharedMessages.planting.requestNotFound);
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
