import { MAX_IMAGE_BYTES } from "@app/shared";
import { MSG, msg, translate } from "@app/shared/i18n";
import { DomainError } from "../../errors.ts";
import { MAX_ANIMATION_PIXELS, MAX_IMAGE_PIXELS } from "./image.ts";

export { MAX_IMAGE_BYTES };

const TOO_MANY_PIXELS = msg(MSG.sharedMessages.uploads.tooManyPixels, {
  megapixels: MAX_IMAGE_PIXELS / 1_000_000,
});
const ANIMATION_TOO_LARGE = msg(MSG.sharedMessages.uploads.animationTooLarge, {
  megapixels: MAX_ANIMATION_PIXELS / 1_000_000,
});
/** The English answers of the two refusals, as the tests read them. */
export const TOO_MANY_PIXELS_MESSAGE = translate(TOO_MANY_PIXELS, "en");
export const ANIMATION_TOO_LARGE_MESSAGE = translate(ANIMATION_TOO_LARGE, "en");

export const fileTooLarge = () =>
  new DomainError("PAYLOAD_TOO_LARGE", MSG.sharedMessages.uploads.fileTooLarge);
export const tooManyPixels = () => new DomainError("PAYLOAD_TOO_LARGE", TOO_MANY_PIXELS);
export const animationTooLarge = () => new DomainError("PAYLOAD_TOO_LARGE", ANIMATION_TOO_LARGE);
export const invalidFileType = () =>
  new DomainError("UNSUPPORTED_MEDIA_TYPE", MSG.sharedMessages.uploads.invalidFileType);

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
