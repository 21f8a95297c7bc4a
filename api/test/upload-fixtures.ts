import sharp from "sharp";
import { createAdapters } from "../src/adapters/index.ts";
import { buildApp } from "../src/app.ts";
import { type ImageType, reencodeImage } from "../src/services/uploads/image.ts";
import type { ImageProcessor } from "../src/services/uploads/processor.ts";
import type { TestApp } from "./auth-helpers.ts";
import { SAME_ORIGIN } from "./auth-helpers.ts";
import { testConfig } from "./harness.ts";
import type { TestEnv } from "./use-test-app.ts";

/** A real image of the given size and format, made on the spot. */
export function makeImage(format: "png" | "jpeg" | "webp" | "gif", width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 160 } } })
    .toFormat(format)
    .toBuffer();
}

/** A multipart/form-data body with one file part, as a browser's FormData would send it. */
export async function multipart(field: string, filename: string, type: string, bytes: Buffer) {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), filename);
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get("content-type") as string,
  };
}

export async function uploadFile(
  app: TestApp,
  url: string,
  file: { field?: string; name: string; type: string; bytes: Buffer },
  options: { cookie?: string; ip?: string } = {},
) {
  const body = await multipart(file.field ?? "image", file.name, file.type, file.bytes);
  return app.inject({
    method: "POST",
    url,
    payload: body.payload,
    headers: {
      "content-type": body.contentType,
      origin: SAME_ORIGIN,
      ...(options.cookie && { cookie: options.cookie }),
    },
    ...(options.ip && { remoteAddress: options.ip }),
  });
}

/** The profile flow's signed PUT of raw bytes. */
export function putBytes(
  app: TestApp,
  url: string,
  bytes: Buffer,
  type: string,
  options: { cookie?: string; ip?: string } = {},
) {
  return app.inject({
    method: "PUT",
    url,
    payload: bytes,
    headers: { "content-type": type, origin: SAME_ORIGIN, ...(options.cookie && { cookie: options.cookie }) },
    ...(options.ip && { remoteAddress: options.ip }),
  });
}

let ipCounter = 1;
/** A fresh client address, so the per-address upload limit of one test never spills into another. */
export const freshIp = () => {
  ipCounter += 1;
  return `10.20.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`;
};

/**
 * An animation of the given frames, each a still of one colour (distinct colours, so no encoder merges two
 * frames into one). Frame i's red channel is `reds[i]`.
 */
export function makeAnimation(
  format: "webp" | "gif",
  reds: readonly number[],
  width = 30,
  height = 20,
): Promise<Buffer> {
  const frames = reds.map((r) =>
    sharp({ create: { width, height, channels: 3, background: { r, g: 40, b: 40 } } })
      .png({ compressionLevel: 0 })
      .toBuffer(),
  );
  return Promise.all(frames).then((stills) =>
    sharp(stills, { join: { animated: true } })
      .toFormat(format, format === "webp" ? { effort: 0 } : { effort: 1 })
      .toBuffer(),
  );
}

/** The app of the test file's database with its own image processor, to watch or hold the re-encoding. */
export async function appWithImages(env: TestEnv, images: ImageProcessor) {
  const config = testConfig();
  const app = await buildApp({
    config,
    db: env.db,
    logger: false,
    adapters: { ...createAdapters(config, env.db), images },
  });
  await app.ready();
  return app;
}

/**
 * Re-encoding that counts its calls and how many ran at once; the images `hold` picks (all of them with
 * `true`) finish only when released, one at a time in arrival order.
 */
export function countingReencoder({ held }: { held: boolean | ((bytes: Uint8Array) => boolean) }) {
  const counts = { calls: 0, mostAtOnce: 0 };
  let running = 0;
  const gates: Array<() => void> = [];
  const reencode = async (bytes: Uint8Array, type: ImageType, maxBytes: number) => {
    counts.calls += 1;
    running += 1;
    counts.mostAtOnce = Math.max(counts.mostAtOnce, running);
    if (typeof held === "function" ? held(bytes) : held)
      await new Promise<void>((resolve) => gates.push(resolve));
    running -= 1;
    return reencodeImage(bytes, type, maxBytes);
  };
  return {
    counts,
    reencode,
    get held() {
      return gates.length;
    },
    get running() {
      return running;
    },
    releaseOne: () => gates.shift()?.(),
  };
}
