import { IMAGE_NOT_AVAILABLE, INVALID_IMAGE_URL } from "@app/shared";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SessionUser } from "../src/services/auth/session.ts";
import { addDays, todayIn } from "../src/services/events/dates.ts";
import { listUpcomingEvents } from "../src/services/events/public.ts";
import { sendJson } from "./auth-helpers.ts";
import { createAdmin, createChurch, createEvent, createUser, sessionFor, unique } from "./factories.ts";
import {
  callerAs,
  createTestApp,
  createTestDatabase,
  sessionCookie,
  type TestDatabase,
  testConfig,
} from "./harness.ts";

let testDb: TestDatabase;
let app: Awaited<ReturnType<typeof createTestApp>>;
let admin: SessionUser;
let adminCookie: string;
let churchUserCookie: string;
let host: { id: number; name: string };

/** "Today" as the server judges it: the local date in America/Chicago (config EVENTS_TIME_ZONE). */
const today = () => todayIn("America/Chicago");
const day = (offset: number) => addDays(today(), offset);

const cookieFor = async (user: SessionUser) => sessionCookie(app, await sessionFor(testDb.db, user));

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = await createTestApp(testDb.db);
  admin = await createAdmin(testDb.db);
  adminCookie = await cookieFor(admin);
  churchUserCookie = await cookieFor(await createUser(testDb.db));
  host = await createChurch(testDb.db, { name: unique("Host Chapel ") });
});
afterAll(async () => {
  await app?.close();
  await testDb?.destroy();
});

/** A valid POST /api/events body, as the admin dialog sends it. */
const eventBody = (overrides: Record<string, unknown> = {}) => ({
  title: unique("Harvest Supper "),
  description: "Bring a dish to share.",
  type: "fellowship",
  startDate: day(14),
  endDate: "",
  time: "6:00 PM",
  allDay: false,
  location: "Fellowship Hall",
  capacity: "120",
  registrationRequired: true,
  callToActionText: "Sign up",
  callToActionUrl: "https://forms.example.org/supper",
  churchId: String(host.id),
  imageUrl: null,
  ...overrides,
});

const get = (url: string, cookie?: string) =>
  app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
const remove = (id: number | string, cookie?: string) =>
  sendJson(app, "DELETE", `/api/events/${id}`, {}, { cookie });

async function publicTitles(): Promise<string[]> {
  const response = await get("/api/events");
  expect(response.statusCode).toBe(200);
  return (response.json() as Array<{ title: string }>).map((event) => event.title);
}

