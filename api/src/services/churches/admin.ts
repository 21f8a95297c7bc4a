import { type AdminChurchData, type AdminPage, type AdminPageData, CHURCH_MESSAGES } from "@app/shared";
import { type Locale, translator } from "@app/shared/i18n";
import { type RawBuilder, type SqlBool, sql } from "kysely";
import type { Database } from "../../db/connect.ts";
import { invalid, notFound } from "../../errors.ts";
import { requireAdmin } from "../access.ts";
import { adminCount, countAll, pageOf, searchOf, totalOf } from "../admin/paging.ts";
import { adminWrite } from "../audit/write.ts";
import type { ServiceContext } from "../context.ts";
import { recordConfirmation } from "../freshness/confirmations.ts";
import { confirmEdit, listingSnapshot } from "../freshness/edits.ts";
import { acceptImageUrl } from "../image-urls.ts";
import { bilingualMail } from "../mail/bilingual.ts";
import { mailPageUrl } from "../mail/links.ts";
import { type ChurchSchedule, withSchedule, withSchedules } from "../weekly-services/save.ts";
import { searchTextMatch } from "./directory-filter.ts";
import { publicChurchColumns } from "./public.ts";
import { createChurch, updateChurchFields } from "./write.ts";

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
  if (!church) throw notFound(CHURCH_MESSAGES.notFound);
  return withSchedule(db, church);
}

const COORDINATES_AS_PAIR = "Enter both latitude and longitude, or leave both empty";

/** A lone latitude or longitude places nothing; say so instead of dropping it silently. */
function checkCoordinatePair(fields: Pick<AdminChurchData, "latitude" | "longitude">) {
  if ((fields.latitude == null) !== (fields.longitude == null)) {
    const field = fields.latitude == null ? "latitude" : "longitude";
    throw invalid(COORDINATES_AS_PAIR, { [field]: [COORDINATES_AS_PAIR] });
  }
}

/** Added from the dashboard by an administrator, who is the approver: listed at once. */
export function adminCreateChurch(ctx: ServiceContext, fields: AdminChurchData): Promise<AdminChurch> {
  return adminWrite(ctx, async (trx) => {
    checkCoordinatePair(fields);
    const { id } = await createChurch({ ...ctx, db: trx }, fields, { isApproved: true });
    await recordConfirmation(trx, id, "admin", { listing: true, services: true });
    return {
      result: await adminChurchById(trx, id),
      audit: { action: "create", entity: "church", entityId: id, summary: `Created church "${fields.name}"` },
    };
  });
}

const sameCoordinate = (stored: string | null, typed: number) =>
  stored != null && Number(stored).toFixed(8) === typed.toFixed(8);

/**
 * Coordinates sent back unchanged are not a manual placement (a client may send the whole record); both
 * cleared on a hand-placed church hand it back to the geocoder.
 */
export function updateChurch(
  ctx: ServiceContext,
  { id, ...fields }: AdminChurchData & { id: number },
): Promise<AdminChurch> {
  return adminWrite(ctx, async (trx, admin) => {
    checkCoordinatePair(fields);
    const current = await trx
      .selectFrom("churches")
      .select(["latitude", "longitude", "coordinatesManual", "imageUrl"])
      .where("id", "=", id)
      .forUpdate()
      .executeTakeFirst();
    if (!current) throw notFound(CHURCH_MESSAGES.notFound);
    const before = await listingSnapshot(trx, id);
    const imageUrl = await acceptImageUrl({ ...ctx, db: trx }, fields.imageUrl, {
      field: "imageUrl",
      current: current.imageUrl,
    });
    let update = { ...fields, imageUrl };
    if (fields.latitude != null && fields.longitude != null) {
      const unchanged =
        sameCoordinate(current.latitude, fields.latitude) &&
        sameCoordinate(current.longitude, fields.longitude);
      if (unchanged && !current.coordinatesManual)
        update = { ...update, latitude: undefined, longitude: undefined };
    } else if (fields.latitude === null && current.coordinatesManual) {
      await trx
        .updateTable("churches")
        .set({ coordinatesManual: false, latitude: null, longitude: null })
        .where("id", "=", id)
        .execute();
    }
    await updateChurchFields(trx, ctx.adapters.geocoder, id, update);
    // An administrator's save confirms the listing and closes the reports it answers (freshness/edits.ts).
    await confirmEdit(trx, id, before, { by: "admin", editorId: admin.id }, ctx);
    return {
      result: await adminChurchById(trx, id),
      audit: { action: "update", entity: "church", entityId: id, summary: `Updated church "${fields.name}"` },
    };
  });
}

/** Deleting a church also deletes its events (ON DELETE CASCADE); resources and users keep their rows. */
export function removeChurch(ctx: Pick<ServiceContext, "db" | "user">, id: number): Promise<{ id: number }> {
  return adminWrite(ctx, async (trx) => {
    const removed = await trx
      .deleteFrom("churches")
      .where("id", "=", id)
      .returning("name")
      .executeTakeFirst();
    if (!removed) throw notFound(CHURCH_MESSAGES.notFound);
    return {
      result: { id },
      audit: {
        action: "delete",
        entity: "church",
        entityId: id,
        summary: `Deleted church "${removed.name}"`,
      },
    };
  });
}

/**
 * Makes a pending church public and tells its owner and its listed address. Approving an approved church
 * changes nothing and sends nothing, so a double click never mails twice.
 */
export async function approveChurch(ctx: ServiceContext, id: number): Promise<AdminChurch> {
  return adminWrite(ctx, async (trx) => {
    const updated = await trx
      .updateTable("churches")
      .set({ isApproved: true, closedAt: null })
      .where("id", "=", id)
      .where("isApproved", "=", false)
      .returning("name")
      .executeTakeFirst();
    // Approval is an administrator's confirmation of the whole listing (docs/product/freshness.md#confirmed-on).
    if (updated) await recordConfirmation(trx, id, "admin", { listing: true, services: true });
    const church = await adminChurchById(trx, id);
    // The notice is written in the approval's transaction (docs/product/mail.md, "When a mail goes"): a
    // rolled-back approval mails nobody, and a committed one's mail is delivered after the commit, with retries.
    if (updated) await queueApprovalNotice(ctx, trx, church);
    return {
      result: church,
      audit: updated
        ? { action: "approve", entity: "church", entityId: id, summary: `Approved church "${updated.name}"` }
        : null,
    };
  });
}

async function queueApprovalNotice(ctx: ServiceContext, trx: Database, church: AdminChurch): Promise<void> {
  const recipients = new Set(
    [church.ownerEmail, church.email]
      .filter((email): email is string => Boolean(email))
      .map((email) => email.toLowerCase()),
  );
  const url = (path: string, locale: Locale) => mailPageUrl(ctx.config.PUBLIC_BASE_URL, path, locale);
  // No account stores a language, and the admin's request says only the admin's: both, Spanish below English.
  const write = (locale: Locale) => {
    const t = translator(locale);
    const values = { church: church.name, site: ctx.config.ASSOCIATION_NAME };
    const lines = [t("mail.approved.body", { ...values, url: url(`/church/${church.id}`, locale) })];
    if (church.ownerId != null) lines.push(t("mail.approved.ownerLine", { url: url("/profile", locale) }));
    return { subject: t("mail.approved.subject", values), text: lines.join("\n") };
  };
  for (const to of recipients) await ctx.adapters.mailer.queue(trx, bilingualMail(to, write));
}
