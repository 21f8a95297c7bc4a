import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { purgeUnusedUploads } from "../src/services/uploads/cleanup.ts";
import { signObjectUploadUrl, UPLOAD_URL_TTL_MS } from "../src/services/uploads/signed-url.ts";
import { cookieFor } from "./admin-helpers.ts";
import { SAME_ORIGIN, sendJson } from "./auth-helpers.ts";
import { createAdmin, createChurch, createEvent, createResource, createUser } from "./factories.ts";
import { testConfig } from "./harness.ts";
import { freshIp, makeImage, putBytes, uploadFile } from "./upload-fixtures.ts";
import { useTestApp } from "./use-test-app.ts";

const env = useTestApp();

const countUploads = async () =>
  Number(
    (
      await env.db
        .selectFrom("uploads")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function signedIn(role: "church" | "admin" = "church") {
  const user = role === "admin" ? await createAdmin(env.db) : await createUser(env.db);
  return { user, cookie: await cookieFor(env.app, env.db, user) };
}

const TOO_LARGE = "File too large: Please upload an image smaller than 5MB";
const INVALID_TYPE = "Invalid file type: Please upload an image file (JPG, PNG, etc.)";

describe("POST /api/upload/church-image", () => {
  it("keeps a PNG from a guest and serves it at a stable URL with long cache headers and nosniff", async () => {
    const bytes = await makeImage("png", 80, 60);
    const response = await uploadFile(
      env.app,
      "/api/upload/church-image",
      { name: "photo.png", type: "image/png", bytes },
      { ip: freshIp() },
    );
    expect(response.statusCode).toBe(200);
    const { url } = response.json() as { url: string };
    expect(url).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}$/);

    const served = await env.app.inject({ method: "GET", url });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 80, 60]);
  });

  it("re-encodes: EXIF metadata is dropped and the long side is capped at 2000 px", async () => {
    const withExif = await sharp({
      create: { width: 3000, height: 1500, channels: 3, background: "#336699" },
    })
      .jpeg()
      .withExif({ IFD0: { Copyright: "secret-owner", Artist: "Someone" } })
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const response = await uploadFile(
      env.app,
      "/api/upload/church-image",
      { name: "big.jpg", type: "image/jpeg", bytes: withExif },
      { ip: freshIp() },
    );
    expect(response.statusCode).toBe(200);
    const served = await env.app.inject({ method: "GET", url: response.json().url });
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 2000, 1000]);
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from("secret-owner"))).toBe(false);
  });

  it("accepts WebP and GIF too", async () => {
    for (const [format, type] of [
      ["webp", "image/webp"],
      ["gif", "image/gif"],
    ] as const) {
      const bytes = await makeImage(format);
      const response = await uploadFile(
        env.app,
        "/api/upload/church-image",
        { name: `a.${format}`, type, bytes },
        { ip: freshIp() },
      );
      expect(response.statusCode, format).toBe(200);
      const served = await env.app.inject({ method: "GET", url: response.json().url });
      expect(served.headers["content-type"]).toBe(type);
    }
  });

  it("refuses a file over 5 MB with 413 and stores nothing", async () => {
    const before = await countUploads();
    const header = await makeImage("png");
    const bytes = Buffer.concat([header, Buffer.alloc(5_242_881 - header.length + 10, 7)]);
    const response = await uploadFile(
      env.app,
      "/api/upload/church-image",
      { name: "huge.png", type: "image/png", bytes },
      { ip: freshIp() },
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: TOO_LARGE });
    expect(await countUploads()).toBe(before);
  });

  it("refuses SVG, HTML or a script named .png, and broken image bytes, with 415; nothing is stored", async () => {
    const before = await countUploads();
    const png = await makeImage("png");
    const cases = [
      {
        name: "logo.svg",
        type: "image/svg+xml",
        bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      },
      {
        name: "page.png",
        type: "image/png",
        bytes: Buffer.from("<!doctype html><html><script>alert(1)</script></html>"),
      },
      { name: "run.png", type: "image/png", bytes: Buffer.from("#!/bin/sh\nrm -rf /\n") },
      {
        name: "broken.png",
        type: "image/png",
        bytes: Buffer.concat([png.subarray(0, 16), Buffer.alloc(200, 1)]),
      },
    ];
    for (const file of cases) {
      const response = await uploadFile(env.app, "/api/upload/church-image", file, { ip: freshIp() });
      expect(response.statusCode, file.name).toBe(415);
      expect(response.json(), file.name).toEqual({ message: INVALID_TYPE });
    }
    expect(await countUploads()).toBe(before);
  });

  it("asks for the image when the field is missing or empty", async () => {
    const bytes = await makeImage("png");
    const wrongField = await uploadFile(
      env.app,
      "/api/upload/church-image",
      { field: "file", name: "a.png", type: "image/png", bytes },
      { ip: freshIp() },
    );
    expect(wrongField.statusCode).toBe(400);
    const empty = await uploadFile(
      env.app,
      "/api/upload/church-image",
      { name: "a.png", type: "image/png", bytes: Buffer.alloc(0) },
      { ip: freshIp() },
    );
    expect(empty.statusCode).toBe(400);
  });

  it("limits uploads per client address", async () => {
    const ip = freshIp();
    const bytes = await makeImage("png", 8, 8);
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      const response = await uploadFile(
        env.app,
        "/api/upload/church-image",
        { name: "a.png", type: "image/png", bytes },
        { ip },
      );
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
    const other = await uploadFile(
      env.app,
      "/api/upload/church-image",
      { name: "a.png", type: "image/png", bytes },
      { ip: freshIp() },
    );
    expect(other.statusCode).toBe(200);
  });
});

