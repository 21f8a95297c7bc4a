import { describe, expect, it } from "vitest";
import { cookieFor, send } from "./admin-helpers.ts";
import { nextIp, registrationBody, sendJson } from "./auth-helpers.ts";
import { createChurch, createUser, unique } from "./factories.ts";
import { callerAs } from "./harness.ts";
import { useAdminTestApp } from "./use-test-app.ts";

// Issue 17 item 3: the languages a church's services are held in, written by every church form.
const env = useAdminTestApp();

const languagesOf = async (id: number) =>
  (
    await env.db
      .selectFrom("churches")
      .select("worshipLanguages")
      .where("id", "=", id)
      .executeTakeFirstOrThrow()
  ).worshipLanguages;

const churchFields = (overrides: Record<string, unknown> = {}) => ({
  name: unique("Iglesia Test "),
  address: "200 Oak Ave",
  city: "Ames",
  state: "IA",
  zipCode: "50010",
  email: `${unique("office")}@example.org`,
  ...overrides,
});

/** The church /register-church made (its answer names no church: it must not tell a taken email apart). */
const churchNamed = async (name: string) =>
  (await env.db.selectFrom("churches").select("id").where("name", "=", name).executeTakeFirstOrThrow()).id;

const register = (body: Record<string, unknown>) =>
  sendJson(env.app, "POST", "/api/churches", body, { ip: nextIp() });

/** The owner of a listed church, signed in. */
async function listedOwner(worshipLanguages: string[] = ["en"]) {
  const user = await createUser(env.db);
  const church = await createChurch(env.db, { ownerId: user.id, isApproved: true, worshipLanguages });
  await env.db.updateTable("users").set({ churchId: church.id }).where("id", "=", user.id).execute();
  return { user: { ...user, churchId: church.id }, church, cookie: await cookieFor(env.app, env.db, user) };
}

const ownerForm = (church: { name: string }, overrides: Record<string, unknown> = {}) => ({
  name: church.name,
  address: "100 Main St",
  city: "Ames",
  state: "IA",
  zipCode: "50010",
  ...overrides,
});

describe("registration", () => {
  it("stores the languages chosen on /register, each once, and English when none are sent", async () => {
    const chosen = await register(churchFields({ worshipLanguages: ["es", "EN", "es"] }));
    expect(chosen.statusCode, chosen.body).toBe(201);
    expect(await languagesOf(chosen.json().id)).toEqual(["es", "en"]);

    const absent = await register(churchFields());
    expect(absent.statusCode, absent.body).toBe(201);
    expect(await languagesOf(absent.json().id)).toEqual(["en"]);
  });

  it("stores them from the sign-up with a church (/register-church), English when absent", async () => {
    const body = registrationBody();
    const spanish = await sendJson(
      env.app,
      "POST",
      "/api/auth/register-church",
      { ...body, churchData: { ...body.churchData, worshipLanguages: ["es"] } },
      { ip: nextIp() },
    );
    expect(spanish.statusCode, spanish.body).toBe(201);
    expect(await languagesOf(await churchNamed(body.churchData.name))).toEqual(["es"]);

    const other = registrationBody();
    const plain = await sendJson(env.app, "POST", "/api/auth/register-church", other, { ip: nextIp() });
    expect(plain.statusCode, plain.body).toBe(201);
    expect(await languagesOf(await churchNamed(other.churchData.name))).toEqual(["en"]);
  });

  it("refuses an empty list or a code that is not one with a 400 on the field, in the reader's language", async () => {
    const empty = await register(churchFields({ worshipLanguages: [] }));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors).toEqual({ worshipLanguages: ["Choose at least one language"] });

    const spanishReader = await sendJson(
      env.app,
      "POST",
      "/api/churches",
      churchFields({ worshipLanguages: [] }),
      { ip: nextIp(), headers: { "accept-language": "es" } },
    );
    expect(spanishReader.json().fieldErrors).toEqual({ worshipLanguages: ["Elija al menos un idioma"] });

    for (const worshipLanguages of [["english"], ["e1"], "es", null, [7]]) {
      const bad = await register(churchFields({ worshipLanguages }));
      expect(bad.statusCode, JSON.stringify(worshipLanguages)).toBe(400);
      expect(Object.keys(bad.json().fieldErrors)).toEqual(["worshipLanguages"]);
    }
    const tooMany = Array.from({ length: 21 }, (_, i) => `${String.fromCharCode(97 + i)}a`);
    const many = await register(churchFields({ worshipLanguages: tooMany }));
    expect(many.statusCode).toBe(400);
    expect(many.json().fieldErrors).toEqual({ worshipLanguages: ["Choose at most 20 languages"] });
  });
});

