import type { Database } from "../../db/connect.ts";
import { carryOverServiceTimes } from "./carry-over.ts";
import { fillAllTimeZones } from "./time-zones.ts";

/** Lets requests run between two batches, so settling a national directory never holds the server. */
const betweenBatches = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Brings every church's schedule facts up to date: the zones of new and moved pins, then the free text of churches
 * never read into rows (docs/product/weekly-services.md). Run after start-up and with the maintenance tasks; says
 * how many churches it touched.
 */
export async function settleSchedules(db: Database): Promise<number> {
  let touched = await fillAllTimeZones(db, betweenBatches);
  for (let read = await carryOverServiceTimes(db); read > 0; read = await carryOverServiceTimes(db)) {
    touched += read;
    await betweenBatches();
  }
  return touched;
}
