import type { ResourceSubmissionData } from "@app/shared";
import { MSG } from "@app/shared/i18n";
import { sql } from "kysely";
import type { Database } from "../../db/connect.ts";
import { notFound } from "../../errors.ts";
import type { ServiceContext } from "../context.ts";
import { RATE_LIMITS } from "../rate-limits.ts";
import { isoString } from "../timestamps.ts";
import { resourcesWithColor } from "./rows.ts";
import { existingTypeName } from "./types.ts";

type PublicContext = Pick<ServiceContext, "db" | "adapters" | "ip">;

/** Approved resources only, newest first; the vault filters and pages them in the browser. */
export async function listApprovedResources({ db }: { db: Database }) {
  const rows = await resourcesWithColor(db)
    .select([
      "resources.id",
      "resources.title",
      "resources.description",
      "resources.type",
      "resources.fileUrl",
      "resources.downloadCount",
      "resources.createdAt",
    ])
    .where("resources.status", "=", "approved")
    .orderBy("resources.createdAt", "desc")
    .orderBy("resources.id", "desc")
    .execute();
  return rows.map((row) => ({ ...row, createdAt: isoString(row.createdAt) }));
}

/** A resource as the vault shows it (docs/product/resources.md#browsing) plus its type's colour. */
export type PublicResource = Awaited<ReturnType<typeof listApprovedResources>>[number];

/** A visitor's submission: stored pending, with the submitter's own details and no uploader account. */
export async function submitResource(
  { db, adapters, ip }: PublicContext,
  input: ResourceSubmissionData,
): Promise<{ id: number; status: "pending" }> {
  await adapters.rateLimiter.hit(RATE_LIMITS.resourceSubmission, ip);
  const type = await existingTypeName(db, input.type);
  const row = await db
    .insertInto("resources")
    .values({
      title: input.title,
      description: input.description,
      type,
      fileUrl: input.fileUrl,
      submitterName: input.submitterName,
      submitterEmail: input.submitterEmail,
      churchName: input.churchName,
      uploadedBy: null,
      status: "pending",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id: row.id, status: "pending" };
}

/**
 * Counts one open of an approved resource (the vault's Watch/View button), never a page view. Opens beyond
 * a few per address and resource in an hour are not counted, so reloading or scripting cannot inflate it.
 * The resource is looked up before the counter is touched: a counter row keyed by a made-up id would let a
 * script fill the rate-limit table with rows for resources that do not exist (issue 38, point 5).
 */
export async function recordResourceOpen(
  { db, adapters, ip }: PublicContext,
  id: number,
): Promise<{ downloadCount: number }> {
  const approved = () =>
    db.selectFrom("resources").select("downloadCount").where("id", "=", id).where("status", "=", "approved");
  const existing = await approved().executeTakeFirst();
  if (!existing) throw notFound(MSG.sharedMessages.resources.notFound);
  const counted = await adapters.rateLimiter.consume(RATE_LIMITS.resourceOpen, `${id}:${ip}`);
  if (!counted) return existing;
  // Still filtered by status: an administrator may have hidden or deleted it since the look-up.
  const row = await db
    .updateTable("resources")
    .set({ downloadCount: sql`${sql.ref("downloadCount")} + 1` })
    .where("id", "=", id)
    .where("status", "=", "approved")
    .returning("downloadCount")
    .executeTakeFirst();
  if (!row) throw notFound(MSG.sharedMessages.resources.notFound);
  return row;
}
