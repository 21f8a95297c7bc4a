import { MSG } from "@app/shared/i18n";
import { sql } from "kysely";
import type { Config } from "../../../config.ts";
import type { Database } from "../../../db/connect.ts";
import { forbidden } from "../../../errors.ts";
import type { SessionUser } from "../session.ts";

/**
 * Whether this account must have a second factor before it may do anything: every administrator under
 * ADMIN_2FA=required, the default in production (docs/product/accounts-admin.md, "Two-factor sign-in").
 */
export function secondFactorRequired(config: Pick<Config, "ADMIN_2FA">, role: string): boolean {
  return role === "admin" && config.ADMIN_2FA === "required";
}

/** A confirmed authenticator app or at least one passkey. Recovery codes alone are not a factor. */
export async function hasSecondFactor(db: Database, userId: number): Promise<boolean> {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .or([
          eb.exists(
            eb
              .selectFrom("userTotp")
              .select(sql`1`.as("one"))
              .where("userId", "=", userId)
              .where("confirmedAt", "is not", null),
          ),
          eb.exists(eb.selectFrom("userPasskeys").select(sql`1`.as("one")).where("userId", "=", userId)),
        ])
        .as("enrolled"),
    ])
    .executeTakeFirstOrThrow();
  return Boolean(row.enrolled);
}

/** Whether this signed-in user is held at the enrolment screen (read again from the database every time). */
export async function mustEnrol(
  { db, config }: { db: Database; config: Pick<Config, "ADMIN_2FA"> },
  user: Pick<SessionUser, "id">,
): Promise<boolean> {
  if (config.ADMIN_2FA !== "required") return false;
  const row = await db.selectFrom("users").select("role").where("id", "=", user.id).executeTakeFirst();
  if (!row || !secondFactorRequired(config, row.role)) return false;
  return !(await hasSecondFactor(db, user.id));
}

/**
 * The gate of every signed-in procedure but the enrolment's own: an administrator without a second factor,
 * where one is required, is refused everything else until enrolled.
 */
export async function assertEnrolledIfRequired(
  ctx: { db: Database; config: Pick<Config, "ADMIN_2FA"> },
  user: Pick<SessionUser, "id">,
): Promise<void> {
  if (await mustEnrol(ctx, user)) throw forbidden(MSG.sharedMessages.twoFactor.enrolmentRequired);
}
