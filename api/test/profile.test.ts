import { describe, expect, it } from "vitest";
import { cookieFor } from "./admin-helpers.ts";
import { sendJson } from "./auth-helpers.ts";
import { createAdmin, createChurch, createUser } from "./factories.ts";
import { createUpload } from "./image-helpers.ts";
import { useTestApp } from "./use-test-app.ts";

const env = useTestApp();

async function owner(isApproved = false) {
  const user = await createUser(env.db);
  const church = await createChurch(env.db, { ownerId: user.id, isApproved, name: "Owner Chapel" });
  return { user, church, cookie: await cookieFor(env.app, env.db, user) };
}

const profileBody = (overrides: Record<string, unknown> = {}) => ({
  name: "Renamed Chapel",
  address: "1 New St",
  city: "Des Moines",
  state: "ia",
  zipCode: "50309",
  phone: "",
  email: "office@renamed.example.org",
  website: "",
  pastorName: "New Pastor",
  serviceTimes: "Sunday 11:00 AM",
  description: "",
  memberCount: "40",
  imageUrl: null,
  ...overrides,
});

const get = (cookie?: string, query = "") =>
  env.app.inject({ method: "GET", url: `/api/user/church${query}`, headers: cookie ? { cookie } : {} });

describe("GET /api/user/church", () => {
  it("returns the owner's church with its approval state", async () => {
    const { church, cookie } = await owner();
    const response = await get(cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: church.id, name: "Owner Chapel", isApproved: false });
    expect(response.json()).not.toHaveProperty("ownerId");
  });

  it("answers 401 signed out and 404 for a user without a church", async () => {
    expect((await get()).statusCode).toBe(401);
    const user = await createUser(env.db);
    const none = await get(await cookieFor(env.app, env.db, user));
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe("No Church Profile");
  });

  it("lets an administrator read any church by id, but not another user", async () => {
    const { church } = await owner();
    const admin = await createAdmin(env.db);
    const asAdmin = await get(await cookieFor(env.app, env.db, admin), `?churchId=${church.id}`);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json().id).toBe(church.id);
    const stranger = await owner();
    expect((await get(stranger.cookie, `?churchId=${church.id}`)).statusCode).toBe(403);
  });
});

describe("PUT /api/user/church", () => {
  it("updates the owner's church, trimming and normalising like the form", async () => {
    const { user, church, cookie } = await owner();
    const imageUrl = await createUpload(env.db, { uploadedBy: user.id });
    const response = await sendJson(env.app, "PUT", "/api/user/church", profileBody({ imageUrl }), {
      cookie,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: church.id,
      name: "Renamed Chapel",
      state: "IA",
      phone: null,
      memberCount: 40,
      isApproved: false,
      imageUrl,
    });
  });

  it("never lets another user change a church they do not own", async () => {
    const { church } = await owner();
    const stranger = await owner();
    const response = await sendJson(
      env.app,
      "PUT",
      `/api/user/church?churchId=${church.id}`,
      profileBody({ name: "Hijacked" }),
      { cookie: stranger.cookie },
    );
    expect(response.statusCode).toBe(403);
    const inBody = await sendJson(
      env.app,
      "PUT",
      "/api/user/church",
      profileBody({ name: "Hijacked", churchId: church.id }),
      { cookie: stranger.cookie },
    );
    expect(inBody.statusCode).toBe(403);
    const row = await env.db
      .selectFrom("churches")
      .select("name")
      .where("id", "=", church.id)
      .executeTakeFirstOrThrow();
    expect(row.name).toBe("Owner Chapel");
    // Without an id, a stranger only ever changes their own church.
    await sendJson(env.app, "PUT", "/api/user/church", profileBody({ name: "Stranger's Own" }), {
      cookie: stranger.cookie,
    });
    expect(
      (
        await env.db
          .selectFrom("churches")
          .select("name")
          .where("id", "=", church.id)
          .executeTakeFirstOrThrow()
      ).name,
    ).toBe("Owner Chapel");
  });

  it("lets an administrator update any church and records it in the audit log", async () => {
    const { church } = await owner();
    const admin = await createAdmin(env.db);
    const response = await sendJson(
      env.app,
      "PUT",
      `/api/user/church?churchId=${church.id}`,
      profileBody({ name: "Fixed By Admin" }),
      { cookie: await cookieFor(env.app, env.db, admin) },
    );
    expect(response.statusCode).toBe(200);
    const audit = await env.db
      .selectFrom("auditLog")
      .select(["action", "entity"])
      .where("entityId", "=", String(church.id))
      .executeTakeFirstOrThrow();
    expect(audit).toEqual({ action: "update", entity: "church" });
  });

  it("refuses approval or owner changes from the owner: the schema is strict", async () => {
    const { church, cookie } = await owner();
    for (const extra of [{ isApproved: true }, { ownerId: 1 }, { latitude: 1 }]) {
      const response = await sendJson(env.app, "PUT", "/api/user/church", profileBody(extra), { cookie });
      expect(response.statusCode, JSON.stringify(extra)).toBe(400);
    }
    const row = await env.db
      .selectFrom("churches")
      .select(["isApproved", "name"])
      .where("id", "=", church.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ isApproved: false, name: "Owner Chapel" });
  });

  it("validates with the section-5 messages", async () => {
    const { cookie } = await owner();
    const response = await sendJson(env.app, "PUT", "/api/user/church", profileBody({ address: "" }), {
      cookie,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Address is required");
    const email = await sendJson(env.app, "PUT", "/api/user/church", profileBody({ email: "bad" }), {
      cookie,
    });
    expect(email.json().message).toBe("Valid email is required");
  });

  it("answers 404 for a user without a church and 401 signed out", async () => {
    const user = await createUser(env.db);
    const response = await sendJson(env.app, "PUT", "/api/user/church", profileBody(), {
      cookie: await cookieFor(env.app, env.db, user),
    });
    expect(response.statusCode).toBe(404);
    expect((await sendJson(env.app, "PUT", "/api/user/church", profileBody())).statusCode).toBe(401);
  });
});