describe("POST /api/upload-image", () => {
  it("is for administrators only", async () => {
    const bytes = await makeImage("png");
    const file = { name: "a.png", type: "image/png", bytes };
    const before = await countUploads();
    expect((await uploadFile(env.app, "/api/upload-image", file, { ip: freshIp() })).statusCode).toBe(401);
    const { cookie } = await signedIn("church");
    expect((await uploadFile(env.app, "/api/upload-image", file, { cookie, ip: freshIp() })).statusCode).toBe(
      403,
    );
    expect(await countUploads()).toBe(before);

    const admin = await signedIn("admin");
    const response = await uploadFile(env.app, "/api/upload-image", file, {
      cookie: admin.cookie,
      ip: freshIp(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().imageUrl).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}$/);
    const row = await env.db
      .selectFrom("uploads")
      .select("uploadedBy")
      .where("id", "=", response.json().imageUrl.split("/").pop())
      .executeTakeFirstOrThrow();
    expect(row.uploadedBy).toBe(admin.user.id);
  });
});

describe("the profile upload flow (objects)", () => {
  it("signs a URL, takes the bytes once, and turns the URL into the stored path", async () => {
    const { user, cookie } = await signedIn();
    const ip = freshIp();
    expect((await sendJson(env.app, "POST", "/api/objects/upload", {})).statusCode).toBe(401);
    const started = await sendJson(env.app, "POST", "/api/objects/upload", {}, { cookie });
    expect(started.statusCode).toBe(200);
    const { uploadURL } = started.json() as { uploadURL: string };
    expect(uploadURL).toMatch(/^\/api\/objects\/uploads\/[0-9a-f-]{36}\?expires=\d+&signature=[0-9a-f]{64}$/);

    const png = await makeImage("png", 40, 30);
    const put = await putBytes(env.app, uploadURL, png, "image/png", { cookie, ip });
    expect(put.statusCode).toBe(200);
    const again = await putBytes(env.app, uploadURL, png, "image/png", { cookie, ip });
    expect(again.statusCode).toBe(409);

    const done = await sendJson(env.app, "PUT", "/api/church-images", { imageURL: uploadURL }, { cookie });
    expect(done.statusCode).toBe(200);
    const { objectPath } = done.json() as { objectPath: string };
    expect(objectPath).toBe(`/api/uploads/${uploadURL.split("/").pop()!.split("?")[0]}`);
    const row = await env.db
      .selectFrom("uploads")
      .select(["uploadedBy", "width"])
      .where("id", "=", objectPath.split("/").pop()!)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ uploadedBy: user.id, width: 40 });

    // Nobody else may attach this upload to their church.
    const other = await signedIn();
    const stolen = await sendJson(
      env.app,
      "PUT",
      "/api/church-images",
      { imageURL: uploadURL },
      { cookie: other.cookie },
    );
    expect(stolen.statusCode).toBe(404);
  });

  it("refuses a URL signed for someone else, a tampered or expired signature, and non-image bytes", async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const png = await makeImage("png");
    const before = await countUploads();
    const { uploadURL } = (
      await sendJson(env.app, "POST", "/api/objects/upload", {}, { cookie: owner.cookie })
    ).json();

    expect((await putBytes(env.app, uploadURL, png, "image/png")).statusCode).toBe(401);
    expect((await putBytes(env.app, uploadURL, png, "image/png", { cookie: other.cookie })).statusCode).toBe(
      403,
    );
    const tampered = uploadURL.replace(/expires=\d+/, `expires=${Date.now() + 10 * UPLOAD_URL_TTL_MS}`);
    expect((await putBytes(env.app, tampered, png, "image/png", { cookie: owner.cookie })).statusCode).toBe(
      403,
    );

    const secret = testConfig().SESSION_SECRET;
    const expired = signObjectUploadUrl(
      secret,
      crypto.randomUUID(),
      owner.user.id,
      Date.now() - UPLOAD_URL_TTL_MS - 1000,
    );
    const expiredPut = await putBytes(env.app, expired, png, "image/png", { cookie: owner.cookie });
    expect(expiredPut.statusCode).toBe(403);
    expect(expiredPut.json().message).toMatch(/expired/);

    const html = Buffer.from("<html><body>hi</body></html>");
    const htmlPut = await putBytes(env.app, uploadURL, html, "image/png", {
      cookie: owner.cookie,
      ip: freshIp(),
    });
    expect(htmlPut.statusCode).toBe(415);
    expect(htmlPut.json().message).toBe(INVALID_TYPE);
    const big = Buffer.concat([png, Buffer.alloc(5_242_881, 1)]);
    const bigPut = await putBytes(env.app, uploadURL, big, "image/png", {
      cookie: owner.cookie,
      ip: freshIp(),
    });
    expect(bigPut.statusCode).toBe(413);
    expect(bigPut.json().message).toBe(TOO_LARGE);
    expect(await countUploads()).toBe(before);
  });

  it("accepts raw bytes only under the PUT route, not as JSON elsewhere", async () => {
    const { cookie } = await signedIn();
    const response = await env.app.inject({
      method: "PUT",
      url: "/api/church-images",
      payload: await makeImage("png"),
      headers: { "content-type": "image/png", origin: SAME_ORIGIN, cookie },
    });
    expect(response.statusCode).toBe(415);
  });
});

