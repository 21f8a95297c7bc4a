import { IMAGE_NOT_AVAILABLE, INVALID_IMAGE_URL, isUploadPath } from "@app/shared";
import { describe, expect, it } from "vitest";
import { cookieFor } from "./admin-helpers.ts";
import { nextIp, registrationBody, sendJson } from "./auth-helpers.ts";
import { createAdmin, createChurch, createEvent, createUser, unique } from "./factories.ts";
import { createTestApp } from "./harness.ts";
import { createUpload } from "./image-helpers.ts";
import { freshIp, makeImage, uploadFile } from "./upload-fixtures.ts";
import { useTestApp } from "./use-test-app.ts";

const env = useTestApp();

/** Paths of this site and plain http: what an image field must never store. */
const FOREIGN_TO_IMAGES = [
  "/api/auth/logout",
  "/anything",
  "/api/admin/churches",
  "http://images.example.org/photo.jpg",
  "/api/uploads/00000000-0000-4000-8000-000000000000/../../auth/logout",
];

const publicRegistration = (imageUrl: string | null) => ({
  name: unique("Image Chapel "),
  address: "200 Oak Ave",
  city: "Ames",
  state: "IA",
  zipCode: "50010",
  email: `${unique("office")}@example.org`,
  imageUrl,
});

const churchForm = (imageUrl: string | null) => ({
  name: unique("Dialog Church "),
  address: "515 Clark Ave",
  city: "Ames",
  state: "IA",
  zipCode: "50010",
  imageUrl,
});

const register = (imageUrl: string | null) =>
  sendJson(env.app, "POST", "/api/churches", publicRegistration(imageUrl), { ip: freshIp() });

/** The field message the forms show beside the image. */
const imageError = (response: { json: () => { fieldErrors?: Record<string, string[]> } }) =>
  response.json().fieldErrors?.imageUrl;

async function guestUpload(): Promise<string> {
  const response = await uploadFile(
    env.app,
    "/api/upload/church-image",
    { name: "church.png", type: "image/png", bytes: await makeImage("png") },
    { ip: freshIp() },
  );
  expect(response.statusCode).toBe(200);
  return response.json().url;
}

const churchCount = async () =>
  Number(
    (
      await env.db
        .selectFrom("churches")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe("public registration (a guest)", () => {
  it.each(FOREIGN_TO_IMAGES)(
    "refuses %s as the image with a field message and stores nothing",
    async (url) => {
      const before = await churchCount();
      const response = await register(url);
      expect(response.statusCode).toBe(400);
      expect(imageError(response)).toEqual([INVALID_IMAGE_URL]);
      expect(await churchCount()).toBe(before);
    },
  );

  it("accepts the upload the guest just made, once: a second form cannot take it over", async () => {
    const url = await guestUpload();
    const first = await register(url);
    expect(first.statusCode).toBe(201);
    const row = await env.db
      .selectFrom("churches")
      .select("imageUrl")
      .where("id", "=", first.json().id)
      .executeTakeFirstOrThrow();
    expect(row.imageUrl).toBe(url);

    const again = await register(url);
    expect(again.statusCode).toBe(400);
    expect(imageError(again)).toEqual([IMAGE_NOT_AVAILABLE]);
  });

  it("refuses a guest upload older than an hour, another user's upload and an unknown one", async () => {
    const old = await createUpload(env.db, { createdAt: new Date(Date.now() - 61 * 60 * 1000) });
    const user = await createUser(env.db);
    const theirs = await createUpload(env.db, { uploadedBy: user.id });
    for (const url of [old, theirs, "/api/uploads/00000000-0000-4000-8000-0000000000ff"]) {
      const response = await register(url);
      expect(response.statusCode, url).toBe(400);
      expect(imageError(response), url).toEqual([IMAGE_NOT_AVAILABLE]);
    }
    // Within the claim window (a little under the clean-up's hour) an unused guest upload is fine.
    expect(
      (await register(await createUpload(env.db, { createdAt: new Date(Date.now() - 50 * 60 * 1000) })))
        .statusCode,
    ).toBe(201);
  });

  it("refuses an upload already shown on another church, even a fresh one", async () => {
    const url = await createUpload(env.db);
    await createChurch(env.db, { imageUrl: url });
    expect(imageError(await register(url))).toEqual([IMAGE_NOT_AVAILABLE]);
  });
});

describe("account and church registration", () => {
  it("refuses a path of this site and accepts the guest's own fresh upload", async () => {
    const refused = await sendJson(
      env.app,
      "POST",
      "/api/auth/register-church",
      registrationBody({ churchData: { ...registrationBody().churchData, imageUrl: "/api/auth/logout" } }),
      { ip: nextIp() },
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(INVALID_IMAGE_URL);

    const url = await guestUpload();
    const body = registrationBody();
    body.churchData = { ...body.churchData, imageUrl: url };
    const accepted = await sendJson(env.app, "POST", "/api/auth/register-church", body, { ip: nextIp() });
    expect(accepted.statusCode).toBe(201);
    const church = await env.db
      .selectFrom("churches")
      .select("imageUrl")
      .where("name", "=", body.churchData.name)
      .executeTakeFirstOrThrow();
    expect(church.imageUrl).toBe(url);
  });

  it("refuses someone else's upload beside the photo field", async () => {
    const user = await createUser(env.db);
    const body = registrationBody();
    body.churchData = { ...body.churchData, imageUrl: await createUpload(env.db, { uploadedBy: user.id }) };
    const response = await sendJson(env.app, "POST", "/api/auth/register-church", body, { ip: nextIp() });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ "churchData.imageUrl": [IMAGE_NOT_AVAILABLE] });
  });
});

describe("the owner's profile", () => {
  async function owner() {
    const user = await createUser(env.db);
    const church = await createChurch(env.db, { ownerId: user.id, isApproved: true });
    return { user, church, cookie: await cookieFor(env.app, env.db, user) };
  }
  const profile = (imageUrl: string | null) => ({
    name: "Profile Chapel",
    address: "1 New St",
    city: "Des Moines",
    state: "IA",
    zipCode: "50309",
    imageUrl,
  });
  const save = (cookie: string, imageUrl: string | null) =>
    sendJson(env.app, "PUT", "/api/user/church", profile(imageUrl), { cookie });

  it.each(FOREIGN_TO_IMAGES)("refuses %s and keeps the church's image", async (url) => {
    const { church, cookie } = await owner();
    const response = await save(cookie, url);
    expect(response.statusCode).toBe(400);
    expect(imageError(response)).toEqual([INVALID_IMAGE_URL]);
    const row = await env.db
      .selectFrom("churches")
      .select(["imageUrl", "name"])
      .where("id", "=", church.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ imageUrl: church.imageUrl, name: church.name });
  });

  it("accepts the owner's own upload, refuses another user's, and keeps the image already on the church", async () => {
    const { user, church, cookie } = await owner();
    const mine = await createUpload(env.db, { uploadedBy: user.id });
    expect((await save(cookie, mine)).json().imageUrl).toBe(mine);

    const stranger = await createUser(env.db);
    const theirs = await save(cookie, await createUpload(env.db, { uploadedBy: stranger.id }));
    expect(theirs.statusCode).toBe(400);
    expect(imageError(theirs)).toEqual([IMAGE_NOT_AVAILABLE]);

    // An administrator put a photo on the church: its owner can save the form without uploading it again.
    const admin = await createAdmin(env.db);
    const adminPhoto = await createUpload(env.db, { uploadedBy: admin.id });
    await env.db.updateTable("churches").set({ imageUrl: adminPhoto }).where("id", "=", church.id).execute();
    const kept = await save(cookie, adminPhoto);
    expect(kept.statusCode).toBe(200);
    expect(kept.json().imageUrl).toBe(adminPhoto);
  });
});

