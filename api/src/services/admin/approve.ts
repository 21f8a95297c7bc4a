import { requireAdmin } from "../access.ts";
import { recordAudit } from "../audit/record.ts";
import type { ServiceContext } from "../context.ts";
import { type AdminChurch, adminChurchById } from "./churches-read.ts";

/**
 * Makes a pending church public and tells its owner and its listed address. Approving an approved church
 * changes nothing and sends nothing, so a double click never mails twice.
 */
export async function approveChurch(ctx: ServiceContext, id: number): Promise<AdminChurch> {
  const admin = await requireAdmin(ctx.db, ctx.user);
  const { church, newlyApproved } = await ctx.db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable("churches")
      .set({ isApproved: true })
      .where("id", "=", id)
      .where("isApproved", "=", false)
      .returning("name")
      .executeTakeFirst();
    if (updated) {
      await recordAudit(trx, admin, {
        action: "approve",
        entity: "church",
        entityId: id,
        summary: `Approved church "${updated.name}"`,
      });
    }
    return { church: await adminChurchById(trx, id), newlyApproved: Boolean(updated) };
  });
  // After the commit: the approval stands even if the mail transport fails (the outbox keeps the error).
  if (newlyApproved) await sendApprovalNotice(ctx, church).catch(() => undefined);
  return church;
}

async function sendApprovalNotice(ctx: ServiceContext, church: AdminChurch): Promise<void> {
  const recipients = new Set(
    [church.ownerEmail, church.email]
      .filter((email): email is string => Boolean(email))
      .map((email) => email.toLowerCase()),
  );
  const base = ctx.config.PUBLIC_BASE_URL.replace(/\/+$/, "");
  const lines = [
    `Good news: ${church.name} has been approved and is now listed in the ${ctx.config.ASSOCIATION_NAME} church directory.`,
    "",
    `See the listing: ${base}/church/${church.id}`,
  ];
  if (church.ownerId != null) lines.push(`Keep its details up to date from your profile: ${base}/profile`);
  const text = lines.join("\n");
  for (const to of recipients) {
    await ctx.adapters.mailer.send({ to, subject: `${church.name} is now listed in the directory`, text });
  }
}
