import type { AdminPageData } from "@app/shared";
import { MSG } from "@app/shared/i18n";
import { sql } from "kysely";
import type { Database } from "../../db/connect.ts";
import { conflict, forbidden, notFound } from "../../errors.ts";
import { requireAdmin } from "../access.ts";
import { countAll, foldedMatch, pageOf, searchOf, totalOf } from "../admin/paging.ts";
import { adminWrite } from "../audit/write.ts";
import type { SessionUser } from "../auth/session.ts";
import { endSessions } from "../auth/sessions.ts";
import type { ServiceContext } from "../context.ts";
import type { Trx } from "../transaction.ts";

type AdminContext = Pick<ServiceContext, "db" | "user">;

/** What users_admin_search_trgm_idx indexes (migration 0014): email and name. */
const searchable = sql`users.email || ' ' || coalesce(users.first_name, '') || ' ' || coalesce(users.last_name, '')`;

/** The accounts screen: a page of accounts by email, searched by email or name (docs/product/accounts-admin.md). */
export async function listAccounts({ db, user }: AdminContext, input: AdminPageData) {
  await requireAdmin(db, user);
  const q = searchOf(input.q);
  let users = db.selectFrom("users");
  if (q) users = users.where(foldedMatch(searchable, q));
  const pageIds = users.select("users.id").orderBy("users.email").offset(input.offset).limit(input.limit);
  return pageOf(
    db
      .selectFrom("users")
      .leftJoin("churches", "churches.id", "users.churchId")
      .select((eb) => [
        "users.id",
        "users.email",
        "users.firstName",
        "users.lastName",
        "users.role",
        "users.churchId",
        "churches.name as churchName",
        "users.lastSignInAt",
        "users.disabledAt",
        "users.createdAt",
        eb
          .or([
            eb.exists(
              eb
                .selectFrom("userTotp")
                .select(sql`1`.as("one"))
                .whereRef("userTotp.userId", "=", "users.id")
                .where("userTotp.confirmedAt", "is not", null),
            ),
            eb.exists(
              eb
                .selectFrom("userPasskeys")
                .select(sql`1`.as("one"))
                .whereRef("userPasskeys.userId", "=", "users.id"),
            ),
          ])
          .as("hasSecondFactor"),
      ])
      .where("users.id", "in", pageIds)
      .orderBy("users.email")
      .execute(),
    users.select(countAll).executeTakeFirst().then(totalOf),
  );
}

interface Target {
  id: number;
  email: string;
  role: string;
  disabledAt: Date | null;
}

/**
 * The account an action is about, locked, and the actor checked again inside the transaction. Every change of
 * role or of the disabled flag first takes one transaction-wide lock, so two of them run one after the other:
 * two administrators demoting each other at once cannot leave none (the second sees the first's result).
 */
async function lockTarget(trx: Trx, actor: SessionUser, id: number): Promise<Target> {
  await sql`SELECT pg_advisory_xact_lock(hashtext('accounts.administrators'))`.execute(trx);
  const rows = await trx
    .selectFrom("users")
    .select(["id", "email", "role", "disabledAt"])
    .where("id", "in", [id, actor.id])
    .forUpdate()
    .execute();
  const actorRow = rows.find((row) => row.id === actor.id);
  if (actorRow?.role !== "admin" || actorRow.disabledAt) throw forbidden();
  const target = rows.find((row) => row.id === id);
  if (!target) throw notFound(MSG.accountAdmin.messages.notFound);
  return target;
}

/** Refuses a change after which no enabled administrator would be left besides `target`. */
async function assertAnotherAdministrator(trx: Trx, target: Target): Promise<void> {
  if (target.role !== "admin" || target.disabledAt) return;
  const others = await trx
    .selectFrom("users")
    .select(countAll)
    .where("role", "=", "admin")
    .where("disabledAt", "is", null)
    .where("id", "<>", target.id)
    .executeTakeFirst()
    .then(totalOf);
  if (others === 0) throw conflict(MSG.accountAdmin.messages.lastAdministrator);
}