describe("the admin church and event dialogs", () => {
  it("refuses paths of this site for a church and an event, and takes the administrator's own upload", async () => {
    const admin = await createAdmin(env.db);
    const cookie = await cookieFor(env.app, env.db, admin);
    for (const url of FOREIGN_TO_IMAGES) {
      const church = await sendJson(env.app, "POST", "/api/admin/churches", churchForm(url), { cookie });
      expect(church.statusCode, url).toBe(400);
      expect(imageError(church), url).toEqual([INVALID_IMAGE_URL]);
    }
    const upload = await createUpload(env.db, { uploadedBy: admin.id });
    const created = await sendJson(env.app, "POST", "/api/admin/churches", churchForm(upload), { cookie });
    expect(created.statusCode).toBe(200);
    expect(created.json().imageUrl).toBe(upload);

    const host = await createChurch(env.db);
    const event = await createEvent(env.db, { churchId: host.id, createdBy: admin.id });
    const eventBody = (imageUrl: string | null) => ({
      title: "Picnic",
      type: "fellowship",
      startDate: "2031-06-01",
      location: "The park",
      churchId: host.id,
      imageUrl,
    });
    const refused = await sendJson(env.app, "PUT", `/api/events/${event.id}`, eventBody("/api/auth/logout"), {
      cookie,
    });
    expect(refused.statusCode).toBe(400);
    expect(imageError(refused)).toEqual([INVALID_IMAGE_URL]);
    const https = await sendJson(
      env.app,
      "POST",
      "/api/events",
      eventBody("https://images.example.org/picnic.jpg"),
      { cookie },
    );
    expect(https.statusCode).toBe(201);
  });

  it("reads an https address of this site as its path: only an upload passes, stored as the path", async () => {
    const app = await createTestApp(env.db, { PUBLIC_BASE_URL: "https://churches.example" });
    try {
      const admin = await createAdmin(env.db);
      const cookie = await cookieFor(app, env.db, admin);
      const post = (imageUrl: string) =>
        app.inject({
          method: "POST",
          url: "/api/admin/churches",
          payload: JSON.stringify(churchForm(imageUrl)),
          headers: { cookie, origin: "https://churches.example", "content-type": "application/json" },
        });
      const logout = await post("https://churches.example/api/auth/logout");
      expect(logout.statusCode).toBe(400);
      expect(imageError(logout)).toEqual([INVALID_IMAGE_URL]);
      const upload = await createUpload(env.db, { uploadedBy: admin.id });
      const stored = await post(`https://churches.example${upload}`);
      expect(stored.statusCode).toBe(200);
      expect(stored.json().imageUrl).toBe(upload);
      expect(isUploadPath(stored.json().imageUrl)).toBe(true);
    } finally {
      await app.close();
    }
  });
});
