import { DIRECTORY_PAGE_MAX, UNPAGED_LIST_MAX } from "@app/shared";
import type { Database } from "../../db/connect.ts";
import type { ChurchSchedule } from "../weekly-services/schedules.ts";
import { costlyRead } from "./costly-reads.ts";
import { directoryCondition } from "./directory-filter.ts";
import { type DirectoryContext, directoryPage } from "./directory-page.ts";
import { directoryOverview } from "./overview.ts";
import {
  type ChurchListSnapshot,
  churchListSnapshot,
  type DirectoryChurch,
  directoryChurchColumns,
} from "./public.ts";

/**
 * An unpaged documented answer (the list, a search): every match while there are at most UNPAGED_LIST_MAX,
 * else the first page by name; `items.length < total` says which (docs/directory-api.md, "Bounded answers").
 */
export interface BoundedList<T> {
  items: T[];
  total: number;
}

/**
 * A directory page's churches as the documented list and search answer them
 * (docs/product/documented-paths.md#lists): without the weekly services, zone and confirmation that only the
 * page path's cards carry.
 */
export function withoutSchedules<T extends ChurchSchedule & { confirmation: unknown }>(
  items: T[],
): Array<Omit<T, keyof ChurchSchedule | "confirmation">> {
  return items.map(
    ({ schedule: _schedule, timeZone: _timeZone, confirmation: _confirmation, ...church }) => church,
  );
}

async function firstPage(ctx: DirectoryContext, q: string): Promise<BoundedList<DirectoryChurch>> {
  const { items, total } = await directoryPage(ctx, { q, offset: 0, limit: DIRECTORY_PAGE_MAX });
  return { items: withoutSchedules(items), total };
}

/** The approved list for a small directory (serialized once per change); its first page for a large one. */
export async function listApprovedChurches(ctx: DirectoryContext): Promise<BoundedList<DirectoryChurch>> {
  const whole = await wholeListSnapshot(ctx);
  if (!whole) return firstPage(ctx, "");
  return { items: whole.churches, total: whole.churches.length };
}

/**
 * Approved churches whose name, city or pastor contains the text, ignoring case and accents (the trigram
 * indexes answer it); all of them for no text. Bounded as the list is: one row past the bound tells a whole
 * answer from a first page without counting every match.
 */
export async function searchApprovedChurches(
  ctx: DirectoryContext,
  query: string,
): Promise<BoundedList<DirectoryChurch>> {
  const text = query.trim();
  if (text === "") return listApprovedChurches(ctx);
  const matches = await costlyRead(() =>
    ctx.db
      .selectFrom("churches")
      .select(directoryChurchColumns)
      .where(directoryCondition({ q: text }))
      .orderBy("name")
      .orderBy("id")
      .limit(UNPAGED_LIST_MAX + 1)
      .execute(),
  );
  if (matches.length > UNPAGED_LIST_MAX) return firstPage(ctx, text);
  return { items: matches, total: matches.length };
}

/** The serialized whole list for GET /api/churches, or null when the directory is above the bound. */
export async function wholeListSnapshot(ctx: { db: Database }): Promise<ChurchListSnapshot | null> {
  const { total } = (await directoryOverview(ctx)).stats;
  return total > UNPAGED_LIST_MAX ? null : churchListSnapshot(ctx);
}