describe("the owner's profile", () => {
  it("updates the languages through the profile procedure and returns them", async () => {
    const { user, church } = await listedOwner();
    const saved = await callerAs(env.db, user).account.updateChurch(
      ownerForm(church, { worshipLanguages: ["en", "es"] }),
    );
    expect(saved.worshipLanguages).toEqual(["en", "es"]);
    expect(await languagesOf(church.id)).toEqual(["en", "es"]);
    expect((await callerAs(env.db, user).account.church())?.worshipLanguages).toEqual(["en", "es"]);
  });

  it("keeps them when a PUT /api/user/church does not send them, and refuses an empty list", async () => {
    const { church, cookie } = await listedOwner(["es"]);
    const kept = await sendJson(env.app, "PUT", "/api/user/church", ownerForm(church, { phone: "" }), {
      cookie,
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().worshipLanguages).toEqual(["es"]);

    const empty = await sendJson(
      env.app,
      "PUT",
      "/api/user/church",
      ownerForm(church, { worshipLanguages: [] }),
      { cookie },
    );
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors).toEqual({ worshipLanguages: ["Choose at least one language"] });
    expect(await languagesOf(church.id)).toEqual(["es"]);
  });

  it("is an owner edit of a listed church like any other field: recorded, shown and reverted", async () => {
    const { church, cookie } = await listedOwner(["en"]);
    const saved = await sendJson(
      env.app,
      "PUT",
      "/api/user/church",
      ownerForm(church, { worshipLanguages: ["en", "ko"] }),
      { cookie },
    );
    expect(saved.statusCode, saved.body).toBe(200);

    const review = await send(
      env.app,
      "GET",
      `/api/admin/owner-edits?churchId=${church.id}`,
      env.adminCookie,
    );
    const edits = review.json().items as Array<{
      id: number;
      churchId: number;
      changes: Array<{ field: string; before: unknown; after: unknown; sensitive: boolean }>;
    }>;
    const edit = edits.find((entry) => entry.churchId === church.id);
    expect(edit?.changes).toContainEqual({
      field: "worshipLanguages",
      before: "en",
      after: "en, ko",
      sensitive: false,
    });

    const reverted = await send(
      env.app,
      "POST",
      `/api/admin/owner-edits/${edit!.id}/revert`,
      env.adminCookie,
    );
    expect(reverted.statusCode, reverted.body).toBe(200);
    expect(await languagesOf(church.id)).toEqual(["en"]);
  });
});

