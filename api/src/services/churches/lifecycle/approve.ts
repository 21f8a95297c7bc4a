import { type Locale, translator } from "@app/shared/i18n";
import type { Database } from "../../../db/connect.ts";
import { adminWrite } from "../../audit/write.ts";
import type { ServiceContext } from "../../context.ts";
import { recordConfirmation } from "../../freshness/confirmations.ts";
import { bilingualMail } from "../../mail/bilingual.ts";
import { mailPageUrl } from "../../mail/links.ts";
import { type AdminChurch, adminChurchById } from "../admin.ts";

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
