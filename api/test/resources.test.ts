import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SessionUser } from "../src/services/auth/session.ts";
import { nextIp, sendJson } from "./auth-helpers.ts";
import {
  createAdmin,
  createChurch,
  createResource,
  createResourceType,
  createUser,
  sessionFor,
  unique,
} from "./factories.ts";
import { callerAs, createTestApp, createTestDatabase, sessionCookie, type TestDatabase } from "./harness.ts";

let testDb: TestDatabase;
let app: Awaited<ReturnType<typeof createTestApp>>;
let admin: SessionUser;
let adminCookie: string;
let churchUserCookie: string;
/** A resource type every test may use. */
let videoType: string;

interface Call {
  method: "GET" | "POST" | "PUT" | "DELETE";
  url: string;
  body?: unknown;
  cookie?: string;
  address?: string;
}

/** A request as the web app sends it (writes are same-origin JSON); each test posts from its own address. */
function call({ method, url, body, cookie, address }: Call) {
  if (method !== "GET") return sendJson(app, method, url, body ?? {}, { cookie, ip: address });
  return app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    remoteAddress: address ?? "127.0.0.1",
  });
}

function submission(overrides: Record<string, unknown> = {}) {
  return {
    title: unique("Submitted "),
    description: "Notes from our Saturday workshop.",
    type: videoType,
    fileUrl: "https://youtu.be/abcdefghijk",
    submitterName: "Ann Lee",
    submitterEmail: "Ann@Grace.org",
    churchName: "Grace Fellowship",
    ...overrides,
  };
}

async function publicIds(): Promise<number[]> {
  const response = await call({ method: "GET", url: "/api/resources" });
  expect(response.statusCode).toBe(200);
  return (response.json() as Array<{ id: number }>).map((resource) => resource.id);
}

async function pendingIds(): Promise<number[]> {
  const response = await call({ method: "GET", url: "/api/resources/pending", cookie: adminCookie });
  expect(response.statusCode).toBe(200);
  return (response.json() as Array<{ id: number }>).map((resource) => resource.id);
}

async function auditRows(entityId: number) {
  return testDb.db
    .selectFrom("auditLog")
    .select(["action", "entity", "actorId", "summary"])
    .where("entityId", "=", String(entityId))
    .where("entity", "=", "resource")
    .orderBy("id")
    .execute();
}

/**
 * The harness's cookie holds the raw sealed value, whose ';' ends a cookie value, so the server never sees
 * the session. Encoded as the server itself sends it (and left alone once the harness does so itself).
 */
async function cookieFor(user: SessionUser): Promise<string> {
  const raw = sessionCookie(app, await sessionFor(testDb.db, user));
  const [name, value] = [raw.slice(0, raw.indexOf("=")), raw.slice(raw.indexOf("=") + 1)];
  return value.includes(";") ? `${name}=${encodeURIComponent(value)}` : raw;
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = await createTestApp(testDb.db);
  admin = await createAdmin(testDb.db);
  adminCookie = await cookieFor(admin);
  churchUserCookie = await cookieFor(await createUser(testDb.db));
  videoType = (await createResourceType(testDb.db, { name: unique("video"), color: "red" })).name;
});
afterAll(async () => {
  await app?.close();
  await testDb?.destroy();
});

describe("GET /api/resources", () => {
  it("lists approved resources only, with the vault's fields and the type colour", async () => {
    const approved = await createResource(testDb.db, { type: videoType, downloadCount: 7 });
    const pending = await createResource(testDb.db, { status: "pending" });
    const rejected = await createResource(testDb.db, { status: "rejected" });
    const response = await call({ method: "GET", url: "/api/resources" });
    const body = response.json() as Array<Record<string, unknown>>;
    const ids = body.map((resource) => resource.id);
    expect(ids).toContain(approved.id);
    expect(ids).not.toContain(pending.id);
    expect(ids).not.toContain(rejected.id);
    const listed = body.find((resource) => resource.id === approved.id);
    expect(listed).toEqual({
      id: approved.id,
      title: approved.title,
      description: approved.description,
      type: videoType,
      typeColor: "red",
      fileUrl: approved.fileUrl,
      downloadCount: 7,
      createdAt: approved.createdAt.toISOString(),
    });
  });

  it("shows gray for a type that has no row", async () => {
    const orphan = await createResource(testDb.db, { type: unique("gone") });
    const body = (await call({ method: "GET", url: "/api/resources" })).json() as Array<
      Record<string, unknown>
    >;
    expect(body.find((resource) => resource.id === orphan.id)?.typeColor).toBe("gray");
  });
});