describe("the admin church dialog", () => {
  it("creates a church with its languages (English when absent) and updates them", async () => {
    const created = await send(
      env.app,
      "POST",
      "/api/admin/churches",
      env.adminCookie,
      churchFields({ worshipLanguages: ["vi", "en"] }),
    );
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().worshipLanguages).toEqual(["vi", "en"]);

    const plain = await send(env.app, "POST", "/api/admin/churches", env.adminCookie, churchFields());
    expect(plain.statusCode, plain.body).toBe(200);
    expect(await languagesOf(plain.json().id)).toEqual(["en"]);

    const id = created.json().id as number;
    const updated = await send(
      env.app,
      "PUT",
      `/api/churches/${id}`,
      env.adminCookie,
      churchFields({ name: created.json().name, worshipLanguages: ["es"] }),
    );
    expect(updated.statusCode, updated.body).toBe(200);
    expect(await languagesOf(id)).toEqual(["es"]);

    // A form without the field leaves the languages as they are.
    const untouched = await send(
      env.app,
      "PUT",
      `/api/churches/${id}`,
      env.adminCookie,
      churchFields({ name: created.json().name }),
    );
    expect(untouched.statusCode, untouched.body).toBe(200);
    expect(await languagesOf(id)).toEqual(["es"]);

    const bad = await send(
      env.app,
      "PUT",
      `/api/churches/${id}`,
      env.adminCookie,
      churchFields({ worshipLanguages: ["xx1"] }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({ worshipLanguages: ["Please choose one of the options"] });
  });
});

describe("the directory's language filter", () => {
  it("lists the Spanish and bilingual churches only", async () => {
    const tag = unique("lang");
    const spanish = await createChurch(env.db, { name: `${tag} Spanish`, worshipLanguages: ["es"] });
    const bilingual = await createChurch(env.db, {
      name: `${tag} Bilingual`,
      worshipLanguages: ["en", "es"],
    });
    await createChurch(env.db, { name: `${tag} English`, worshipLanguages: ["en"] });
    await createChurch(env.db, { name: `${tag} Pending`, worshipLanguages: ["es"], isApproved: false });

    const response = await env.app.inject({ method: "GET", url: "/api/churches?language=es" });
    expect(response.statusCode).toBe(200);
    const listed = (
      response.json() as Array<{ id: number; name: string; worshipLanguages: string[] }>
    ).filter((church) => church.name.startsWith(tag));
    expect(listed.map((church) => church.id).sort()).toEqual([spanish.id, bilingual.id].sort());
    for (const church of response.json() as Array<{ worshipLanguages: string[] }>)
      expect(church.worshipLanguages).toContain("es");
  });
  it("narrows to a state too, on the list and the search alike", async () => {
    const tag = unique("state");
    const iowa = await createChurch(env.db, { name: `${tag} Iowa`, state: "IA", worshipLanguages: ["es"] });
    await createChurch(env.db, { name: `${tag} Nebraska`, state: "NE", worshipLanguages: ["es"] });
    await createChurch(env.db, { name: `${tag} English`, state: "IA", worshipLanguages: ["en"] });
    const ids = (body: unknown) =>
      (body as Array<{ id: number; name: string }>)
        .filter((church) => church.name.startsWith(tag))
        .map((church) => church.id);

    const both = await env.app.inject({ method: "GET", url: "/api/churches?language=es&state=IA" });
    expect(both.statusCode).toBe(200);
    expect(ids(both.json())).toEqual([iowa.id]);
    for (const church of both.json() as Array<{ state: string; worshipLanguages: string[] }>) {
      expect(church.state).toBe("IA");
      expect(church.worshipLanguages).toContain("es");
    }
    expect(Number(both.headers["x-total-count"])).toBe((both.json() as unknown[]).length);

    // A state alone asks for the filtered page as a language does (lower case is read as upper).
    const state = await env.app.inject({ method: "GET", url: `/api/churches/search?q=${tag}&state=ia` });
    expect(state.json().map((church: { name: string }) => church.name)).toEqual([
      `${tag} English`,
      `${tag} Iowa`,
    ]);
    const search = await env.app.inject({
      method: "GET",
      url: `/api/churches/search?q=${tag}&state=NE`,
    });
    expect(search.json().map((church: { name: string }) => church.name)).toEqual([`${tag} Nebraska`]);
    expect(search.headers["x-total-count"]).toBe("1");
    expect((await env.app.inject({ method: "GET", url: "/api/churches?state=Iowa" })).statusCode).toBe(400);
  });
});
