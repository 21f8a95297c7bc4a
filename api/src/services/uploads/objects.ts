import { randomUUID } from "node:crypto";
import { MSG } from "@app/shared/i18n";
import { notFound } from "../../errors.ts";
import { requireUser } from "../access.ts";
import type { ServiceContext } from "../context.ts";
import { signObjectUploadUrl } from "./signed-url.ts";
import { isUploadId, uploadUrl } from "./store.ts";

type ObjectContext = Pick<ServiceContext, "db" | "user" | "config">;

/** Step 1 of the profile flow: a short-lived URL, signed for this user, to PUT one image to. */
export function createObjectUpload({ user, config }: ObjectContext): { uploadURL: string } {
  return { uploadURL: signObjectUploadUrl(config.SESSION_SECRET, randomUUID(), requireUser(user).id) };
}

const UPLOAD_PATH = /^\/api\/(?:objects\/uploads|uploads)\/([0-9a-f-]{36})$/;

/** The upload id in an upload URL (absolute or relative, with or without its signature). */
export function uploadIdFromUrl(url: string): string | null {
  let path: string;
  try {
    path = new URL(url, "http://localhost").pathname;
  } catch {
    return null;
  }
  const id = UPLOAD_PATH.exec(path)?.[1];
  return id && isUploadId(id) ? id : null;
}

/**
 * Step 3: turns the URL the bytes were sent to into the stable path to store as imageUrl. Only the user
 * who uploaded the image may claim it, so nobody can attach another person's upload.
 */
export async function finalizeObjectUpload(
  { db, user: caller }: ObjectContext,
  input: { imageURL: string },
): Promise<{ objectPath: string }> {
  const user = requireUser(caller);
  const id = uploadIdFromUrl(input.imageURL);
  const row = id
    ? await db
        .selectFrom("uploads")
        .select("id")
        .where("id", "=", id)
        .where("uploadedBy", "=", user.id)
        .executeTakeFirst()
    : undefined;
  if (!row) throw notFound(MSG.sharedMessages.uploads.uploadNotFound);
  return { objectPath: uploadUrl(row.id) };
}
