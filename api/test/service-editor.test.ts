// Issue 41, points 3 and 5: the church forms save weekly services as rows and the accessibility and family
// facets, every documented path keeps the `serviceTimes` text (written from the rows, or read into rows when an
// older client sends only text), and the directory filters by facet on the list, the counts and the map.
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { cookieFor } from "./admin-helpers.ts";
import { nextIp, registrationBody, sendJson } from "./auth-helpers.ts";
import { createAdmin, createChurch, createUser, unique } from "./factories.ts";
import { callerAs } from "./harness.ts";
import { useTestApp } from "./use-test-app.ts";

const env = useTestApp();

const SUNDAY_SPANISH = {
  days: [0],
  start: "9:30 am",
  end: "",
  kind: "worship",
  languages: ["es"],
  weekOfMonth: "",
  seasonFrom: "",
  seasonTo: "",
  note: "",
};

const churchBody = (overrides: Record<string, unknown> = {}) => ({
  name: unique("Editor Chapel "),
  address: "1 Main St",
  city: "Des Moines",
  state: "IA",
  zipCode: "50309",
  phone: "",
  email: "office@chapel.example.org",
  website: "",
  pastorName: "",
  serviceTimes: "",
  description: "",
  memberCount: "",
  imageUrl: null,
  ...overrides,
});

async function owner(isApproved = true) {
  const user = await createUser(env.db);
  const church = await createChurch(env.db, {
    ownerId: user.id,
    isApproved,
    name: unique("Owned Chapel "),
    serviceTimes: null,
  });
  return { user, church, cookie: await cookieFor(env.app, env.db, user) };
}

async function rowsOf(churchId: number) {
  return env.db
    .selectFrom("churchServices")
    .select(["days", "startMinute", "endMinute", "kind", "languages", "weekOfMonth", "note", "readFromText"])
    .where("churchId", "=", churchId)
    .orderBy("position")
    .execute();
}

async function textOf(churchId: number) {
  const row = await env.db
    .selectFrom("churches")
    .select("serviceTimes")
    .where("id", "=", churchId)
    .executeTakeFirstOrThrow();
  return row.serviceTimes;
}

