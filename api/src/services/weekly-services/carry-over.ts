import type { ServiceKind, WeeklyService } from "@app/shared";
import { sql } from "kysely";
import type { Database } from "../../db/connect.ts";
import { readServiceTimes } from "../../pages/service-times.ts";
import { inTransaction } from "../transaction.ts";
import { insertServices } from "./rows.ts";

/** Churches one pass reads: each pass is one short transaction. */
const CHURCHES_PER_PASS = 500;

const KIND_WORDS: Array<[ServiceKind, RegExp]> = [
  ["mass", /\b(mass|misa)\b/i],
  ["prayer", /\b(prayer|oraci[oó]n)\b/i],
  ["bible-study", /\b(bible study|estudio b[ií]blico)\b/i],
  ["youth", /\b(youth|j[oó]venes)\b/i],
];
const LANGUAGE_WORDS: Array<[string, RegExp]> = [
  ["es", /\b(spanish|espa[nñ]ol)\b/i],
  ["en", /\b(english|ingl[eé]s)\b/i],
];

/**
 * The weekly services that a church's free text says for sure (the reader leaves out what it cannot be sure of:
 * "first Sunday", a time with no AM/PM, a time with no day), each marked "read from your text, please confirm"
 * (docs/product/weekly-services.md, "Carrying the old text over"). The words before a time name its kind and
 * language when they say "Mass" or "Spanish", and are kept as its note.
 */
export function servicesFromText(text: string | null | undefined): WeeklyService[] {
  return readServiceTimes(text).map((read) => {
    const label = read.label ?? "";
    return {
      days: read.days.map((day) => DAY_NUMBERS[day]).sort((a, b) => a - b),
      start: `${String(read.start.hour).padStart(2, "0")}:${String(read.start.minute).padStart(2, "0")}`,
      end: null,
      kind: KIND_WORDS.find(([, words]) => words.test(label))?.[0] ?? "worship",
      languages: LANGUAGE_WORDS.filter(([, words]) => words.test(label)).map(([code]) => code),
      weekOfMonth: null,
      seasonFrom: null,
      seasonTo: null,
      note: read.label ? read.label.slice(0, 200) : null,
      readFromText: true,
    } satisfies WeeklyService;
  });
}

const DAY_NUMBERS = {
  Sunday: 0,
  Monday: 1,
  Tuesday: 2,
  Wednesday: 3,
  Thursday: 4,
  Friday: 5,
  Saturday: 6,
} as const;

/**
 * Reads one batch of churches whose free text was never read into rows, and marks them read; says how many it
 * read, so a caller repeats until 0. Instances running it at once take different churches (SKIP LOCKED), and a
 * church that already has rows (a person saved them) only gets its mark.
 */
export async function carryOverServiceTimes(db: Database, limit = CHURCHES_PER_PASS): Promise<number> {
  return inTransaction(db, async (trx) => {
    const churches = await trx
      .selectFrom("churches as c")
      .leftJoin("churchSchedules as s", "s.churchId", "c.id")
      .select(["c.id", "c.serviceTimes"])
      .where("s.servicesReadAt", "is", null)
      // A church without text has nothing to carry over: at national size most have none.
      .where(sql<boolean>`btrim(coalesce(c.service_times, '')) <> ''`)
      .orderBy("c.id")
      .limit(limit)
      .forUpdate("c")
      .skipLocked()
      .execute();
    if (churches.length === 0) return 0;
    const ids = churches.map((church) => church.id);
    const withRows = new Set(
      (
        await trx
          .selectFrom("churchServices")
          .select("churchId")
          .distinct()
          .where("churchId", "in", ids)
          .execute()
      ).map((row) => row.churchId),
    );
    for (const church of churches) {
      if (withRows.has(church.id)) continue;
      const services = servicesFromText(church.serviceTimes);
      if (services.length > 0) await insertServices(trx, church.id, services);
    }
    await sql`
      INSERT INTO church_schedules (church_id, services_read_at)
      SELECT id, now() FROM unnest(${ids}::int[]) AS read(id)
      ON CONFLICT (church_id) DO UPDATE SET services_read_at = excluded.services_read_at`.execute(trx);
    return churches.length;
  });
}
