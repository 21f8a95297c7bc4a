import sharp, { type Sharp } from "sharp";

// One libvips thread per image on every platform (sharp's default is one per core, except on glibc Linux):
// the image process (image-worker.ts) then takes at most one core, however many images wait.
sharp.concurrency(1);

export type ImageType = "image/jpeg" | "image/png" | "image/webp" | "image/gif";

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * The type from the magic numbers, never from the name or the declared type: an SVG, an HTML page or a
 * script renamed .png has none of these signatures.
 */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) return "image/gif";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "image/webp";
  return null;
}

/** Longest side kept: plenty for a card or a detail page, and it bounds what a visitor downloads. */
export const MAX_IMAGE_DIMENSION = 2000;
/**
 * The most pixels an image may decode to: 40 megapixels is beyond any phone camera's photo, and bounds the
 * memory and time one upload can cost. Checked from the header before decoding (inspectDecodedWork), and again
 * by sharp while decoding (limitInputPixels). Only the first frame of an animation is decoded (encode below).
 */
export const MAX_IMAGE_PIXELS = 40_000_000;
/**
 * The most pixels an animation may state in all its frames together (issue 38): a 74 KB WebP of 39 frames of
 * 1000 x 1000 cost 6-10 s to re-encode whole. Only its first frame is kept now (0.1-0.2 s for that file), so
 * the other frames are bytes to parse for nothing; 20 megapixels still takes an animated logo or a short clip
 * (100 frames of 480 x 360 is 17), and bounds what a loader that walks every frame could be made to do.
 */
export const MAX_ANIMATION_PIXELS = 20_000_000;

export interface ImageHeader {
  /** One frame's size. */
  width: number;
  height: number;
  frames: number;
  /** The decoded work the header states: frames x width x height. */
  pixels: number;
}

/**
 * The dimensions as the file's header states them, without decoding a pixel. sharp applies its pixel limit
 * to metadata() too; it is lifted here so that a huge image is reported as such, not as unreadable.
 */
export async function readImageHeader(bytes: Uint8Array): Promise<ImageHeader | "undecodable"> {
  try {
    const { width, height, pageHeight, pages } = await sharp(bytes, { limitInputPixels: false }).metadata();
    // Without the `pages` option, height is one frame's; pageHeight, when given, is one frame's in any case.
    const frameHeight = pageHeight ?? height;
    const frames = pages ?? 1;
    if (!width || !frameHeight || frames < 1) return "undecodable";
    return { width, height: frameHeight, frames, pixels: width * frameHeight * frames };
  } catch {
    return "undecodable";
  }
}

/** What the header says of the work an image would cost, checked before it waits for its turn or decodes. */
export function inspectDecodedWork(header: ImageHeader): "ok" | "too-many-pixels" | "animation-too-large" {
  if (header.width * header.height > MAX_IMAGE_PIXELS) return "too-many-pixels";
  if (header.frames > 1 && header.pixels > MAX_ANIMATION_PIXELS) return "animation-too-large";
  return "ok";
}

export interface EncodedImage {
  bytes: Buffer;
  contentType: ImageType;
  width: number;
  height: number;
}

function encoder(image: Sharp, type: ImageType): Sharp {
  switch (type) {
    case "image/jpeg":
      return image.jpeg({ quality: 85, mozjpeg: true });
    case "image/png":
      return image.png({ compressionLevel: 9 });
    case "image/webp":
      return image.webp({ quality: 85 });
    case "image/gif":
      return image.gif();
  }
}

async function encode(bytes: Uint8Array, as: ImageType): Promise<EncodedImage> {
  // The first frame only (issue 38): an animation costs what a still image of its size does, and a church's
  // photo is a still. rotate() applies the EXIF orientation before the metadata (EXIF, GPS, ICC comments) is
  // dropped, which sharp does by default on output.
  const pipeline = sharp(bytes, { pages: 1, page: 0, limitInputPixels: MAX_IMAGE_PIXELS, failOn: "error" })
    .rotate()
    .resize({
      width: MAX_IMAGE_DIMENSION,
      height: MAX_IMAGE_DIMENSION,
      fit: "inside",
      withoutEnlargement: true,
    });
  const { data, info } = await encoder(pipeline, as).toBuffer({ resolveWithObject: true });
  return { bytes: data, contentType: as, width: info.width, height: info.height };
}

export type ReencodeResult = EncodedImage | "undecodable" | "too-large";

/**
 * Decodes and re-encodes the image (its first frame) in its own format, so nothing but pixels survives. "undecodable" when the
 * bytes are not the image their signature claims. A result too large to keep is converted to WebP.
 */
export async function reencodeImage(
  bytes: Uint8Array,
  type: ImageType,
  maxBytes: number,
): Promise<ReencodeResult> {
  let result: EncodedImage;
  try {
    result = await encode(bytes, type);
    if (result.bytes.length > maxBytes && type !== "image/webp") result = await encode(bytes, "image/webp");
  } catch {
    return "undecodable";
  }
  return result.bytes.length > maxBytes ? "too-large" : result;
}
