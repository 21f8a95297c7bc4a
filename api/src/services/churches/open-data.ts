import { createHash } from "node:crypto";
import { sql } from "kysely";
import { CSV_BOM, csvLine } from "../admin/csv.ts";
import type { ServiceContext } from "../context.ts";
import { directoryVersion } from "./directory-version.ts";
import { type PublicChurch, publicChurchColumns } from "./public.ts";

/**
 * The approved directory as open data (issue 44, item 2): GeoJSON (RFC 7946), CSV, and JSON in the shape of Open
 * Referral HSDS 3 organizations. Each streams: rows are read a batch at a time by id (keyset, as the admin export,
 * services/admin/csv-export.ts), so memory holds one batch, not the directory.
 */
export const OPEN_DATA_FORMATS = ["geojson", "csv", "hsds"] as const;
export type OpenDataFormat = (typeof OPEN_DATA_FORMATS)[number];

const BATCH_ROWS = 2000;

type Row = PublicChurch & { updatedAt: Date | string };

async function* approvedBatches(db: ServiceContext["db"]): AsyncGenerator<Row[]> {
  let after = 0;
  for (;;) {
    const rows = (await db
      .selectFrom("churches")
      .select([...publicChurchColumns, "updatedAt"])
      .where("isApproved", "=", true)
      .where("id", ">", after)
      .orderBy("id")
      .limit(BATCH_ROWS)
      .execute()) as Row[];
    if (rows.length === 0) return;
    yield rows;
    after = rows.at(-1)?.id as number;
  }
}

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();
const placed = (row: Row) => row.latitude !== null && row.longitude !== null;

// GeoJSON: one Feature per church, [longitude, latitude] (RFC 7946 3.1.1); unplaced churches have a null geometry.
function feature(row: Row): object {
  const { latitude, longitude, updatedAt, ...properties } = row;
  return {
    type: "Feature",
    id: row.id,
    geometry: placed(row) ? { type: "Point", coordinates: [Number(longitude), Number(latitude)] } : null,
    properties: { ...properties, updatedAt: iso(updatedAt) },
  };
}

const CSV_COLUMNS = [...publicChurchColumns, "updatedAt"] as const;

function csvRow(row: Row): string {
  return csvLine(
    CSV_COLUMNS.map((column) => {
      const value = row[column];
      if (column === "worshipLanguages") return (value as string[]).join(";");
      if (column === "updatedAt") return iso(value as Date | string);
      return value;
    }),
  );
}

/**
 * HSDS identifiers are UUIDs; a church's are derived from its id (a name-based UUID, RFC 9562 version 5 layout),
 * so the same church keeps the same identifiers in every export.
 */
export function stableUuid(name: string): string {
  const bytes = createHash("sha1").update(`church-directory:${name}`).digest().subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x50;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * One church as an HSDS 3 organization with its location (and address) and one service, worship. There are no
 * schedules: the service times are free text today (`serviceTimes`, kept in the service's description), and
 * HSDS schedules need structured weekly times, which the directory does not hold yet.
 */
function hsdsOrganization(row: Row, baseUrl: string): object {
  const organizationId = stableUuid(`organization-${row.id}`);
  const locationId = stableUuid(`location-${row.id}`);
  const serviceId = stableUuid(`service-${row.id}`);
  const url = `${baseUrl}/church/${row.id}`;
  const languages = row.worshipLanguages.map((code) => ({
    id: stableUuid(`language-${row.id}-${code}`),
    service_id: serviceId,
    code,
  }));
  return {
    id: organizationId,
    name: row.name,
    description: row.description ?? row.name,
    ...(row.email && { email: row.email }),
    ...(row.website && { website: row.website }),
    ...(row.imageUrl && { logo: row.imageUrl }),
    uri: url,
    phones: row.phone
      ? [{ id: stableUuid(`phone-${row.id}`), organization_id: organizationId, number: row.phone }]
      : [],
    locations: [
      {
        id: locationId,
        location_type: "physical",
        url,
        organization_id: organizationId,
        name: row.name,
        ...(placed(row) && { latitude: Number(row.latitude), longitude: Number(row.longitude) }),
        addresses: row.address
          ? [
              {
                id: stableUuid(`address-${row.id}`),
                location_id: locationId,
                address_1: row.address,
                city: row.city ?? "",
                state_province: row.state ?? "",
                postal_code: row.zipCode ?? "",
                country: "US",
                address_type: "physical",
              },
            ]
          : [],
      },
    ],
    services: [
      {
        id: serviceId,
        organization_id: organizationId,
        name: row.name,
        description: row.serviceTimes ?? undefined,
        url,
        status: "active",
        languages,
        last_modified: iso(row.updatedAt),
      },
    ],
  };
}

/** What the exports' validators are made of: any approval, edit or removal changes at least one part. */
export interface OpenDataStamp {
  /** A weak ETag: the directory version, the latest change and the count of approved churches. */
  etag: string;
  lastModified: Date;
}

export async function openDataStamp({ db }: Pick<ServiceContext, "db">): Promise<OpenDataStamp> {
  const [version, latest] = await Promise.all([
    directoryVersion(db),
    sql<{ updated: string | null; count: string }>`
      SELECT max(updated_at)::text AS updated, count(*)::text AS count FROM churches WHERE is_approved`.execute(
      db,
    ),
  ]);
  const row = latest.rows[0];
  const lastModified = row?.updated ? new Date(row.updated) : new Date(0);
  // HTTP dates have whole seconds; a tag from the same second would never match its Last-Modified otherwise.
  lastModified.setMilliseconds(0);
  return {
    etag: `W/"od-${version}-${Date.parse(row?.updated ?? "0") || 0}-${row?.count ?? 0}"`,
    lastModified,
  };
}

export interface OpenDataExport {
  contentType: string;
  filename: string;
  chunks: AsyncIterable<string>;
}

async function* jsonArray(
  batches: AsyncIterable<Row[]>,
  open: string,
  close: string,
  item: (row: Row) => object,
): AsyncGenerator<string> {
  yield open;
  let first = true;
  for await (const rows of batches) {
    const text = rows.map((row) => JSON.stringify(item(row))).join(",");
    yield first ? text : `,${text}`;
    first = false;
  }
  yield close;
}

async function* csvChunks(batches: AsyncIterable<Row[]>): AsyncGenerator<string> {
  yield CSV_BOM + csvLine(CSV_COLUMNS);
  for await (const rows of batches) yield rows.map(csvRow).join("");
}

/** The approved directory in one format, read as the client takes it. Public: the listings are public. */
export function openDataExport(
  { db, config }: Pick<ServiceContext, "db" | "config">,
  format: OpenDataFormat,
): OpenDataExport {
  const batches = approvedBatches(db);
  const license = config.OPEN_DATA_LICENSE;
  switch (format) {
    case "geojson":
      return {
        contentType: "application/geo+json",
        filename: "churches.geojson",
        // "license" is a foreign member (RFC 7946 6.1): readers that do not know it ignore it.
        chunks: jsonArray(
          batches,
          `{"type":"FeatureCollection","license":${JSON.stringify(license)},"features":[`,
          "]}",
          feature,
        ),
      };
    case "csv":
      return { contentType: "text/csv; charset=utf-8", filename: "churches.csv", chunks: csvChunks(batches) };
    case "hsds":
      return {
        contentType: "application/json; charset=utf-8",
        filename: "hsds-organizations.json",
        chunks: jsonArray(batches, "[", "]", (row) => hsdsOrganization(row, config.PUBLIC_BASE_URL)),
      };
  }
}
