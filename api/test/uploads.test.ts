import { crc32, deflateSync } from "node:zlib";
import { translate } from "@app/shared/i18n";
import sharp from "sharp";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MAINTENANCE_INTERVAL_MS, runMaintenance } from "../src/services/maintenance.ts";
import { UPLOAD_BYTE_LIMITS } from "../src/services/rate-limits.ts";
import {
  forgetUploadAddresses,
  PENDING_REGISTRATION_RETENTION_MS,
  purgeStalePendingRegistrations,
  purgeUnusedUploads,
  UNUSED_UPLOAD_GRACE_MS,
} from "../src/services/uploads/cleanup.ts";
import { readImageHeader } from "../src/services/uploads/image.ts";
import { MAX_IMAGE_BYTES, TOO_MANY_PIXELS_MESSAGE } from "../src/services/uploads/limits.ts";
import {
  createImageProcessor,
  IMAGE_QUEUE_FULL_MESSAGE,
  IMAGE_QUEUE_LANES,
} from "../src/services/uploads/processor.ts";
import { signObjectUploadUrl, UPLOAD_URL_TTL_MS } from "../src/services/uploads/signed-url.ts";
import { cookieFor } from "./admin-helpers.ts";
import { SAME_ORIGIN, sendJson } from "./auth-helpers.ts";
import { createAdmin, createChurch, createEvent, createResource, createUser } from "./factories.ts";
import { testConfig } from "./harness.ts";
import { createUpload } from "./image-helpers.ts";
import {
  appWithImages,
  countingReencoder,
  freshIp,
  makeAnimation,
  makeImage,
  putBytes,
  uploadFile,
} from "./upload-fixtures.ts";
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

