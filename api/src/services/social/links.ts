import { SOCIAL_PLATFORMS } from "@app/shared";
import { MSG } from "@app/shared/i18n";
import type { Selectable } from "kysely";
import type { Database } from "../../db/connect.ts";
import type { SocialMediaLinks } from "../../db/types.ts";
import { notFound } from "../../errors.ts";
import { requireAdmin } from "../access.ts";
import type { AuditAction } from "../audit/record.ts";
import { adminWrite } from "../audit/write.ts";
import type { ServiceContext } from "../context.ts";

const linkColumns = ["platform", "url", "isActive", "updatedAt"] as const;

/** The public shape: platform, url, isActive (docs/product/administration.md#social-links). */
export type SocialLink = Pick<Selectable<SocialMediaLinks>, "platform" | "url" | "isActive">;

export type AdminSocialLink = SocialLink & {
  /** Null for a fixed platform that has never been saved. */
  updatedAt: Date | null;
};

const FIXED: readonly string[] = SOCIAL_PLATFORMS;

/** The five fixed platforms in their order (docs/product/administration.md#social-links), then any other by name. */
function byPlatformOrder(a: { platform: string }, b: { platform: string }) {
  const rank = (platform: string) => {
    const index = FIXED.indexOf(platform);
    return index === -1 ? FIXED.length : index;
  };
  return rank(a.platform) - rank(b.platform) || a.platform.localeCompare(b.platform);
}

/** What the site header shows: exactly the active links that have a URL. */
export async function listActiveLinks({ db }: { db: Database }): Promise<SocialLink[]> {
  const rows = await db
    .selectFrom("socialMediaLinks")
    .select(["platform", "url", "isActive"])
    .where("isActive", "=", true)
    .where("url", "<>", "")
    .execute();
  return rows.sort(byPlatformOrder);
}

/**
 * Every stored link plus a blank row for each fixed platform not saved yet. Reads never write: the missing
 * rows are created by the first save or toggle.
 */
export async function listAllLinks({
  db,
  user,
}: Pick<ServiceContext, "db" | "user">): Promise<AdminSocialLink[]> {
  await requireAdmin(db, user);
  const rows = await db.selectFrom("socialMediaLinks").select(linkColumns).execute();
  const stored = new Set(rows.map((row) => row.platform));
  const blanks = FIXED.filter((platform) => !stored.has(platform)).map((platform) => ({
    platform,
    url: "",
    isActive: true,
    updatedAt: null,
  }));
  return [...rows, ...blanks].sort(byPlatformOrder);
}

/** Only the fixed platforms may be created; another platform must already exist to be changed. */
async function checkPlatform(trx: Database, platform: string) {
  if (FIXED.includes(platform)) return;
  const row = await trx
    .selectFrom("socialMediaLinks")
    .select("id")
    .where("platform", "=", platform)
    .executeTakeFirst();
  if (!row) throw notFound(MSG.sharedMessages.social.unknownPlatform);
}

/** Both admin changes write one column of the platform's row (creating a fixed platform's row on first use). */
function saveLink(
  ctx: Pick<ServiceContext, "db" | "user">,
  platform: string,
  change: { url: string } | { isActive: boolean },
  audit: { action: AuditAction; summary: string },
): Promise<AdminSocialLink> {
  return adminWrite(ctx, async (trx) => {
    await checkPlatform(trx, platform);
    const link = await trx
      .insertInto("socialMediaLinks")
      .values({ platform, ...change })
      .onConflict((oc) => oc.column("platform").doUpdateSet(change))
      .returning(linkColumns)
      .executeTakeFirstOrThrow();
    return { result: link, audit: { ...audit, entity: "social_link", entityId: platform } };
  });
}

export function updateLinkUrl(
  ctx: Pick<ServiceContext, "db" | "user">,
  { platform, url }: { platform: string; url: string },
): Promise<AdminSocialLink> {
  return saveLink(
    ctx,
    platform,
    { url },
    { action: "update", summary: `Set the ${platform} link to ${url}` },
  );
}

export function toggleLink(
  ctx: Pick<ServiceContext, "db" | "user">,
  { platform, isActive }: { platform: string; isActive: boolean },
): Promise<AdminSocialLink> {
  return saveLink(
    ctx,
    platform,
    { isActive },
    {
      action: "toggle",
      summary: `${isActive ? "Showed" : "Hid"} the ${platform} link in the header`,
    },
  );
}
