import sharp from "sharp";
import type { TestApp } from "./auth-helpers.ts";
import { SAME_ORIGIN } from "./auth-helpers.ts";

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
