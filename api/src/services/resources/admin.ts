import type {
  AdminPage,
  AdminPageData,
  AdminResourceData,
  AdminResourceFilterData,
  ResourceStatus,
} from "@app/shared";
import { MSG } from "@app/shared/i18n";
import { type SqlBool, sql } from "kysely";
import type { Database } from "../../db/connect.ts";
import { invalid, notFound } from "../../errors.ts";
import { requireAdmin } from "../access.ts";
import { adminCount, countAll, foldedMatch, pageOf, searchOf, totalOf } from "../admin/paging.ts";
import type { AuditAction } from "../audit/record.ts";
import { adminWrite } from "../audit/write.ts";
import type { ServiceContext } from "../context.ts";
import { isoString } from "../timestamps.ts";
import { resourcesWithColor } from "./rows.ts";
import { existingTypeName } from "./types.ts";

function adminResources(db: Database) {
  return resourcesWithColor(db)
    .leftJoin("churches", "churches.id", "resources.churchId")
    .leftJoin("users", "users.id", "resources.uploadedBy")
    .select((eb) => [
      "resources.id",
      "resources.title",
      "resources.description",
      "resources.type",
      "resources.fileUrl",
      "resources.status",
      "resources.downloadCount",
      "resources.createdAt",
      "resources.churchId",
      // The linked church's name, else the church name a visitor typed with a submission.
      eb.fn.coalesce("churches.name", "resources.churchName").as("churchName"),
      "users.firstName as uploaderFirstName",
      "users.lastName as uploaderLastName",
      "resources.submitterName",
      "resources.submitterEmail",
    ]);
}

type AdminRow = Awaited<ReturnType<ReturnType<typeof adminResources>["executeTakeFirstOrThrow"]>>;
const toAdminResource = (row: AdminRow) => ({ ...row, createdAt: isoString(row.createdAt) });

/** A resource as the admin screens show it: every status, with its church, uploader and submitter. */
export type AdminResource = ReturnType<typeof toAdminResource>;

async function adminResourceById(db: Database, id: number): Promise<AdminResource> {
  const row = await adminResources(db).where("resources.id", "=", id).executeTakeFirst();
  if (!row) throw notFound(MSG.sharedMessages.resources.notFound);
  return toAdminResource(row);
}

/** What the admin search reads, as resources_search_trgm_idx indexes it: title, typed church, submitter. */
const searchable = sql`resources.title || ' ' || coalesce(resources.church_name, '') || ' ' || coalesce(resources.submitter_name, '')`;

/** Submissions waiting for review, oldest first (the dashboard's Pending Resource Approvals), a page at a time. */
export async function listPendingResources(
  { db, user }: Pick<ServiceContext, "db" | "user">,
  input: AdminPageData,
): Promise<AdminPage<AdminResource>> {
  await requireAdmin(db, user);
  const q = searchOf(input.q);
  let rows = db.selectFrom("resources").where("resources.status", "=", "pending");
  if (q) rows = rows.where(foldedMatch(searchable, q));
  const pageIds = rows
    .select("resources.id")
    .orderBy("resources.createdAt")
    .orderBy("resources.id")
    .offset(input.offset)
    .limit(input.limit);
  const page = await pageOf(
    adminResources(db)
      .where("resources.id", "in", pageIds)
      .orderBy("resources.createdAt")
      .orderBy("resources.id")
      .execute(),
    q ? rows.select(countAll).executeTakeFirst().then(totalOf) : adminCount(db, "pending_resources"),
  );
  return { items: page.items.map(toAdminResource), total: page.total };
}

/**
 * Every resource, those awaiting review first, then newest first, a page at a time; optionally of one type
 * and/or church, and searched.
 */