describe("the owner's profile", () => {
  it("saves rows as typed, writes the text from them, and answers them with the facets", async () => {
    const { church, cookie } = await owner();
    const response = await sendJson(
      env.app,
      "PUT",
      "/api/user/church",
      churchBody({
        services: [
          SUNDAY_SPANISH,
          { ...SUNDAY_SPANISH, days: [3], start: "18:00", end: "19:30", kind: "prayer", languages: [] },
        ],
        facets: { stepFreeEntrance: true, nursery: false },
      }),
      { cookie },
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.services).toMatchObject([
      { days: [0], start: "09:30", end: null, kind: "worship", languages: ["es"], readFromText: false },
      { days: [3], start: "18:00", end: "19:30", kind: "prayer", languages: [] },
    ]);
    expect(body.facets).toMatchObject({ stepFreeEntrance: true, nursery: false, hearingLoop: null });
    expect(body.serviceTimes).toBe(
      "Sunday Worship: 9:30 AM (in Spanish)\nWednesday Prayer: 6:00 PM - 7:30 PM",
    );
    expect(await textOf(church.id)).toBe(body.serviceTimes);
    // The public answer carries the same rows, text and facets.
    const page = await env.app.inject({ method: "GET", url: `/api/churches/${church.id}` });
    expect(page.json()).toMatchObject({
      serviceTimes: body.serviceTimes,
      services: [{ start: "09:30" }, { start: "18:00" }],
      facets: { stepFreeEntrance: true, nursery: false, largePrint: null },
    });
  });

  it("confirms rows read from text when the owner saves them", async () => {
    const { church, cookie } = await owner();
    await sendJson(
      env.app,
      "PUT",
      "/api/user/church",
      churchBody({ serviceTimes: "Sunday Mass: 10:00 AM" }),
      {
        cookie,
      },
    );
    expect(await rowsOf(church.id)).toMatchObject([{ startMinute: 600, kind: "mass", readFromText: true }]);
    const saved = await sendJson(
      env.app,
      "PUT",
      "/api/user/church",
      churchBody({ services: [{ ...SUNDAY_SPANISH, start: "10:00", kind: "mass", readFromText: true }] }),
      { cookie },
    );
    expect(saved.statusCode).toBe(200);
    expect(await rowsOf(church.id)).toMatchObject([{ startMinute: 600, kind: "mass", readFromText: false }]);
  });

  it("refuses a row the shared schema refuses, with the message at its field", async () => {
    const { church, cookie } = await owner();
    const response = await sendJson(
      env.app,
      "PUT",
      "/api/user/church",
      churchBody({ services: [{ ...SUNDAY_SPANISH, start: "half past nine", days: [] }] }),
      { cookie },
    );
    expect(response.statusCode).toBe(400);
    const errors = response.json().fieldErrors as Record<string, string[]>;
    // The answer names the field (the form has shown each row's message beside its box already).
    expect(errors.services).toEqual(
      expect.arrayContaining(["Enter a time such as 9, 9:30 am or 18:00.", "Choose at least one day."]),
    );
    expect(await rowsOf(church.id)).toEqual([]);
    // In Spanish, the same messages in Spanish.
    const spanish = await sendJson(
      env.app,
      "PUT",
      "/api/user/church",
      churchBody({ services: [{ ...SUNDAY_SPANISH, start: "9", end: "8" }] }),
      { cookie, headers: { "accept-language": "es" } },
    );
    expect(spanish.json().fieldErrors.services).toEqual(["El final debe ser posterior al comienzo."]);
  });

  it("names a refused row's field by its whole path over tRPC, so the form shows it beside that row", async () => {
    const admin = await createAdmin(env.db);
    const cookie = await cookieFor(env.app, env.db, admin);
    const response = await sendJson(
      env.app,
      "POST",
      "/trpc/churches.create",
      churchBody({ services: [SUNDAY_SPANISH, { ...SUNDAY_SPANISH, start: "half past nine" }] }),
      { cookie },
    );
    expect(response.statusCode).toBe(400);
    const errors = response.json().error.data.fieldErrors as Record<string, string[]>;
    expect(errors["services.1.start"]).toEqual(["Enter a time such as 9, 9:30 am or 18:00."]);
    expect(errors.services).toBeUndefined();
  });

  it("records a change of services as an owner edit of the service times, and a revert brings the rows back", async () => {
    const { church, cookie } = await owner();
    await sendJson(env.app, "PUT", "/api/user/church", churchBody({ services: [SUNDAY_SPANISH] }), {
      cookie,
    });
    await sendJson(
      env.app,
      "PUT",
      "/api/user/church",
      churchBody({ services: [{ ...SUNDAY_SPANISH, start: "11" }] }),
      { cookie },
    );
    const admin = await createAdmin(env.db);
    const caller = callerAs(env.db, admin);
    const groups = await caller.admin.ownerEdits({ churchId: church.id });
    const group = groups.items[0];
    expect(group?.changes.find((change) => change.field === "serviceTimes")).toMatchObject({
      before: null,
      after: "Sunday Worship: 11:00 AM (in Spanish)",
    });
    await caller.admin.revertOwnerEditGroup({ id: group?.id ?? 0, field: "serviceTimes" });
    expect(await textOf(church.id)).toBeNull();
    expect(await rowsOf(church.id)).toEqual([]);
  });
});

