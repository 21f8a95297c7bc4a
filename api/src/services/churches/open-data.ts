import { createHash } from "node:crypto";
import { LAST_WEEK_OF_MONTH, type WeeklyService } from "@app/shared";
import { translator } from "@app/shared/i18n";
import { sql } from "kysely";
import { CSV_BOM, csvLine } from "../admin/csv.ts";
import type { ServiceContext } from "../context.ts";
import { servicesOf } from "../weekly-services/rows.ts";
import { directoryVersion } from "./directory-version.ts";
import { type PublicChurch, publicChurchColumns } from "./public.ts";

/**
 * The approved directory as open data (issue 44, item 2): GeoJSON (RFC 7946), CSV, and JSON in the shape of Open
 * Referral HSDS 3 organizations. Each streams: rows are read a batch at a time by id (keyset, as the admin export,
 * services/admin/csv-export.ts), so memory holds one batch, not the directory.
 */
export const OPEN_DATA_FORMATS = ["geojson", "csv", "hsds"] as const;
export type OpenDataFormat = (typeof OPEN_DATA_FORMATS)[number];

/**
 * Rows read at a time: small enough that a batch's rows, objects and text stay a few MB (the budget is 50 MB of
 * RSS for the whole export), large enough that the keyset reads stay a small part of the time.
 */
const BATCH_ROWS = 100;

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

/** A church's weekly services (migration 0017) and the IANA zone their times are local to. */
interface Timetable {
  services: WeeklyService[];
  timeZone: string | null;
}
type ScheduledRow = Row & { timetable?: Timetable };

/** Each batch with its churches' weekly services: two indexed queries a batch, not one a church. */
async function* withTimetables(
  db: ServiceContext["db"],
  batches: AsyncIterable<Row[]>,
): AsyncGenerator<ScheduledRow[]> {
  for await (const rows of batches) {
    const ids = rows.map((row) => row.id);
    const [services, zones] = await Promise.all([
      servicesOf(db, ids),
      db
        .selectFrom("churchSchedules")
        .select(["churchId", "timeZone"])
        .where("churchId", "in", ids)
        .execute(),
    ]);
    const zoneOf = new Map(zones.map((zone) => [zone.churchId, zone.timeZone || null]));
    yield rows.map((row) => {
      const list = services.get(row.id);
      return list ? { ...row, timetable: { services: list, timeZone: zoneOf.get(row.id) ?? null } } : row;
    });
  }
}

const ICAL_DAYS = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"] as const;

/**
 * The UTC offset of a zone on the export's day, as "-05:00" and as hours (-5): HSDS 3 asks for times with their
 * offset and a numeric timezone, not an IANA zone (docs/directory-api.md#schedules). One lookup per zone.
 */
function offsetsOn(day: Date): (timeZone: string) => { text: string; hours: number } | null {
  const cache = new Map<string, { text: string; hours: number } | null>();
  return (timeZone) => {
    if (!cache.has(timeZone)) {
      let offset: { text: string; hours: number } | null = null;
      try {
        const name = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" })
          .formatToParts(day)
          .find((part) => part.type === "timeZoneName")?.value;
        const match = /GMT(?:([+-])(\d{2}):(\d{2}))?/.exec(name ?? "");
        if (match) {
          const [, sign = "+", hh = "00", mm = "00"] = match;
          const hours = (sign === "-" ? -1 : 1) * (Number(hh) + Number(mm) / 60);
          offset = { text: `${sign}${hh}:${mm}`, hours };
        }
      } catch {
        offset = null;
      }
      cache.set(timeZone, offset);
    }
    return cache.get(timeZone) ?? null;
  };
}

interface ScheduleContext {
  churchId: number;
  serviceId: string;
  locationId: string;
  calendarUrl: string;
  offsetOf: ReturnType<typeof offsetsOn>;
}

/**
 * One weekly service as an HSDS 3 schedule, its recurrence as the church's calendar writes it
 * (weekly-services/calendar.ts recurrenceRule): WEEKLY on its days, or MONTHLY on "1SU" / "-1SU"; its season as
 * valid_from and valid_to; its times local, with the offset of the export's day.
 */
