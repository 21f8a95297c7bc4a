import type { Database } from "../../db/connect.ts";
import { UPLOAD_BYTE_LIMITS, UPLOAD_PIXEL_LIMITS } from "../rate-limits.ts";
import { isUnattached } from "./attachment.ts";

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
