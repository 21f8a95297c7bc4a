import { sql } from "kysely";
import type { Database } from "../../db/connect.ts";
import { UPLOAD_BYTE_LIMITS, UPLOAD_PIXEL_LIMITS } from "../rate-limits.ts";
import { inTransaction } from "../transaction.ts";
import { isUnattached } from "./attachment.ts";
import { uploadIdFromUrl } from "./objects.ts";

/**
 * How long an image may wait for the form that uploaded it: the photo is sent when chosen, the church or event
 * that points at it is saved later (or never, when the visitor gives up). An hour is plenty to fill in a form,
 * and it bounds what guests can park in the database (issue 14); maintenance runs often enough
 * (MAINTENANCE_INTERVAL_MS) that an image goes within minutes of its hour.
 */
export const UNUSED_UPLOAD_GRACE_MS = 60 * 60 * 1000;

/**
 * Deletes the images nothing points at any more: abandoned forms and the photos a church or an event replaced
 * (attachment.ts says what counts as a use).
 */
export async function purgeUnusedUploads(db: Database, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - UNUSED_UPLOAD_GRACE_MS);
  const result = await db
    .deleteFrom("uploads")
    .where("uploads.createdAt", "<", cutoff)
    .where(isUnattached)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Clears the client address of uploads the hourly quotas no longer look at: a kept photo keeps no address. */
export async function forgetUploadAddresses(db: Database, now = new Date()): Promise<number> {
  const window = Math.max(UPLOAD_BYTE_LIMITS.perClient.windowMs, UPLOAD_PIXEL_LIMITS.perClient.windowMs);
  const cutoff = new Date(now.getTime() - window);
  const result = await db
    .updateTable("uploads")
    .set({ uploadedFrom: null })
    .where("uploadedFrom", "is not", null)
    .where("createdAt", "<", cutoff)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * How long a guest's registration may wait for an administrator (issue 38): a registration holds its photo
 * (up to 5 MB, which the hourly clean-up above no longer touches once a church points at it) for as long as
 * it lives, so without an end a guest could park 25 MB an hour per address for ever. 30 days is four weekly
 * reviews; a registrant whose church was not reviewed by then can register again.
 */
export const PENDING_REGISTRATION_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Deletes the guests' registrations that nobody has acted on for PENDING_REGISTRATION_RETENTION_MS, with the
 * images they held. The registration goes too, not only its photo: a photo alone cannot be dropped without
 * changing what the registrant sent behind their back, and a registration no administrator has looked at in
 * a month is a stale request, whose contact details the site should not keep for ever either.
 * Only registrations nobody else has a stake in: never approved and untouched by an administrator (no audit
 * entry names the church: not created, edited, approved then hidden, or geocoded by one), with no owner (a
 * signed-in registrant sees their pending church on /profile, and an account owns at most one church) and no
 * events (an administrator's events would go with it, ON DELETE CASCADE). Returns how many went.
 */
export async function purgeStalePendingRegistrations(db: Database, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - PENDING_REGISTRATION_RETENTION_MS);
  return inTransaction(db, async (trx) => {
    const removed = await trx
      .deleteFrom("churches")
      .where("isApproved", "=", false)
      .where("ownerId", "is", null)
      .where("createdAt", "<", cutoff)
      .where(({ exists, not, selectFrom }) =>
        not(
          exists(
            selectFrom("auditLog")
              .select("auditLog.id")
              .where("auditLog.entity", "=", "church")
              .whereRef("auditLog.entityId", "=", sql<string>`churches.id::text`),
          ),
        ),
      )
      .where(({ exists, not, selectFrom }) =>
        not(exists(selectFrom("events").select("events.id").whereRef("events.churchId", "=", "churches.id"))),
      )
      .returning("imageUrl")
      .execute();
    const uploadIds = removed
      .map((church) => (church.imageUrl ? uploadIdFromUrl(church.imageUrl) : null))
      .filter((id): id is string => id != null);
    // In a statement of its own, so the churches just deleted no longer count as uses of their images.
    if (uploadIds.length > 0)
      await trx.deleteFrom("uploads").where("id", "in", uploadIds).where(isUnattached).execute();
    return removed.length;
  });
}
