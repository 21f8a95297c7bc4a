import { OWNER_EDITABLE_FIELDS, type ProfileUpdateData } from "@app/shared";
import { MSG } from "@app/shared/i18n";
import type { Selectable } from "kysely";
import type { Database } from "../../../db/connect.ts";
import type { Churches } from "../../../db/types.ts";
import { forbidden, notFound } from "../../../errors.ts";
import { isAdministrator, requireUser } from "../../access.ts";
import { auditedWrite } from "../../audit/write.ts";
import type { SessionUser } from "../../auth/session.ts";
import type { ServiceContext } from "../../context.ts";
import { confirmEdit, listingSnapshot } from "../../freshness/edits.ts";
import { acceptImageUrl } from "../../image-urls.ts";
import { RATE_LIMITS } from "../../rate-limits.ts";
import { type ChurchSchedule, withSchedule } from "../../weekly-services/save.ts";
import { updateChurchFields } from "./fields.ts";
import { churchSnapshot, ownerEditEntry } from "./owner-edit-log.ts";
import { ownedChurchId } from "./ownership.ts";

type AccountContext = Pick<ServiceContext, "db" | "user" | "adapters" | "config">;

const ownerChurchColumns = ["id", ...OWNER_EDITABLE_FIELDS, "isApproved"] as const;

/**
 * The church as its owner sees it on /profile: every field, whether it is approved yet, and its weekly services
 * and facets.
 */
export type OwnerChurch = Pick<Selectable<Churches>, (typeof ownerChurchColumns)[number]> & ChurchSchedule;

const churchRow = async (db: Database, id: number): Promise<OwnerChurch> =>
  withSchedule(
    db,
    await db.selectFrom("churches").select(ownerChurchColumns).where("id", "=", id).executeTakeFirstOrThrow(),
  );

/**
 * Which church a request is about: the user's own, or (for an administrator) the one named by id.
 * Anyone else naming a church they do not own is refused.
 */
async function resolveChurch(
  db: Database,
  user: SessionUser,
  churchId: number | undefined,
): Promise<{ id: number; asAdmin: boolean } | null> {
  if (churchId == null) {
    const own = await ownedChurchId(db, user.id);
    return own == null ? null : { id: own, asAdmin: false };
  }
  const church = await db
    .selectFrom("churches")
    .select("ownerId")
    .where("id", "=", churchId)
    .executeTakeFirst();
  if (church?.ownerId === user.id) return { id: churchId, asAdmin: false };
  if (await isAdministrator(db, user.id)) {
    if (!church) throw notFound(MSG.sharedMessages.churches.notFound);
    return { id: churchId, asAdmin: true };
  }
  // Same answer whether the church exists or not: no probing of other people's churches.
  throw forbidden(MSG.sharedMessages.churches.manageOwnOnly);
}

/** GET /api/user/church: null when the user has no church (the screen shows 'No Church Profile'). */
export async function getAccountChurch(
  { db, user }: AccountContext,
  input: { churchId?: number },
): Promise<OwnerChurch | null> {
  const target = await resolveChurch(db, requireUser(user), input.churchId);
  return target ? churchRow(db, target.id) : null;
}

/**
 * PUT /api/user/church: the owner (or an administrator) changes the church's details. The approval state
 * and the owner are not part of the input, so an owner can never approve their own church. An owner's edit
 * of an approved church is live at once and recorded with the values it replaced, for the dashboard.
 */
export async function updateAccountChurch(
  ctx: AccountContext,
  input: ProfileUpdateData & { churchId?: number },
): Promise<OwnerChurch> {
  const { db, adapters } = ctx;
  const user = requireUser(ctx.user);
  const { churchId, ...fields } = input;
  const target = await resolveChurch(db, user, churchId);
  if (!target) throw notFound(MSG.sharedMessages.churches.noProfile);
  // Every save by an owner counts, so no one can bury an edit under a flood of others (docs/product/owner-edits.md).
  if (!target.asAdmin) await adapters.rateLimiter.hit(RATE_LIMITS.ownerEdits, `user:${user.id}`);
  return auditedWrite(db, user, async (trx) => {
    const before = await churchSnapshot(trx, target.id, true);
    const listingBefore = await listingSnapshot(trx, target.id);
    const imageUrl = await acceptImageUrl({ ...ctx, db: trx }, fields.imageUrl, {
      field: "imageUrl",
      current: before.imageUrl as string | null,
    });
    await updateChurchFields(trx, adapters.geocoder, target.id, { ...fields, imageUrl });
    // Every save confirms the listing, and its times when it changed them; it closes the reports it answers.
    const by = target.asAdmin ? "admin" : "owner";
    await confirmEdit(trx, target.id, listingBefore, { by, editorId: user.id }, ctx);
    const church = await churchRow(trx, target.id);
    if (target.asAdmin) {
      return {
        result: church,
        audit: {
          action: "update",
          entity: "church",
          entityId: target.id,
          summary: `Updated church "${church.name}" from its profile page`,
        },
      };
    }
    const after = church.isApproved ? await churchSnapshot(trx, target.id) : null;
    return { result: church, audit: after && ownerEditEntry(target.id, before, after) };
  });
}