/** A valid PNG header stating the given size, with one empty scanline of data: 69 bytes, whatever it claims. */
function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const typeAndData = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typeAndData));
    return Buffer.concat([length, typeAndData, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.alloc(1))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const guestUpload = (app: Parameters<typeof uploadFile>[0], bytes: Buffer, ip = freshIp()) =>
  uploadFile(app, "/api/upload/church-image", { name: "photo.png", type: "image/png", bytes }, { ip });

// Polls the queue's state, never a clock: each step waits for the previous one to have happened.
const UNTIL = { timeout: 20_000, interval: 5 };

describe("image processing queue", () => {
  it("re-encodes one image at a time, lets the next ones wait, and refuses with 503 when the line is full", async () => {
    const reencoder = countingReencoder({ held: true });
    const images = createImageProcessor({
      concurrency: 1,
      lanes: { ...IMAGE_QUEUE_LANES, guest: { maxActive: 1, maxWaiting: 2 } },
      reencode: reencoder.reencode,
    });
    const app = await appWithImages(env, images);
    try {
      const png = await makeImage("png", 16, 16);
      const first = guestUpload(app, png);
      await vi.waitFor(() => expect(reencoder.held).toBe(1), UNTIL);
      const waiting = [guestUpload(app, png), guestUpload(app, png)];
      await vi.waitFor(() => expect(images.queue.waiting).toBe(2), UNTIL);

      const refused = await guestUpload(app, png);
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual({ message: IMAGE_QUEUE_FULL_MESSAGE });
      expect(refused.headers["retry-after"]).toBe("60");
      expect(reencoder.counts.calls).toBe(1);

      for (let done = 0; done < 3; done += 1) {
        await vi.waitFor(() => expect(reencoder.held).toBe(1), UNTIL);
        reencoder.releaseOne();
      }
      const answers = await Promise.all([first, ...waiting]);
      expect(answers.map((response) => response.statusCode)).toEqual([200, 200, 200]);
      expect(reencoder.counts).toEqual({ calls: 3, mostAtOnce: 1 });
      expect([images.queue.active, images.queue.waiting]).toEqual([0, 0]);
    } finally {
      await app.close();
    }
  });

  it("takes one guest image at a time by default", async () => {
    const reencoder = countingReencoder({ held: true });
    const images = createImageProcessor({ reencode: reencoder.reencode });
    const app = await appWithImages(env, images);
    try {
      const png = await makeImage("png", 16, 16);
      const uploads = [guestUpload(app, png), guestUpload(app, png), guestUpload(app, png)];
      await vi.waitFor(() => expect(images.queue.waiting).toBe(2), UNTIL);
      expect(images.queue.active).toBe(1);
      for (let done = 0; done < 3; done += 1) {
        await vi.waitFor(() => expect(reencoder.held).toBe(1), UNTIL);
        reencoder.releaseOne();
      }
      expect((await Promise.all(uploads)).map((response) => response.statusCode)).toEqual([200, 200, 200]);
      expect(reencoder.counts.mostAtOnce).toBe(1);
    } finally {
      await app.close();
    }
  });
});

describe("pixel limit", () => {
  it("refuses an image whose header claims more than 40 megapixels with 413, without decoding it", async () => {
    const reencoder = countingReencoder({ held: false });
    const app = await appWithImages(env, createImageProcessor({ reencode: reencoder.reencode }));
    try {
      const before = await countUploads();
      // 100,000 x 100,000 pixels in 69 bytes: 30 GB once decoded.
      const bomb = await guestUpload(app, pngClaiming(100_000, 100_000));
      expect(bomb.statusCode).toBe(413);
      expect(bomb.json()).toEqual({ message: TOO_MANY_PIXELS_MESSAGE });
      const justOver = await guestUpload(app, pngClaiming(8000, 5001));
      expect(justOver.statusCode).toBe(413);
      expect(reencoder.counts.calls).toBe(0);
      expect(await countUploads()).toBe(before);

      // A photo within the limit is decoded as before.
      expect((await guestUpload(app, await makeImage("png", 40, 30))).statusCode).toBe(200);
      expect(reencoder.counts.calls).toBe(1);
    } finally {
      await app.close();
    }
  });

  it("answers the same through the server's own processor", async () => {
    const response = await guestUpload(env.app, pngClaiming(100_000, 100_000));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: TOO_MANY_PIXELS_MESSAGE });
  });

  it("counts every frame of an animation", async () => {
    for (const format of ["gif", "webp"] as const) {
      const animation = await makeAnimation(format, [40, 80, 120]);
      expect(await readImageHeader(animation), format).toEqual({
        width: 30,
        height: 20,
        frames: 3,
        pixels: 30 * 20 * 3,
      });
    }
  });
});

