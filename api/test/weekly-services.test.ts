// Issue 41: weekly services as rows, the church's own time zone, and the old free text carried over.
import { nextService, weeklyServiceSchema } from "@app/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../src/db/connect.ts";
import { DEMO_CHURCHES } from "../src/seed/seed-data.ts";
import { inTransaction } from "../src/services/transaction.ts";
import { carryOverServiceTimes, servicesFromText } from "../src/services/weekly-services/carry-over.ts";
import { replaceServices, servicesOf } from "../src/services/weekly-services/rows.ts";
import { settleSchedules } from "../src/services/weekly-services/settle.ts";
import { createChurch } from "./factories.ts";
import { createTestDatabase, type TestDatabase } from "./harness.ts";

let testDb: TestDatabase;
let db: Database;
beforeAll(async () => {
  testDb = await createTestDatabase();
  db = testDb.db;
});
afterAll(() => testDb.destroy());

const zoneOf = async (churchId: number) =>
  (
    await db
      .selectFrom("churchSchedules")
      .select("timeZone")
      .where("churchId", "=", churchId)
      .executeTakeFirst()
  )?.timeZone;

describe("servicesFromText", () => {
  it("reads what the demo's texts say for sure, with kind, language and the words as the note", () => {
    expect(servicesFromText("Sunday Worship: 9:00 AM & 10:45 AM\nWednesday Youth Group: 6:30 PM")).toEqual([
      expect.objectContaining({ days: [0], start: "09:00", kind: "worship", note: "Sunday Worship" }),
      expect.objectContaining({ days: [0], start: "10:45", kind: "worship" }),
      expect.objectContaining({ days: [3], start: "18:30", kind: "youth", note: "Wednesday Youth Group" }),
    ]);
    expect(servicesFromText("Saturday Vigil Mass 5:00 PM\nSunday Misa en Español 12:30 PM")).toEqual([
      expect.objectContaining({ days: [6], start: "17:00", kind: "mass", languages: [] }),
      expect.objectContaining({ days: [0], start: "12:30", kind: "mass", languages: ["es"] }),
    ]);
    // What the reader cannot be sure of is left to the text: a monthly line, a time with no AM/PM.
    expect(servicesFromText("First Sunday Communion 6:00 PM\nSunday 9:00")).toEqual([]);
    // Every row read from text asks to be confirmed, and is a valid service by the shared schema.
    const read = DEMO_CHURCHES.flatMap((church) => servicesFromText(church.serviceTimes));
    expect(read.length).toBeGreaterThan(DEMO_CHURCHES.length);
    for (const service of read) {
      expect(service.readFromText).toBe(true);
      expect(weeklyServiceSchema.parse(service)).toEqual(service);
    }
  });
});

describe("carryOverServiceTimes", () => {
  it("reads each church's text into rows once, and leaves a church whose rows a person saved", async () => {
    const read = await createChurch(db, { serviceTimes: "Sunday 10:00 AM\nWednesday 7:00 PM" });
    const unreadable = await createChurch(db, { serviceTimes: "Call the office for times" });
    const saved = await createChurch(db, { serviceTimes: "Sunday 8:00 AM" });
    await inTransaction(db, (trx) =>
      replaceServices(trx, saved.id, [
        weeklyServiceSchema.parse({ days: [0], start: "11:00", kind: "mass", languages: ["es"] }),
      ]),
    );

    await settleSchedules(db);
    const services = await servicesOf(db, [read.id, unreadable.id, saved.id]);
    expect(services.get(read.id)).toEqual([
      expect.objectContaining({ days: [0], start: "10:00", readFromText: true }),
      expect.objectContaining({ days: [3], start: "19:00", readFromText: true }),
    ]);
    expect(services.has(unreadable.id)).toBe(false);
    expect(services.get(saved.id)).toEqual([
      expect.objectContaining({ start: "11:00", kind: "mass", languages: ["es"], readFromText: false }),
    ]);
    // The text itself is untouched: REST clients read the same serviceTimes as before.
    const text = await db
      .selectFrom("churches")
      .select("serviceTimes")
      .where("id", "=", read.id)
      .executeTakeFirst();
    expect(text?.serviceTimes).toBe("Sunday 10:00 AM\nWednesday 7:00 PM");

    // Once read, never again: a second run finds nothing, and the rows are not doubled.
    expect(await carryOverServiceTimes(db)).toBe(0);
    expect((await servicesOf(db, [read.id])).get(read.id)).toHaveLength(2);
  });
});

describe("fillTimeZones", () => {
  it("looks up each church's zone from its pin, and again when the pin moves", async () => {
    const desMoines = await createChurch(db, { latitude: "41.58680000", longitude: "-93.62500000" });
    const indianapolis = await createChurch(db, { latitude: "39.76840000", longitude: "-86.15810000" });
    // Sioux County, Nebraska: Mountain time.
    const harrison = await createChurch(db, { latitude: "42.68750000", longitude: "-103.88270000" });
    const unplaced = await createChurch(db, { latitude: null, longitude: null });
    await settleSchedules(db);
    expect(await zoneOf(desMoines.id)).toBe("America/Chicago");
    expect(await zoneOf(indianapolis.id)).toBe("America/Indiana/Indianapolis");
    expect(await zoneOf(harrison.id)).toBe("America/Denver");
    expect((await zoneOf(unplaced.id)) ?? null).toBeNull();

    // Moved to Detroit: looked up again, and the church's own updated_at is not the schedule's business.
    await db
      .updateTable("churches")
      .set({ latitude: "42.33140000", longitude: "-83.04580000" })
      .where("id", "=", desMoines.id)
      .execute();
    const before = await db
      .selectFrom("churches")
      .select("updatedAt")
      .where("id", "=", desMoines.id)
      .executeTakeFirst();
    await settleSchedules(db);
    expect(await zoneOf(desMoines.id)).toBe("America/Detroit");
    const after = await db
      .selectFrom("churches")
      .select("updatedAt")
      .where("id", "=", desMoines.id)
      .executeTakeFirst();
    expect(after?.updatedAt).toEqual(before?.updatedAt);

    // The next service of a Detroit church is 9:00 Eastern.
    const next = nextService(
      [weeklyServiceSchema.parse({ days: [0], start: "9", kind: "worship" })],
      new Date("2026-07-01T12:00:00Z"),
      (await zoneOf(desMoines.id)) ?? "",
    );
    expect(next?.startsAt.toISOString()).toBe("2026-07-05T13:00:00.000Z");
  });
});
