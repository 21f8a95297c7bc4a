// Issue 41, point 4: the directory finds churches by weekly service, and never hides one whose times are not listed.
import { type WeeklyServiceInput, weeklyServiceSchema } from "@app/shared";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { inTransaction } from "../src/services/transaction.ts";
import { replaceServices } from "../src/services/weekly-services/rows.ts";
import { settleSchedules } from "../src/services/weekly-services/settle.ts";
import { createChurch, unique } from "./factories.ts";
import { callerAs } from "./harness.ts";
import { useTestApp } from "./use-test-app.ts";

const env = useTestApp();
/** Every church of this file's names start with it, so a search keeps other files' churches out. */
const TOWN = unique("Timely");
const names: Record<string, string> = {};

async function churchWith(label: string, services: Array<Partial<WeeklyServiceInput>>, place = {}) {
  // Des Moines (Central time) unless the place says otherwise.
  const church = await createChurch(env.db, {
    name: `${TOWN} ${label}`,
    latitude: "41.58680000",
    longitude: "-93.62500000",
    serviceTimes: null,
    ...place,
  });
  names[church.name] = label;
  await inTransaction(env.db, (trx) =>
    replaceServices(
      trx,
      church.id,
      services.map((service) =>
        weeklyServiceSchema.parse({ days: [0], start: "9:00", kind: "worship", ...service }),
      ),
    ),
  );
  return church;
}

beforeAll(async () => {
  await churchWith("Spanish Mass", [{ days: [0], start: "9:00", kind: "mass", languages: ["es"] }]);
  await churchWith("Wednesday Prayer", [{ days: [3], start: "19:00", kind: "prayer" }]);
  await churchWith("Times Not Listed", []);
  await churchWith("Sunday Evening", [{ days: [0], start: "18:00" }]);
  await churchWith("First Sunday", [{ days: [0], start: "11:00", weekOfMonth: 1 }]);
  // Indianapolis, Eastern time: 9:00 there is 8:00 in Des Moines.
  await churchWith("Eastern Early", [{ days: [0], start: "9:00" }], {
    latitude: "39.76840000",
    longitude: "-86.15810000",
  });
  await settleSchedules(env.db);
});

afterEach(() => {
  vi.useRealTimers();
});

/** The labels of a page's churches, in order, and whether each matched. */
async function page(filter: Record<string, unknown>) {
  const caller = callerAs(env.db);
  const { items, total } = await caller.churches.page({ q: TOWN, offset: 0, limit: 100, ...filter });
  return { found: items.map((church) => [names[church.name], church.serviceMatch]), total };
}

describe("the weekly-service filters", () => {
  it("puts the churches with a matching service first and keeps the ones whose times are not listed", async () => {
    expect(await page({ day: "sun", time: "morning" })).toEqual({
      found: [
        ["Eastern Early", true],
        ["First Sunday", true],
        ["Spanish Mass", true],
        ["Times Not Listed", false],
      ],
      total: 4,
    });
    expect((await page({ day: "wed", time: "evening" })).found).toEqual([
      ["Wednesday Prayer", true],
      ["Times Not Listed", false],
    ]);
    expect((await page({ serviceLanguage: "es" })).found).toEqual([
      ["Spanish Mass", true],
      ["Times Not Listed", false],
    ]);
    expect((await page({ from: "17:30", to: "18:30" })).found).toEqual([
      ["Sunday Evening", true],
      ["Times Not Listed", false],
    ]);
    // Without a service filter nothing is marked.
    expect((await page({})).found.every(([, matched]) => matched === undefined)).toBe(true);
  });

  it("reads 'today', 'this Sunday' and 'soon' in each church's own zone", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    // Sunday 5 July 2026, 7:30 in Des Moines (Central), 8:30 in Indianapolis (Eastern).
    vi.setSystemTime(new Date("2026-07-05T12:30:00Z"));
    expect((await page({ soon: true })).found).toEqual([
      ["Eastern Early", true],
      ["Spanish Mass", true],
      ["Times Not Listed", false],
    ]);
    // 8:30 in Des Moines: the Eastern church's 9:00 (8:00 Central) has started, and 11:00 is in reach now,
    // 5 July being the month's first Sunday.
    vi.setSystemTime(new Date("2026-07-05T13:30:00Z"));
    expect((await page({ soon: "true" })).found).toEqual([
      ["First Sunday", true],
      ["Spanish Mass", true],
      ["Times Not Listed", false],
    ]);
    // A week later, 12 July, the first Sunday's service is not held.
    vi.setSystemTime(new Date("2026-07-12T13:30:00Z"));
    expect((await page({ soon: "true" })).found).toEqual([
      ["Spanish Mass", true],
      ["Times Not Listed", false],
    ]);
    // Wednesday 8 July: today is Wednesday; this Sunday is 12 July, the first Sunday's church not among them.
    vi.setSystemTime(new Date("2026-07-08T15:00:00Z"));
    expect((await page({ day: "today" })).found).toEqual([
      ["Wednesday Prayer", true],
      ["Times Not Listed", false],
    ]);
    expect((await page({ day: "this-sunday" })).found.map(([label]) => label)).toEqual([
      "Eastern Early",
      "Spanish Mass",
      "Sunday Evening",
      "Times Not Listed",
    ]);
    // Wednesday 29 July: this Sunday is 2 August, a first Sunday.
    vi.setSystemTime(new Date("2026-07-29T15:00:00Z"));
    expect((await page({ day: "this-sunday", time: "morning" })).found.map(([label]) => label)).toEqual([
      "Eastern Early",
      "First Sunday",
      "Spanish Mass",
      "Times Not Listed",
    ]);
  });

  it("works on the REST paths: the page, the list and the map, and refuses a day that is none", async () => {
    const get = (url: string) => env.app.inject({ method: "GET", url });
    const q = encodeURIComponent(TOWN);
    const paged = await get(`/api/churches/page?q=${q}&day=wed&offset=0&limit=10`);
    expect(paged.statusCode).toBe(200);
    expect(paged.json().items.map((church: { name: string }) => names[church.name])).toEqual([
      "Wednesday Prayer",
      "Times Not Listed",
    ]);
    const listed = await get(`/api/churches/search?q=${q}&serviceLanguage=es`);
    expect(listed.statusCode).toBe(200);
    expect(listed.headers["x-total-count"]).toBe("2");
    const map = await get(
      `/api/churches/viewport?west=-100&south=35&east=-80&north=45&zoom=12&q=${q}&day=wed&time=evening`,
    );
    expect(map.statusCode).toBe(200);
    expect(
      map
        .json()
        .markers.map((marker: { name: string }) => names[marker.name])
        .sort(),
    ).toEqual(["Times Not Listed", "Wednesday Prayer"]);
    expect((await get(`/api/churches/page?q=${q}&day=funday&offset=0&limit=10`)).statusCode).toBe(400);
    expect((await get(`/api/churches/page?q=${q}&from=25:00&offset=0&limit=10`)).statusCode).toBe(400);
  });
});
