import sharp from "sharp";
import { escapeHtml } from "./html.ts";

/**
 * The link-preview image of pages that have no photo of their own: 1200x630 (the size Open Graph and Twitter
 * cards show uncropped), drawn from an SVG with the network's name at the first request and kept in memory.
 * Made here rather than committed so that it carries ASSOCIATION_NAME. The text needs a system font
 * (DejaVu or Liberation on Debian); where none is installed, the mark and colours still render.
 */

export const SITE_IMAGE_PATH = "/site-image.png";

const PIN =
  "M16 1.5c-6.3 0-11.25 4.9-11.25 11.1 0 8.1 9.4 17.2 10.4 18.1a1.25 1.25 0 0 0 1.7 0c1-.9 10.4-10 10.4-18.1C27.25 6.4 22.3 1.5 16 1.5Z";
const CROSS = "M14.6 5.75h2.8v3.9h3.85v2.75H17.4v8.35h-2.8V12.4h-3.85V9.65h3.85V5.75Z";

/** Words wrapped to lines of at most `width` characters (a long word stays whole). */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= width)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** Room for the name right of the mark, and DejaVu Sans Bold's mean advance (about 0.64 em a character). */
const TEXT_WIDTH = 670;
const CHARACTER_EM = 0.64;

/** The name on at most three lines, as large as fits: short lines first, longer ones for longer names. */
function titleLayout(name: string): { lines: string[]; fontSize: number } {
  let lines = wrap(name, 14);
  for (const width of [18, 24, 30]) {
    if (lines.length <= 3) break;
    lines = wrap(name, width);
  }
  if (lines.length > 3) lines = [...lines.slice(0, 2), `${lines[2]}…`];
  const longest = Math.max(...lines.map((line) => line.length), 1);
  return { lines, fontSize: Math.min(76, Math.floor(TEXT_WIDTH / (CHARACTER_EM * longest))) };
}

export function siteImageSvg(name: string): string {
  const { lines, fontSize } = titleLayout(name);
  const lineHeight = fontSize * 1.15;
  const top = 315 - ((lines.length - 1) * lineHeight) / 2 - 20;
  const title = lines
    .map(
      (line, index) =>
        `<text x="470" y="${Math.round(top + index * lineHeight)}" font-size="${fontSize}" font-weight="700">${escapeHtml(line)}</text>`,
    )
    .join("");
  const taglineY = Math.round(top + (lines.length - 1) * lineHeight + 70);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#133b4b"/>
      <stop offset="1" stop-color="#186a86"/>
    </linearGradient>
  </defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  <circle cx="1130" cy="80" r="260" fill="#ffffff" fill-opacity="0.04"/>
  <circle cx="1180" cy="620" r="180" fill="#ffffff" fill-opacity="0.05"/>
  <rect x="0" y="606" width="1200" height="24" fill="#e5a82f"/>
  <g transform="translate(90 135) scale(10.5)">
    <path d="${PIN}" fill="#73c0d3"/>
    <path d="${CROSS}" fill="#ffffff"/>
  </g>
  <g font-family="DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif" fill="#ffffff">
    ${title}
    <text x="470" y="${taglineY}" font-size="34" fill="#d4eef3">Churches, events and resources</text>
  </g>
</svg>`;
}

const rendered = new Map<string, Promise<Buffer>>();

export function siteImagePng(name: string): Promise<Buffer> {
  let image = rendered.get(name);
  if (!image) {
    image = sharp(Buffer.from(siteImageSvg(name)))
      .png({ compressionLevel: 9, palette: true })
      .toBuffer();
    // A failed render is not remembered, so the next request tries again.
    image.catch(() => rendered.delete(name));
    rendered.set(name, image);
  }
  return image;
}