describe("GET /api/events (public list)", () => {
  it("lists only events whose end date, or start date when none, is today or later", async () => {
    const make = (title: string, startDate: string, endDate: string | null = null) =>
      createEvent(testDb.db, {
        title: unique(title),
        startDate,
        endDate,
        churchId: host.id,
        createdBy: admin.id,
      });
    const endedYesterday = await make("Ended yesterday ", day(-3), day(-1));
    const wasYesterday = await make("Was yesterday ", day(-1));
    const longAgo = await make("Long ago ", day(-400));
    const endsToday = await make("Started yesterday, ends today ", day(-1), day(0));
    const isToday = await make("Is today ", day(0));
    const runsOn = await make("Started last week, runs on ", day(-7), day(3));
    const later = await make("Later ", day(30));

    const titles = await publicTitles();
    for (const listed of [endsToday, isToday, runsOn, later]) expect(titles).toContain(listed.title);
    for (const hidden of [endedYesterday, wasYesterday, longAgo]) expect(titles).not.toContain(hidden.title);
  });

  it("leaves out events hosted by a church that is not approved (its name is not public yet)", async () => {
    const pending = await createChurch(testDb.db, { isApproved: false });
    const hidden = await createEvent(testDb.db, {
      title: unique("Hosted by a pending church "),
      startDate: day(5),
      churchId: pending.id,
      createdBy: admin.id,
    });
    expect(await publicTitles()).not.toContain(hidden.title);
  });

  it("judges today by the local date of EVENTS_TIME_ZONE, not UTC", async () => {
    const event = await createEvent(testDb.db, {
      title: unique("Sunday evening "),
      startDate: "2031-03-01",
      churchId: host.id,
      createdBy: admin.id,
    });
    // 03:30 UTC on 2 March is still the evening of 1 March in Chicago.
    const now = new Date("2031-03-02T03:30:00Z");
    const inChicago = await listUpcomingEvents({ db: testDb.db, config: testConfig() }, now);
    expect(inChicago.map((e) => e.id)).toContain(event.id);
    const inUtc = await listUpcomingEvents(
      { db: testDb.db, config: testConfig({ EVENTS_TIME_ZONE: "UTC" }) },
      now,
    );
    expect(inUtc.map((e) => e.id)).not.toContain(event.id);
  });

  it("gives every documented field with the host church nested, soonest first, dates unshifted", async () => {
    const church = await createChurch(testDb.db, { name: unique("Nested Chapel ") });
    const second = await createEvent(testDb.db, {
      title: unique("Second "),
      startDate: day(3),
      churchId: church.id,
      createdBy: admin.id,
    });
    const first = await createEvent(testDb.db, {
      title: unique("First "),
      startDate: day(2),
      endDate: day(4),
      time: "10:00 AM - 12:00 PM",
      capacity: 40,
      registrationRequired: true,
      callToActionText: "Register now",
      callToActionUrl: "https://example.org/register",
      imageUrl: "/api/uploads/00000000-0000-4000-8000-000000000001",
      churchId: church.id,
      createdBy: admin.id,
    });
    const events = (await get("/api/events")).json() as Array<Record<string, unknown>>;
    const ids = events.map((e) => e.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(events.find((e) => e.id === first.id)).toEqual({
      id: first.id,
      title: first.title,
      description: null,
      type: "fellowship",
      startDate: day(2),
      endDate: day(4),
      time: "10:00 AM - 12:00 PM",
      allDay: false,
      location: "Fellowship Hall",
      capacity: 40,
      registrationRequired: true,
      imageUrl: "/api/uploads/00000000-0000-4000-8000-000000000001",
      callToActionText: "Register now",
      callToActionUrl: "https://example.org/register",
      church: { id: church.id, name: church.name },
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(events.find((e) => e.id === first.id)).not.toHaveProperty("createdBy");
  });
});

describe("writing events", () => {
  it("refuses anonymous visitors and church users, and changes nothing", async () => {
    const event = await createEvent(testDb.db, { churchId: host.id, createdBy: admin.id });
    const body = eventBody();
    for (const [cookie, status] of [
      [undefined, 401],
      [churchUserCookie, 403],
    ] as const) {
      expect((await sendJson(app, "POST", "/api/events", body, { cookie })).statusCode).toBe(status);
      expect(
        (await sendJson(app, "PUT", `/api/events/${event.id}`, eventBody({ title: "Hijacked" }), { cookie }))
          .statusCode,
      ).toBe(status);
      expect((await remove(event.id, cookie)).statusCode).toBe(status);
      expect((await get("/trpc/events.adminList", cookie)).statusCode).toBe(status);
    }
    const stored = await testDb.db.selectFrom("events").select("title").where("id", "=", event.id).execute();
    expect(stored).toEqual([{ title: event.title }]);
    expect(
      await testDb.db.selectFrom("events").select("id").where("title", "=", body.title).execute(),
    ).toEqual([]);
  });

  it("lets an administrator create an event, recorded as theirs and in the audit log", async () => {
    const body = eventBody();
    const response = await sendJson(app, "POST", "/api/events", body, { cookie: adminCookie });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({
      title: body.title,
      startDate: body.startDate,
      endDate: null,
      time: "6:00 PM",
      capacity: 120,
      church: { id: host.id, name: host.name },
    });
    const row = await testDb.db
      .selectFrom("events")
      .select(["createdBy", "churchId"])
      .where("id", "=", created.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ createdBy: admin.id, churchId: host.id });
    const audit = await testDb.db
      .selectFrom("auditLog")
      .select(["actorId", "action", "entity"])
      .where("entityId", "=", String(created.id))
      .where("entity", "=", "event")
      .execute();
    expect(audit).toEqual([{ actorId: admin.id, action: "create", entity: "event" }]);
    expect(await publicTitles()).toContain(body.title);
  });

  it("stores time as null for an all-day event, on create and on update", async () => {
    const created = await sendJson(app, "POST", "/api/events", eventBody({ allDay: true, time: "7:00 PM" }), {
      cookie: adminCookie,
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    expect(created.json()).toMatchObject({ allDay: true, time: null });

    const timed = await sendJson(app, "PUT", `/api/events/${id}`, eventBody({ time: "9:00 AM" }), {
      cookie: adminCookie,
    });
    expect(timed.json()).toMatchObject({ allDay: false, time: "9:00 AM" });
    const allDay = await sendJson(
      app,
      "PUT",
      `/api/events/${id}`,
      eventBody({ allDay: true, time: "9:00 AM" }),
      {
        cookie: adminCookie,
      },
    );
    expect(allDay.json()).toMatchObject({ allDay: true, time: null });
    const row = await testDb.db
      .selectFrom("events")
      .select("time")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row.time).toBeNull();
  });

  it("rejects invalid dates, URLs and capacities with field messages", async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ startDate: "2027-02-30" }, "startDate", "Please enter a valid date"],
      [{ startDate: "next Tuesday" }, "startDate", "Please enter a valid date"],
      [{ endDate: "2027/03/01" }, "endDate", "Please enter a valid date"],
      [{ startDate: "2027-03-10", endDate: "2027-03-09" }, "endDate", "End date cannot be before start date"],
      [{ callToActionUrl: "javascript:alert(1)" }, "callToActionUrl", "Please enter a valid URL"],
      [{ callToActionUrl: "ftp://example.org/x" }, "callToActionUrl", "Please enter a valid URL"],
      [{ imageUrl: "javascript:alert(1)" }, "imageUrl", INVALID_IMAGE_URL],
      [{ imageUrl: "/api/auth/logout" }, "imageUrl", INVALID_IMAGE_URL],
      [{ imageUrl: "http://images.example.org/a.jpg" }, "imageUrl", INVALID_IMAGE_URL],
      [{ imageUrl: "/api/uploads/00000000-0000-4000-8000-00000000dead" }, "imageUrl", IMAGE_NOT_AVAILABLE],
      [{ capacity: "-1" }, "capacity", "Capacity must be a whole number of 0 or more"],
      [{ capacity: 2.5 }, "capacity", "Capacity must be a whole number of 0 or more"],
      [{ capacity: "many" }, "capacity", "Capacity must be a whole number of 0 or more"],
      [{ type: "party" }, "type", "Type is required"],
      [{ title: "  " }, "title", "Title is required"],
      [{ churchId: "" }, "churchId", "Please select a church"],
    ];
    for (const [overrides, field, message] of cases) {
      const body = eventBody(overrides);
      const response = await sendJson(app, "POST", "/api/events", body, { cookie: adminCookie });
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json().message).toBe(message);
      expect(response.json().fieldErrors[field], JSON.stringify(overrides)).toEqual([message]);
    }
    const stored = await testDb.db
      .selectFrom("events")
      .select("id")
      .where("location", "=", "nowhere")
      .execute();
    expect(stored).toEqual([]);
  });

  it("accepts a zero capacity and no capacity", async () => {
    for (const capacity of ["0", "", null]) {
      const response = await sendJson(app, "POST", "/api/events", eventBody({ capacity }), {
        cookie: adminCookie,
      });
      expect(response.statusCode).toBe(201);
      expect(response.json().capacity).toBe(capacity === "0" ? 0 : null);
    }
  });

  it("answers 400 'Host church not found' for a church that does not exist, on create and update", async () => {
    const created = await sendJson(app, "POST", "/api/events", eventBody({ churchId: 987_654 }), {
      cookie: adminCookie,
    });
    expect(created.statusCode).toBe(400);
    expect(created.json()).toEqual({
      message: "Host church not found",
      fieldErrors: { churchId: ["Host church not found"] },
    });
    const event = await createEvent(testDb.db, { churchId: host.id, createdBy: admin.id });
    const updated = await sendJson(app, "PUT", `/api/events/${event.id}`, eventBody({ churchId: 987_654 }), {
      cookie: adminCookie,
    });
    expect(updated.statusCode).toBe(400);
    expect(updated.json().fieldErrors).toEqual({ churchId: ["Host church not found"] });
  });

  it("keeps the image when imageUrl is left out, replaces it, and removes it with null", async () => {
    const event = await createEvent(testDb.db, {
      churchId: host.id,
      createdBy: admin.id,
      imageUrl: "/api/uploads/00000000-0000-4000-8000-000000000005",
    });
    const { imageUrl: _omitted, ...withoutImage } = eventBody({ title: "Kept image" });
    const kept = await sendJson(app, "PUT", `/api/events/${event.id}`, withoutImage, { cookie: adminCookie });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({
      title: "Kept image",
      imageUrl: "/api/uploads/00000000-0000-4000-8000-000000000005",
    });

    const replaced = await sendJson(
      app,
      "PUT",
      `/api/events/${event.id}`,
      eventBody({ imageUrl: "https://images.example.org/new.jpg" }),
      { cookie: adminCookie },
    );
    expect(replaced.json().imageUrl).toBe("https://images.example.org/new.jpg");

    const removed = await sendJson(app, "PUT", `/api/events/${event.id}`, eventBody({ imageUrl: null }), {
      cookie: adminCookie,
    });
    expect(removed.json().imageUrl).toBeNull();
  });

  it("updates every field, audits it, and answers 404 for an unknown event", async () => {
    const event = await createEvent(testDb.db, { churchId: host.id, createdBy: admin.id });
    const other = await createChurch(testDb.db);
    const body = eventBody({
      title: "Renamed",
      type: "workshop",
      startDate: day(5),
      endDate: day(6),
      churchId: other.id,
      capacity: 10,
      registrationRequired: false,
      callToActionText: "",
      callToActionUrl: "",
    });
    const response = await sendJson(
      app,
      "PUT",
      `/api/events/${event.id}`,
      { ...body, id: 1 },
      {
        cookie: adminCookie,
      },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: event.id,
      title: "Renamed",
      type: "workshop",
      startDate: day(5),
      endDate: day(6),
      church: { id: other.id, name: other.name },
      capacity: 10,
      registrationRequired: false,
      callToActionText: null,
      callToActionUrl: null,
    });
    const audit = await testDb.db
      .selectFrom("auditLog")
      .select("action")
      .where("entity", "=", "event")
      .where("entityId", "=", String(event.id))
      .execute();
    expect(audit).toEqual([{ action: "update" }]);

    const missing = await sendJson(app, "PUT", "/api/events/999999", body, { cookie: adminCookie });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: "Event not found" });
    expect((await sendJson(app, "PUT", "/api/events/abc", body, { cookie: adminCookie })).statusCode).toBe(
      400,
    );
  });

  it("deletes an event with an audit entry; the public list follows", async () => {
    const event = await createEvent(testDb.db, { churchId: host.id, createdBy: admin.id, startDate: day(1) });
    expect(await publicTitles()).toContain(event.title);
    const response = await remove(event.id, adminCookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: event.id });
    expect(await publicTitles()).not.toContain(event.title);
    const audit = await testDb.db
      .selectFrom("auditLog")
      .select(["action", "summary"])
      .where("entity", "=", "event")
      .where("entityId", "=", String(event.id))
      .execute();
    expect(audit).toEqual([{ action: "delete", summary: `Deleted event "${event.title}"` }]);
    expect((await remove(event.id, adminCookie)).statusCode).toBe(404);
  });
});

