import { TRPCError } from "@trpc/server";
import { beforeAll, describe, expect, it } from "vitest";
import { createAdapters } from "../src/adapters/index.ts";
import { appRouter } from "../src/trpc/router.ts";
import { cookieFor, type Method, send } from "./admin-helpers.ts";
import { createAdmin, createChurch, createUser, unique } from "./factories.ts";
import { callerAs, testConfig } from "./harness.ts";
import { useAdminTestApp } from "./use-test-app.ts";

const env = useAdminTestApp();

let churchUserCookie: string;
beforeAll(async () => {
  const churchUser = await createUser(env.db);
  churchUserCookie = await cookieFor(env.app, env.db, churchUser);
});

const request = (method: Method, url: string, cookie?: string, payload?: unknown) =>
  send(env.app, method, url, cookie, payload);

const churchForm = (overrides: Record<string, unknown> = {}) => ({
  name: unique("Admin Added Church "),
  address: "515 Clark Ave",
  city: "Ames",
  state: "IA",
  zipCode: "50010",
  phone: "515-555-0100",
  email: "office@example.test",
  website: "https://example.test",
  pastorName: "Pat Pastor",
  serviceTimes: "Sunday 9:00 AM\nSunday 11:00 AM",
  description: "A church added from the dashboard.",
  memberCount: "80",
  latitude: "",
  longitude: "",
  imageUrl: "",
  ...overrides,
});

async function publicChurchIds() {
  const response = await request("GET", "/api/churches");
  return (response.json() as Array<{ id: number }>).map((church) => church.id);
}

async function auditActions(entityId: number | string) {
  return (
    await env.db
      .selectFrom("auditLog")
      .select(["action", "actorId", "summary"])
      .where("entityId", "=", String(entityId))
      .orderBy("id")
      .execute()
  ).map((row) => ({ ...row }));
}

/** The churches router's administration, beside its public procedures (as events and resources have theirs). */
const CHURCH_ADMIN = ["adminList", "pending", "create", "update", "remove", "approve", "geocode"].map(
  (name) => `churches.${name}`,
);

describe("only administrators", () => {
  const adminOnly = Object.entries(appRouter._def.procedures)
    .filter(
      ([path]) => path.startsWith("admin.") || path.startsWith("social.") || CHURCH_ADMIN.includes(path),
    )
    .filter(([path]) => path !== "social.list");

  it("every admin and social management procedure is an admin procedure", () => {
    expect(adminOnly.length).toBeGreaterThanOrEqual(12);
    for (const [path, procedure] of adminOnly) {
      expect((procedure as unknown as { _def: { meta?: { access?: string } } })._def.meta?.access, path).toBe(
        "admin",
      );
    }
  });

  it("refuses anonymous callers (401) and church users (403) on every procedure", async () => {
    const churchUser = await createUser(env.db);
    for (const [user, code] of [
      [null, "UNAUTHORIZED"],
      [churchUser, "FORBIDDEN"],
    ] as const) {
      const caller = callerAs(env.db, user) as unknown as Record<
        string,
        Record<string, (input: unknown) => Promise<unknown>>
      >;
      for (const [path] of adminOnly) {
        const [area, name] = path.split(".") as [string, string];
        const error = await caller[area]![name]!({ id: 1, kind: "churches", platform: "facebook" }).catch(
          (e: unknown) => e,
        );
        expect(error, path).toBeInstanceOf(TRPCError);
        expect((error as TRPCError).code, path).toBe(code);
      }
    }
  });

  it("refuses every admin REST path without changing anything", async () => {
    const church = await createChurch(env.db, { isApproved: false, latitude: null, longitude: null });
    const routes: Array<[Method, string, unknown?]> = [
      ["GET", "/api/admin/churches"],
      ["GET", "/api/admin/churches/pending"],
      ["POST", "/api/admin/churches", churchForm()],
      ["PUT", `/api/admin/churches/${church.id}/approve`],
      ["PUT", `/api/churches/${church.id}`, churchForm()],
      ["DELETE", `/api/churches/${church.id}`],
      ["POST", "/api/admin/geocode-churches"],
      ["GET", "/api/admin/audit"],
      ["GET", "/api/admin/export/churches.csv"],
      ["PUT", "/api/admin/social-media/facebook", { url: "https://facebook.com/x" }],
      ["PUT", "/api/admin/social-media/facebook/toggle", { isActive: false }],
    ];
    for (const [cookie, status] of [
      [undefined, 401],
      [churchUserCookie, 403],
    ] as const) {
      for (const [method, url, payload] of routes) {
        const response = await request(method, url, cookie, payload);
        expect(response.statusCode, `${method} ${url}`).toBe(status);
        expect(response.json().message, `${method} ${url}`).toBeTruthy();
      }
    }
    const after = await env.db
      .selectFrom("churches")
      .selectAll()
      .where("id", "=", church.id)
      .executeTakeFirst();
    expect(after).toMatchObject({ isApproved: false, name: church.name, latitude: null });
    expect(await env.db.selectFrom("socialMediaLinks").select("id").execute()).toEqual([]);
    expect(
      await env.db.selectFrom("auditLog").select("id").where("actorId", "!=", env.admin.id).execute(),
    ).toEqual([]);
  });

  it("a demoted administrator loses access at once", async () => {
    const former = await createAdmin(env.db);
    const cookie = await cookieFor(env.app, env.db, former);
    expect((await request("GET", "/api/admin/churches", cookie)).statusCode).toBe(200);
    await env.db.updateTable("users").set({ role: "church" }).where("id", "=", former.id).execute();
    expect((await request("GET", "/api/admin/churches", cookie)).statusCode).toBe(403);
  });
});

