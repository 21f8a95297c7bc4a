import type { Database } from "../../db/connect.ts";
import { isoString } from "../timestamps.ts";

/**
 * Approved churches by id with their last change, one sitemap page at a time: the directory may hold
 * hundreds of thousands, and a page of 50,000 is all one request reads.
 */
export async function approvedChurchStamps(
  { db }: { db: Database },
  { offset, limit }: { offset: number; limit: number },
) {
  if (limit <= 0) return [];
  const rows = await db
    .selectFrom("churches")
    .select(["id", "updatedAt"])
    .where("isApproved", "=", true)
    .orderBy("id")
    .offset(offset)
    .limit(limit)
    .execute();
  return rows.map((row) => ({ id: row.id, updatedAt: isoString(row.updatedAt) }));
}
