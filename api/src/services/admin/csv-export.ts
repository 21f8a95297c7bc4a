import { requireAdmin } from "../access.ts";
import type { ServiceContext } from "../context.ts";
import { toCsv } from "./csv.ts";

export const EXPORT_KINDS = ["churches", "plant-requests", "candidates"] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

export interface CsvExport {
  filename: string;
  csv: string;
}

const CHURCH_COLUMNS = [
  "id",
  "name",
  "address",
  "city",
  "state",
  "zipCode",
  "latitude",
  "longitude",
  "coordinatesManual",
  "phone",
  "email",
  "website",
  "pastorName",
  "serviceTimes",
  "description",
  "memberCount",
  "imageUrl",
  "isApproved",
  "ownerId",
  "createdAt",
  "updatedAt",
] as const;

const PLANT_REQUEST_COLUMNS = [
  "id",
  "requestorName",
  "requestorEmail",
  "requestorPhone",
  "cityName",
  "stateName",
  "population",
  "reasonForRequest",
  "communityNeeds",
  "existingChurches",
  "supportNetwork",
  "timeline",
  "additionalInfo",
  "latitude",
  "longitude",
  "status",
  "priority",
  "assignedPastoralCandidateId",
  "matchedAt",
  "notes",
  "createdAt",
  "updatedAt",
] as const;

const CANDIDATE_COLUMNS = [
  "id",
  "firstName",
  "lastName",
  "email",
  "phone",
  "age",
  "maritalStatus",
  "hasChildren",
  "numberOfChildren",
  "currentChurchId",
  "currentRole",
  "yearsInMinistry",
  "education",
  "biblicalEducation",
  "pastoralExperience",
  "churchPlantingExperience",
  "languagesSpoken",
  "specializations",
  "geographicPreferences",
  "communityTypePreference",
  "availability",
  "supportingChurch",
  "references",
  "statement",
  "additionalInfo",
  "status",
  "isApproved",
  "assignedChurchPlantRequestId",
  "notes",
  "submittedBy",
  "submitterEmail",
  "createdAt",
  "updatedAt",
] as const;

async function csvOf(db: ServiceContext["db"], kind: ExportKind) {
  switch (kind) {
    case "churches":
      return toCsv(
        CHURCH_COLUMNS,
        await db.selectFrom("churches").select(CHURCH_COLUMNS).orderBy("id").execute(),
      );
    case "plant-requests":
      return toCsv(
        PLANT_REQUEST_COLUMNS,
        await db.selectFrom("churchPlantRequests").select(PLANT_REQUEST_COLUMNS).orderBy("id").execute(),
      );
    case "candidates":
      return toCsv(
        CANDIDATE_COLUMNS,
        await db.selectFrom("pastoralCandidates").select(CANDIDATE_COLUMNS).orderBy("id").execute(),
      );
  }
}

/** One table as a CSV download, named with the day it was taken. */
export async function exportCsv(
  { db, user }: Pick<ServiceContext, "db" | "user">,
  kind: ExportKind,
): Promise<CsvExport> {
  await requireAdmin(db, user);
  const day = new Date().toISOString().slice(0, 10);
  return { filename: `${kind}-${day}.csv`, csv: await csvOf(db, kind) };
}
