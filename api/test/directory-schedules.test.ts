// Issue 41, point 6: the directory's page carries each card's weekly services and time zone, from which the card
// shows the church's next service (docs/product/weekly-services.md, "The next service").
import { type WeeklyServiceInput, weeklyServiceSchema } from "@app/shared";
import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { inTransaction } from "../src/services/transaction.ts";
import { replaceServices } from "../src/services/weekly-services/rows.ts";
import { settleSchedules } from "../src/services/weekly-services/settle.ts";
import { createChurch, unique } from "./factories.ts";
import { callerAs } from "./harness.ts";
import { useTestApp } from "./use-test-app.ts";

const env = useTestApp();
const TOWN = unique("Cards");

const services = (rows: Array<Partial<WeeklyServiceInput>>) =>
  rows.map((row) => weeklyServiceSchema.parse({ days: [0], start: "9:00", kind: "worship", ...row }));

async function save(churchId: number, rows: Array<Partial<WeeklyServiceInput>>) {
  await inTransaction(env.db, (trx) => replaceServices(trx, churchId, services(rows)));
}

let grand: { id: number };
let denver: { id: number };
let quiet: { id: number };

beforeAll(async () => {
  // Des Moines (Central), Denver (Mountain) and a church without services or a pin.
  grand = await createChurch(env.db, {
    name: `${TOWN} Grand Avenue`,
    latitude: "41.58680000",
    longitude: "-93.62500000",
    serviceTimes: null,
  });
  denver = await createChurch(env.db, {
    name: `${TOWN} Mountain Chapel`,
    latitude: "39.73920000",
    longitude: "-104.99030000",
    serviceTimes: null,
  });
  quiet = await createChurch(env.db, {
    name: `${TOWN} Quiet Chapel`,
    latitude: null,
    longitude: null,
    serviceTimes: null,
  });
  await save(grand.id, [
    { days: [0], start: "9:00", end: "10:15", languages: ["en"], note: "Family worship" },
    { days: [0], start: "11:00", languages: ["es"], note: "Culto en español" },
    { days: [0], start: "17:00", kind: "other", weekOfMonth: 1 },
    { days: [3], start: "6:30 pm", kind: "prayer", seasonFrom: "2026-06-01", seasonTo: "2026-08-31" },
  ]);
  await save(denver.id, [{ days: [6], start: "17:00", kind: "mass" }]);
  await settleSchedules(env.db);
});

async function pageOf(filter: Record<string, unknown> = {}) {
  const { items } = await callerAs(env.db).churches.page({ q: TOWN, offset: 0, limit: 10, ...filter });
  return new Map(items.map((church) => [church.id, church]));
}

describe("the directory page's schedules", () => {
  it("gives each church its zone and its services compactly, in the church's order", async () => {
    const page = await pageOf();
    expect(page.get(grand.id)).toMatchObject({
      timeZone: "America/Chicago",
      schedule: [
        { days: [0], start: "09:00", kind: "worship", languages: ["en"] },
        { days: [0], start: "11:00", kind: "worship", languages: ["es"] },
        { days: [0], start: "17:00", kind: "other", languages: [], weekOfMonth: 1 },
        {
          days: [3],
          start: "18:30",
          kind: "prayer",
          languages: [],
          seasonFrom: "2026-06-01",
          seasonTo: "2026-08-31",
        },
      ],
    });
    // Only what the next service needs: no end, no note, and no empty week or season.
    expect(Object.keys(page.get(grand.id)?.schedule[0] ?? {}).sort()).toEqual([
      "days",
      "kind",
      "languages",
      "start",
    ]);
    expect(page.get(denver.id)).toMatchObject({
      timeZone: "America/Denver",
      schedule: [{ days: [6], start: "17:00", kind: "mass", languages: [] }],
    });
    // No pin: no zone; no services: an empty schedule (its times are not listed).
    expect(page.get(quiet.id)).toMatchObject({ timeZone: null, schedule: [] });
  });

  it("carries them under a weekly-service filter too, beside whether the church matched", async () => {
    const page = await pageOf({ day: "sun", time: "morning", serviceLanguage: "es" });
    expect(page.get(grand.id)).toMatchObject({ serviceMatch: true, timeZone: "America/Chicago" });
    expect(page.get(grand.id)?.schedule).toHaveLength(4);
    expect(page.get(quiet.id)).toMatchObject({ serviceMatch: false, schedule: [] });
    expect(page.has(denver.id)).toBe(false);
  });

  it("shows a change of services or of zone on the next read, though pages are kept per directory version", async () => {
    expect((await pageOf()).get(denver.id)?.schedule).toHaveLength(1);
    await save(denver.id, [
      { days: [6], start: "17:00", kind: "mass" },
      { days: [0], start: "10:00", kind: "mass", languages: ["es"] },
    ]);
    expect((await pageOf()).get(denver.id)?.schedule.map((service) => service.start)).toEqual([
      "17:00",
      "10:00",
    ]);
    await inTransaction(env.db, (trx) => replaceServices(trx, denver.id, []));
    expect((await pageOf()).get(denver.id)?.schedule).toEqual([]);

    await sql`UPDATE church_schedules SET time_zone = 'America/Boise' WHERE church_id = ${denver.id}`.execute(
      env.db,
    );
    expect((await pageOf()).get(denver.id)?.timeZone).toBe("America/Boise");
  });

  it("answers them on GET /api/churches/page, and leaves them out of the documented list and search", async () => {
    const q = encodeURIComponent(TOWN);
    const paged = await env.app.inject({ method: "GET", url: `/api/churches/page?q=${q}&offset=0&limit=10` });
    expect(paged.statusCode).toBe(200);
    const grandCard = (paged.json().items as Array<{ id: number }>).find((church) => church.id === grand.id);
    expect(grandCard).toMatchObject({ timeZone: "America/Chicago", schedule: expect.any(Array) });
    const searched = await env.app.inject({ method: "GET", url: `/api/churches/search?q=${q}` });
    expect(searched.statusCode).toBe(200);
    for (const church of searched.json() as Array<Record<string, unknown>>) {
      expect(church).not.toHaveProperty("schedule");
      expect(church).not.toHaveProperty("timeZone");
    }
  });
});
