import {
  animationTooLargeMessage,
  FILE_TOO_LARGE_MESSAGE,
  INVALID_FILE_TYPE_MESSAGE,
  MAX_IMAGE_BYTES,
  tooManyPixelsMessage,
} from "@app/shared";
import { DomainError } from "../../errors.ts";
import { MAX_ANIMATION_PIXELS, MAX_IMAGE_PIXELS } from "./image.ts";

export { FILE_TOO_LARGE_MESSAGE, INVALID_FILE_TYPE_MESSAGE, MAX_IMAGE_BYTES };
export const TOO_MANY_PIXELS_MESSAGE = tooManyPixelsMessage(MAX_IMAGE_PIXELS / 1_000_000);
export const ANIMATION_TOO_LARGE_MESSAGE = animationTooLargeMessage(MAX_ANIMATION_PIXELS / 1_000_000);

export const fileTooLarge = () => new DomainError("PAYLOAD_TOO_LARGE", FILE_TOO_LARGE_MESSAGE);
export const tooManyPixels = () => new DomainError("PAYLOAD_TOO_LARGE", TOO_MANY_PIXELS_MESSAGE);
export const animationTooLarge = () => new DomainError("PAYLOAD_TOO_LARGE", ANIMATION_TOO_LARGE_MESSAGE);
export const invalidFileType = () => new DomainError("UNSUPPORTED_MEDIA_TYPE", INVALID_FILE_TYPE_MESSAGE);

/**
 * Reads a byte stream into memory, stopping at `max` bytes: a larger body is refused while it streams,
 * never buffered whole. `truncated` reports a cut made upstream (multipart's own fileSize limit).
 */
export async function readUpTo(
  stream: AsyncIterable<Buffer | Uint8Array>,
  max: number,
  truncated: () => boolean = () => false,
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += chunk.length;
    if (size > max) throw fileTooLarge();
    chunks.push(Buffer.from(chunk));
  }
  if (truncated()) throw fileTooLarge();
  return Buffer.concat(chunks, size);
}