describe("public submission and moderation", () => {
  it("stays invisible until approved, then appears; a rejected one leaves the pending list", async () => {
    const address = nextIp();
    const first = await call({ method: "POST", url: "/api/resources/submit", body: submission(), address });
    expect(first.statusCode).toBe(201);
    const { id } = first.json() as { id: number; status: string };
    expect(first.json()).toEqual({ id, status: "pending" });

    const stored = await testDb.db
      .selectFrom("resources")
      .select(["status", "uploadedBy", "submitterName", "submitterEmail", "churchName", "churchId"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({
      status: "pending",
      uploadedBy: null,
      submitterName: "Ann Lee",
      submitterEmail: "ann@grace.org",
      churchName: "Grace Fellowship",
      churchId: null,
    });
    expect(await publicIds()).not.toContain(id);
    expect(await pendingIds()).toContain(id);

    const pendingBody = (
      await call({ method: "GET", url: "/api/resources/pending", cookie: adminCookie })
    ).json() as Array<Record<string, unknown>>;
    expect(pendingBody.find((resource) => resource.id === id)).toMatchObject({
      status: "pending",
      submitterName: "Ann Lee",
      submitterEmail: "ann@grace.org",
      churchName: "Grace Fellowship",
      uploaderFirstName: null,
    });

    const approve = await call({
      method: "PUT",
      url: `/api/resources/${id}/status`,
      body: { status: "approved" },
      cookie: adminCookie,
    });
    expect(approve.statusCode).toBe(200);
    expect(approve.json()).toEqual({ id, status: "approved" });
    expect(await publicIds()).toContain(id);
    expect(await pendingIds()).not.toContain(id);

    const second = await call({ method: "POST", url: "/api/resources/submit", body: submission(), address });
    const rejectedId = (second.json() as { id: number }).id;
    expect(await pendingIds()).toContain(rejectedId);
    const reject = await call({
      method: "PUT",
      url: `/api/resources/${rejectedId}/status`,
      body: { status: "rejected" },
      cookie: adminCookie,
    });
    expect(reject.statusCode).toBe(200);
    expect(await pendingIds()).not.toContain(rejectedId);
    expect(await publicIds()).not.toContain(rejectedId);

    expect((await auditRows(id)).map((row) => row.action)).toEqual(["approve"]);
    expect(await auditRows(rejectedId)).toEqual([
      expect.objectContaining({ action: "reject", actorId: admin.id }),
    ]);
  });

  it("stores the type's own spelling and refuses an unknown type", async () => {
    const address = nextIp();
    const response = await call({
      method: "POST",
      url: "/api/resources/submit",
      body: submission({ type: videoType.toUpperCase() }),
      address,
    });
    expect(response.statusCode).toBe(201);
    const stored = await testDb.db
      .selectFrom("resources")
      .select("type")
      .where("id", "=", (response.json() as { id: number }).id)
      .executeTakeFirstOrThrow();
    expect(stored.type).toBe(videoType);

    const unknown = await call({
      method: "POST",
      url: "/api/resources/submit",
      body: submission({ type: "no-such-type" }),
      address,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      message: "Please choose one of the resource types",
      fieldErrors: { type: ["Please choose one of the resource types"] },
    });
  });

  it("answers the original validation messages", async () => {
    const response = await call({
      method: "POST",
      url: "/api/resources/submit",
      body: {
        title: "",
        description: "",
        type: "",
        fileUrl: "x",
        submitterName: "",
        submitterEmail: "x",
        churchName: "",
      },
      address: nextIp(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      title: ["Title is required"],
      description: ["Description is required"],
      type: ["Type is required"],
      fileUrl: ["Please enter a valid URL"],
      submitterName: ["Your name is required"],
      submitterEmail: ["Please enter a valid email"],
      churchName: ["Church name is required"],
    });
  });

  it.each([
    "javascript:alert(document.cookie)",
    "JavaScript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "not a url",
    "http//missing-colon.org",
    "https://",
    "ftp://files.example.org/a.pdf",
  ])(
    "refuses the file URL %s with 'Please enter a valid URL', on submission and admin writes",
    async (fileUrl) => {
      const before = await testDb.db
        .selectFrom("resources")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow();
      const submitted = await call({
        method: "POST",
        url: "/api/resources/submit",
        body: submission({ fileUrl }),
        address: nextIp(),
      });
      expect(submitted.statusCode).toBe(400);
      expect(submitted.json()).toEqual({
        message: "Please enter a valid URL",
        fieldErrors: { fileUrl: ["Please enter a valid URL"] },
      });
      const created = await call({
        method: "POST",
        url: "/api/admin/resources",
        body: { title: "Guide", type: videoType, fileUrl },
        cookie: adminCookie,
      });
      expect(created.statusCode).toBe(400);
      expect(created.json().message).toBe("Please enter a valid URL");
      const existing = await createResource(testDb.db, { type: videoType });
      const updated = await call({
        method: "PUT",
        url: `/api/admin/resources/${existing.id}`,
        body: { title: "Guide", type: videoType, fileUrl },
        cookie: adminCookie,
      });
      expect(updated.statusCode).toBe(400);
      expect(updated.json().message).toBe("Please enter a valid URL");
      const after = await testDb.db
        .selectFrom("resources")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow();
      expect(after.n).toBe(Number(before.n) + 1);
    },
  );

  it("limits submissions per address with a 429 and a message", async () => {
    const address = nextIp();
    for (let i = 0; i < 5; i++) {
      const ok = await call({ method: "POST", url: "/api/resources/submit", body: submission(), address });
      expect(ok.statusCode).toBe(201);
    }
    const limited = await call({ method: "POST", url: "/api/resources/submit", body: submission(), address });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/wait a few minutes/);
    const other = await call({
      method: "POST",
      url: "/api/resources/submit",
      body: submission(),
      address: nextIp(),
    });
    expect(other.statusCode).toBe(201);
  });

  it("refuses server-owned fields in a submission", async () => {
    const response = await call({
      method: "POST",
      url: "/api/resources/submit",
      body: { ...submission(), status: "approved" },
      address: nextIp(),
    });
    expect(response.statusCode).toBe(400);
  });
});

describe("non-administrators cannot moderate or manage", () => {
  it("answers 401 signed out and 403 for a church user, and changes nothing", async () => {
    const resource = await createResource(testDb.db, { status: "pending", title: unique("Untouched ") });
    const attempts: Call[] = [
      { method: "GET", url: "/api/resources/pending" },
      { method: "PUT", url: `/api/resources/${resource.id}/status`, body: { status: "approved" } },
      { method: "GET", url: "/api/admin/resources" },
      { method: "POST", url: "/api/admin/resources", body: { title: "Sneaky", type: videoType } },
      {
        method: "PUT",
        url: `/api/admin/resources/${resource.id}`,
        body: { title: "Renamed", type: videoType },
      },
      { method: "DELETE", url: `/api/admin/resources/${resource.id}` },
      { method: "POST", url: "/api/admin/resource-types", body: { name: unique("sneaky") } },
    ];
    for (const attempt of attempts) {
      const anonymous = await call(attempt);
      expect(anonymous.statusCode, `${attempt.method} ${attempt.url}`).toBe(401);
      const church = await call({ ...attempt, cookie: churchUserCookie });
      expect(church.statusCode, `${attempt.method} ${attempt.url}`).toBe(403);
    }
    const after = await testDb.db
      .selectFrom("resources")
      .select(["title", "status"])
      .where("id", "=", resource.id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ title: resource.title, status: "pending" });
    expect(
      await testDb.db.selectFrom("resources").select("id").where("title", "=", "Sneaky").execute(),
    ).toEqual([]);
    expect(
      await testDb.db.selectFrom("resourceTypes").select("id").where("name", "like", "sneaky%").execute(),
    ).toEqual([]);
  });

  it("refuses a demoted administrator at once", async () => {
    const former = await createAdmin(testDb.db);
    const cookie = await cookieFor(former);
    await testDb.db.updateTable("users").set({ role: "church" }).where("id", "=", former.id).execute();
    const response = await call({ method: "GET", url: "/api/resources/pending", cookie });
    expect(response.statusCode).toBe(403);
  });

  it("refuses the services themselves to a non-admin caller", async () => {
    const churchUser = await createUser(testDb.db);
    await expect(callerAs(testDb.db, churchUser).resources.pending()).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
  });
});

describe("resource types", () => {
  it("lists types by name with their colour, and creates one with gray by default", async () => {
    const name = unique("sermons");
    const created = await call({
      method: "POST",
      url: "/api/admin/resource-types",
      body: { name },
      cookie: adminCookie,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name, color: "gray" });
    const types = (await call({ method: "GET", url: "/api/resource-types" })).json() as Array<{
      name: string;
    }>;
    expect(types.find((type) => type.name === name)).toEqual({ id: created.json().id, name, color: "gray" });
    const names = types.map((type) => type.name);
    expect(names).toEqual([...names].sort());
    const audit = await testDb.db
      .selectFrom("auditLog")
      .select(["action", "actorId"])
      .where("entity", "=", "resource_type")
      .where("entityId", "=", String(created.json().id))
      .execute();
    expect(audit).toEqual([{ action: "create", actorId: admin.id }]);
  });

  it("gives a clear 409 for a duplicate name in any case", async () => {
    const name = unique("music");
    await call({
      method: "POST",
      url: "/api/admin/resource-types",
      body: { name, color: "teal" },
      cookie: adminCookie,
    });
    const duplicate = await call({
      method: "POST",
      url: "/api/admin/resource-types",
      body: { name: ` ${name.toUpperCase()} `, color: "blue" },
      cookie: adminCookie,
    });
    expect(duplicate.statusCode).toBe(409);
    const message = `A resource type named "${name.toUpperCase()}" already exists`;
    expect(duplicate.json()).toEqual({ message, fieldErrors: { name: [message] } });
    const rows = await testDb.db
      .selectFrom("resourceTypes")
      .select("color")
      .where("name", "ilike", name)
      .execute();
    expect(rows).toEqual([{ color: "teal" }]);
  });

  it("renames and recolors a type, and its resources follow the new name", async () => {
    const type = await createResourceType(testDb.db, { name: unique("podcast"), color: "blue" });
    const resource = await createResource(testDb.db, { type: type.name.toUpperCase() });
    const newName = unique("audio");
    const response = await call({
      method: "PUT",
      url: `/api/admin/resource-types/${type.id}`,
      body: { name: newName, color: "indigo" },
      cookie: adminCookie,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: type.id, name: newName, color: "indigo" });
    const moved = await testDb.db
      .selectFrom("resources")
      .select("type")
      .where("id", "=", resource.id)
      .executeTakeFirstOrThrow();
    expect(moved.type).toBe(newName);

    const other = await createResourceType(testDb.db, { name: unique("video") });
    const taken = await call({
      method: "PUT",
      url: `/api/admin/resource-types/${other.id}`,
      body: { name: newName.toUpperCase() },
      cookie: adminCookie,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fieldErrors).toEqual({
      name: [`A resource type named "${newName.toUpperCase()}" already exists`],
    });
  });

  it("deletes a type nobody uses, and refuses one in use saying by how many resources", async () => {
    const used = await createResourceType(testDb.db, { name: unique("slides") });
    await createResource(testDb.db, { type: used.name });
    await createResource(testDb.db, {
      type: used.name,
      status: "pending",
      uploadedBy: null,
      submitterEmail: "a@b.org",
    });
    const refused = await call({
      method: "DELETE",
      url: `/api/admin/resource-types/${used.id}`,
      cookie: adminCookie,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `"${used.name}" is the type of 2 resources. Give them another type first, then delete it.`,
    );
    expect(
      await testDb.db.selectFrom("resourceTypes").select("id").where("id", "=", used.id).execute(),
    ).toHaveLength(1);

    const unused = await createResourceType(testDb.db, { name: unique("unused") });
    const removed = await call({
      method: "DELETE",
      url: `/api/admin/resource-types/${unused.id}`,
      cookie: adminCookie,
    });
    expect(removed.statusCode).toBe(200);
    expect(
      await testDb.db.selectFrom("resourceTypes").select("id").where("id", "=", unused.id).execute(),
    ).toEqual([]);
    const again = await call({
      method: "DELETE",
      url: `/api/admin/resource-types/${unused.id}`,
      cookie: adminCookie,
    });
    expect(again.statusCode).toBe(404);
  });

  it("accepts only the original colours", async () => {
    const response = await call({
      method: "POST",
      url: "/api/admin/resource-types",
      body: { name: unique("x"), color: "black" },
      cookie: adminCookie,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Please choose one of the options");
  });
});

describe("administrator resources", () => {
  it("creates approved with the admin as uploader, updates, filters and deletes, each audited", async () => {
    const church = await createChurch(testDb.db, { name: unique("Hope Chapel ") });
    const created = await call({
      method: "POST",
      url: "/api/admin/resources",
      body: {
        title: "Leader handbook",
        type: videoType.toUpperCase(),
        description: "",
        fileUrl: "https://files.example.org/handbook.pdf",
        churchId: String(church.id),
      },
      cookie: adminCookie,
    });
    expect(created.statusCode).toBe(201);
    const resource = created.json() as Record<string, unknown> & { id: number };
    expect(resource).toMatchObject({
      title: "Leader handbook",
      type: videoType,
      typeColor: "red",
      description: null,
      status: "approved",
      downloadCount: 0,
      churchId: church.id,
      churchName: church.name,
      uploaderFirstName: admin.firstName,
      uploaderLastName: admin.lastName,
    });
    const stored = await testDb.db
      .selectFrom("resources")
      .select(["uploadedBy", "status"])
      .where("id", "=", resource.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ uploadedBy: admin.id, status: "approved" });
    expect(await publicIds()).toContain(resource.id);

    const other = await createResource(testDb.db, { type: unique("other") });
    const byChurch = (
      await call({ method: "GET", url: `/api/admin/resources?churchId=${church.id}`, cookie: adminCookie })
    ).json() as Array<{ id: number }>;
    expect(byChurch.map((row) => row.id)).toEqual([resource.id]);
    const byType = (
      await call({
        method: "GET",
        url: `/api/admin/resources?type=${other.type.toUpperCase()}`,
        cookie: adminCookie,
      })
    ).json() as Array<{ id: number }>;
    expect(byType.map((row) => row.id)).toEqual([other.id]);
    const all = (
      await call({ method: "GET", url: "/api/admin/resources", cookie: adminCookie })
    ).json() as Array<{
      id: number;
    }>;
    expect(all.map((row) => row.id)).toEqual(expect.arrayContaining([resource.id, other.id]));
    // Submissions awaiting review come first, however old.
    const waiting = await createResource(testDb.db, {
      status: "pending",
      createdAt: new Date("2020-01-01T00:00:00Z"),
    });
    const withWaiting = (
      await call({ method: "GET", url: "/api/admin/resources", cookie: adminCookie })
    ).json() as Array<{
      id: number;
      status: string;
    }>;
    const firstNonPending = withWaiting.findIndex((row) => row.status !== "pending");
    expect(withWaiting.findIndex((row) => row.id === waiting.id)).toBeLessThan(firstNonPending);

    const updated = await call({
      method: "PUT",
      url: `/api/admin/resources/${resource.id}`,
      body: {
        title: "Leader handbook (2nd ed.)",
        type: videoType,
        description: "Revised",
        fileUrl: "",
        churchId: "",
      },
      cookie: adminCookie,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      id: resource.id,
      title: "Leader handbook (2nd ed.)",
      description: "Revised",
      fileUrl: null,
      churchId: null,
      churchName: null,
      status: "approved",
    });

    const removed = await call({
      method: "DELETE",
      url: `/api/admin/resources/${resource.id}`,
      cookie: adminCookie,
    });
    expect(removed.statusCode).toBe(200);
    expect(await publicIds()).not.toContain(resource.id);
    const again = await call({
      method: "DELETE",
      url: `/api/admin/resources/${resource.id}`,
      cookie: adminCookie,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: "Resource not found" });

    expect((await auditRows(resource.id)).map((row) => row.action)).toEqual(["create", "update", "delete"]);
  });

  it("refuses an unknown type or church, and 404s an unknown resource", async () => {
    const badType = await call({
      method: "POST",
      url: "/api/admin/resources",
      body: { title: "Guide", type: "nope" },
      cookie: adminCookie,
    });
    expect(badType.statusCode).toBe(400);
    expect(badType.json().fieldErrors).toEqual({ type: ["Please choose one of the resource types"] });
    const badChurch = await call({
      method: "POST",
      url: "/api/admin/resources",
      body: { title: "Guide", type: videoType, churchId: 999_999 },
      cookie: adminCookie,
    });
    expect(badChurch.statusCode).toBe(400);
    expect(badChurch.json().fieldErrors).toEqual({ churchId: ["Please select a valid church"] });
    const missing = await call({
      method: "PUT",
      url: "/api/admin/resources/999999",
      body: { title: "Guide", type: videoType },
      cookie: adminCookie,
    });
    expect(missing.statusCode).toBe(404);
    const status = await call({
      method: "PUT",
      url: "/api/resources/999999/status",
      body: { status: "approved" },
      cookie: adminCookie,
    });
    expect(status.statusCode).toBe(404);
    const badStatus = await call({
      method: "PUT",
      url: "/api/resources/1/status",
      body: { status: "published" },
      cookie: adminCookie,
    });
    expect(badStatus.statusCode).toBe(400);
    const badId = await call({ method: "DELETE", url: "/api/admin/resources/abc", cookie: adminCookie });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toBe("Invalid id");
  });
});

describe("the open counter", () => {
  it("counts each open once, never a page view, and only for approved resources", async () => {
    const resource = await createResource(testDb.db, { downloadCount: 4 });
    const address = nextIp();
    for (let i = 0; i < 3; i++) await call({ method: "GET", url: "/api/resources" });
    const count = async () =>
      (
        await testDb.db
          .selectFrom("resources")
          .select("downloadCount")
          .where("id", "=", resource.id)
          .executeTakeFirstOrThrow()
      ).downloadCount;
    expect(await count()).toBe(4);

    const first = await call({ method: "POST", url: `/api/resources/${resource.id}/open`, address });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ downloadCount: 5 });
    const second = await call({ method: "POST", url: `/api/resources/${resource.id}/open`, address });
    expect(second.json()).toEqual({ downloadCount: 6 });
    expect(await count()).toBe(6);

    const pending = await createResource(testDb.db, { status: "pending" });
    const hidden = await call({ method: "POST", url: `/api/resources/${pending.id}/open`, address });
    expect(hidden.statusCode).toBe(404);
    const unknown = await call({ method: "POST", url: "/api/resources/999999/open", address });
    expect(unknown.statusCode).toBe(404);
  });

  it("stops counting one address's repeated opens of one resource", async () => {
    const resource = await createResource(testDb.db);
    const address = nextIp();
    const answers: number[] = [];
    for (let i = 0; i < 12; i++) {
      const response = await call({ method: "POST", url: `/api/resources/${resource.id}/open`, address });
      expect(response.statusCode).toBe(200);
      answers.push((response.json() as { downloadCount: number }).downloadCount);
    }
    expect(answers.at(-1)).toBe(10);
    const elsewhere = await call({
      method: "POST",
      url: `/api/resources/${resource.id}/open`,
      address: nextIp(),
    });
    expect(elsewhere.json()).toEqual({ downloadCount: 11 });
  });

  it("keeps no counter for a resource that does not exist or is not public", async () => {
    const address = nextIp();
    const pending = await createResource(testDb.db, { status: "pending" });
    const latest = await testDb.db
      .selectFrom("resources")
      .select((eb) => eb.fn.max("id").as("id"))
      .executeTakeFirstOrThrow();
    const madeUp = Array.from({ length: 40 }, (_, i) => Number(latest.id) + 1000 + i);
    for (const id of [...madeUp, pending.id]) {
      const response = await call({ method: "POST", url: `/api/resources/${id}/open`, address });
      expect(response.statusCode).toBe(404);
    }
    const counters = await testDb.db
      .selectFrom("rateLimitCounters")
      .select("key")
      .where("bucket", "=", "resource-open")
      .where("key", "like", `%:${address}`)
      .execute();
    expect(counters).toEqual([]);

    const resource = await createResource(testDb.db);
    const opened = await call({ method: "POST", url: `/api/resources/${resource.id}/open`, address });
    expect(opened.statusCode).toBe(200);
    const after = await testDb.db
      .selectFrom("rateLimitCounters")
      .select("key")
      .where("bucket", "=", "resource-open")
      .where("key", "like", `%:${address}`)
      .execute();
    expect(after).toEqual([{ key: `${resource.id}:${address}` }]);
  });

  it("is reachable through tRPC as a mutation only", async () => {
    const resource = await createResource(testDb.db);
    const input = encodeURIComponent(JSON.stringify({ id: resource.id }));
    const asQuery = await call({ method: "GET", url: `/trpc/resources.recordOpen?input=${input}` });
    expect(asQuery.statusCode).toBeGreaterThanOrEqual(400);
    const asMutation = await call({
      method: "POST",
      url: "/trpc/resources.recordOpen",
      body: { id: resource.id },
    });
    expect(asMutation.statusCode).toBe(200);
    expect(asMutation.json().result.data).toEqual({ downloadCount: 1 });
  });
});