describe("an older client that sends only the text", () => {
  it("has a changed text read into rows to confirm, and an unchanged one keeps the rows", async () => {
    const { church, cookie } = await owner();
    await sendJson(env.app, "PUT", "/api/user/church", churchBody({ services: [SUNDAY_SPANISH] }), {
      cookie,
    });
    const text = await textOf(church.id);
    // The whole record sent back as it was read, without rows: nothing about the services changes.
    await sendJson(env.app, "PUT", "/api/user/church", churchBody({ serviceTimes: text }), { cookie });
    expect(await rowsOf(church.id)).toMatchObject([
      { startMinute: 570, languages: ["es"], readFromText: false },
    ]);
    // A new text: read as the carry-over reads it, marked to confirm, and kept as sent.
    await sendJson(
      env.app,
      "PUT",
      "/api/user/church",
      churchBody({ serviceTimes: "Saturday Vigil Mass 5:00 PM\nFirst Sunday potluck at noon" }),
      { cookie },
    );
    expect(await rowsOf(church.id)).toMatchObject([
      { days: [6], startMinute: 1020, kind: "mass", readFromText: true },
    ]);
    expect(await textOf(church.id)).toBe("Saturday Vigil Mass 5:00 PM\nFirst Sunday potluck at noon");
  });
});

describe("the administrator's dialog and paths", () => {
  it("creates and edits a church's rows and facets over tRPC and REST, and lists them", async () => {
    const admin = await createAdmin(env.db);
    const caller = callerAs(env.db, admin);
    const created = await caller.churches.create(
      churchBody({ services: [SUNDAY_SPANISH], facets: { hearingLoop: true } }),
    );
    expect(created.services).toMatchObject([{ start: "09:30", languages: ["es"] }]);
    expect(created.facets.hearingLoop).toBe(true);
    const updated = await caller.churches.update({
      ...churchBody({ name: created.name, facets: { hearingLoop: false, largePrint: true } }),
      id: created.id,
      services: [{ ...SUNDAY_SPANISH, days: [6], start: "5 pm", kind: "mass" }],
    });
    expect(updated.serviceTimes).toBe("Saturday Mass: 5:00 PM (in Spanish)");
    expect(updated.facets).toMatchObject({ hearingLoop: false, largePrint: true, nursery: null });
    const cookie = await cookieFor(env.app, env.db, admin);
    const rest = await sendJson(
      env.app,
      "PUT",
      `/api/churches/${created.id}`,
      churchBody({ name: created.name, serviceTimes: "Sunday 8:00 AM" }),
      { cookie },
    );
    expect(rest.statusCode).toBe(200);
    expect(rest.json().serviceTimes).toBe("Sunday 8:00 AM");
    expect(rest.json().services).toMatchObject([{ days: [0], start: "08:00", readFromText: true }]);
    // Facets left out of a request keep the church's.
    expect(rest.json().facets).toMatchObject({ hearingLoop: false, largePrint: true });
    const listed = await caller.churches.adminList({ q: created.name });
    expect(listed.items[0]).toMatchObject({ services: [{ start: "08:00" }], facets: { largePrint: true } });
  });
});

describe("registration", () => {
  it("keeps the rows and facets of a registered church pending review, and answers as before", async () => {
    const name = unique("Registered Chapel ");
    const response = await sendJson(
      env.app,
      "POST",
      "/api/churches",
      {
        ...churchBody({ name, email: "office@registered.example.org" }),
        services: [SUNDAY_SPANISH],
        facets: { nursery: true },
      },
      { ip: nextIp() },
    );
    expect(response.statusCode).toBe(201);
    expect(Object.keys(response.json()).sort()).toEqual(["id", "isApproved", "name", "owned"]);
    const id = response.json().id as number;
    expect(await textOf(id)).toBe("Sunday Worship: 9:30 AM (in Spanish)");
    const admin = await createAdmin(env.db);
    const pending = await callerAs(env.db, admin).churches.pending({ q: name });
    expect(pending.items[0]).toMatchObject({ services: [{ start: "09:30" }], facets: { nursery: true } });
  });

  it("reads an older client's text at once, and saves the combined sign-up's rows", async () => {
    const textOnly = await sendJson(
      env.app,
      "POST",
      "/api/churches",
      churchBody({ serviceTimes: "Sunday Worship 10:30 AM" }),
      { ip: nextIp() },
    );
    expect(await rowsOf(textOnly.json().id)).toMatchObject([{ startMinute: 630, readFromText: true }]);

    const body = registrationBody();
    const signUp = await sendJson(
      env.app,
      "POST",
      "/api/auth/register-church",
      {
        ...body,
        churchData: { ...body.churchData, services: [SUNDAY_SPANISH], facets: { youthGroup: true } },
      },
      { ip: nextIp() },
    );
    expect(signUp.statusCode).toBe(201);
    const church = await env.db
      .selectFrom("churches")
      .select("id")
      .where("name", "=", body.churchData.name)
      .executeTakeFirstOrThrow();
    expect(await rowsOf(church.id)).toMatchObject([{ startMinute: 570, readFromText: false }]);
    expect(await textOf(church.id)).toBe("Sunday Worship: 9:30 AM (in Spanish)");
  });
});

