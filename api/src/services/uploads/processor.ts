import { LIMIT_MESSAGES } from "@app/shared";
import { DomainError } from "../../errors.ts";
import { type ImageType, MAX_IMAGE_PIXELS, type ReencodeResult, readImageHeader } from "./image.ts";
import { createImageProcess } from "./image-process.ts";
import { type BoundedQueue, createBoundedQueue } from "./queue.ts";

/**
 * Images re-encoded at once. sharp holds a libuv threadpool thread for each image's whole decode, resize and
 * encode, and argon2 hashes passwords on the same four threads: four noisy photos at once held all four and a
 * sign-in waited 9.5 s. The re-encoding now runs in a child process of lowest CPU priority (image-process.ts),
 * with threads of its own; one image at a time keeps it to one core of the machine, whatever the flood.
 * Only the header is read here, in the server, which takes a thread for a moment.
 */
export const IMAGE_PROCESSING_CONCURRENCY = 1;
/**
 * Uploads that may wait for their turn, each holding its bytes (at most 5 MB) in memory. At one to a few
 * seconds per photo, the last in line still gets an answer well within a browser's patience.
 */
export const IMAGE_QUEUE_MAX_WAITING = 8;
export const IMAGE_QUEUE_FULL_MESSAGE = LIMIT_MESSAGES.imageQueueFull;

export type ProcessedImage = ReencodeResult | "too-many-pixels";

export interface ImageProcessor {
  /**
   * Reads the header and refuses an image of more than MAX_IMAGE_PIXELS at once, without decoding it; else
   * waits for a turn in the queue (or throws a 503 when the line is full) and re-encodes.
   */
  process(bytes: Uint8Array, type: ImageType, maxBytes: number): Promise<ProcessedImage>;
  /** Throws the same 503 at once while the line is full, so an upload is refused before its bytes are read. */
  assertAccepting(): void;
  readonly queue: Pick<BoundedQueue, "active" | "waiting">;
}

export function createImageProcessor({
  concurrency = IMAGE_PROCESSING_CONCURRENCY,
  maxWaiting = IMAGE_QUEUE_MAX_WAITING,
  reencode = createImageProcess(),
}: {
  concurrency?: number;
  maxWaiting?: number;
  /** The decoding and re-encoding itself; tests put a counting stand-in here. */
  reencode?: (bytes: Uint8Array, type: ImageType, maxBytes: number) => Promise<ReencodeResult>;
} = {}): ImageProcessor {
  const busy = () => new DomainError("SERVICE_UNAVAILABLE", IMAGE_QUEUE_FULL_MESSAGE);
  const queue = createBoundedQueue({ concurrency, maxWaiting, onFull: busy });
  return {
    assertAccepting() {
      if (!queue.hasRoom()) throw busy();
    },
    async process(bytes, type, maxBytes) {
      const header = await readImageHeader(bytes);
      if (header === "undecodable") return "undecodable";
      if (header.pixels > MAX_IMAGE_PIXELS) return "too-many-pixels";
      return queue.run(() => reencode(bytes, type, maxBytes));
    },
    queue,
  };
}

/** The one queue of this process: every app built in it shares the same threads, so they share the queue. */
export const sharedImageProcessor = createImageProcessor();