function hsdsSchedule(
  service: WeeklyService,
  position: number,
  timeZone: string | null,
  context: ScheduleContext,
) {
  const week =
    service.weekOfMonth === null
      ? ""
      : service.weekOfMonth === LAST_WEEK_OF_MONTH
        ? "-1"
        : String(service.weekOfMonth);
  const offset = timeZone ? context.offsetOf(timeZone) : null;
  const at = (time: string) => `${time}${offset?.text ?? ""}`;
  const t = translator("en");
  const languages = service.languages.length > 0 ? ` (${service.languages.join(", ")})` : "";
  return {
    id: stableUuid(`schedule-${context.churchId}-${position}`),
    service_id: context.serviceId,
    location_id: context.locationId,
    freq: service.weekOfMonth === null ? "WEEKLY" : "MONTHLY",
    byday: service.days.map((day) => `${week}${ICAL_DAYS[day]}`).join(","),
    wkst: "SU",
    opens_at: at(service.start),
    ...(service.end && { closes_at: at(service.end) }),
    ...(offset && { timezone: offset.hours }),
    ...(service.seasonFrom && { valid_from: service.seasonFrom }),
    ...(service.seasonTo && { valid_to: service.seasonTo, until: service.seasonTo }),
    description: `${t(`weeklyServices.kind.${service.kind}`)}${languages}`,
    schedule_link: context.calendarUrl,
    ...((service.note || timeZone) && {
      notes: [service.note, timeZone && `Times are local to ${timeZone}.`].filter(Boolean).join(" "),
    }),
  };
}

/**
 * One church as an HSDS 3 organization with its location (and address) and one service, worship, whose
 * schedules are the church's weekly services (issue 41's rows); a church that lists none has no schedules, and
 * its free-text service times stay in the service's description.
 */
function hsdsOrganization(
  row: ScheduledRow,
  baseUrl: string,
  offsetOf: ReturnType<typeof offsetsOn>,
): object {
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
        ...(row.timetable && {
          schedules: row.timetable.services.map((service, position) =>
            hsdsSchedule(service, position, row.timetable?.timeZone ?? null, {
              churchId: row.id,
              serviceId,
              locationId,
              calendarUrl: `${baseUrl}/api/churches/${row.id}/services.ics`,
              offsetOf,
            }),
          ),
        }),
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

/**
 * Text in pieces of about PIECE_CHARS: a batch's text in one string would be large enough for V8 to place it
 * outside the young generation (large object space), where it stays until a full collection, and the server's
 * RSS would grow by every batch the export wrote (docs/decisions/022-embeddable-finder.md#export-memory).
 */
const PIECE_CHARS = 16 * 1024;

async function* inPieces(parts: AsyncIterable<string>): AsyncGenerator<string> {
  let piece = "";
  for await (const part of parts) {
    piece += part;
    if (piece.length >= PIECE_CHARS) {
      yield piece;
      piece = "";
    }
  }
  if (piece) yield piece;
}

async function* jsonArray<T extends Row>(
  batches: AsyncIterable<T[]>,
  open: string,
  close: string,
  item: (row: T) => object,
): AsyncGenerator<string> {
  yield open;
  let first = true;
  for await (const rows of batches) {
    for (const row of rows) {
      const text = JSON.stringify(item(row));
      yield first ? text : `,${text}`;
      first = false;
    }
  }
  yield close;
}

async function* csvChunks(batches: AsyncIterable<Row[]>): AsyncGenerator<string> {
  yield CSV_BOM + csvLine(CSV_COLUMNS);
  for await (const rows of batches) for (const row of rows) yield csvRow(row);
}

/** The approved directory in one format, read as the client takes it. Public: the listings are public. */
export function openDataExport(
  context: Pick<ServiceContext, "db" | "config">,
  format: OpenDataFormat,
): OpenDataExport {
  const made = exportIn(context, format);
  return { ...made, chunks: inPieces(made.chunks) };
}

function exportIn(
  { db, config }: Pick<ServiceContext, "db" | "config">,
  format: OpenDataFormat,
): OpenDataExport {
  const batches = approvedBatches(db);
  const license = config.OPEN_DATA_LICENSE;
  const offsetOf = offsetsOn(new Date());
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
        chunks: jsonArray(withTimetables(db, batches), "[", "]", (row) =>
          hsdsOrganization(row, config.PUBLIC_BASE_URL, offsetOf),
        ),
      };
  }
}
