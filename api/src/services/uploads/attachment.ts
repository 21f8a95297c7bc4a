import { type ExpressionBuilder, type RawBuilder, sql } from "kysely";
import type { DB } from "../../db/types.ts";

/**
 * The upload id at the end of an address, relative or absolute ("/api/uploads/<id>"). The same text as the
 * expression indexes of migration 0003, and inlined rather than sent as parameters, so the planner can match
 * them: a LIKE on the address would read every church for every upload.
 */
const uploadIdAt = (column: string): RawBuilder<string> =>
  sql`substring(${sql.ref(column)} FROM '/api/uploads/([0-9a-f-]{36})$')`;
const POINTS_AT_AN_UPLOAD = sql.lit("%/api/uploads/%");

/**
 * True for an upload nothing points at: no church's or event's image and no resource's file ends with its
 * address (the id is a random UUID, so the host need not be checked).
 */
export function isUnattached(eb: ExpressionBuilder<DB, "uploads">) {
  const usedBy = (table: "churches" | "events" | "resources", column: string) =>
    eb
      .selectFrom(table)
      .select(sql`1`.as("used"))
      .where(sql.ref(column), "like", POINTS_AT_AN_UPLOAD)
      .where(uploadIdAt(column), "=", sql<string>`uploads.id::text`);
  return eb.not(
    eb.exists(
      usedBy("churches", "churches.imageUrl")
        .unionAll(usedBy("events", "events.imageUrl"))
        .unionAll(usedBy("resources", "resources.fileUrl")),
    ),
  );
}
