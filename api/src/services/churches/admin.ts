import type { AdminPage, AdminPageData } from "@app/shared";
import { MSG } from "@app/shared/i18n";
import { type RawBuilder, type SqlBool, sql } from "kysely";
import type { Database } from "../../db/connect.ts";
import { notFound } from "../../errors.ts";
import { requireAdmin } from "../access.ts";
import { adminCount, countAll, pageOf, searchOf, totalOf } from "../admin/paging.ts";
import type { ServiceContext } from "../context.ts";
import { type ChurchSchedule, withSchedule, withSchedules } from "../weekly-services/save.ts";
import { searchTextMatch } from "./directory-filter.ts";
import { publicChurchColumns } from "./public.ts";

function adminChurchQuery(db: Database) {
  return db
    .selectFrom("churches")
    .leftJoin("users as owner", "owner.id", "churches.ownerId")
    .select(publicChurchColumns.map((column) => `churches.${column}` as const))
    .select([
      "churches.isApproved",
      "churches.coordinatesManual",
      "churches.ownerId",
      "owner.email as ownerEmail",
      "churches.createdAt",
      "churches.updatedAt",
    ]);
}

type AdminChurchRow = Awaited<ReturnType<ReturnType<typeof adminChurchQuery>["executeTakeFirstOrThrow"]>>;
/**
 * What the dashboard sees of a church: the public view plus approval, ownership and placement, and what its
 * dialog edits besides the row (the weekly services and facets; a pending church's are the registration's).
 */
export type AdminChurch = AdminChurchRow & ChurchSchedule;

/**
 * The administrator's search: a folded substring of name, city or pastor (the directory's, searchTextMatch), or a
 * whole ZIP code.
 */
function adminChurchSearch(q: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`(${searchTextMatch(q)} OR churches.zip_code = ${q})`;
}

/**
 * A page of every church, approved or pending, by name then id, optionally searched. The page's ids come first
 * from the (name, id) index alone, so a deep page skips index entries rather than whole rows; the total of an
 * unsearched list is the counter the triggers keep.
 */
export async function listAllChurches(
  { db, user }: Pick<ServiceContext, "db" | "user">,
  input: AdminPageData,
): Promise<AdminPage<AdminChurch>> {
  await requireAdmin(db, user);
  const q = searchOf(input.q);
  let ids = db.selectFrom("churches").select("churches.id");
  if (q) ids = ids.where(adminChurchSearch(q));
  const pageIds = ids.orderBy("churches.name").orderBy("churches.id").offset(input.offset).limit(input.limit);
  return pageOf(
    adminChurchQuery(db)
      .where("churches.id", "in", pageIds)
      .orderBy("churches.name")
      .orderBy("churches.id")
      .execute()
      .then((churches) => withSchedules(db, churches)),
    q
      ? db
          .selectFrom("churches")
          .select(countAll)
          .where(adminChurchSearch(q))
          .executeTakeFirst()
          .then(totalOf)
      : adminCount(db, "churches"),
  );
}

/** Oldest first: the queue is worked through in the order churches registered. */
export async function listPendingChurches(
  { db, user }: Pick<ServiceContext, "db" | "user">,
  input: AdminPageData,
): Promise<AdminPage<AdminChurch>> {
  await requireAdmin(db, user);
  const q = searchOf(input.q);
  // A closed church is not waiting for approval (docs/product/freshness.md#reports).
  let query = adminChurchQuery(db)
    .where("churches.isApproved", "=", false)
    .where("churches.closedAt", "is", null);
  if (q) query = query.where(adminChurchSearch(q));
  return pageOf(
    query
      .orderBy("churches.createdAt")
      .orderBy("churches.id")
      .offset(input.offset)
      .limit(input.limit)
      .execute()
      .then((churches) => withSchedules(db, churches)),
    q
      ? db
          .selectFrom("churches")
          .select(countAll)
          .where("churches.isApproved", "=", false)
          .where("churches.closedAt", "is", null)
          .where(adminChurchSearch(q))
          .executeTakeFirst()
          .then(totalOf)
      : adminCount(db, "pending_churches"),
  );
}

export async function adminChurchById(db: Database, id: number): Promise<AdminChurch> {
  const church = await adminChurchQuery(db).where("churches.id", "=", id).executeTakeFirst();
  if (!church) throw notFound(MSG.sharedMessages.churches.notFound);
  return withSchedule(db, church);
}