describe("approving churches", () => {
  it("lists pending churches and makes an approved one appear in the public list, mailing owner and church", async () => {
    const owner = await createUser(env.db);
    const church = await createChurch(env.db, {
      isApproved: false,
      ownerId: owner.id,
      email: `${unique("listed")}@example.test`,
    });
    const pending = await request("GET", "/api/admin/churches/pending", env.adminCookie);
    expect(pending.statusCode).toBe(200);
    const row = (pending.json() as Array<Record<string, unknown>>).find((c) => c.id === church.id);
    expect(row).toMatchObject({ name: church.name, isApproved: false, ownerEmail: owner.email });
    expect(await publicChurchIds()).not.toContain(church.id);

    const approved = await request("PUT", `/api/admin/churches/${church.id}/approve`, env.adminCookie);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ id: church.id, isApproved: true });
    expect(await publicChurchIds()).toContain(church.id);
    const stillPending = (
      await request("GET", "/api/admin/churches/pending", env.adminCookie)
    ).json() as Array<{
      id: number;
    }>;
    expect(stillPending.map((c) => c.id)).not.toContain(church.id);

    const mails = await env.db
      .selectFrom("mailOutbox")
      .select(["toAddress", "subject", "textBody"])
      .where("toAddress", "in", [owner.email, church.email!])
      .execute();
    expect(mails.map((mail) => mail.toAddress).sort()).toEqual([owner.email, church.email].sort());
    expect(mails[0]!.textBody).toContain(`/church/${church.id}`);
    expect(mails[0]!.subject).toContain(church.name);
    expect(await auditActions(church.id)).toEqual([
      { action: "approve", actorId: env.admin.id, summary: `Approved church "${church.name}"` },
    ]);

    // A second approval changes nothing and mails nobody again.
    expect(
      (await request("PUT", `/api/admin/churches/${church.id}/approve`, env.adminCookie)).statusCode,
    ).toBe(200);
    const again = await env.db
      .selectFrom("mailOutbox")
      .select("id")
      .where("toAddress", "=", owner.email)
      .execute();
    expect(again).toHaveLength(1);
    expect(await auditActions(church.id)).toHaveLength(1);
  });

  it("queues the approval's mails in its transaction: none if it rolls back, delivered only once it commits", async () => {
    const owner = await createUser(env.db);
    const church = await createChurch(env.db, {
      isApproved: false,
      ownerId: owner.id,
      email: `${unique("rolled")}@example.test`,
    });
    const recipients = [owner.email, church.email!];
    const outbox = (db: typeof env.db) =>
      db.selectFrom("mailOutbox").select("toAddress").where("toAddress", "in", recipients).execute();
    // The approval runs inside a caller's transaction (services join it), which then fails.
    const failure = new Error("the approval's transaction failed after the approval");
    await expect(
      env.db.transaction().execute(async (trx) => {
        // The adapters are the app's, on its own pool, as in a request: only the transaction makes them wait.
        await callerAs(trx, env.admin, createAdapters(testConfig(), env.db)).churches.approve({
          id: church.id,
        });
        // Inside the transaction the mails are there, written with the approval...
        expect((await outbox(trx)).map((mail) => mail.toAddress).sort()).toEqual([...recipients].sort());
        throw failure;
      }),
    ).rejects.toBe(failure);
    // ...and they went with it: no mail, and the church is still pending.
    expect(await outbox(env.db)).toEqual([]);
    expect(await publicChurchIds()).not.toContain(church.id);

    // The same approval committed: both mails are queued once.
    await callerAs(env.db, env.admin).churches.approve({ id: church.id });
    expect((await outbox(env.db)).map((mail) => mail.toAddress).sort()).toEqual([...recipients].sort());
  });

  it("answers 404 for an unknown church and 400 for a malformed id", async () => {
    expect((await request("PUT", "/api/admin/churches/999999/approve", env.adminCookie)).statusCode).toBe(
      404,
    );
    expect((await request("PUT", "/api/admin/churches/abc/approve", env.adminCookie)).statusCode).toBe(400);
  });
});

