import { translate } from "@app/shared/i18n";
// Issue 38 item 4: what an upload costs is the pixels it decodes to, and the processing queue keeps a share
// for the people with an account (docs/decisions/005-uploads-and-claims.md, "The decoded work of an upload").
import sharp from "sharp";
import { afterEach, describe, expect, it, vi } from "vitest";
import { UPLOAD_PIXEL_LIMITS } from "../src/services/rate-limits.ts";
import { MAX_ANIMATION_PIXELS, readImageHeader } from "../src/services/uploads/image.ts";
import { ANIMATION_TOO_LARGE_MESSAGE } from "../src/services/uploads/limits.ts";
import {
  createImageProcessor,
  IMAGE_QUEUE_FULL_MESSAGE,
  IMAGE_QUEUE_LANES,
  IMAGE_QUEUE_RETRY_AFTER_S,
} from "../src/services/uploads/processor.ts";
import { cookieFor } from "./admin-helpers.ts";
import type { TestApp } from "./auth-helpers.ts";
import { sendJson } from "./auth-helpers.ts";
import { createAdmin, createUser } from "./factories.ts";
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

const idOf = (url: string) => url.split("/").pop() as string;

const guestUpload = (app: TestApp, bytes: Buffer, ip = freshIp(), type = "image/png") =>
  uploadFile(app, "/api/upload/church-image", { name: "photo", type, bytes }, { ip });

async function signedIn(role: "church" | "admin") {
  const user = role === "admin" ? await createAdmin(env.db) : await createUser(env.db);
  return { user, cookie: await cookieFor(env.app, env.db, user) };
}

// Polls the queue's state, never a clock: each step waits for the previous one to have happened.
const UNTIL = { timeout: 20_000, interval: 5 };

describe("the decoded work of an animation", () => {
  it("refuses an animation whose frames together pass the limit with 413, before decoding it", async () => {
    const reencoder = countingReencoder({ held: false });
    const app = await appWithImages(env, createImageProcessor({ reencode: reencoder.reencode }));
    try {
      // The kind of file (it had 39 frames of 1000 x 1000), just over the limit: 21 frames, 21 MP,
      // each frame a twentieth of the 40 megapixels a still photo may have.
      const reds = Array.from({ length: 21 }, (_, frame) => frame * 12);
      const animation = await makeAnimation("webp", reds, 1000, 1000);
      expect(await readImageHeader(animation)).toEqual({
        width: 1000,
        height: 1000,
        frames: 21,
        pixels: 21_000_000,
      });
      expect(21_000_000).toBeGreaterThan(MAX_ANIMATION_PIXELS);

      const before = await countUploads();
      const refused = await guestUpload(app, animation, freshIp(), "image/webp");
      expect(refused.statusCode).toBe(413);
      expect(refused.json()).toEqual({ message: ANIMATION_TOO_LARGE_MESSAGE });
      expect(reencoder.counts.calls).toBe(0);
      expect(await countUploads()).toBe(before);

      // One frame of the same size is a still photo, decoded as before.
      const still = await makeImage("webp", 1000, 1000);
      expect((await guestUpload(app, still, freshIp(), "image/webp")).statusCode).toBe(200);
      expect(reencoder.counts.calls).toBe(1);
    } finally {
      await app.close();
    }
    // Making the 21 MP animation is the heavy part: about 2 s on a busy machine.
  }, 60_000);

  it("keeps only the first frame of an animation under the limit", async () => {
    for (const [format, type] of [
      ["webp", "image/webp"],
      ["gif", "image/gif"],
    ] as const) {
      // Three frames whose red channels tell them apart: 200, then 20, then 120.
      const animation = await makeAnimation(format, [200, 20, 120]);
      expect((await readImageHeader(animation)) as { frames: number }).toMatchObject({ frames: 3 });
      // Through the server's own image process.
      const response = await guestUpload(env.app, animation, freshIp(), type);
      expect(response.statusCode, format).toBe(200);
      const served = await env.app.inject({ method: "GET", url: response.json().url });
      expect(served.headers["content-type"], format).toBe(type);
      const meta = await sharp(served.rawPayload).metadata();
      expect([meta.pages ?? 1, meta.width, meta.height], format).toEqual([1, 30, 20]);
      const { data } = await sharp(served.rawPayload).raw().toBuffer({ resolveWithObject: true });
      // The first frame's red, within what lossy WebP changes.
      expect(Math.abs((data[0] ?? 0) - 200), format).toBeLessThan(25);

      const row = await env.db
        .selectFrom("uploads")
        .select(["width", "height", "decodedPixels"])
        .where("id", "=", idOf(response.json().url))
        .executeTakeFirstOrThrow();
      // Charged what the header stated: every frame.
      expect({ ...row, decodedPixels: Number(row.decodedPixels) }, format).toEqual({
        width: 30,
        height: 20,
        decodedPixels: 3 * 30 * 20,
      });
    }
  }, 60_000);
});

