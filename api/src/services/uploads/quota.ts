import { userHasRole } from "@app/shared";
import { sql } from "kysely";
import type { Database } from "../../db/connect.ts";
import { DomainError, tooManyRequests } from "../../errors.ts";
import type { SessionUser } from "../auth/session.ts";
import { UPLOAD_BYTE_LIMITS, UPLOAD_PIXEL_LIMITS } from "../rate-limits.ts";
import { isUnattached } from "./attachment.ts";

const { perClient, unattached } = UPLOAD_BYTE_LIMITS;
const pixelsPerClient = UPLOAD_PIXEL_LIMITS.perClient;

/** 507 Insufficient Storage: the server's room for new images is used up, not the client's share. */
export const storageFull = () => new DomainError("SERVICE_UNAVAILABLE", unattached.message, undefined, 507);

/**
 * Administrators are trusted with storage and processing; a flood of guests must not lock them out of their
 * own site.
 */
export const byteLimitsApply = (user: Pick<SessionUser, "role"> | null) => !userHasRole(user, "admin");

/** Serialises the check-then-insert of every instance, so two uploads cannot both take the last room. */
const QUOTA_LOCK = 7_141_001;

async function usage(db: Database, clientAddress: string) {
  const window = (ms: number) => sql<Date>`now() - make_interval(secs => ${ms / 1000})`;
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom("uploads")
        .select(sql<string>`coalesce(sum(byte_size), 0)::bigint`.as("bytes"))
        .where("uploadedFrom", "=", clientAddress)
        .where("createdAt", ">", window(perClient.windowMs))
        .as("clientBytes"),
      eb
        .selectFrom("uploads")
        .select(sql<string>`coalesce(sum(decoded_pixels), 0)::bigint`.as("pixels"))
        .where("uploadedFrom", "=", clientAddress)
        .where("createdAt", ">", window(pixelsPerClient.windowMs))
        .as("clientPixels"),
      eb
        .selectFrom("uploads")
        .select(sql<string>`coalesce(sum(byte_size), 0)::bigint`.as("bytes"))
        .where(isUnattached)
        .as("unattached"),
    ])
    .executeTakeFirstOrThrow();
  return {
    clientBytes: Number(row.clientBytes),
    clientPixels: Number(row.clientPixels),
    unattached: Number(row.unattached),
  };
}

/** What an upload adds: its bytes as stored, and the pixels its header states (frames x width x height). */
export interface IncomingUpload {
  bytes: number;
  pixels: number;
}

/**
 * Throws a 429 when this client's uploads of the last hour plus the incoming one pass its byte or its pixel
 * quota, and a 507 when the uploads nothing points at plus `incoming.bytes` pass the global ceiling. Before
 * the bytes are read, the incoming upload counts 1 byte and 1 pixel (any image has at least that); once its
 * header is read, its pixels, before it is decoded; just before storing, the re-encoded size too.
 */
export async function assertRoomForUpload(
  db: Database,
  clientAddress: string,
  incoming: IncomingUpload,
): Promise<void> {
  const used = await usage(db, clientAddress);
  if (used.clientBytes + incoming.bytes > perClient.bytes) throw tooManyRequests(perClient.message);
  if (used.clientPixels + incoming.pixels > pixelsPerClient.pixels)
    throw tooManyRequests(pixelsPerClient.message);
  if (used.unattached + incoming.bytes > unattached.bytes) throw storageFull();
}

/** Inside the transaction that stores an upload: waits for any other instance's check-then-insert. */
export async function lockUploadQuotas(trx: Database): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(${sql.lit(QUOTA_LOCK)})`.execute(trx);
}
