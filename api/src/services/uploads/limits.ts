import { FILE_TOO_LARGE, INVALID_FILE_TYPE, MAX_IMAGE_BYTES } from "@app/shared";
import { DomainError } from "../../errors.ts";
import { MAX_IMAGE_PIXELS } from "./image.ts";

export { MAX_IMAGE_BYTES };

/** The texts of spec section 5, joined as the spec's error format does ("Title: description"). */
export const FILE_TOO_LARGE_MESSAGE = `${FILE_TOO_LARGE.title}: ${FILE_TOO_LARGE.description}`;
export const INVALID_FILE_TYPE_MESSAGE = `${INVALID_FILE_TYPE.title}: ${INVALID_FILE_TYPE.description}`;

export const TOO_MANY_PIXELS_MESSAGE = `Image too large: Please upload a photo of at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels`;

export const fileTooLarge = () => new DomainError("PAYLOAD_TOO_LARGE", FILE_TOO_LARGE_MESSAGE);
export const tooManyPixels = () => new DomainError("PAYLOAD_TOO_LARGE", TOO_MANY_PIXELS_MESSAGE);
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