describe("the facet filter", () => {
  it("keeps the churches that answered yes, on the list, the REST page, the map's counts and clusters", async () => {
    const town = unique("Facet");
    const place = {
      latitude: "41.60000000",
      longitude: "-93.60000000",
      isApproved: true,
      serviceTimes: null,
    };
    const ramp = await createChurch(env.db, { ...place, name: `${town} Ramp` });
    const both = await createChurch(env.db, { ...place, name: `${town} Both` });
    await createChurch(env.db, { ...place, name: `${town} Unknown` });
    const stairs = await createChurch(env.db, { ...place, name: `${town} Stairs` });
    await sql`INSERT INTO church_facets (church_id, step_free_entrance, nursery) VALUES
      (${ramp.id}, true, null), (${both.id}, true, true), (${stairs.id}, false, true)`.execute(env.db);
    const caller = callerAs(env.db);
    const names = async (facets?: string[]) =>
      (await caller.churches.page({ q: town, offset: 0, limit: 10, facets })).items.map((c) => c.name);
    expect(await names()).toHaveLength(4);
    expect(await names(["stepFreeEntrance"])).toEqual([`${town} Both`, `${town} Ramp`]);
    expect(await names(["stepFreeEntrance", "nursery"])).toEqual([`${town} Both`]);

    const rest = await env.app.inject({
      method: "GET",
      url: `/api/churches/page?q=${town}&limit=10&facets=stepFreeEntrance,nursery`,
    });
    expect(rest.statusCode).toBe(200);
    expect(rest.json().total).toBe(1);
    const refused = await env.app.inject({
      method: "GET",
      url: `/api/churches/page?q=${town}&limit=10&facets=wheelchair`,
    });
    expect(refused.statusCode).toBe(400);

    // The map: at a wide zoom the four share a cluster, whose count follows the filter.
    const view = { west: -94, south: 41, east: -93, north: 42, q: town };
    const count = async (zoom: number, facets?: string) => {
      const answer = await env.app.inject({
        method: "GET",
        url: `/api/churches/viewport?${new URLSearchParams({ ...Object.fromEntries(Object.entries(view).map(([k, v]) => [k, String(v)])), zoom: String(zoom), ...(facets ? { facets } : {}) })}`,
      });
      const body = answer.json() as { clusters: Array<{ count: number }>; markers: unknown[] };
      return body.clusters.reduce((sum, cluster) => sum + cluster.count, 0) + body.markers.length;
    };
    expect(await count(4)).toBe(4);
    expect(await count(4, "stepFreeEntrance")).toBe(2);
    expect(await count(14, "nursery")).toBe(2);
    // Answers changed later are seen at once (the directory's version moves with them).
    await sql`UPDATE church_facets SET step_free_entrance = true WHERE church_id = ${stairs.id}`.execute(
      env.db,
    );
    expect(await count(4, "stepFreeEntrance")).toBe(3);
  });
});
