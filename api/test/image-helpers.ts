import { randomUUID } from "node:crypto";
import type { Database } from "../src/db/connect.ts";

/**
 * An upload row as the upload routes leave it (the bytes do not matter to the image-field rules): made by
 * `uploadedBy` (null: a guest), at `createdAt`. Returns the path an image field names it by.
 */
export async function createUpload(
  db: Database,
  options: { uploadedBy?: number | null; createdAt?: Date } = {},
): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto("uploads")
    .values({
      id,
      contentType: "image/png",
      bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47]),
      byteSize: 4,
      width: 1,
      height: 1,
      uploadedBy: options.uploadedBy ?? null,
      ...(options.createdAt && { createdAt: options.createdAt }),
    })
    .execute();
  return `/api/uploads/${id}`;
}