export async function listAdminResources(
  { db, user }: Pick<ServiceContext, "db" | "user">,
  input: AdminResourceFilterData,
): Promise<AdminPage<AdminResource>> {
  await requireAdmin(db, user);
  let rows = db.selectFrom("resources");
  const type = input.type?.trim();
  if (type) rows = rows.where(sql<SqlBool>`lower(${sql.ref("resources.type")}) = ${type.toLowerCase()}`);
  if (input.churchId != null) rows = rows.where("resources.churchId", "=", input.churchId);
  const q = searchOf(input.q);
  if (q) rows = rows.where(foldedMatch(searchable, q));
  const pendingFirst = sql`${sql.ref("resources.status")} = 'pending'`;
  // The page's ids from resources alone (resources_admin_order_idx), then their type, church and uploader: a
  // deep page skips index entries, not joined rows.
  const pageIds = rows
    .select("resources.id")
    .orderBy(pendingFirst, "desc")
    .orderBy("resources.createdAt", "desc")
    .orderBy("resources.id", "desc")
    .offset(input.offset)
    .limit(input.limit);
  const page = await pageOf(
    adminResources(db)
      .where("resources.id", "in", pageIds)
      .orderBy(pendingFirst, "desc")
      .orderBy("resources.createdAt", "desc")
      .orderBy("resources.id", "desc")
      .execute(),
    rows.select(countAll).executeTakeFirst().then(totalOf),
  );
  return { items: page.items.map(toAdminResource), total: page.total };
}

async function existingChurchId(db: Database, churchId: number | null | undefined) {
  if (churchId == null) return churchId;
  const church = await db.selectFrom("churches").select("id").where("id", "=", churchId).executeTakeFirst();
  if (!church)
    throw invalid(MSG.messages.VALID_CHURCH_REQUIRED, { churchId: [MSG.messages.VALID_CHURCH_REQUIRED] });
  return church.id;
}

/** The dialog's fields, checked against the tables they name (type and church). */
async function resourceFields(db: Database, input: AdminResourceData) {
  return {
    title: input.title,
    type: await existingTypeName(db, input.type),
    description: input.description,
    fileUrl: input.fileUrl,
    churchId: await existingChurchId(db, input.churchId),
  };
}

/** An administrator's own resource is published at once, with the administrator as its uploader. */
export async function createResource(
  ctx: Pick<ServiceContext, "db" | "user">,
  input: AdminResourceData,
): Promise<AdminResource> {
  const id = await adminWrite(ctx, async (trx, admin) => {
    const fields = await resourceFields(trx, input);
    const row = await trx
      .insertInto("resources")
      .values({ ...fields, status: "approved", uploadedBy: admin.id })
      .returning("id")
      .executeTakeFirstOrThrow();
    return {
      result: row.id,
      audit: {
        action: "create",
        entity: "resource",
        entityId: row.id,
        summary: `Created resource "${fields.title}"`,
      },
    };
  });
  return adminResourceById(ctx.db, id);
}

export async function updateResource(
  ctx: Pick<ServiceContext, "db" | "user">,
  { id, ...input }: AdminResourceData & { id: number },
): Promise<AdminResource> {
  await adminWrite(ctx, async (trx) => {
    const fields = await resourceFields(trx, input);
    const row = await trx
      .updateTable("resources")
      .set(fields)
      .where("id", "=", id)
      .returning("id")
      .executeTakeFirst();
    if (!row) throw notFound(MSG.sharedMessages.resources.notFound);
    return {
      result: id,
      audit: {
        action: "update",
        entity: "resource",
        entityId: id,
        summary: `Updated resource "${fields.title}"`,
      },
    };
  });
  return adminResourceById(ctx.db, id);
}

export function removeResource(
  ctx: Pick<ServiceContext, "db" | "user">,
  id: number,
): Promise<{ id: number }> {
  return adminWrite(ctx, async (trx) => {
    const row = await trx.deleteFrom("resources").where("id", "=", id).returning("title").executeTakeFirst();
    if (!row) throw notFound(MSG.sharedMessages.resources.notFound);
    return {
      result: { id },
      audit: {
        action: "delete",
        entity: "resource",
        entityId: id,
        summary: `Deleted resource "${row.title}"`,
      },
    };
  });
}

const statusAction: Record<ResourceStatus, AuditAction> = {
  approved: "approve",
  rejected: "reject",
  pending: "status",
};

/** Approve or reject (or send back to review); approved resources appear in the public vault. */
export function setResourceStatus(
  ctx: Pick<ServiceContext, "db" | "user">,
  { id, status }: { id: number; status: ResourceStatus },
): Promise<{ id: number; status: ResourceStatus }> {
  return adminWrite(ctx, async (trx) => {
    const row = await trx
      .updateTable("resources")
      .set({ status })
      .where("id", "=", id)
      .returning("title")
      .executeTakeFirst();
    if (!row) throw notFound(MSG.sharedMessages.resources.notFound);
    return {
      result: { id, status },
      audit: {
        action: statusAction[status],
        entity: "resource",
        entityId: id,
        summary: `Set resource "${row.title}" to ${status}`,
      },
    };
  });
}