/** Disables (its sessions end at once, it cannot sign in) or enables an account. Not one's own. */
export function setAccountDisabled(ctx: AdminContext, input: { id: number; disabled: boolean }) {
  return adminWrite(ctx, async (trx, actor) => {
    if (input.id === actor.id) throw forbidden(MSG.accountAdmin.messages.notYourself);
    const target = await lockTarget(trx, actor, input.id);
    if (input.disabled) await assertAnotherAdministrator(trx, target);
    const disabledAt = input.disabled ? (target.disabledAt ?? new Date()) : null;
    await trx.updateTable("users").set({ disabledAt }).where("id", "=", target.id).execute();
    const ended = input.disabled ? await endSessions(trx, target.id) : 0;
    return {
      result: { id: target.id, disabled: input.disabled, sessionsEnded: ended },
      audit: {
        action: "status",
        entity: "user",
        entityId: target.id,
        summary: `${input.disabled ? "Disabled" : "Enabled"} the account ${target.email}`,
        before: { disabled: target.disabledAt !== null },
        after: { disabled: input.disabled },
      },
    };
  });
}

/**
 * Promotes to administrator or demotes to a church account (oneself included: stepping down), never the last
 * enabled administrator.
 */
export function setAccountRole(ctx: AdminContext, input: { id: number; role: "admin" | "church" }) {
  return adminWrite(ctx, async (trx, actor) => {
    const target = await lockTarget(trx, actor, input.id);
    if (input.role !== "admin") await assertAnotherAdministrator(trx, target);
    await trx.updateTable("users").set({ role: input.role }).where("id", "=", target.id).execute();
    return {
      result: { id: target.id, role: input.role },
      audit: {
        action: "update",
        entity: "user",
        entityId: target.id,
        summary: `${input.role === "admin" ? "Promoted" : "Demoted"} ${target.email} to ${input.role === "admin" ? "administrator" : "church account"}`,
        before: { role: target.role },
        after: { role: input.role },
      },
    };
  });
}

/** Ends every session of an account (it must sign in again everywhere). */
export function endAccountSessions(ctx: AdminContext, input: { id: number }) {
  return adminWrite(ctx, async (trx, actor) => {
    const target = await lockTarget(trx, actor, input.id);
    const ended = await endSessions(trx, target.id);
    return {
      result: { id: target.id, sessionsEnded: ended },
      audit: {
        action: "delete",
        entity: "session",
        entityId: target.id,
        summary: `Signed out every session of ${target.email} (${ended})`,
      },
    };
  });
}

/**
 * Removes an account's authenticator app, passkeys and recovery codes, and ends its sessions: the owner, who
 * lost a phone, signs in with the password and (an administrator where required) enrols again.
 */
export function resetSecondFactor(ctx: AdminContext, input: { id: number }) {
  return adminWrite(ctx, async (trx, actor) => {
    const target = await lockTarget(trx, actor, input.id);
    const removed = await removeSecondFactors(trx, target.id);
    const ended = await endSessions(trx, target.id);
    return {
      result: { id: target.id, sessionsEnded: ended },
      audit: {
        action: "delete",
        entity: "second_factor",
        entityId: target.id,
        summary: `Reset the second factor of ${target.email} (${removed} removed)`,
      },
    };
  });
}

async function removeSecondFactors(trx: Database, userId: number): Promise<number> {
  const [totp, passkeys] = await Promise.all([
    trx.deleteFrom("userTotp").where("userId", "=", userId).executeTakeFirst(),
    trx.deleteFrom("userPasskeys").where("userId", "=", userId).executeTakeFirst(),
  ]);
  await trx.deleteFrom("userRecoveryCodes").where("userId", "=", userId).execute();
  await trx.deleteFrom("webauthnChallenges").where("userId", "=", userId).execute();
  return Number(totp.numDeletedRows) + Number(passkeys.numDeletedRows);
}
