import { createHash, randomBytes } from "node:crypto";
import { RECOVERY_CODE_COUNT } from "@app/shared";
import { sql } from "kysely";
import type { Database } from "../../../db/connect.ts";

const BASE32 = "abcdefghijklmnopqrstuvwxyz234567";

/** Ten characters of base32, 50 random bits: as printed, "xxxxx-xxxxx". */
function newCode(): string {
  const bytes = randomBytes(10);
  const chars = Array.from(bytes, (byte) => BASE32[byte & 31]).join("");
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** The stored form: SHA-256 of the code without its dash (recoveryCodeSchema strips it the same way). */
export const hashRecoveryCode = (code: string) =>
  createHash("sha256")
    .update(code.replace(/[\s-]+/g, "").toLowerCase())
    .digest("hex");

/**
 * A fresh set of recovery codes, replacing any earlier set (docs/product/accounts-admin.md, "Recovery codes").
 * The codes are returned once, to be shown once; only their hashes are kept.
 */
export async function replaceRecoveryCodes(db: Database, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  await db.deleteFrom("userRecoveryCodes").where("userId", "=", userId).execute();
  await db
    .insertInto("userRecoveryCodes")
    .values(codes.map((code) => ({ userId, codeHash: hashRecoveryCode(code) })))
    .execute();
  return codes;
}

/** Spends one unused code of this account; false when it is unknown or was used before. One statement, so two
 * requests with the same code cannot both succeed. */
export async function consumeRecoveryCode(db: Database, userId: number, code: string): Promise<boolean> {
  const result = await db
    .updateTable("userRecoveryCodes")
    .set({ usedAt: sql`now()` })
    .where("userId", "=", userId)
    .where("codeHash", "=", hashRecoveryCode(code))
    .where("usedAt", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function unusedRecoveryCodes(db: Database, userId: number): Promise<number> {
  const row = await db
    .selectFrom("userRecoveryCodes")
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .where("userId", "=", userId)
    .where("usedAt", "is", null)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}