describe("byte limits on uploads", () => {
  const { perClient, unattached } = UPLOAD_BYTE_LIMITS;
  const seeded: string[] = [];
  afterEach(async () => {
    if (seeded.length > 0) await env.db.deleteFrom("uploads").where("id", "in", seeded.splice(0)).execute();
  });

  /**
   * Stored uploads adding up to `total` bytes. The limits add up byte_size, the stored size, so a row may
   * claim up to 5 MB over a token of bytes: half a gigabyte without writing one.
   */
  async function seedUploads(total: number, { from = null as string | null, hoursAgo = 0 } = {}) {
    const token = await makeImage("png", 2, 2);
    const ids: string[] = [];
    for (let left = total; left > 0; left -= MAX_IMAGE_BYTES) {
      const id = crypto.randomUUID();
      await env.db
        .insertInto("uploads")
        .values({
          id,
          contentType: "image/png",
          bytes: token,
          byteSize: Math.min(left, MAX_IMAGE_BYTES),
          uploadedFrom: from,
          createdAt: new Date(Date.now() - hoursAgo * 60 * 60 * 1000),
        })
        .execute();
      ids.push(id);
    }
    seeded.push(...ids);
    return ids;
  }

  it("refuses a client past 25 MB of images in the last hour with 429; other clients and older uploads do not count", async () => {
    const reencoder = countingReencoder({ held: false });
    const app = await appWithImages(env, createImageProcessor({ reencode: reencoder.reencode }));
    try {
      const png = await makeImage("png", 16, 16);
      const client = freshIp();
      // Room for 10 more bytes: less than any image, which is known only once it is re-encoded.
      await seedUploads(perClient.bytes - 10, { from: client });
      const before = await countUploads();
      const over = await guestUpload(app, png, client);
      expect(over.statusCode).toBe(429);
      expect(over.json()).toEqual({ message: translate(perClient.message, "en") });
      expect(reencoder.counts.calls).toBe(1);
      expect(await countUploads()).toBe(before);

      // A client at its quota is refused at the door, before its image is read or decoded.
      const full = freshIp();
      await seedUploads(perClient.bytes, { from: full });
      const refused = await guestUpload(app, png, full);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: translate(perClient.message, "en") });
      expect(reencoder.counts.calls).toBe(1);

      expect((await guestUpload(app, png)).statusCode).toBe(200);
      const anHourAgo = freshIp();
      await seedUploads(perClient.bytes, { from: anHourAgo, hoursAgo: 1.05 });
      expect((await guestUpload(app, png, anHourAgo)).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it("refuses everyone with 507 once unattached uploads fill 500 MB; attached ones do not count, administrators pass", async () => {
    const png = await makeImage("png", 16, 16);
    const ids = await seedUploads(unattached.bytes);
    const full = await guestUpload(env.app, png);
    expect(full.statusCode).toBe(507);
    expect(full.json()).toEqual({ message: translate(unattached.message, "en") });

    const { cookie } = await signedIn("church");
    const { uploadURL } = (await sendJson(env.app, "POST", "/api/objects/upload", {}, { cookie })).json();
    const put = await putBytes(env.app, uploadURL, png, "image/png", { cookie, ip: freshIp() });
    expect(put.statusCode).toBe(507);

    const admin = await signedIn("admin");
    const byAdmin = await uploadFile(
      env.app,
      "/api/upload-image",
      { name: "a.png", type: "image/png", bytes: png },
      { cookie: admin.cookie, ip: freshIp() },
    );
    expect(byAdmin.statusCode).toBe(200);

    // A form saved with one of the images: its 5 MB no longer wait for anything, so there is room again.
    await createChurch(env.db, { imageUrl: `/api/uploads/${ids[0]}` });
    expect((await guestUpload(env.app, png)).statusCode).toBe(200);
  });
});

describe("purgeUnusedUploads", () => {
  const HOUR_MS = 60 * 60 * 1000;

  async function uploadMade(hoursAgo: number, uploadedFrom: string | null = null) {
    const bytes = await makeImage("png", 8, 8);
    const id = crypto.randomUUID();
    await env.db
      .insertInto("uploads")
      .values({
        id,
        contentType: "image/png",
        bytes,
        byteSize: bytes.length,
        uploadedFrom,
        createdAt: new Date(Date.now() - hoursAgo * HOUR_MS),
      })
      .execute();
    return { id, url: `/api/uploads/${id}` };
  }

  const stillStored = async (ids: string[]) =>
    (await env.db.selectFrom("uploads").select("id").where("id", "in", ids).execute())
      .map((row) => row.id)
      .sort();

  it("deletes images nothing points at after an hour, and keeps the used ones and the ones still waiting for their form", async () => {
    const abandoned = await uploadMade(1.1);
    const waitingForItsForm = await uploadMade(0.9);
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
    // Maintenance runs often enough that "after an hour" holds within minutes.
    expect(UNUSED_UPLOAD_GRACE_MS + MAINTENANCE_INTERVAL_MS).toBeLessThanOrEqual(70 * 60 * 1000);
  });

  it("deletes a church's previous photo once the church points at a new one", async () => {
    const previous = await uploadMade(3);
    const current = await uploadMade(1.5);
    const church = await createChurch(env.db, { imageUrl: previous.url });
    await env.db.updateTable("churches").set({ imageUrl: current.url }).where("id", "=", church.id).execute();

    await purgeUnusedUploads(env.db);
    expect(await stillStored([previous.id, current.id])).toEqual([current.id]);
  });

  it("forgets the client address of an upload once the hourly quota no longer looks at it", async () => {
    const old = await uploadMade(1.5, "10.99.0.1");
    const recent = await uploadMade(0.5, "10.99.0.1");
    await createChurch(env.db, { imageUrl: old.url });
    await createChurch(env.db, { imageUrl: recent.url });

    await forgetUploadAddresses(env.db);
    const rows = await env.db
      .selectFrom("uploads")
      .select(["id", "uploadedFrom"])
      .where("id", "in", [old.id, recent.id])
      .execute();
    expect(Object.fromEntries(rows.map((row) => [row.id, row.uploadedFrom]))).toEqual({
      [old.id]: null,
      [recent.id]: "10.99.0.1",
    });
  });
});

describe("purgeStalePendingRegistrations", () => {
  const DAY_MS = 24 * 60 * 60 * 1000;
  const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);
  /** A guest's photo uploaded with its registration, `days` ago. */
  const photo = (days: number) => createUpload(env.db, { createdAt: daysAgo(days) });

  it("deletes a guest's registration nobody acted on for 30 days, with its photo, and keeps every other", async () => {
    const pending = { isApproved: false, ownerId: null };
    const stale = await createChurch(env.db, {
      ...pending,
      createdAt: daysAgo(31),
      imageUrl: await photo(31),
    });
    const staleWithoutPhoto = await createChurch(env.db, { ...pending, createdAt: daysAgo(400) });
    const kept = {
      waiting: await createChurch(env.db, { ...pending, createdAt: daysAgo(29), imageUrl: await photo(29) }),
      // A signed-in registrant's pending church is theirs: they see it on /profile.
      owned: await createChurch(env.db, {
        ...pending,
        ownerId: (await createUser(env.db)).id,
        createdAt: daysAgo(31),
        imageUrl: await photo(31),
      }),
      approved: await createChurch(env.db, {
        isApproved: true,
        createdAt: daysAgo(31),
        imageUrl: await photo(31),
      }),
      // An administrator acted on it (here: edited it, as when a listed church is hidden again).
      touchedByAdmin: await createChurch(env.db, {
        ...pending,
        createdAt: daysAgo(31),
        imageUrl: await photo(31),
      }),
      // Its events are an administrator's work, and would go with it.
      withEvent: await createChurch(env.db, { ...pending, createdAt: daysAgo(31) }),
    };
    await env.db
      .insertInto("auditLog")
      .values({
        action: "update",
        entity: "church",
        entityId: String(kept.touchedByAdmin.id),
        summary: "Updated church",
      })
      .execute();
    await createEvent(env.db, { churchId: kept.withEvent.id });

    expect(await purgeStalePendingRegistrations(env.db)).toBe(2);
    const ids = [stale, staleWithoutPhoto, ...Object.values(kept)].map((church) => church.id);
    const left = await env.db.selectFrom("churches").select("id").where("id", "in", ids).execute();
    expect(left.map((row) => row.id).sort()).toEqual(
      Object.values(kept)
        .map((church) => church.id)
        .sort(),
    );
    // The photo went with its registration; the others' photos stay.
    expect((await env.app.inject({ method: "GET", url: stale.imageUrl as string })).statusCode).toBe(404);
    for (const church of Object.values(kept).filter((c) => c.imageUrl))
      expect((await env.app.inject({ method: "GET", url: church.imageUrl as string })).statusCode).toBe(200);

    // Nothing more to do on the next run.
    expect(await purgeStalePendingRegistrations(env.db)).toBe(0);
  });

  it("is part of the periodic maintenance, after 30 days", async () => {
    const stale = await createChurch(env.db, {
      isApproved: false,
      createdAt: daysAgo(31),
      imageUrl: await photo(31),
    });
    const log = { info: vi.fn(), warn: vi.fn() };
    await runMaintenance(env.db, log);
    expect(log.warn).not.toHaveBeenCalled();
    expect(await env.db.selectFrom("churches").select("id").where("id", "=", stale.id).execute()).toEqual([]);
    expect((await env.app.inject({ method: "GET", url: stale.imageUrl as string })).statusCode).toBe(404);
    expect(PENDING_REGISTRATION_RETENTION_MS).toBe(30 * DAY_MS);
  });
});
