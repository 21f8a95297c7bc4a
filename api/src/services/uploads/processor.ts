import { userHasRole } from "@app/shared";
import { MSG, translate } from "@app/shared/i18n";
import { DomainError } from "../../errors.ts";
import type { SessionUser } from "../auth/session.ts";
import { type BoundedQueue, createBoundedQueue, type LaneLimits } from "../bounded-queue.ts";
import {
  type ImageHeader,
  type ImageType,
  inspectDecodedWork,
  type ReencodeResult,
  readImageHeader,
} from "./image.ts";
import { createImageProcess } from "./image-process.ts";

/**
 * Images re-encoded at once. sharp holds a libuv threadpool thread for each image's whole decode, resize and
 * encode, and argon2 hashes passwords on the same four threads: four noisy photos at once held all four and a
 * sign-in waited 9.5 s. The re-encoding now runs in a child process of lowest CPU priority (image-process.ts),
 * with threads of its own; only the header is read here, in the server, which takes a thread for a moment.
 * Two at once, and guests may hold only one of them (IMAGE_QUEUE_LANES): a flood of guests takes one core of
 * the machine, whatever its size, and the other slot stays for the people with an account.
 */
export const IMAGE_PROCESSING_CONCURRENCY = 2;

/** Who an upload waits as: the lane of the queue it joins (laneFor). */
export type ImageLane = "admin" | "member" | "guest";

/**
 * The queue's shares (issue 38: nine animated WebPs from three guest addresses filled the one line, and an
 * administrator's 98-byte PNG waited 44 s or got a 503). In priority order: a freed slot goes to an
 * administrator's image first, then a signed-in owner's, then a guest's. Guests run at most one image and
 * keep at most four waiting; signed-in users one and two; administrators may use both slots. So neither
 * guests nor accounts made to flood the queue can take an administrator's turn, and a guest flood leaves a
 * slot and waiting places to every signed-in user. Each image in the queue holds its bytes (at most 5 MB)
 * in memory: 2 running and 8 waiting, 50 MB at most. At one to a few seconds per photo (the first frame of an
 * animation only), the last in line still gets an answer well within a browser's patience.
 */
export const IMAGE_QUEUE_LANES: Record<ImageLane, LaneLimits> = {
  admin: { maxActive: 2, maxWaiting: 2 },
  member: { maxActive: 1, maxWaiting: 2 },
  guest: { maxActive: 1, maxWaiting: 4 },
};
/** The English answer of a full lane, as the tests read it; the refusal raises the key. */
export const IMAGE_QUEUE_FULL_MESSAGE = translate(MSG.sharedMessages.limits.imageQueueFull, "en");
/** Sent as Retry-After with the 503 of a full lane: the message says "in a minute". */
export const IMAGE_QUEUE_RETRY_AFTER_S = 60;

/** The lane of a session's user: an administrator, any other signed-in user, or a guest. */
export const laneFor = (user: Pick<SessionUser, "role"> | null): ImageLane =>
  user == null ? "guest" : userHasRole(user, "admin") ? "admin" : "member";

/** The 503 of a full lane; rest/uploads.ts adds its Retry-After. */
export class ImageQueueFullError extends DomainError {
  constructor() {
    super("SERVICE_UNAVAILABLE", MSG.sharedMessages.limits.imageQueueFull);
  }
}

export type InspectedImage = ImageHeader | "undecodable" | "too-many-pixels" | "animation-too-large";

export interface ImageProcessor {
  /**
   * Reads the header, without decoding a pixel, and says what the image would cost (ImageHeader) or why it
   * is refused: more than MAX_IMAGE_PIXELS in a frame, or an animation of more than MAX_ANIMATION_PIXELS.
   */
  inspect(bytes: Uint8Array): Promise<InspectedImage>;
  /** Waits for a turn in the lane's queue (or throws a 503 when its line is full) and re-encodes. */
  process(bytes: Uint8Array, type: ImageType, maxBytes: number, lane: ImageLane): Promise<ReencodeResult>;
  /** Throws the same 503 at once while the lane's line is full, so an upload is refused before its bytes are read. */
  assertAccepting(lane: ImageLane): void;
  readonly queue: Pick<BoundedQueue<ImageLane>, "active" | "waiting" | "activeIn" | "waitingIn">;
}

export function createImageProcessor({
  concurrency = IMAGE_PROCESSING_CONCURRENCY,
  lanes = IMAGE_QUEUE_LANES,
  reencode = createImageProcess(),
}: {
  concurrency?: number;
  lanes?: Record<ImageLane, LaneLimits>;
  /** The decoding and re-encoding itself; tests put a counting (or holding) stand-in here. */
  reencode?: (bytes: Uint8Array, type: ImageType, maxBytes: number) => Promise<ReencodeResult>;
} = {}): ImageProcessor {
  const queue = createBoundedQueue<ImageLane>({
    concurrency,
    lanes,
    onFull: () => new ImageQueueFullError(),
  });
  return {
    async inspect(bytes) {
      const header = await readImageHeader(bytes);
      if (header === "undecodable") return header;
      const verdict = inspectDecodedWork(header);
      return verdict === "ok" ? header : verdict;
    },
    assertAccepting(lane) {
      if (!queue.hasRoom(lane)) throw new ImageQueueFullError();
    },
    process(bytes, type, maxBytes, lane) {
      return queue.run(lane, () => reencode(bytes, type, maxBytes));
    },
    queue,
  };
}

/** The one queue of this process: every app built in it shares the same threads, so they share the queue. */
export const sharedImageProcessor = createImageProcessor();
