// The image process (image-process.ts starts it): re-encodes the images the server sends it, at the lowest
// CPU priority, so the operating system runs sign-in's password hashes and every request first.
import { existsSync, readdirSync } from "node:fs";
import { constants, setPriority } from "node:os";
import type { ImageType, ReencodeResult } from "./image.ts";

export interface ImageJob {
  id: number;
  bytes: Uint8Array;
  type: ImageType;
  maxBytes: number;
}
/** A job's result, or, once at start, word that the process is up (so a crash after it is the image's). */
export type ImageWorkerMessage = { id: number; result: ReencodeResult } | { ready: true };

const LOWEST = constants.priority.PRIORITY_LOW;
setPriority(LOWEST);
// Linux keeps a priority per thread: threads started before this line (libuv's pool may have been, while the
// modules loaded) are lowered one by one; the ones started later inherit it from this one.
if (existsSync("/proc/self/task")) {
  for (const thread of readdirSync("/proc/self/task")) {
    try {
      setPriority(Number(thread), LOWEST);
    } catch {
      // The thread ended meanwhile.
    }
  }
}

// Loaded after the priority is set, so that libvips's threads start with it; jobs that arrive meanwhile wait.
const image = import("./image.ts");

const send = (message: ImageWorkerMessage) => process.send?.(message);
process.on("message", async (message) => {
  const job = message as ImageJob;
  const { reencodeImage } = await image;
  send({ id: job.id, result: await reencodeImage(Buffer.from(job.bytes), job.type, job.maxBytes) });
});
// The server is gone: so is the reason to live.
process.on("disconnect", () => process.exit(0));
void image.then(() => send({ ready: true }));
