import { MSG } from "@app/shared/i18n";
import type { Database } from "../../../db/connect.ts";
import { isUniqueViolation } from "../../../db/errors.ts";
import { conflict } from "../../../errors.ts";

const ALREADY_OWNS_CHURCH = MSG.errors.alreadyOwnsChurch;

/** The id of the church this user owns, if any (a user owns at most one: churches_owner_key). */
export async function ownedChurchId(db: Database, userId: number): Promise<number | null> {
  const row = await db.selectFrom("churches").select("id").where("ownerId", "=", userId).executeTakeFirst();
  return row?.id ?? null;
}

/** Throws 409 when the user already owns a church; run it inside the transaction that gives them one. */
export async function assertOwnsNoChurch(db: Database, userId: number): Promise<void> {
  if ((await ownedChurchId(db, userId)) != null) throw conflict(ALREADY_OWNS_CHURCH);
}

/** Two writes racing to give one user a second church: the unique index decides, the loser gets a 409. */
export function asOwnershipConflict(error: unknown): unknown {
  return isUniqueViolation(error, "churches_owner_key") ? conflict(ALREADY_OWNS_CHURCH) : error;
}
