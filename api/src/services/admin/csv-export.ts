import { requireAdmin } from "../access.ts";
import type { ServiceContext } from "../context.ts";
import { CSV_BOM, csvLine } from "./csv.ts";

export const EXPORT_KINDS = ["churches", "plant-requests", "candidates"] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

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

/** Rows read, turned into CSV and handed on at a time: memory holds one batch, not the table. */
const EXPORT_BATCH_ROWS = 2000;

type ExportTable = "churches" | "churchPlantRequests" | "pastoralCandidates";
const TABLES: Record<ExportKind, { table: ExportTable; columns: readonly string[] }> = {
  churches: { table: "churches", columns: CHURCH_COLUMNS },
  "plant-requests": { table: "churchPlantRequests", columns: PLANT_REQUEST_COLUMNS },
  candidates: { table: "pastoralCandidates", columns: CANDIDATE_COLUMNS },
};

/**
 * The table's CSV, a batch of rows at a time in id order (keyset, so each batch is an index range): the whole
 * directory is some 350,000 rows, which as one string and its row objects held the server for seconds and
 * hundreds of MB (issue 38). A row added while the export runs is in it if its id is past the batch read.
 */
async function* csvChunks(db: ServiceContext["db"], kind: ExportKind): AsyncGenerator<string> {
  const { table, columns } = TABLES[kind];
  yield CSV_BOM + csvLine(columns);
  let after = 0;
  for (;;) {
    const rows = (await db
      .selectFrom(table)
      .select(columns as never)
      .where("id", ">", after)
      .orderBy("id")
      .limit(EXPORT_BATCH_ROWS)
      .execute()) as Array<Record<string, unknown>>;
    if (rows.length === 0) return;
    yield rows.map((row) => csvLine(columns.map((column) => row[column]))).join("");
    after = rows.at(-1)?.id as number;
  }
}

export interface CsvExport {
  filename: string;
  /** The file's text in pieces, read from the database as the client takes them. */
  chunks: AsyncIterable<string>;
}

/**
 * One table as a CSV download, named with the day it was taken. The text streams: the REST path sends it as
 * it is read, so the procedure has no use over tRPC's JSON (the dashboard links to the REST path).
 */
export async function exportCsv(
  { db, user }: Pick<ServiceContext, "db" | "user">,
  kind: ExportKind,
): Promise<CsvExport> {
  await requireAdmin(db, user);
  const day = new Date().toISOString().slice(0, 10);
  return { filename: `${kind}-${day}.csv`, chunks: csvChunks(db, kind) };
}