describe("events.adminList", () => {
  it("gives administrators every event: upcoming first in date order, then past ones, latest first", async () => {
    const at = (offset: number, endOffset?: number) =>
      createEvent(testDb.db, {
        churchId: host.id,
        createdBy: admin.id,
        startDate: day(offset),
        endDate: endOffset === undefined ? null : day(endOffset),
      });
    // Created out of order, so neither creation order nor id can pass for date order.
    const newer = await at(60);
    const older = await at(-30);
    const soon = await at(5);
    const recent = await at(-2);
    const running = await at(-3, 1);
    const { items: list } = await callerAs(testDb.db, admin).events.adminList();
    const ids = list.map((event) => event.id);
    const mine = ids.filter((id) => [newer, older, soon, recent, running].some((event) => event.id === id));
    expect(mine).toEqual([running.id, soon.id, newer.id, recent.id, older.id]);
    const firstPast = list.findIndex((event) => event.isPast);
    expect(list.slice(firstPast).every((event) => event.isPast)).toBe(true);
    expect(list.find((event) => event.id === older.id)).toMatchObject({
      church: { id: host.id, name: host.name },
      isPast: true,
    });
    expect(list.find((event) => event.id === newer.id)?.isPast).toBe(false);
  });

  it("is refused to a church user, even through the caller", async () => {
    const user = await createUser(testDb.db);
    await expect(callerAs(testDb.db, user).events.adminList()).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(callerAs(testDb.db, null).events.adminList()).rejects.toMatchObject({
      code: "UNAUTHORIZED",
    });
  });
});

