import { createHash, randomBytes } from "node:crypto";
import { sql } from "kysely";
import type { Database } from "../../db/connect.ts";

/** What a mailed link is for; a token of one purpose never works for another. */
export type AccountTokenPurpose = "password_reset" | "email_change" | "email_revert";

const HOUR = 60 * 60 * 1000;
/** How long each link works (docs/product/accounts.md, "Links we mail"). */
export const ACCOUNT_TOKEN_TTL_MS: Readonly<Record<AccountTokenPurpose, number>> = {
  password_reset: HOUR,
  email_change: 24 * HOUR,
  email_revert: 7 * 24 * HOUR,
};

/**
 * The only hash of a token: SHA-256 is enough for 32 random bytes (nothing to guess, unlike a password),
 * and a leaked table then holds no usable link. Its own module so a test can count the calls.
 */
export function hashAccountToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** 32 random bytes, base64url in the link; only their hash is stored. */
export function newAccountToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashAccountToken(token) };
}

/**
 * Stores a new token for the account, and retires the account's earlier unused tokens of the same purpose:
 * only the latest link mailed works.
 */
export async function issueAccountToken(
  db: Database,
  {
    userId,
    purpose,
    email,
    hash,
  }: { userId: number; purpose: AccountTokenPurpose; email?: string; hash: string },
): Promise<void> {
  await db
    .updateTable("accountTokens")
    .set({ usedAt: new Date() })
    .where("userId", "=", userId)
    .where("purpose", "=", purpose)
    .where("usedAt", "is", null)
    .execute();
  await db
    .insertInto("accountTokens")
    .values({
      userId,
      purpose,
      email: email ?? null,
      tokenHash: hash,
      expiresAt: new Date(Date.now() + ACCOUNT_TOKEN_TTL_MS[purpose]),
    })
    .execute();
}

/**
 * Uses a token once: one UPDATE marks it used only if it is unused, unexpired and of this purpose, so of two
 * requests with the same link exactly one gets the row. Null for anything else (unknown, used, expired, or a
 * token of another purpose), which the caller answers with one message.
 */
export async function consumeAccountToken(db: Database, token: string, purpose: AccountTokenPurpose) {
  return db
    .updateTable("accountTokens")
    .set({ usedAt: new Date() })
    .where("tokenHash", "=", hashAccountToken(token))
    .where("purpose", "=", purpose)
    .where("usedAt", "is", null)
    .where("expiresAt", ">", sql<Date>`now()`)
    .returning(["id", "userId", "email"])
    .executeTakeFirst();
}

/**
 * Retires the account's unused tokens of these purposes (a reset retires the other reset links and pending
 * email changes). An email revert link is never retired this way: whoever took the account could otherwise
 * take the old address's way back with it.
 */
export async function retireAccountTokens(
  db: Database,
  userId: number,
  purposes: readonly Exclude<AccountTokenPurpose, "email_revert">[],
): Promise<void> {
  await db
    .updateTable("accountTokens")
    .set({ usedAt: new Date() })
    .where("userId", "=", userId)
    .where("purpose", "in", [...purposes])
    .where("usedAt", "is", null)
    .execute();
}

/** Used and expired tokens serve no one: removed with the expired sessions (services/maintenance.ts). */
export async function purgeSpentAccountTokens(db: Database): Promise<number> {
  const result = await db
    .deleteFrom("accountTokens")
    .where((eb) => eb.or([eb("usedAt", "is not", null), eb("expiresAt", "<=", new Date())]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
