import type { PublicChurchRegistrationPayloadInput } from "@app/shared";
import { describe, expect, it } from "vitest";
import { cookieFor } from "./admin-helpers.ts";
import { sendJson } from "./auth-helpers.ts";
import { createChurch, createUser, unique } from "./factories.ts";
import { createUpload } from "./image-helpers.ts";
import { freshIp } from "./upload-fixtures.ts";
import { useTestApp } from "./use-test-app.ts";

const env = useTestApp();

function registration(
  overrides: Partial<PublicChurchRegistrationPayloadInput> = {},
): PublicChurchRegistrationPayloadInput {
  return {
    name: unique("Hope Chapel "),
    pastorName: "Ruth Example",
    address: "200 Oak Ave",
    city: "Ames",
    state: "IA",
    zipCode: "50010",
    phone: "515-555-0101",
    website: "https://hope.example.org",
    email: `${unique("office")}@Example.org`,
    serviceTimes: "Sunday 10:00 AM\nWednesday 7:00 PM",
    memberCount: "85",
    description: "A small church on Oak Avenue.",
    imageUrl: null,
    ...overrides,
  };
}

const churchRow = (id: number) =>
  env.db
    .selectFrom("churches")
    .select(["name", "ownerId", "isApproved", "email", "memberCount", "latitude", "imageUrl"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();

describe("POST /api/churches (public registration)", () => {
  it("keeps a guest's church pending and unowned, and acknowledges it by mail", async () => {
    // A name without digits: the mail drops a name's digits when they could be a phone number.
    const body = registration({ name: "Hope Chapel of Ames", imageUrl: await createUpload(env.db) });
    const response = await sendJson(env.app, "POST", "/api/churches", body, { ip: freshIp() });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({ name: body.name, isApproved: false, owned: false });
    const row = await churchRow(created.id);
    expect(row).toMatchObject({
      ownerId: null,
      isApproved: false,
      email: body.email!.toLowerCase(),
      memberCount: 85,
    });
    expect(row.latitude).not.toBeNull();
    expect(row.imageUrl).toBe(body.imageUrl);

    const mail = await env.db
      .selectFrom("mailOutbox")
      .select(["subject", "textBody"])
      .where("toAddress", "=", body.email!.toLowerCase())
      .executeTakeFirstOrThrow();
    expect(mail.textBody).toContain(`“${body.name}”`);
    expect(mail.textBody).toContain("reviewed within 24-48 hours");

    // Pending churches stay out of the public directory.
    const listed = (await env.app.inject({ method: "GET", url: "/api/churches" })).json() as Array<{
      id: number;
    }>;
    expect(listed.map((church) => church.id)).not.toContain(created.id);
  });

  it("gives a signed-in user's church to them, still pending", async () => {
    const user = await createUser(env.db);
    const cookie = await cookieFor(env.app, env.db, user);
    const response = await sendJson(env.app, "POST", "/api/churches", registration(), {
      cookie,
      ip: freshIp(),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ owned: true, isApproved: false });
    expect(await churchRow(response.json().id)).toMatchObject({ ownerId: user.id, isApproved: false });
    const linked = await env.db
      .selectFrom("users")
      .select("churchId")
      .where("id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(linked.churchId).toBe(response.json().id);

    const mine = await env.app.inject({ method: "GET", url: "/api/user/church", headers: { cookie } });
    expect(mine.json()).toMatchObject({ id: response.json().id, isApproved: false });
  });

  it("refuses a second church for a user who already owns one with a 409", async () => {
    const user = await createUser(env.db);
    await createChurch(env.db, { ownerId: user.id });
    const cookie = await cookieFor(env.app, env.db, user);
    const before = await env.db
      .selectFrom("churches")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    const response = await sendJson(env.app, "POST", "/api/churches", registration(), {
      cookie,
      ip: freshIp(),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/already manages a church/);
    const after = await env.db
      .selectFrom("churches")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it("validates with the messages of section 5 and rejects server-owned fields", async () => {
    const ip = freshIp();
    const missing = await sendJson(env.app, "POST", "/api/churches", registration({ name: " " }), { ip });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe("Church name is required");
    const badEmail = await sendJson(env.app, "POST", "/api/churches", registration({ email: "nope" }), {
      ip,
    });
    expect(badEmail.json().message).toBe("Valid email is required");
    const otherState = await sendJson(env.app, "POST", "/api/churches", registration({ state: "TX" }), {
      ip,
    });
    expect(otherState.json().message).toBe("State is required");
    for (const extra of [{ isApproved: true }, { ownerId: 1 }, { confirmEmail: "a@b.org" }]) {
      const response = await sendJson(
        env.app,
        "POST",
        "/api/churches",
        { ...registration(), ...extra },
        { ip },
      );
      expect(response.statusCode, JSON.stringify(extra)).toBe(400);
    }
    const script = await sendJson(
      env.app,
      "POST",
      "/api/churches",
      registration({ imageUrl: "javascript:alert(1)" }),
      { ip },
    );
    expect(script.statusCode).toBe(400);
  });

  it("limits registrations per client address", async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      statuses.push((await sendJson(env.app, "POST", "/api/churches", registration(), { ip })).statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
