import { PLANTING_MESSAGES } from "@app/shared";
import type { Database } from "../../db/connect.ts";
import { isConcurrentChange } from "../../db/errors.ts";
import { conflict } from "../../errors.ts";
import type { Trx } from "./context.ts";

/** A transaction over match rows: losing a race to another admin's write is a 409 "changed meanwhile". */
export async function matchTransaction<T>(db: Database, work: (trx: Trx) => Promise<T>): Promise<T> {
  try {
    return await db.transaction().execute(work);
  } catch (error) {
    if (isConcurrentChange(error)) throw conflict(PLANTING_MESSAGES.changedMeanwhile);
    throw error;
  }
}
