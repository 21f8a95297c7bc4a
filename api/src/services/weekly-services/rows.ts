import { minutesOfDay, type ServiceKind, type WeeklyService } from "@app/shared";
import type { Database } from "../../db/connect.ts";

const twoDigits = (n: number) => String(n).padStart(2, "0");
const clock = (minutes: number) => `${twoDigits(Math.floor(minutes / 60))}:${twoDigits(minutes % 60)}`;

/** Writes a church's services in their order after whatever it has (the caller removes the old ones first). */
export async function insertServices(
  trx: Database,
  churchId: number,
  services: WeeklyService[],
): Promise<void> {
  if (services.length === 0) return;
  await trx
    .insertInto("churchServices")
    .values(
      services.map((service, position) => ({
        churchId,
        position,
        days: service.days,
        startMinute: minutesOfDay(service.start),
        endMinute: service.end === null ? null : minutesOfDay(service.end),
        kind: service.kind,
        languages: service.languages,
        weekOfMonth: service.weekOfMonth,
        seasonFrom: service.seasonFrom,
        seasonTo: service.seasonTo,
        note: service.note,
        readFromText: service.readFromText,
      })),
    )
    .execute();
}

/** Replaces a church's services with these, in one transaction with the caller's write. */
export async function replaceServices(
  trx: Database,
  churchId: number,
  services: WeeklyService[],
): Promise<void> {
  await trx.deleteFrom("churchServices").where("churchId", "=", churchId).execute();
  await insertServices(trx, churchId, services);
}

/** The services of each of these churches, in their order (a church without any is absent from the map). */
export async function servicesOf(db: Database, churchIds: number[]): Promise<Map<number, WeeklyService[]>> {
  const byChurch = new Map<number, WeeklyService[]>();
  if (churchIds.length === 0) return byChurch;
  const rows = await db
    .selectFrom("churchServices")
    .selectAll()
    .where("churchId", "in", churchIds)
    .orderBy("churchId")
    .orderBy("position")
    .execute();
  for (const row of rows) {
    const services = byChurch.get(row.churchId) ?? [];
    services.push({
      days: row.days,
      start: clock(row.startMinute),
      end: row.endMinute === null ? null : clock(row.endMinute),
      kind: row.kind as ServiceKind,
      languages: row.languages,
      weekOfMonth: row.weekOfMonth as WeeklyService["weekOfMonth"],
      seasonFrom: row.seasonFrom,
      seasonTo: row.seasonTo,
      note: row.note,
      readFromText: row.readFromText,
    });
    byChurch.set(row.churchId, services);
  }
  return byChurch;
}
