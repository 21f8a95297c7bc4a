import {
  type DirectoryFilter,
  type directoryPageSchema,
  distanceMiles,
  hasServiceFilter,
  type ListingConfirmation,
  toCoordinates,
} from "@app/shared";
import { sql } from "kysely";
import type { z } from "zod";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/connect.ts";
import { cardConfirmations, cardStaleLine } from "../freshness/confirmations.ts";
import { serviceFilterSlot, serviceMatch } from "../weekly-services/filter.ts";
import { type ChurchSchedule, schedulesOf } from "../weekly-services/schedules.ts";
import { costlyRead } from "./costly-reads.ts";
import {
  churchPoint,
  directoryCondition,
  directoryFilterOf,
  isUnfiltered,
  placedCondition,
  unplacedCondition,
} from "./directory-filter.ts";
import { VersionedAnswers } from "./directory-version.ts";
import { directoryOverview } from "./overview.ts";
import { type DirectoryChurch, directoryChurchColumns } from "./public.ts";

export type DirectoryPageInput = z.output<typeof directoryPageSchema>;
export type DirectoryPageChurch = DirectoryChurch &
  ChurchSchedule & {
    /** The listing's last confirmation, which every card shows (docs/product/freshness.md#confirmed-on). */
    confirmation: ListingConfirmation;
    distanceMiles?: number | null;
    /** With a weekly-service filter: true for a church with a matching service, false when its times are not listed. */
    serviceMatch?: boolean;
  };

const columns = directoryChurchColumns.map((column) => `churches.${column}` as const);

async function countWhere(db: Database, condition: ReturnType<typeof sql>): Promise<number> {
  const result = await sql<{
    total: number;
  }>`SELECT count(*)::int AS total FROM churches WHERE ${condition}`.execute(db);
  return Number(result.rows[0]?.total ?? 0);
}

/** How many approved churches match a filter: the cached total when there is no filter. */
export async function directoryTotal(db: Database, filter: DirectoryFilter): Promise<number> {
  if (isUnfiltered(filter)) return (await directoryOverview({ db })).stats.total;
  return countWhere(db, directoryCondition(filter));
}

/**
 * A page of the directory's list: by name (then id) as docs/product/directory.md#the-list orders it, or, from `near`, nearest first by the
 * unit-sphere GiST index (KNN) with distances in miles; churches the map cannot place come last, by name.
 */
export function directoryPage(
  { db, config }: DirectoryContext,
  input: DirectoryPageInput,
  now: Date = new Date(),
): Promise<DirectoryPageAnswer> {
  // Every visitor's list starts with the same page: answers are kept for the directory version they read (and
  // the hour whose stale line their cards were judged by). A search's page, not kept for long, waits its turn
  // among the costly reads.
  const staleLine = cardStaleLine(config, now);
  const read = () => readPage(db, input, staleLine);
  const costly = Boolean(input.q) || hasServiceFilter(input);
  const key = JSON.stringify([input, serviceFilterSlot(input), staleLine.getTime()]);
  return pages.get(db, key, costly ? () => costlyRead(read) : read);
}

/** What a page reads beside the database: the stale line of its cards' confirmations. */
export interface DirectoryContext {
  db: Database;
  config: Pick<Config, "FRESHNESS_STALE_MONTHS">;
}

type DirectoryPageAnswer = { items: DirectoryPageChurch[]; total: number };
type PageRows = {
  items: Array<Omit<DirectoryPageChurch, keyof ChurchSchedule | "confirmation">>;
  total: number;
};
const pages = new VersionedAnswers<DirectoryPageAnswer>();

/**
 * A page with each card's weekly services and time zone, from which the browser works out the church's next
 * service at the moment it shows it (docs/product/weekly-services.md, "The next service"): an answer kept for a
 * directory version holds no "now" that would go stale. Changing services or a zone moves the version (0022).
 */
