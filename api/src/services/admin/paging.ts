import type { AdminPage } from "@app/shared";
import { type RawBuilder, type SqlBool, sql } from "kysely";
import type { Database } from "../../db/connect.ts";
import { likeContains } from "../churches/directory-filter.ts";

/**
 * The search text as a folded substring pattern (lower case, no accents, `%` and `_` literal), matched against
 * an expression folded the same way. Each list's trigram index (migrations 0007 and 0010) is on exactly the
 * expression passed here, so the planner answers the match from it.
 */
export function foldedMatch(expression: RawBuilder<unknown>, q: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`directory_fold(${expression}) LIKE directory_fold(${likeContains(q)})`;
}

/** The trimmed search text, or undefined for none. */
export const searchOf = (q: string | undefined) => q?.trim() || undefined;

/** A page's rows and the list's total, asked for at once (two queries on two pooled connections). */
export async function pageOf<T>(items: Promise<T[]>, total: Promise<number>): Promise<AdminPage<T>> {
  const [rows, count] = await Promise.all([items, total]);
  return { items: rows, total: count };
}

/** count(*) as a number (PostgreSQL's bigint arrives as text). */
export const countAll = sql<string>`count(*)`.as("total");
export const totalOf = (row: { total: string | number | bigint } | undefined) => Number(row?.total ?? 0);

export type AdminCounter = "churches" | "pending_churches" | "pending_resources";

/** A counter the triggers of migration 0010 keep: one row read, however large the table. */
export async function adminCount(db: Database, name: AdminCounter): Promise<number> {
  const row = await db.selectFrom("adminCounts").select("value").where("name", "=", name).executeTakeFirst();
  return Number(row?.value ?? 0);
}
