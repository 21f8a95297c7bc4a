import { createHmac, timingSafeEqual } from "node:crypto";

/** How long a signed upload URL stays valid: long enough for a slow phone connection, no longer. */
export const UPLOAD_URL_TTL_MS = 10 * 60 * 1000;
export const OBJECT_UPLOAD_PREFIX = "/api/objects/uploads/";

const signature = (secret: string, id: string, expires: number, userId: number) =>
  createHmac("sha256", secret).update(`object-upload:${id}:${expires}:${userId}`).digest("hex");

/** A URL only this user can PUT one image to, until it expires. */
export function signObjectUploadUrl(secret: string, id: string, userId: number, now = Date.now()): string {
  const expires = now + UPLOAD_URL_TTL_MS;
  return `${OBJECT_UPLOAD_PREFIX}${id}?expires=${expires}&signature=${signature(secret, id, expires, userId)}`;
}

export function verifyObjectUploadSignature(
  secret: string,
  input: { id: string; expires: string; signature: string; userId: number },
  now = Date.now(),
): "ok" | "expired" | "invalid" {
  if (!/^\d{1,15}$/.test(input.expires) || !/^[0-9a-f]{64}$/.test(input.signature)) return "invalid";
  const expires = Number(input.expires);
  const expected = Buffer.from(signature(secret, input.id, expires, input.userId), "hex");
  if (!timingSafeEqual(expected, Buffer.from(input.signature, "hex"))) return "invalid";
  return now > expires ? "expired" : "ok";
}
