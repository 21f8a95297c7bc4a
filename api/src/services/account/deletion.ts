import { MSG } from "@app/shared/i18n";
import { sql } from "kysely";
import { conflict } from "../../errors.ts";
import type { ServiceContext } from "../context.ts";
import { inTransaction } from "../transaction.ts";
import { confirmOwnPassword } from "./credentials.ts";
import { accountSecurityMail } from "./security-mail.ts";

type Ctx = Pick<ServiceContext, "db" | "user" | "adapters" | "config" | "ip" | "locale">;

/**
 * "Delete my account" (docs/product/accounts.md, "Deleting an account"), with the password. The user row goes,
 * and with it (by the foreign keys) its sessions, links and claims; its church stays listed with no owner,
 * which is what "unclaimed" means here (services/churches/lifecycle/claim.ts: owner_id IS NULL), so it can be
 * claimed again. The audit log keeps that an account was deleted, under its number only, and forgets the
 * address on the entries it wrote. The last administrator cannot delete their account: the site would have none.
 */
export async function deleteAccount(ctx: Ctx, input: { password: string }): Promise<{ ok: true }> {
  const account = await confirmOwnPassword(ctx, input.password, "password");
  await inTransaction(ctx.db, async (trx) => {
    if (account.role === "admin") {
      // Another enabled administrator must remain (a disabled one cannot sign in). The rows are locked, so two
      // administrators deleting themselves at once cannot both pass as "not the last".
      const admins = await trx
        .selectFrom("users")
        .select("id")
        .where("role", "=", "admin")
        .where("disabledAt", "is", null)
        .forUpdate()
        .execute();
      if (!admins.some((admin) => admin.id !== account.id)) {
        throw conflict(MSG.sharedMessages.accountSecurity.lastAdministrator);
      }
    }
    const churches = await trx
      .updateTable("churches")
      .set({ ownerId: null })
      .where("ownerId", "=", account.id)
      .returning("id")
      .execute();
    await trx.updateTable("auditLog").set({ actorEmail: null }).where("actorId", "=", account.id).execute();
    await trx.deleteFrom("mailOutbox").where(sql<string>`lower(to_address)`, "=", account.email).execute();
    await trx.deleteFrom("users").where("id", "=", account.id).execute();
    const left = churches.map((church) => `#${church.id}`).join(", ");
    await trx
      .insertInto("auditLog")
      .values({
        actorId: null,
        actorEmail: null,
        action: "delete",
        entity: "user",
        entityId: String(account.id),
        summary: `Account #${account.id} deleted by its holder${left ? `; church ${left} left without an owner` : ""}`,
      })
      .execute();
    // The one mail left to the address, written after its others were deleted: if someone else deleted the
    // account, its holder learns of it.
    await ctx.adapters.mailer.queue(trx, accountSecurityMail("accountDeleted", account.email, ctx));
  });
  return { ok: true };
}
