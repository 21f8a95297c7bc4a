import { MSG } from "@app/shared/i18n";
import type { RegistrationResponseJSON } from "@simplewebauthn/server";
import type { Config } from "../../../config.ts";
import type { Database } from "../../../db/connect.ts";
import { conflict, invalid, notFound } from "../../../errors.ts";
import { requireUser } from "../../access.ts";
import type { ServiceContext } from "../../context.ts";
import { inTransaction } from "../../transaction.ts";
import { passkeyRegistrationOptions, registerPasskey } from "./passkeys.ts";
import { hasSecondFactor, mustEnrol, secondFactorRequired } from "./policy.ts";
import { replaceRecoveryCodes, unusedRecoveryCodes } from "./recovery-codes.ts";
import { startTotpEnrolment, verifyTotpCode } from "./totp.ts";

type EnrolmentContext = Pick<ServiceContext, "db" | "user" | "config">;

/** What the two-factor screen shows of the signed-in account's own factors. */
export async function secondFactorStatus({ db, user, config }: EnrolmentContext) {
  const me = requireUser(user);
  const [totp, passkeys, recoveryCodesLeft, enrolmentNeeded, role] = await Promise.all([
    db.selectFrom("userTotp").select("confirmedAt").where("userId", "=", me.id).executeTakeFirst(),
    db
      .selectFrom("userPasskeys")
      .select(["id", "name", "createdAt", "lastUsedAt"])
      .where("userId", "=", me.id)
      .orderBy("createdAt")
      .execute(),
    unusedRecoveryCodes(db, me.id),
    mustEnrol({ db, config }, me),
    db.selectFrom("users").select("role").where("id", "=", me.id).executeTakeFirst(),
  ]);
  return {
    /** This account must keep a second factor (an administrator where ADMIN_2FA=required). */
    required: secondFactorRequired(config, role?.role ?? ""),
    /** ...and has none yet: every other screen is closed to it until it enrols. */
    mustEnrol: enrolmentNeeded,
    totp: Boolean(totp?.confirmedAt),
    passkeys,
    recoveryCodesLeft,
  };
}

/** The first factor of an account brings its recovery codes; a later one keeps the codes it has. */
async function recoveryCodesIfFirst(trx: Database, userId: number, wasEnrolled: boolean) {
  return wasEnrolled ? null : replaceRecoveryCodes(trx, userId);
}

export async function startTotp({ db, user, config }: EnrolmentContext) {
  const me = requireUser(user);
  return startTotpEnrolment(db, me, config.ASSOCIATION_NAME);
}

/** The code typed back confirms the app; the account's recovery codes come with its first factor. */
export async function confirmTotp({ db, user }: Pick<ServiceContext, "db" | "user">, code: string) {
  const me = requireUser(user);
  return inTransaction(db, async (trx) => {
    const wasEnrolled = await hasSecondFactor(trx, me.id);
    const pending = await trx
      .selectFrom("userTotp")
      .select("confirmedAt")
      .where("userId", "=", me.id)
      .executeTakeFirst();
    if (!pending) throw invalid(MSG.sharedMessages.twoFactor.notEnrolling);
    if (pending.confirmedAt) throw conflict(MSG.sharedMessages.twoFactor.alreadyEnrolled);
    if (!(await verifyTotpCode(trx, me.id, code, { confirmed: false }))) {
      throw invalid(MSG.sharedMessages.twoFactor.wrongCode, {
        code: [MSG.sharedMessages.twoFactor.wrongCode],
      });
    }
    return { recoveryCodes: await recoveryCodesIfFirst(trx, me.id, wasEnrolled) };
  });
}

export async function passkeyOptions({ db, user, config }: EnrolmentContext) {
  return passkeyRegistrationOptions(db, config, requireUser(user));
}

export async function addPasskey(
  { db, user, config }: EnrolmentContext,
  input: { name: string; response: unknown },
) {
  const me = requireUser(user);
  const wasEnrolled = await hasSecondFactor(db, me.id);
  // The challenge is taken outside the transaction: a failed answer spends it all the same.
  const passkey = await registerPasskey(
    db,
    config,
    me.id,
    input.name,
    input.response as RegistrationResponseJSON,
  );
  return { passkey, recoveryCodes: await recoveryCodesIfFirst(db, me.id, wasEnrolled) };
}

/** A new set of ten codes (the old ones stop working); only for an account that has a factor. */
export async function regenerateRecoveryCodes({ db, user }: Pick<ServiceContext, "db" | "user">) {
  const me = requireUser(user);
  return inTransaction(db, async (trx) => {
    if (!(await hasSecondFactor(trx, me.id))) throw invalid(MSG.sharedMessages.twoFactor.notEnrolling);
    return { recoveryCodes: await replaceRecoveryCodes(trx, me.id) };
  });
}

/**
 * Removes one of the account's own factors. An account that must keep one (an administrator under
 * ADMIN_2FA=required) cannot remove its last; with none left, its recovery codes go too.
 */
async function removeFactor(
  { db, user, config }: EnrolmentContext,
  remove: (trx: Database, userId: number) => Promise<number>,
) {
  const me = requireUser(user);
  return inTransaction(db, async (trx) => {
    const account = await trx
      .selectFrom("users")
      .select("role")
      .where("id", "=", me.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if ((await remove(trx, me.id)) === 0) throw notFound();
    if (!(await hasSecondFactor(trx, me.id))) {
      if (secondFactorRequired(config as Pick<Config, "ADMIN_2FA">, account.role)) {
        throw conflict(MSG.sharedMessages.twoFactor.lastFactorRequired);
      }
      await trx.deleteFrom("userRecoveryCodes").where("userId", "=", me.id).execute();
    }
    return { ok: true as const };
  });
}

export const removeTotp = (ctx: EnrolmentContext) =>
  removeFactor(ctx, async (trx, userId) =>
    Number((await trx.deleteFrom("userTotp").where("userId", "=", userId).executeTakeFirst()).numDeletedRows),
  );

export const removePasskey = (ctx: EnrolmentContext, id: string) =>
  removeFactor(ctx, async (trx, userId) =>
    Number(
      (
        await trx
          .deleteFrom("userPasskeys")
          .where("userId", "=", userId)
          .where("id", "=", id)
          .executeTakeFirst()
      ).numDeletedRows,
    ),
  );
