import { sql } from "kysely";
import type { Database } from "../../db/connect.ts";
import { DomainError, tooManyRequests } from "../../errors.ts";
import type { SessionUser } from "../auth/session.ts";
import { UPLOAD_BYTE_LIMITS } from "../rate-limits.ts";
import { isUnattached } from "./attachment.ts";

const { perClient, unattached } = UPLOAD_BYTE_LIMITS;

/** 507 Insufficient Storage: the server's room for new images is used up, not the client's share. */
export const storageFull = () => new DomainError("SERVICE_UNAVAILABLE", unattached.message, undefined, 507);

/** Administrators are trusted with storage; a flood of guests must not lock them out of their own site. */
export const byteLimitsApply = (user: Pick<SessionUser, "role"> | null) => user?.role !== "admin";

/** Serialises the check-then-insert of every instance, so two uploads cannot both take the last room. */
const QUOTA_LOCK = 7_141_001;

async function storedBytes(db: Database, clientAddress: string) {
  const perClientWindow = sql`make_interval(secs => ${perClient.windowMs / 1000})`;
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom("uploads")
        .select(sql<number>`coalesce(sum(byte_size), 0)::bigint`.as("bytes"))
        .where("uploadedFrom", "=", clientAddress)
        .where("createdAt", ">", sql<Date>`now() - ${perClientWindow}`)
        .as("client"),
      eb
        .selectFrom("uploads")
        .select(sql<number>`coalesce(sum(byte_size), 0)::bigint`.as("bytes"))
        .where(isUnattached)
        .as("unattached"),
    ])
    .executeTakeFirstOrThrow();
  return { client: Number(row.client), unattached: Number(row.unattached) };
}

/**
 * Throws a 429 when this client's uploads of the last hour plus `incoming` bytes pass its quota, and a 507
 * when the uploads nothing points at plus `incoming` pass the global ceiling. Before the bytes are read,
 * `incoming` is 1 (any image adds at least a byte); just before storing, the re-encoded size.
 */
export async function assertRoomForUpload(
  db: Database,
  clientAddress: string,
  incoming: number,
): Promise<void> {
  const used = await storedBytes(db, clientAddress);
  if (used.client + incoming > perClient.bytes) throw tooManyRequests(perClient.message);
  if (used.unattached + incoming > unattached.bytes) throw storageFull();
}

/** Inside the transaction that stores an upload: waits for any other instance's check-then-insert. */
export async function lockUploadQuotas(trx: Database): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(${sql.lit(QUOTA_LOCK)})`.execute(trx);
}