describe("iCalendar feeds", () => {
  /** Parses with ical.js, registering the feed's own VTIMEZONE blocks so TZID times resolve. */
  function parse(text: string) {
    const calendar = new ICAL.Component(ICAL.parse(text));
    for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
    const events = calendar.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent));
    return { calendar, events };
  }
  const utc = (time: ICAL.Time) => time.convertToZone(ICAL.Timezone.utcTimezone).toString();

  it("serves every upcoming event as valid iCalendar: timed ones in America/Chicago, all-day ones as dates", async () => {
    const church = await createChurch(testDb.db, { name: unique("Calendar Chapel ") });
    const base = { churchId: church.id, createdBy: admin.id };
    // Fixed future dates, so the expected instants do not depend on today's daylight-saving state.
    const timed = await createEvent(testDb.db, {
      ...base,
      title: unique("Winter prayer "),
      startDate: "2031-01-15",
      time: "7:00 PM - 8:30 PM",
    });
    const summer = await createEvent(testDb.db, {
      ...base,
      title: unique("Summer picnic "),
      startDate: "2031-07-04",
      time: "Begins 11:00 AM",
    });
    const overnight = await createEvent(testDb.db, {
      ...base,
      title: unique("Prayer vigil "),
      startDate: "2031-02-01",
      time: "7:00 PM - 7:00 AM",
    });
    const allDay = await createEvent(testDb.db, {
      ...base,
      title: unique("Retreat "),
      startDate: "2031-05-01",
      endDate: "2031-05-03",
      allDay: true,
    });
    const vague = await createEvent(testDb.db, {
      ...base,
      title: unique("Vague "),
      startDate: "2031-06-01",
      time: "Evening",
    });
    const past = await createEvent(testDb.db, { ...base, title: unique("Past "), startDate: day(-2) });

    const response = await get("/api/events.ics");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    const { calendar, events } = parse(response.body);
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    expect(calendar.getFirstPropertyValue("prodid")).toBeTruthy();
    expect(
      calendar.getAllSubcomponents("vtimezone").map((zone) => zone.getFirstPropertyValue("tzid")),
    ).toEqual(["America/Chicago"]);
    const bySummary = new Map(events.map((event) => [event.summary, event]));
    expect(bySummary.has(past.title)).toBe(false);

    const winter = bySummary.get(timed.title)!;
    expect(winter.startDate.zone.tzid).toBe("America/Chicago");
    expect(winter.startDate.toString()).toBe("2031-01-15T19:00:00");
    // 7 PM CST is 01:00 UTC the next day; 11 AM CDT in July is 16:00 UTC.
    expect(utc(winter.startDate)).toBe("2031-01-16T01:00:00Z");
    expect(utc(winter.endDate)).toBe("2031-01-16T02:30:00Z");
    expect(winter.location).toBe("Fellowship Hall");
    expect(winter.description).toContain(`Host church: ${church.name}`);
    expect(utc(bySummary.get(summer.title)!.startDate)).toBe("2031-07-04T16:00:00Z");
    expect(bySummary.get(summer.title)!.duration.toSeconds()).toBe(3600);
    expect(bySummary.get(overnight.title)!.endDate.toString()).toBe("2031-02-02T07:00:00");

    for (const [event, start, end] of [
      [allDay, "2031-05-01", "2031-05-04"],
      [vague, "2031-06-01", "2031-06-02"],
    ] as const) {
      const parsed = bySummary.get(event.title)!;
      expect(parsed.startDate.isDate, event.title).toBe(true);
      expect(parsed.startDate.toString()).toBe(start);
      expect(parsed.endDate.isDate).toBe(true);
      expect(parsed.endDate.toString()).toBe(end);
    }
    // DTSTAMP must be UTC (RFC 5545 3.8.7.2).
    expect(response.body).toMatch(/^DTSTAMP:\d{8}T\d{6}Z\r$/m);
  });

  it("serves one event as an .ics download, and 404 for an unknown one", async () => {
    const event = await createEvent(testDb.db, {
      churchId: host.id,
      createdBy: admin.id,
      title: "Men's Breakfast, Pancakes; and Prayer",
      startDate: "2031-09-09",
      time: "7:30 AM",
    });
    const response = await get(`/api/events/${event.id}/ics`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-disposition"]).toBe(`attachment; filename="event-${event.id}.ics"`);
    const { events } = parse(response.body);
    expect(events.map((e) => e.summary)).toEqual([event.title]);
    expect(events[0]!.uid).toBe(`event-${event.id}@localhost:3000`);
    expect(events[0]!.startDate.toString()).toBe("2031-09-09T07:30:00");
    expect((await get("/api/events/999999/ics")).statusCode).toBe(404);
    expect((await get("/api/events/nope/ics")).statusCode).toBe(400);
  });
});