describe("church management", () => {
  it("creates an approved, geocoded church, records it and lists it", async () => {
    const response = await request(
      "POST",
      "/api/admin/churches",
      env.adminCookie,
      churchForm({ name: "Dashboard Chapel" }),
    );
    expect(response.statusCode).toBe(200);
    const created = response.json();
    expect(created).toMatchObject({
      name: "Dashboard Chapel",
      isApproved: true,
      coordinatesManual: false,
      latitude: "42.03790000",
      longitude: "-93.60030000",
      memberCount: 80,
      serviceTimes: "Sunday 9:00 AM\nSunday 11:00 AM",
      imageUrl: null,
    });
    expect(await publicChurchIds()).toContain(created.id);
    const all = (await request("GET", "/api/admin/churches", env.adminCookie)).json() as Array<{
      id: number;
    }>;
    expect(all.map((c) => c.id)).toContain(created.id);
    expect(await auditActions(created.id)).toEqual([
      { action: "create", actorId: env.admin.id, summary: 'Created church "Dashboard Chapel"' },
    ]);
  });

  it("keeps typed coordinates as a manual placement", async () => {
    const response = await request(
      "POST",
      "/api/admin/churches",
      env.adminCookie,
      churchForm({ latitude: "41.5", longitude: "-93.25" }),
    );
    expect(response.json()).toMatchObject({
      latitude: "41.50000000",
      longitude: "-93.25000000",
      coordinatesManual: true,
    });
  });

  it("validates the dialog: required fields, state list, member count, coordinate ranges and pairs", async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ name: " " }, "name", "Church name is required"],
      [{ state: "TX" }, "state", "State is required"],
      [{ memberCount: "-1" }, "memberCount", "Member count must be a whole number of 0 or more"],
      [{ latitude: "91", longitude: "0" }, "latitude", "Latitude must be a number from -90 to 90"],
      [{ latitude: "0", longitude: "-181" }, "longitude", "Longitude must be a number from -180 to 180"],
      [{ latitude: "41.5" }, "longitude", "Enter both latitude and longitude, or leave both empty"],
      [{ website: "javascript:alert(1)" }, "website", "Please enter a valid URL"],
      [{ isApproved: true }, "", ""],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await request("POST", "/api/admin/churches", env.adminCookie, churchForm(overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      if (field) expect(response.json().fieldErrors?.[field], field).toEqual([message]);
    }
  });

  it("updates a church: re-geocodes a moved one, keeps a hand placement, hands cleared coordinates back", async () => {
    const church = await createChurch(env.db, { latitude: null, longitude: null });
    const moved = await request(
      "PUT",
      `/api/churches/${church.id}`,
      env.adminCookie,
      churchForm({ name: "Renamed Church", city: "Dubuque", zipCode: "52001", latitude: "", longitude: "" }),
    );
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ name: "Renamed Church", city: "Dubuque", coordinatesManual: false });
    expect(Number(moved.json().latitude)).toBeCloseTo(42.5, 0);

    // Sending the geocoded coordinates back unchanged is not a hand placement.
    const resent = await request(
      "PUT",
      `/api/churches/${church.id}`,
      env.adminCookie,
      churchForm({
        name: "Renamed Church",
        zipCode: "50010",
        latitude: moved.json().latitude,
        longitude: moved.json().longitude,
      }),
    );
    expect(resent.json()).toMatchObject({ coordinatesManual: false, latitude: "42.03790000" });

    const placed = await request(
      "PUT",
      `/api/churches/${church.id}`,
      env.adminCookie,
      churchForm({ name: "Renamed Church", latitude: "40", longitude: "-90" }),
    );
    expect(placed.json()).toMatchObject({ coordinatesManual: true, latitude: "40.00000000" });
    const movedAgain = await request(
      "PUT",
      `/api/churches/${church.id}`,
      env.adminCookie,
      churchForm({ name: "Renamed Church", zipCode: "52001", city: "Dubuque" }),
    );
    expect(movedAgain.json()).toMatchObject({ coordinatesManual: false });
    expect(Number(movedAgain.json().latitude)).toBeCloseTo(42.5, 0);

    expect((await auditActions(church.id)).map((entry) => entry.action)).toEqual([
      "update",
      "update",
      "update",
      "update",
    ]);
  });

  it("a hand placement survives an update that does not send coordinates", async () => {
    const church = await createChurch(env.db, {
      latitude: "40.00000000",
      longitude: "-90.00000000",
      coordinatesManual: true,
    });
    const { latitude: _lat, longitude: _lng, ...withoutCoordinates } = churchForm({ zipCode: "52001" });
    const response = await request("PUT", `/api/churches/${church.id}`, env.adminCookie, withoutCoordinates);
    expect(response.json()).toMatchObject({
      coordinatesManual: true,
      latitude: "40.00000000",
      zipCode: "52001",
    });
  });

  it("deletes a church after which it is gone everywhere; unknown ids are 404", async () => {
    const church = await createChurch(env.db);
    expect(await publicChurchIds()).toContain(church.id);
    const response = await request("DELETE", `/api/churches/${church.id}`, env.adminCookie);
    expect(response.statusCode).toBe(200);
    expect(await publicChurchIds()).not.toContain(church.id);
    expect((await request("GET", `/api/churches/${church.id}`)).statusCode).toBe(404);
    expect((await request("DELETE", `/api/churches/${church.id}`, env.adminCookie)).statusCode).toBe(404);
    expect(
      (await request("PUT", `/api/churches/${church.id}`, env.adminCookie, churchForm())).statusCode,
    ).toBe(404);
    expect(await auditActions(church.id)).toEqual([
      { action: "delete", actorId: env.admin.id, summary: `Deleted church "${church.name}"` },
    ]);
  });
});

describe("audit log", () => {
  it("shows the latest 20 entries, newest first, with who did it", async () => {
    for (let index = 0; index < 3; index++) {
      const church = await createChurch(env.db, { isApproved: false });
      await request("PUT", `/api/admin/churches/${church.id}/approve`, env.adminCookie);
    }
    const newest = await createChurch(env.db);
    await request("DELETE", `/api/churches/${newest.id}`, env.adminCookie);
    const response = await request("GET", "/api/admin/audit", env.adminCookie);
    expect(response.statusCode).toBe(200);
    const entries = response.json() as Array<Record<string, unknown>>;
    expect(entries.length).toBeLessThanOrEqual(20);
    expect(entries[0]).toMatchObject({
      action: "delete",
      entity: "church",
      entityId: String(newest.id),
      actorEmail: env.admin.email,
      actorName: "Ada Admin",
    });
    expect(typeof entries[0]!.createdAt).toBe("string");
    const total = await env.db
      .selectFrom("auditLog")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    expect(entries).toHaveLength(Math.min(20, Number(total.n)));
  });
});
