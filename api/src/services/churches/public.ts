import { createHash } from "node:crypto";
import { type ChurchFacets, completeFacets, type WeeklyService } from "@app/shared";
import { MSG } from "@app/shared/i18n";
import type { Selectable } from "kysely";
import type { Database } from "../../db/connect.ts";
import type { Churches } from "../../db/types.ts";
import { notFound } from "../../errors.ts";
import { servicesOf } from "../weekly-services/rows.ts";
import { facetsOf } from "../weekly-services/save.ts";
import { directoryVersion } from "./directory-version.ts";

/** The columns of the public church view (docs/product/churches.md#fields); never the owner or approval state. */
export const publicChurchColumns = [
  "id",
  "name",
  "address",
  "city",
  "state",
  "zipCode",
  "latitude",
  "longitude",
  "pastorName",
  "phone",
  "email",
  "website",
  "description",
  "imageUrl",
  "serviceTimes",
  "memberCount",
  "worshipLanguages",
] as const;

/** The public view of a church: exactly the columns above. */
export type PublicChurch = Pick<Selectable<Churches>, (typeof publicChurchColumns)[number]>;

/**
 * The list and search results carry the public view without the description: up to 5,000 characters a church
 * that the directory never shows (the detail page reads it), and most of the list's weight.
 */
export const directoryChurchColumns = publicChurchColumns.filter(
  (column): column is Exclude<(typeof publicChurchColumns)[number], "description"> =>
    column !== "description",
);
export type DirectoryChurch = Omit<PublicChurch, "description">;

/** The approved list, serialized once per change and shared by every request until the next change. */
export interface ChurchListSnapshot {
  churches: DirectoryChurch[];
  json: string;
  /** A hash of `json`: equal bodies give equal tags, on every instance behind a load balancer. */
  etag: string;
}

interface CacheEntry {
  version: string;
  /** Order in which builds started: a slow, older build never replaces a newer one. */
  sequence: number;
  builtAt: number;
  snapshot: ChurchListSnapshot;
}

/**
 * The directory version (a counter bumped by triggers in every write's transaction) sees every change; the
 * age bound stays as a safety net should a write ever bypass the triggers (a restore without them).
 */
const MAX_SNAPSHOT_AGE_MS = 60_000;

const cache = new WeakMap<Database, CacheEntry>();
const pendingBuild = new WeakMap<Database, { version: string; entry: Promise<CacheEntry> }>();
let buildSequence = 0;

/** The version of the approved list: the directory's, which triggers bump on every change it shows. */
function listVersion(db: Database): Promise<string> {
  return directoryVersion(db).then(String);
}

async function buildSnapshot(db: Database, version: string): Promise<CacheEntry> {
  const sequence = ++buildSequence;
  const churches = await db
    .selectFrom("churches")
    .select(directoryChurchColumns)
    .where("isApproved", "=", true)
    .orderBy("name")
    .orderBy("id")
    .execute();
  const json = JSON.stringify(churches);
  const etag = `W/"${createHash("sha256").update(json).digest("base64url").slice(0, 32)}"`;
  const snapshot = { churches, json, etag };
  const entry = { version, sequence, builtAt: Date.now(), snapshot };
  const current = cache.get(db);
  if (!current || current.sequence < sequence) cache.set(db, entry);
  return entry;
}

/**
 * The approved churches for the directory, map and stats. A cheap version query runs on every call; the list
 * itself is read and serialized only when that version changes, so an unchanged list costs one small query.
 */
export async function churchListSnapshot({ db }: { db: Database }): Promise<ChurchListSnapshot> {
  const version = await listVersion(db);
  const cached = cache.get(db);
  if (cached && cached.version === version && Date.now() - cached.builtAt < MAX_SNAPSHOT_AGE_MS) {
    return cached.snapshot;
  }
  const inFlight = pendingBuild.get(db);
  if (inFlight && inFlight.version === version) return (await inFlight.entry).snapshot;
  const entry = buildSnapshot(db, version).finally(() => {
    if (pendingBuild.get(db)?.entry === entry) pendingBuild.delete(db);
  });
  pendingBuild.set(db, { version, entry });
  return (await entry).snapshot;
}

/** The approved churches among `ids` (the hosts of the events a page shows), by id. */
export async function approvedChurchesByIds(
  { db }: { db: Database },
  ids: readonly number[],
): Promise<Map<number, DirectoryChurch>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom("churches")
    .select(directoryChurchColumns)
    .where("id", "in", [...new Set(ids)])
    .where("isApproved", "=", true)
    .execute();
  return new Map(rows.map((church) => [church.id, church]));
}

/** A church's page: its listing, its weekly services and the zone their times are in. */
export interface ChurchDetail extends PublicChurch {
  services: WeeklyService[];
  /** IANA; null until the church's own is looked up: its times are then in the association's zone. */
  timeZone: string | null;
  /** The accessibility and family answers, null where unknown. */
  facets: ChurchFacets;
}

export async function approvedChurchById({ db }: { db: Database }, id: number): Promise<ChurchDetail> {
  const church = await db
    .selectFrom("churches")
    .leftJoin("churchSchedules", "churchSchedules.churchId", "churches.id")
    .select(publicChurchColumns.map((column) => `churches.${column}` as const))
    .select("churchSchedules.timeZone")
    .where("churches.id", "=", id)
    .where("churches.isApproved", "=", true)
    .executeTakeFirst();
  if (!church) throw notFound(MSG.sharedMessages.churches.notFound);
  const { timeZone, ...listing } = church;
  const [services, facets] = await Promise.all([servicesOf(db, [id]), facetsOf(db, [id])]);
  return {
    ...listing,
    services: services.get(id) ?? [],
    timeZone: timeZone || null,
    facets: facets.get(id) ?? completeFacets(null),
  };
}
