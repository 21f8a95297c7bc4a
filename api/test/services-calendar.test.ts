// Issue 41 deliverable 6: a church's weekly services as an iCalendar subscription (GET /api/churches/:id/services.ics).
import { type WeeklyServiceInput, weeklyServiceSchema } from "@app/shared";
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { inTransaction } from "../src/services/transaction.ts";
import { replaceServices } from "../src/services/weekly-services/rows.ts";
import { createChurch, isoDate } from "./factories.ts";
import { useTestApp } from "./use-test-app.ts";

const env = useTestApp();

async function churchWith(services: WeeklyServiceInput[], timeZone: string | null, overrides = {}) {
  const church = await createChurch(env.db, { name: "San José", ...overrides });
  if (timeZone)
    await env.db.insertInto("churchSchedules").values({ churchId: church.id, timeZone }).execute();
  await inTransaction(env.db, (trx) =>
    replaceServices(
      trx,
      church.id,
      services.map((service) => weeklyServiceSchema.parse(service)),
    ),
  );
  return church;
}

/** Parses with ical.js, registering the calendar's own VTIMEZONE blocks so TZID times resolve. */
function parseCalendar(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
  const events = calendar.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent));
  return { calendar, events };
}

/** The first `count` occurrences of a recurring event, as local "YYYY-MM-DDTHH:MM:SS" in its own zone. */
function occurrences(event: ICAL.Event, count: number): string[] {
  const iterator = event.iterator();
  const found: string[] = [];
  for (let next = iterator.next(); next && found.length < count; next = iterator.next())
    found.push(next.toString());
  return found;
}

describe("GET /api/churches/:id/services.ics", () => {
  it("gives each service a recurring event in the church's zone, with its VTIMEZONE", async () => {
    const seasonEnd = isoDate(60);
    const church = await churchWith(
      [
        { days: [0, 3], start: "9:00", end: "10:30", kind: "mass", languages: ["es"], note: "Coro" },
        { days: [0], start: "11:00", kind: "worship", weekOfMonth: 1 },
        { days: [6], start: "17:00", kind: "mass", weekOfMonth: -1 },
        { days: [0], start: "8:00", kind: "worship", seasonFrom: isoDate(-30), seasonTo: seasonEnd },
        // A season that has ended is never held again: left out.
        { days: [0], start: "7:00", kind: "prayer", seasonFrom: "2020-06-01", seasonTo: "2020-08-31" },
      ],
      "America/New_York",
    );
    const response = await env.app.inject({ method: "GET", url: `/api/churches/${church.id}/services.ics` });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    // The same caching as the events calendar (http/cache.ts's public routes).
    const eventsFeed = await env.app.inject({ method: "GET", url: "/api/events.ics" });
    expect(response.headers["cache-control"]).toBe(eventsFeed.headers["cache-control"]);
    expect(response.headers.etag).toBeTruthy();
    expect(response.headers.vary).toMatch(/accept-language/i);
    expect(response.body).toMatch(/^X-WR-CALNAME:San José: weekly services\r$/m);

    const { calendar, events } = parseCalendar(response.body);
    expect(
      calendar.getAllSubcomponents("vtimezone").map((zone) => zone.getFirstPropertyValue("tzid")),
    ).toEqual(["America/New_York"]);
    expect(events).toHaveLength(4);
    const [mass, firstSunday, lastSaturday, summer] = events as [
      ICAL.Event,
      ICAL.Event,
      ICAL.Event,
      ICAL.Event,
    ];

    expect(mass.summary).toBe("Mass · San José");
    expect(mass.description).toContain("in Spanish");
    expect(mass.description).toContain("Coro");
    expect(mass.startDate.zone.tzid).toBe("America/New_York");
    expect(mass.startDate.toString()).toMatch(/T09:00:00$/);
    expect(mass.endDate.toString()).toMatch(/T10:30:00$/);
    expect(mass.component.getFirstPropertyValue("rrule")!.toString()).toBe("FREQ=WEEKLY;BYDAY=SU,WE");
    // Sundays and Wednesdays at 9:00 local for 60 weeks: across both DST changes, whatever today is.
    for (const start of occurrences(mass, 120)) {
      expect(start).toMatch(/T09:00:00$/);
      expect([0, 3]).toContain(new Date(`${start.slice(0, 10)}T12:00:00Z`).getUTCDay());
    }

    expect(firstSunday.component.getFirstPropertyValue("rrule")!.toString()).toBe("FREQ=MONTHLY;BYDAY=1SU");
    for (const start of occurrences(firstSunday, 6)) {
      expect(Number(start.slice(8, 10))).toBeLessThanOrEqual(7);
      expect(new Date(`${start.slice(0, 10)}T12:00:00Z`).getUTCDay()).toBe(0);
    }
    expect(lastSaturday.component.getFirstPropertyValue("rrule")!.toString()).toBe("FREQ=MONTHLY;BYDAY=-1SA");

    const rule = summer.component.getFirstPropertyValue("rrule") as ICAL.Recur;
    // The season's last day ends at midnight in New York: 03:59:59 or 04:59:59 UTC the next day.
    expect(rule.toString()).toMatch(/^FREQ=WEEKLY;BYDAY=SU;UNTIL=\d{8}T0[34]5959Z$/);
    const summerDates = occurrences(summer, 100);
    expect(summerDates.length).toBeLessThan(100);
    expect(summerDates.every((start) => start.slice(0, 10) <= seasonEnd && start.endsWith("T08:00:00"))).toBe(
      true,
    );
    // The last one is the season's last Sunday.
    expect(
      Date.parse(`${seasonEnd}T12:00:00Z`) - Date.parse(`${summerDates.at(-1)!.slice(0, 10)}T12:00:00Z`),
    ).toBeLessThan(7 * 24 * 60 * 60 * 1000);
  });

  it("writes in the request's language and uses the association's zone until the church's is known", async () => {
    const church = await churchWith([{ days: [0], start: "12:30", kind: "mass" }], null);
    const response = await env.app.inject({
      method: "GET",
      url: `/api/churches/${church.id}/services.ics?lang=es`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/^X-WR-CALNAME:San José: servicios semanales\r$/m);
    const { events } = parseCalendar(response.body);
    expect(events[0]!.summary).toBe("Misa · San José");
    expect(events[0]!.component.getFirstPropertyValue("url")).toBe(
      `http://localhost:3000/es/church/${church.id}`,
    );
    expect(events[0]!.startDate.zone.tzid).toBe("America/Chicago");
  });

  it("answers 404 for a pending, a missing or a malformed church", async () => {
    const pending = await churchWith([{ days: [0], start: "9:00", kind: "worship" }], null, {
      isApproved: false,
    });
    for (const id of [String(pending.id), "99999999"]) {
      const response = await env.app.inject({ method: "GET", url: `/api/churches/${id}/services.ics` });
      expect(response.statusCode, id).toBe(404);
      expect(response.body).not.toContain("BEGIN:VCALENDAR");
    }
    const malformed = await env.app.inject({ method: "GET", url: "/api/churches/abc/services.ics" });
    expect(malformed.statusCode).toBe(400);
  });
});