describe("the hourly pixel quota", () => {
  const { perClient } = UPLOAD_PIXEL_LIMITS;
  const seeded: string[] = [];
  afterEach(async () => {
    if (seeded.length > 0) await env.db.deleteFrom("uploads").where("id", "in", seeded.splice(0)).execute();
  });

  /** An upload of this client's in the last hour that decoded to `pixels`, in a token of bytes. */
  async function seedPixels(from: string, pixels: number) {
    const token = await makeImage("png", 2, 2);
    const id = crypto.randomUUID();
    await env.db
      .insertInto("uploads")
      .values({
        id,
        contentType: "image/png",
        bytes: token,
        byteSize: token.length,
        decodedPixels: pixels,
        uploadedFrom: from,
      })
      .execute();
    seeded.push(id);
  }

  it("says the quota it enforces", () => {
    expect(translate(perClient.message, "en")).toContain(`${perClient.pixels / 1_000_000} megapixels`);
  });

  it("refuses a client past its pixels of the last hour with 429 before decoding; others and administrators pass", async () => {
    const reencoder = countingReencoder({ held: false });
    const app = await appWithImages(env, createImageProcessor({ reencode: reencoder.reencode }));
    try {
      const client = freshIp();
      // 100 pixels left: a 64 x 48 photo (3,072) is refused once its header is read, an 8 x 8 one (64) fits.
      await seedPixels(client, perClient.pixels - 100);
      const before = await countUploads();
      const over = await guestUpload(app, await makeImage("png", 64, 48), client);
      expect(over.statusCode).toBe(429);
      expect(over.json()).toEqual({ message: translate(perClient.message, "en") });
      expect(reencoder.counts.calls).toBe(0);
      expect(await countUploads()).toBe(before);

      expect((await guestUpload(app, await makeImage("png", 8, 8), client)).statusCode).toBe(200);
      expect(reencoder.counts.calls).toBe(1);

      // At the quota, a client is refused at the door, before its bytes are read.
      const full = freshIp();
      await seedPixels(full, perClient.pixels);
      const atDoor = await guestUpload(app, await makeImage("png", 1, 1), full);
      expect(atDoor.statusCode).toBe(429);
      expect(atDoor.json()).toEqual({ message: translate(perClient.message, "en") });
      expect(reencoder.counts.calls).toBe(1);

      // Another address has its own quota; an administrator's uploads are not limited.
      expect((await guestUpload(app, await makeImage("png", 64, 48))).statusCode).toBe(200);
      const admin = await signedIn("admin");
      const byAdmin = await uploadFile(
        app,
        "/api/upload-image",
        { name: "a.png", type: "image/png", bytes: await makeImage("png", 64, 48) },
        { cookie: admin.cookie, ip: full },
      );
      expect(byAdmin.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe("the image queue's shares", () => {
  it("keeps a share that guests cannot take: with theirs full, an owner's and an administrator's images are processed at once", async () => {
    // Guests send 16 x 16 PNGs, held in the image process until released; the others' images are not held.
    const isGuestImage = (bytes: Uint8Array) => Buffer.from(bytes).readUInt32BE(16) === 16;
    const reencoder = countingReencoder({ held: isGuestImage });
    const images = createImageProcessor({ reencode: reencoder.reencode });
    const app = await appWithImages(env, images);
    const guestShare = IMAGE_QUEUE_LANES.guest.maxActive + IMAGE_QUEUE_LANES.guest.maxWaiting;
    try {
      const guestPng = await makeImage("png", 16, 16);
      const guests = Array.from({ length: guestShare }, () => guestUpload(app, guestPng));
      await vi.waitFor(
        () =>
          expect([images.queue.activeIn("guest"), images.queue.waitingIn("guest")]).toEqual([
            IMAGE_QUEUE_LANES.guest.maxActive,
            IMAGE_QUEUE_LANES.guest.maxWaiting,
          ]),
        UNTIL,
      );
      // One guest more is told at once to come back later.
      const refused = await guestUpload(app, guestPng);
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual({ message: IMAGE_QUEUE_FULL_MESSAGE });
      expect(refused.headers["retry-after"]).toBe(String(IMAGE_QUEUE_RETRY_AFTER_S));

      // A church owner's photo through the profile flow, then an administrator's 9 x 9 PNG: both processed
      // and stored while every guest image is still held.
      const smallPng = await makeImage("png", 9, 9);
      const owner = await signedIn("church");
      const { uploadURL } = (
        await sendJson(app, "POST", "/api/objects/upload", {}, { cookie: owner.cookie })
      ).json() as { uploadURL: string };
      const put = await putBytes(app, uploadURL, smallPng, "image/png", {
        cookie: owner.cookie,
        ip: freshIp(),
      });
      expect(put.statusCode).toBe(200);
      const admin = await signedIn("admin");
      const byAdmin = await uploadFile(
        app,
        "/api/upload-image",
        { name: "a.png", type: "image/png", bytes: smallPng },
        { cookie: admin.cookie, ip: freshIp() },
      );
      expect(byAdmin.statusCode).toBe(200);
      expect(reencoder.held).toBe(IMAGE_QUEUE_LANES.guest.maxActive);
      expect(images.queue.waitingIn("guest")).toBe(IMAGE_QUEUE_LANES.guest.maxWaiting);

      // The guests then have their turns, one after another, and are all answered.
      for (let done = 0; done < guestShare; done += 1) {
        await vi.waitFor(() => expect(reencoder.held).toBe(1), UNTIL);
        reencoder.releaseOne();
      }
      expect((await Promise.all(guests)).map((response) => response.statusCode)).toEqual(
        Array(guestShare).fill(200),
      );
      expect([images.queue.active, images.queue.waiting]).toEqual([0, 0]);
    } finally {
      while (reencoder.held > 0) reencoder.releaseOne();
      await app.close();
    }
  });
});