async function readPage(
  db: Database,
  input: DirectoryPageInput,
  staleLine: Date,
): Promise<DirectoryPageAnswer> {
  const { items, total } = await readPageRows(db, input);
  const ids = items.map((church) => church.id);
  // Each card's confirmation comes with its page, one query for all of them: no request per card. A
  // confirmation moves the directory version (migration 0023), so a kept page shows the new one.
  const [schedules, confirmations] = await Promise.all([
    schedulesOf(db, ids),
    cardConfirmations(db, ids, staleLine),
  ]);
  return {
    items: items.map((church) => ({
      ...church,
      ...(schedules.get(church.id) ?? { timeZone: null, schedule: [] }),
      confirmation: confirmations.get(church.id)!,
    })),
    total,
  };
}

async function readPageRows(db: Database, input: DirectoryPageInput): Promise<PageRows> {
  const filter = directoryFilterOf(input);
  if (hasServiceFilter(filter)) return readServiceFilteredPage(db, input, filter);
  const condition = directoryCondition(filter);
  const { offset, limit, near } = input;
  if (!near) {
    const [items, total] = await Promise.all([
      db
        .selectFrom("churches")
        .select(columns)
        .where(condition)
        .orderBy("churches.name")
        .orderBy("churches.id")
        .offset(offset)
        .limit(limit)
        .execute(),
      directoryTotal(db, filter),
    ]);
    return { items, total };
  }

  const [placed, total] = await Promise.all([
    countWhere(db, sql`${condition} AND ${placedCondition}`),
    directoryTotal(db, filter),
  ]);
  const items: DirectoryChurch[] = [];
  if (offset < placed) {
    const origin = sql`directory_point(${near.lat}::float8, ${near.lng}::float8)`;
    items.push(
      ...(await db
        .selectFrom("churches")
        .select(columns)
        .where(condition)
        .where(placedCondition)
        .orderBy(sql`${churchPoint} <-> ${origin}`)
        .orderBy("churches.id")
        .offset(offset)
        .limit(limit)
        .execute()),
    );
  }
  if (items.length < limit) {
    items.push(
      ...(await db
        .selectFrom("churches")
        .select(columns)
        .where(condition)
        .where(unplacedCondition)
        .orderBy("churches.name")
        .orderBy("churches.id")
        .offset(Math.max(0, offset - placed))
        .limit(limit - items.length)
        .execute()),
    );
  }
  return { items: withDistances(items, near), total };
}

function withDistances<T extends DirectoryChurch>(items: T[], near: { lat: number; lng: number }) {
  const from = { latitude: near.lat, longitude: near.lng };
  return items.map((church) => {
    const position = toCoordinates(church.latitude, church.longitude);
    return { ...church, distanceMiles: position ? distanceMiles(from, position) : null };
  });
}

/**
 * A page under a weekly-service filter: the churches with a matching service first, then those whose times are not
 * listed (docs/product/weekly-services.md, "Finding a time"), each part by name or, from `near`, nearest first
 * with the unplaced after. One query in that order: no index serves it, so it waits among the costly reads.
 */
async function readServiceFilteredPage(
  db: Database,
  input: DirectoryPageInput,
  filter: DirectoryFilter,
): Promise<PageRows> {
  const { offset, limit, near } = input;
  const match = serviceMatch(filter);
  const origin = near ? sql`directory_point(${near.lat}::float8, ${near.lng}::float8)` : null;
  const [items, total] = await Promise.all([
    db
      .selectFrom("churches")
      .select(columns)
      .select(sql<boolean>`${match}`.as("serviceMatch"))
      .where(directoryCondition(filter))
      .orderBy(sql`${match}`, "desc")
      .$if(origin !== null, (query) =>
        query
          .orderBy(sql`${placedCondition}`, "desc")
          .orderBy(sql`CASE WHEN ${placedCondition} THEN ${churchPoint} <-> ${origin} END`),
      )
      .orderBy("churches.name")
      .orderBy("churches.id")
      .offset(offset)
      .limit(limit)
      .execute(),
    directoryTotal(db, filter),
  ]);
  return { items: near ? withDistances(items, near) : items, total };
}
