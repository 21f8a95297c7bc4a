import { sql } from "kysely";
import type { Database } from "../../db/connect.ts";

/**
 * How long an image may wait for the form that uploaded it: the photo is sent when chosen, the church or event
 * that points at it is saved later (or never, when the visitor gives up).
 */
export const UNUSED_UPLOAD_GRACE_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes the images nothing points at any more: abandoned forms and the photos a church or an event replaced.
 * An image counts as used while a church's or an event's image, or a resource's file, ends with its address,
 * relative or absolute (the id is a random UUID, so the host need not be checked).
 */
export async function purgeUnusedUploads(db: Database, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - UNUSED_UPLOAD_GRACE_MS);
  const address = sql<string>`'%/api/uploads/' || uploads.id::text`;
  const result = await db
    .deleteFrom("uploads")
    .where("uploads.createdAt", "<", cutoff)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("churches")
            .select(sql`1`.as("used"))
            .where("churches.imageUrl", "like", address)
            .unionAll(
              selectFrom("events").select(sql`1`.as("used")).where("events.imageUrl", "like", address),
            )
            .unionAll(
              selectFrom("resources").select(sql`1`.as("used")).where("resources.fileUrl", "like", address),
            ),
        ),
      ),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
