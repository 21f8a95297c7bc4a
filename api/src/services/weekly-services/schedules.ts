import type { ScheduledService, ServiceKind } from "@app/shared";
import type { Database } from "../../db/connect.ts";

/**
 * A weekly service as the directory's cards carry it: what the card's "next service" needs (when it is held, the
 * kind and the languages), without the note or the end (docs/product/weekly-services.md, "The next service"). The
 * week of the month and the season are left out when the service has none, so a page of fifty churches with about
 * three services each stays a few kilobytes (docs/directory-api.md, "The page").
 */
export interface CompactService extends ScheduledService {
  days: number[];
  start: string;
  kind: ServiceKind;
  languages: string[];
  weekOfMonth?: 1 | 2 | 3 | 4 | -1;
  seasonFrom?: string;
  seasonTo?: string;
}

export interface ChurchSchedule {
  /** The church's IANA zone; null until the server has looked it up (the card then shows no next service). */
  timeZone: string | null;
  schedule: CompactService[];
}

const twoDigits = (n: number) => String(n).padStart(2, "0");
const clock = (minutes: number) => `${twoDigits(Math.floor(minutes / 60))}:${twoDigits(minutes % 60)}`;

/** The schedule of each of these churches (every id present: no services is an empty schedule). */
export async function schedulesOf(db: Database, churchIds: number[]): Promise<Map<number, ChurchSchedule>> {
  const schedules = new Map<number, ChurchSchedule>(
    churchIds.map((id) => [id, { timeZone: null, schedule: [] }]),
  );
  if (churchIds.length === 0) return schedules;
  const [rows, zones] = await Promise.all([
    db
      .selectFrom("churchServices")
      .select([
        "churchId",
        "days",
        "startMinute",
        "kind",
        "languages",
        "weekOfMonth",
        "seasonFrom",
        "seasonTo",
      ])
      .where("churchId", "in", churchIds)
      .orderBy("churchId")
      .orderBy("position")
      .execute(),
    db
      .selectFrom("churchSchedules")
      .select(["churchId", "timeZone"])
      .where("churchId", "in", churchIds)
      .execute(),
  ]);
  for (const zone of zones) {
    const schedule = schedules.get(zone.churchId);
    // An empty zone is "looked up, none found": the same as not looked up, for a card.
    if (schedule) schedule.timeZone = zone.timeZone || null;
  }
  for (const row of rows) {
    const service: CompactService = {
      days: row.days,
      start: clock(row.startMinute),
      kind: row.kind as ServiceKind,
      languages: row.languages,
    };
    if (row.weekOfMonth !== null) service.weekOfMonth = row.weekOfMonth as CompactService["weekOfMonth"];
    if (row.seasonFrom !== null) service.seasonFrom = row.seasonFrom;
    if (row.seasonTo !== null) service.seasonTo = row.seasonTo;
    schedules.get(row.churchId)?.schedule.push(service);
  }
  return schedules;
}
