import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import sharp from "sharp";
import type { DB } from "../db/types.ts";

/**
 * Pictures for a few demo churches and events, painted here at seed time (an SVG scene rendered by sharp to
 * JPEG) rather than downloaded: nothing leaves the machine, no photo's licence has to be tracked, and the
 * demo does not look unfinished. Each scene is drawn from a small seeded random source, so the same key
 * always gives the same picture.
 */

/** The scenes are drawn on a 1200 x 800 canvas and rendered at this size (3:2, like a camera's frame). */
export const PHOTO_WIDTH = 960;
export const PHOTO_HEIGHT = 640;

/** A deterministic source of numbers in [0, 1) (mulberry32), seeded from the key. */
function randomFor(key: string): () => number {
  let state = 0;
  for (const char of key) state = (Math.imul(state, 31) + char.charCodeAt(0)) | 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Sky {
  top: string;
  horizon: string;
  sun: string;
  /** Windows lit from inside (evening) or reflecting the sky (day). */
  windows: string;
  hills: [string, string];
  lawn: [string, string];
}

const SKIES: Sky[] = [
  // Clear morning.
  {
    top: "#5d93d1",
    horizon: "#d8e9f5",
    sun: "#fff7d6",
    windows: "#3e5f86",
    hills: ["#7f9fb0", "#5e8471"],
    lawn: ["#6f9a4a", "#3f6b2c"],
  },
  // Golden hour.
  {
    top: "#6d83b8",
    horizon: "#f8cf94",
    sun: "#ffe2a8",
    windows: "#f3c16a",
    hills: ["#9a8aa0", "#6d7a5a"],
    lawn: ["#8a9a45", "#4e6326"],
  },
  // Soft overcast.
  {
    top: "#8fa3b8",
    horizon: "#e3e8ec",
    sun: "#f4f6f7",
    windows: "#4d5f70",
    hills: ["#9aa9a9", "#6b8577"],
    lawn: ["#6f8f55", "#44633a"],
  },
  // Dusk.
  {
    top: "#2f3d6b",
    horizon: "#eb9a6a",
    sun: "#ffc58a",
    windows: "#ffd27a",
    hills: ["#5a5577", "#3c4a45"],
    lawn: ["#4d6436", "#2b3d22"],
  },
];

const WALLS = ["#f2efe8", "#e9e2d3", "#a9573f", "#b8b1a4", "#f6f3ee"];
const ROOFS = ["#3f3a3d", "#5a4036", "#36404a", "#4a3a33"];

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
const between = (random: () => number, min: number, max: number) => min + random() * (max - min);

function defs(sky: Sky): string {
  return `<defs>
  <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${sky.top}"/><stop offset="0.75" stop-color="${sky.horizon}"/>
  </linearGradient>
  <radialGradient id="sun" cx="0.5" cy="0.5" r="0.5">
    <stop offset="0" stop-color="${sky.sun}" stop-opacity="0.95"/>
    <stop offset="1" stop-color="${sky.sun}" stop-opacity="0"/>
  </radialGradient>
  <linearGradient id="lawn" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${sky.lawn[0]}"/><stop offset="1" stop-color="${sky.lawn[1]}"/>
  </linearGradient>
  <linearGradient id="shade" x1="0" y1="0" x2="1" y2="0">
    <stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.22"/>
  </linearGradient>
  <radialGradient id="vignette" cx="0.5" cy="0.45" r="0.75">
    <stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.35"/>
  </radialGradient>
  <filter id="soft" x="-50%" y="-300%" width="200%" height="700%"><feGaussianBlur stdDeviation="18"/></filter>
  <filter id="haze" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="3"/></filter>
  <filter id="focus" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="5"/></filter>
  <filter id="grain" x="0" y="0" width="100%" height="100%">
    <feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="7"/>
    <feColorMatrix type="saturate" values="0"/>
  </filter>
</defs>`;
}

function clouds(random: () => number, count: number): string {
  let out = "";
  for (let i = 0; i < count; i++) {
    const x = between(random, 0, PHOTO_WIDTH);
    const y = between(random, 40, 260);
    const w = between(random, 120, 300);
    out += `<ellipse cx="${x}" cy="${y}" rx="${w}" ry="${w * 0.22}" fill="#fff" opacity="${between(random, 0.35, 0.7)}" filter="url(#soft)"/>`;
  }
  return out;
}

function hills(sky: Sky, random: () => number): string {
  // Drawn past both edges, so the blur does not fade them in from the sides.
  const far = `M-60 ${between(random, 470, 500)} C 300 ${between(random, 400, 440)}, 700 ${between(random, 480, 520)}, 1260 ${between(random, 430, 470)} L1260 820 L-60 820 Z`;
  const near = `M-60 ${between(random, 540, 560)} C 400 ${between(random, 500, 530)}, 800 ${between(random, 560, 590)}, 1260 ${between(random, 520, 545)} L1260 820 L-60 820 Z`;
  return `<path d="${far}" fill="${sky.hills[0]}" opacity="0.85"/><path d="${near}" fill="${sky.hills[1]}" opacity="0.9"/>`;
}

function tree(x: number, y: number, size: number, color: string): string {
  return `<g filter="url(#haze)"><rect x="${x - size * 0.06}" y="${y - size * 0.2}" width="${size * 0.12}" height="${size * 0.5}" fill="#3b2f27"/>
<circle cx="${x}" cy="${y - size * 0.45}" r="${size * 0.42}" fill="${color}"/>
<circle cx="${x - size * 0.28}" cy="${y - size * 0.3}" r="${size * 0.3}" fill="${color}"/>
<circle cx="${x + size * 0.3}" cy="${y - size * 0.28}" r="${size * 0.32}" fill="${color}"/></g>`;
}

function archedWindow(x: number, y: number, w: number, h: number, glass: string): string {
  return `<path d="M${x} ${y + h} V${y + w / 2} A${w / 2} ${w / 2} 0 0 1 ${x + w} ${y + w / 2} V${y + h} Z" fill="${glass}" stroke="#fff" stroke-opacity="0.55" stroke-width="3"/>
<line x1="${x + w / 2}" y1="${y + 4}" x2="${x + w / 2}" y2="${y + h}" stroke="#fff" stroke-opacity="0.4" stroke-width="2"/>`;
}

function church(sky: Sky, random: () => number): string {
  const wall = pick(random, WALLS);
  const roof = pick(random, ROOFS);
  const width = between(random, 380, 460);
  const height = between(random, 190, 230);
  const left = between(random, 250, 1200 - 250 - width);
  const ground = 640;
  const top = ground - height;
  const roofPeak = top - width * 0.28;
  const towerW = width * 0.2;
  const towerX = random() < 0.5 ? left - towerW * 0.35 : left + width - towerW * 0.65;
  const towerTop = roofPeak - between(random, 40, 90);
  const spireTop = towerTop - between(random, 110, 160);
  let windows = "";
  const count = 3;
  for (let i = 0; i < count; i++) {
    const wx = left + width * (0.18 + i * 0.25);
    windows += archedWindow(wx, top + height * 0.22, width * 0.1, height * 0.48, sky.windows);
  }
  const doorW = width * 0.14;
  const doorX = left + width / 2 - doorW / 2;
  return `<g>
<rect x="${left}" y="${top}" width="${width}" height="${height}" fill="${wall}"/>
<polygon points="${left - 18},${top + 4} ${left + width / 2},${roofPeak} ${left + width + 18},${top + 4}" fill="${roof}"/>
<rect x="${left}" y="${top}" width="${width}" height="${height}" fill="url(#shade)"/>
${windows}
<path d="M${doorX} ${ground} V${ground - height * 0.34} A${doorW / 2} ${doorW / 2} 0 0 1 ${doorX + doorW} ${ground - height * 0.34} V${ground} Z" fill="#5b3a29"/>
<rect x="${towerX}" y="${towerTop}" width="${towerW}" height="${ground - towerTop}" fill="${wall}"/>
<rect x="${towerX}" y="${towerTop}" width="${towerW}" height="${ground - towerTop}" fill="url(#shade)"/>
${archedWindow(towerX + towerW * 0.3, towerTop + 24, towerW * 0.4, towerW * 0.7, sky.windows)}
<polygon points="${towerX - 8},${towerTop} ${towerX + towerW / 2},${spireTop} ${towerX + towerW + 8},${towerTop}" fill="${roof}"/>
<rect x="${towerX + towerW / 2 - 3}" y="${spireTop - 46}" width="6" height="48" fill="#e9e4d8"/>
<rect x="${towerX + towerW / 2 - 16}" y="${spireTop - 36}" width="32" height="6" fill="#e9e4d8"/>
<polygon points="${doorX - 30},800 ${doorX + doorW + 30},800 ${doorX + doorW - 4},${ground} ${doorX + 4},${ground}" fill="#cfc7b6" opacity="0.85"/>
</g>`;
}

/** A church on a green rise under a sky of the day's hour. */
export function churchScene(key: string): string {
  const random = randomFor(key);
  const sky = pick(random, SKIES);
  const sunX = between(random, 150, 1050);
  const sunY = between(random, 120, 320);
  let trees = "";
  for (let i = 0; i < 5; i++) {
    trees += tree(between(random, 0, 1200), between(random, 600, 640), between(random, 90, 150), sky.lawn[1]);
  }
  let bushes = "";
  for (let i = 0; i < 7; i++) {
    bushes += `<ellipse cx="${between(random, 0, 1200)}" cy="${between(random, 700, 780)}" rx="${between(random, 50, 110)}" ry="${between(random, 25, 45)}" fill="${sky.lawn[1]}" opacity="0.9"/>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}" viewBox="0 0 1200 800">
${defs(sky)}
<rect width="1200" height="800" fill="url(#sky)"/>
<circle cx="${sunX}" cy="${sunY}" r="260" fill="url(#sun)"/>
${clouds(random, 6)}
${hills(sky, random)}
${trees}
<rect y="620" width="1200" height="180" fill="url(#lawn)"/>
${church(sky, random)}
${bushes}
<rect width="1200" height="800" fill="url(#vignette)"/>
<rect width="1200" height="800" filter="url(#grain)" opacity="0.07"/>
</svg>`;
}

/** An evening gathering: strings of lights over a lawn and the silhouettes of people beneath them. */
export function gatheringScene(key: string): string {
  const random = randomFor(key);
  const sky = SKIES[3]!;
  let lights = "";
  for (let strand = 0; strand < 3; strand++) {
    const y0 = 110 + strand * 95 + between(random, -20, 20);
    const y1 = y0 + between(random, -50, 50);
    const sag = between(random, 70, 140);
    lights += `<path d="M-20 ${y0} Q 600 ${y0 + sag} 1220 ${y1}" stroke="#2a2630" stroke-width="2" fill="none"/>`;
    for (let i = 0; i <= 20; i++) {
      const t = i / 20;
      const x = -20 + t * 1240;
      const y = (1 - t) * (1 - t) * y0 + 2 * (1 - t) * t * (y0 + sag) + t * t * y1 + 7;
      lights += `<circle cx="${x}" cy="${y}" r="20" fill="#ffd98a" opacity="0.3" filter="url(#haze)"/><circle cx="${x}" cy="${y}" r="5.5" fill="#fff1c9"/>`;
    }
  }
  let bokeh = "";
  for (let i = 0; i < 26; i++) {
    bokeh += `<circle cx="${between(random, 0, 1200)}" cy="${between(random, 300, 620)}" r="${between(random, 10, 42)}" fill="${pick(random, ["#ffcf85", "#ffa96b", "#fff0c2"])}" opacity="${between(random, 0.15, 0.45)}" filter="url(#haze)"/>`;
  }
  // People in the foreground, out of focus as a camera focused on the lights would see them.
  let people = "";
  for (let i = 0; i < 12; i++) {
    const x = between(random, 20, 1180);
    const scale = between(random, 0.75, 1.2);
    const y = 800 - between(random, 120, 190) * scale;
    people += `<g fill="#17161d"><ellipse cx="${x}" cy="${y}" rx="${24 * scale}" ry="${29 * scale}"/><ellipse cx="${x}" cy="${y + 150 * scale}" rx="${78 * scale}" ry="${120 * scale}"/></g>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}" viewBox="0 0 1200 800">
${defs(sky)}
<rect width="1200" height="800" fill="url(#sky)"/>
<circle cx="${between(random, 300, 900)}" cy="560" r="420" fill="url(#sun)" opacity="0.6"/>
${hills(sky, random)}
<rect y="600" width="1200" height="200" fill="url(#lawn)"/>
${bokeh}
${lights}
<g filter="url(#focus)">${people}</g>
<rect width="1200" height="800" fill="url(#vignette)"/>
<rect width="1200" height="800" filter="url(#grain)" opacity="0.08"/>
</svg>`;
}

/** Renders a scene and stores it as an upload; returns the address a church or event points at. */
export async function storeSeedPhoto(trx: Transaction<DB>, svg: string): Promise<string> {
  const { data, info } = await sharp(Buffer.from(svg))
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer({ resolveWithObject: true });
  const id = randomUUID();
  await trx
    .insertInto("uploads")
    .values({
      id,
      contentType: "image/jpeg",
      bytes: data,
      byteSize: data.length,
      width: info.width,
      height: info.height,
      uploadedBy: null,
    })
    .execute();
  return `/api/uploads/${id}`;
}