describe("GET /api/uploads/:id", () => {
  it("answers 400 for a malformed id and 404 for an unknown one", async () => {
    const malformed = await env.app.inject({ method: "GET", url: "/api/uploads/not-a-uuid" });
    expect(malformed.statusCode).toBe(400);
    const unknown = await env.app.inject({ method: "GET", url: `/api/uploads/${crypto.randomUUID()}` });
    expect(unknown.statusCode).toBe(404);
  });
});

describe("purgeUnusedUploads", () => {
  const DAY_MS = 24 * 60 * 60 * 1000;

  async function uploadMade(daysAgo: number) {
    const bytes = await makeImage("png", 8, 8);
    const id = crypto.randomUUID();
    await env.db
      .insertInto("uploads")
      .values({
        id,
        contentType: "image/png",
        bytes,
        byteSize: bytes.length,
        createdAt: new Date(Date.now() - daysAgo * DAY_MS),
      })
      .execute();
    return { id, url: `/api/uploads/${id}` };
  }

  const stillStored = async (ids: string[]) =>
    (await env.db.selectFrom("uploads").select("id").where("id", "in", ids).execute())
      .map((row) => row.id)
      .sort();

  it("deletes old images nothing points at, and keeps the used ones and the ones still waiting for their form", async () => {
    const abandoned = await uploadMade(2);
    const waitingForItsForm = await uploadMade(0.5);
    const churchPhoto = await uploadMade(2);
    const eventImage = await uploadMade(2);
    const resourceFile = await uploadMade(2);
    await createChurch(env.db, { imageUrl: churchPhoto.url });
    await createEvent(env.db, { imageUrl: `https://churches.example.org${eventImage.url}` });
    await createResource(env.db, { fileUrl: `https://churches.example.org${resourceFile.url}` });
    const all = [abandoned, waitingForItsForm, churchPhoto, eventImage, resourceFile].map(
      (upload) => upload.id,
    );

    expect(await purgeUnusedUploads(env.db)).toBe(1);
    expect(await stillStored(all)).toEqual(all.filter((id) => id !== abandoned.id).sort());
    expect((await env.app.inject({ method: "GET", url: abandoned.url })).statusCode).toBe(404);
    expect((await env.app.inject({ method: "GET", url: churchPhoto.url })).statusCode).toBe(200);
  });

  it("deletes a church's previous photo once the church points at a new one", async () => {
    const previous = await uploadMade(3);
    const current = await uploadMade(1.5);
    const church = await createChurch(env.db, { imageUrl: previous.url });
    await env.db.updateTable("churches").set({ imageUrl: current.url }).where("id", "=", church.id).execute();

    await purgeUnusedUploads(env.db);
    expect(await stillStored([previous.id, current.id])).toEqual([current.id]);
  });
});
