import {
  CHURCH_FACETS,
  type ChurchFacets,
  type ChurchFacetsInput,
  completeFacets,
  type WeeklyService,
} from "@app/shared";
import { sql } from "kysely";
import type { Database } from "../../db/connect.ts";
import { servicesFromText } from "./carry-over.ts";
import { replaceServices, servicesOf } from "./rows.ts";
import { serviceTimesText } from "./text.ts";

/** What a church form sends about its schedule: the rows, the documented free text, or both. */
interface ScheduleInput {
  /** Absent: an older client that knows only the text. */
  services?: WeeklyService[];
  serviceTimes?: string | null;
}

/** What a save writes: the church's text, and its rows when they change (undefined keeps either). */
interface SchedulePlan {
  serviceTimes: string | null | undefined;
  services: WeeklyService[] | undefined;
}

/**
 * The text and rows a save of a church's form writes (docs/product/weekly-services.md, "The text and the documented
 * paths"): rows sent are the truth, saved by a person (no longer "read from text"), and the text is written from
 * them; no rows sent but a changed text (an older REST client) is read into rows as the carry-over reads it, so
 * the two never disagree. An empty list of rows keeps the text as sent: a church may still say its times in words.
 * `currentText` is the church's text before the save; undefined for a new church.
 */
export function planSchedule(input: ScheduleInput, currentText: string | null | undefined): SchedulePlan {
  // A request that names neither leaves both as they are (an update's absent field is kept).
  if (input.services === undefined && input.serviceTimes === undefined) {
    return { serviceTimes: undefined, services: undefined };
  }
  const text = input.serviceTimes ?? null;
  if (input.services !== undefined) {
    const services = input.services.map((service) => ({ ...service, readFromText: false }));
    return { serviceTimes: services.length > 0 ? serviceTimesText(services) : text, services };
  }
  if (currentText !== undefined && (currentText ?? null) === text)
    return { serviceTimes: text, services: undefined };
  return { serviceTimes: text, services: servicesFromText(text) };
}

/**
 * Writes a church's weekly services and facets in the caller's transaction: the one place every form's save
 * (registration, the owner's profile, the administrator's dialog, their REST paths) puts the rows, so anything a
 * save of the services should also do belongs here. The church's text is written by the caller with the rest of
 * the row (plan.serviceTimes). Marks the church's text as read, so the carry-over never reads over a person's rows.
 */
export async function saveChurchSchedule(
  trx: Database,
  churchId: number,
  plan: SchedulePlan,
  facets: ChurchFacetsInput | undefined,
): Promise<void> {
  if (plan.services !== undefined) {
    await replaceServices(trx, churchId, plan.services);
    await sql`
      INSERT INTO church_schedules (church_id, services_read_at) VALUES (${churchId}, now())
      ON CONFLICT (church_id) DO UPDATE SET services_read_at = excluded.services_read_at`.execute(trx);
  }
  if (facets !== undefined) await saveFacets(trx, churchId, completeFacets(facets));
}

async function saveFacets(trx: Database, churchId: number, facets: ChurchFacets): Promise<void> {
  await trx
    .insertInto("churchFacets")
    .values({ churchId, ...facets })
    .onConflict((conflict) => conflict.column("churchId").doUpdateSet(facets))
    .execute();
}

/** Each church's answers, every facet null (unknown) where it has none. */
export async function facetsOf(db: Database, churchIds: number[]): Promise<Map<number, ChurchFacets>> {
  const byChurch = new Map<number, ChurchFacets>();
  for (const id of churchIds) byChurch.set(id, completeFacets(null));
  if (churchIds.length === 0) return byChurch;
  const rows = await db.selectFrom("churchFacets").selectAll().where("churchId", "in", churchIds).execute();
  for (const { churchId, ...answers } of rows) {
    byChurch.set(churchId, completeFacets(Object.fromEntries(CHURCH_FACETS.map((f) => [f, answers[f]]))));
  }
  return byChurch;
}

/** What the church forms edit besides the church's row: its weekly services and its facets. */
export interface ChurchSchedule {
  services: WeeklyService[];
  facets: ChurchFacets;
}

/** These churches, each with its services and facets (the forms' values), in two queries whatever their number. */
export async function withSchedules<T extends { id: number }>(
  db: Database,
  churches: T[],
): Promise<Array<T & ChurchSchedule>> {
  const ids = churches.map((church) => church.id);
  const [services, facets] = await Promise.all([servicesOf(db, ids), facetsOf(db, ids)]);
  return churches.map((church) => ({
    ...church,
    services: services.get(church.id) ?? [],
    facets: facets.get(church.id) ?? completeFacets(null),
  }));
}

/** One church with its services and facets. */
export async function withSchedule<T extends { id: number }>(
  db: Database,
  church: T,
): Promise<T & ChurchSchedule> {
  const [services, facets] = await Promise.all([servicesOf(db, [church.id]), facetsOf(db, [church.id])]);
  return {
    ...church,
    services: services.get(church.id) ?? [],
    facets: facets.get(church.id) ?? completeFacets(null),
  };
}

/**
 * A revert of an owner's edit of the service times puts the text back: the rows follow it, read from that text as
 * the carry-over reads it and marked "read from text" for the owner to confirm (docs/product/weekly-services.md,
 * "Editing"). Nothing when the revert did not touch the text.
 */
export async function servicesFollowRevertedText(
  trx: Database,
  churchId: number,
  fields: readonly string[],
  text: string | number | null | undefined,
): Promise<void> {
  if (!fields.includes("serviceTimes")) return;
  await replaceServices(trx, churchId, servicesFromText(typeof text === "string" ? text : null));
}
