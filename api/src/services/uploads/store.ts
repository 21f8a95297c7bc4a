import { randomUUID } from "node:crypto";
import { MSG } from "@app/shared/i18n";
import type { Database } from "../../db/connect.ts";
import { conflict, forbidden, invalid, notFound } from "../../errors.ts";
import { requireAdmin, requireUser } from "../access.ts";
import type { ServiceContext } from "../context.ts";
import { RATE_LIMITS } from "../rate-limits.ts";
import { inTransaction } from "../transaction.ts";
import { sniffImageType } from "./image.ts";
import {
  animationTooLarge,
  fileTooLarge,
  invalidFileType,
  MAX_IMAGE_BYTES,
  tooManyPixels,
} from "./limits.ts";
import { laneFor } from "./processor.ts";
import { assertRoomForUpload, byteLimitsApply, lockUploadQuotas } from "./quota.ts";
import { verifyObjectUploadSignature } from "./signed-url.ts";

/**
 * Who may send bytes where (docs/product/uploads.md#routes): guests only to the public registration route,
 * administrators to the admin route, a signed-in user to the signed URL issued to them.
 */
export type UploadTarget =
  | { kind: "church-image" }
  | { kind: "admin-image" }
  | { kind: "object"; id: string; expires: string; signature: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const isUploadId = (value: string) => UUID.test(value);

/** The stable address an upload is served from. */
export const uploadUrl = (id: string) => `/api/uploads/${id}`;

/**
 * Runs before a single byte is read: the permission check, the image queue (a busy server refuses before it
 * reads, and before the refusal counts against the client; each kind of user has its own share of the queue,
 * processor.ts), then the per-address limits.
 */
export async function authorizeUpload(ctx: ServiceContext, target: UploadTarget): Promise<void> {
  if (target.kind === "admin-image") await requireAdmin(ctx.db, ctx.user);
  if (target.kind === "object") {
    const user = requireUser(ctx.user);
    if (!isUploadId(target.id)) throw forbidden(MSG.sharedMessages.uploads.invalidLink);
    const verdict = verifyObjectUploadSignature(ctx.config.SESSION_SECRET, {
      ...target,
      userId: user.id,
    });
    if (verdict === "invalid") throw forbidden(MSG.sharedMessages.uploads.invalidLink);
    if (verdict === "expired") throw forbidden(MSG.sharedMessages.uploads.expiredLink);
  }
  ctx.adapters.images.assertAccepting(laneFor(ctx.user));
  await ctx.adapters.rateLimiter.hit(RATE_LIMITS.uploads, ctx.ip);
  if (byteLimitsApply(ctx.user)) await assertRoomForUpload(ctx.db, ctx.ip, { bytes: 1, pixels: 1 });
}

/**
 * Keeps an image: its type is read from the bytes, its size and frames from the header (refused over the
 * pixel limits, or past the client's hourly pixel quota, before anything is decoded), then it waits its turn
 * in its lane to be decoded and re-encoded (first frame only, metadata dropped, longest side capped), and
 * only the re-encoded bytes are stored, if the client's hourly quotas and the room for unattached images take
 * them. Call authorizeUpload first.
 */
export async function storeImage(
  { db, user, adapters, ip }: Pick<ServiceContext, "db" | "user" | "adapters" | "ip">,
  input: { bytes: Buffer; id?: string },
): Promise<{ id: string; url: string }> {
  if (input.bytes.length > MAX_IMAGE_BYTES) throw fileTooLarge();
  const type = sniffImageType(input.bytes);
  if (!type) throw invalidFileType();
  const header = await adapters.images.inspect(input.bytes);
  if (header === "undecodable") throw invalidFileType();
  if (header === "too-many-pixels") throw tooManyPixels();
  if (header === "animation-too-large") throw animationTooLarge();
  const quotasApply = byteLimitsApply(user);
  if (quotasApply) await assertRoomForUpload(db, ip, { bytes: 1, pixels: header.pixels });
  const image = await adapters.images.process(input.bytes, type, MAX_IMAGE_BYTES, laneFor(user));
  if (image === "undecodable") throw invalidFileType();
  if (image === "too-large") throw fileTooLarge();
  const id = input.id ?? randomUUID();
  const stored = await inTransaction(db, async (trx) => {
    if (quotasApply) {
      await lockUploadQuotas(trx);
      await assertRoomForUpload(trx, ip, { bytes: image.bytes.length, pixels: header.pixels });
    }
    return trx
      .insertInto("uploads")
      .values({
        id,
        contentType: image.contentType,
        bytes: image.bytes,
        byteSize: image.bytes.length,
        width: image.width,
        height: image.height,
        decodedPixels: header.pixels,
        uploadedBy: user?.id ?? null,
        uploadedFrom: ip,
      })
      .onConflict((oc) => oc.column("id").doNothing())
      .returning("id")
      .executeTakeFirst();
  });
  // A signed URL carries its id: a second PUT to it must not replace the first image.
  if (!stored) throw conflict(MSG.sharedMessages.uploads.usedLink);
  return { id, url: uploadUrl(id) };
}

export interface StoredImage {
  contentType: string;
  bytes: Buffer;
}

export async function readImage({ db }: { db: Database }, id: string): Promise<StoredImage> {
  if (!isUploadId(id)) throw invalid(MSG.sharedMessages.uploads.invalidImageId);
  const row = await db
    .selectFrom("uploads")
    .select(["contentType", "bytes"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) throw notFound(MSG.sharedMessages.uploads.imageNotFound);
  return row;
}
