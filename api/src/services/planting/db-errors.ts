import { PLANTING_MESSAGES } from "@app/shared";
import type { Database } from "../../db/connect.ts";
import { conflict } from "../../errors.ts";
import type { Trx } from "./context.ts";

/**
 * Postgres codes that mean "someone else changed these rows first": a unique index (the last line behind
 * the row locks), a serialization failure or a deadlock. All of them deserve a 409, not a 500.
 */
const RACE_CODES = new Set(["23505", "40001", "40P01"]);

export function isConcurrentChange(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if (RACE_CODES.has((current as { code?: string }).code ?? "")) return true;
  }
  return false;
}

/** A transaction over match rows: losing a race to another admin's write is a 409 "changed meanwhile". */
export async function matchTransaction<T>(db: Database, work: (trx: Trx) => Promise<T>): Promise<T> {
  try {
    return await db.transaction().execute(work);
  } catch (error) {
    if (isConcurrentChange(error)) throw conflict(PLANTING_MESSAGES.changedMeanwhile);
    throw error;
  }
}
