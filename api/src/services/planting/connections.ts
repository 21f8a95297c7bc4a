import type { Database } from "../../db/connect.ts";
import { requireAdmin } from "../access.ts";
import type { ServiceContext } from "../context.ts";
import { isoString } from "../timestamps.ts";

/** A match is a request and a candidate that point at each other. */
function matches(db: Database) {
  return db
    .selectFrom("churchPlantRequests as r")
    .innerJoin("pastoralCandidates as c", (join) =>
      join
        .onRef("c.id", "=", "r.assignedPastoralCandidateId")
        .onRef("c.assignedChurchPlantRequestId", "=", "r.id"),
    );
}

/** The connections (docs/product/planting.md#administration), newest match first: one row per match. */
export async function listConnections({ db, user }: Pick<ServiceContext, "db" | "user">) {
  await requireAdmin(db, user);
  const rows = await matches(db)
    .select([
      "r.id as requestId",
      "c.id as candidateId",
      "r.cityName",
      "r.stateName",
      "r.status as requestStatus",
      "r.requestorName",
      "r.requestorEmail",
      "c.firstName as candidateFirstName",
      "c.lastName as candidateLastName",
      "c.email as candidateEmail",
      "c.phone as candidatePhone",
      "c.status as candidateStatus",
      "r.matchedAt",
    ])
    .orderBy("r.matchedAt", (ob) => ob.desc().nullsLast())
    .orderBy("r.id", "desc")
    .execute();
  return rows.map((row) => ({ ...row, matchedAt: row.matchedAt ? isoString(row.matchedAt) : null }));
}

/** The numbers on the three tabs, whatever filters the lists use. */
export async function plantingCounts({ db, user }: Pick<ServiceContext, "db" | "user">) {
  await requireAdmin(db, user);
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom("churchPlantRequests")
        .select((s) => s.fn.countAll<number>().as("n"))
        .as("requests"),
      eb
        .selectFrom("pastoralCandidates")
        .select((s) => s.fn.countAll<number>().as("n"))
        .as("candidates"),
      matches(db)
        .select((s) => s.fn.countAll<number>().as("n"))
        .as("connections"),
    ])
    .executeTakeFirstOrThrow();
  return {
    requests: Number(row.requests),
    candidates: Number(row.candidates),
    connections: Number(row.connections),
  };
}
