import { isHttpsUrl, isUploadPath } from "@app/shared";
import { type MessageKey, MSG } from "@app/shared/i18n";
import { invalid } from "../errors.ts";
import type { ServiceContext } from "./context.ts";
import { isUnattached } from "./uploads/attachment.ts";
import { UNUSED_UPLOAD_GRACE_MS } from "./uploads/cleanup.ts";

/**
 * How long a guest's upload can be claimed by a form. A guest has no account to prove the upload was theirs;
 * the proof is knowing its random id (only the uploader was told it) while it is new and used nowhere yet.
 * A few minutes short of the clean-up's hour, so an upload accepted here is not deleted before the form that
 * claimed it is saved. See docs/decisions/005-uploads-and-claims.md.
 */
export const GUEST_UPLOAD_CLAIM_MS = UNUSED_UPLOAD_GRACE_MS - 5 * 60 * 1000;

export type ImageUrlContext = Pick<ServiceContext, "db" | "user" | "config">;

export interface ImageField {
  /** The key the form shows the message beside. */
  field: string;
  /** The record's image before this change: it may stay, whoever uploaded it. */
  current?: string | null;
}

const refuse = (field: string, message: MessageKey) => invalid(message, { [field]: [message] });

async function mayUseUpload(ctx: ImageUrlContext, id: string, now: Date): Promise<boolean> {
  const upload = await ctx.db
    .selectFrom("uploads")
    .select((eb) => ["uploadedBy", "createdAt", isUnattached(eb).as("unattached")])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!upload) return false;
  if (ctx.user && upload.uploadedBy === ctx.user.id) return true;
  if (upload.uploadedBy !== null) return false;
  // An image in use is public (its address is on a page), so it no longer proves who uploaded it.
  const fresh = new Date(upload.createdAt).getTime() > now.getTime() - GUEST_UPLOAD_CLAIM_MS;
  return fresh && Boolean(upload.unattached);
}

/**
 * The one gate for every image field a service writes (registrations, profile, admin church and event
 * dialogs). Accepted: an upload the caller made, the record's current image, or an https URL of another
 * site. An https URL of this site counts as its path, so only an upload path can pass. Returns the value
 * to store (an upload of this site as its relative path); throws a 400 with a message for `field`.
 */
export async function acceptImageUrl(
  ctx: ImageUrlContext,
  value: string | null | undefined,
  { field, current }: ImageField,
  now = new Date(),
): Promise<string | null | undefined> {
  if (value == null || value === current) return value;
  let path = value;
  if (isHttpsUrl(value)) {
    const url = new URL(value);
    if (url.origin !== new URL(ctx.config.PUBLIC_BASE_URL).origin) return value;
    if (url.search !== "" || url.hash !== "") throw refuse(field, MSG.messages.INVALID_IMAGE_URL);
    path = url.pathname;
  }
  if (!isUploadPath(path)) throw refuse(field, MSG.messages.INVALID_IMAGE_URL);
  if (path === current) return path;
  const id = path.slice(path.lastIndexOf("/") + 1);
  if (!(await mayUseUpload(ctx, id, now))) throw refuse(field, MSG.messages.IMAGE_NOT_AVAILABLE);
  return path;
}
