// A PMTiles v3 writer (https://github.com/protomaps/PMTiles/blob/main/spec/v3/spec.md): the `pmtiles` package only
// reads. Used by the build (the built-in basemap) and by the tests that serve an archive they make.
import { gzipSync } from "node:zlib";
import { zxyToTileId } from "pmtiles";

export interface PmtilesTile {
  z: number;
  x: number;
  y: number;
  /** The encoded tile, already compressed as `tileCompression` says. */
  data: Uint8Array;
}

export interface PmtilesOptions {
  tiles: PmtilesTile[];
  /** Written as the archive's JSON metadata (vector_layers, attribution...). */
  metadata: Record<string, unknown>;
  /** [west, south, east, north] in degrees. */
  bounds: [number, number, number, number];
  center: [number, number, number];
  /** 1 none, 2 gzip. */
  tileCompression?: 1 | 2;
  /** 1 mvt, 2 png. */
  tileType?: number;
}

interface Entry {
  tileId: number;
  offset: number;
  length: number;
  runLength: number;
}

const HEADER_BYTES = 127;
/** The spec keeps the header and the root directory within the first 16 KiB, so one request gets both. */
const ROOT_LIMIT = 16_384 - HEADER_BYTES;

function writeVarint(out: number[], value: number): void {
  let rest = value;
  while (rest >= 0x80) {
    out.push((rest % 0x80) | 0x80);
    rest = Math.floor(rest / 0x80);
  }
  out.push(rest);
}

function serializeDirectory(entries: Entry[]): Uint8Array {
  const out: number[] = [];
  writeVarint(out, entries.length);
  let last = 0;
  for (const entry of entries) {
    writeVarint(out, entry.tileId - last);
    last = entry.tileId;
  }
  for (const entry of entries) writeVarint(out, entry.runLength);
  for (const entry of entries) writeVarint(out, entry.length);
  entries.forEach((entry, index) => {
    const previous = entries[index - 1];
    // 0 means "right after the previous entry's data": contiguous tiles cost one byte each.
    if (previous && entry.offset === previous.offset + previous.length) writeVarint(out, 0);
    else writeVarint(out, entry.offset + 1);
  });
  return gzipSync(Uint8Array.from(out), { level: 9 });
}

/** The root directory, and leaf directories when the entries do not fit in the first 16 KiB. */
function buildDirectories(entries: Entry[]): { root: Uint8Array; leaves: Uint8Array } {
  const whole = serializeDirectory(entries);
  if (whole.length <= ROOT_LIMIT) return { root: whole, leaves: new Uint8Array(0) };
  for (let leafSize = 4096; ; leafSize *= 2) {
    const rootEntries: Entry[] = [];
    const leafParts: Uint8Array[] = [];
    let leafOffset = 0;
    for (let start = 0; start < entries.length; start += leafSize) {
      const chunk = entries.slice(start, start + leafSize);
      const leaf = serializeDirectory(chunk);
      rootEntries.push({ tileId: chunk[0]!.tileId, offset: leafOffset, length: leaf.length, runLength: 0 });
      leafParts.push(leaf);
      leafOffset += leaf.length;
    }
    const root = serializeDirectory(rootEntries);
    if (root.length <= ROOT_LIMIT) return { root, leaves: Buffer.concat(leafParts) };
  }
}

function hashKey(data: Uint8Array): string {
  return Buffer.from(data).toString("base64");
}

/**
 * Tiles in tile-id order, identical tiles stored once, and runs of identical neighbours (open water, land
 * interiors) folded into one entry: the archive is "clustered" as the spec calls it.
 */
export function writePmtiles(options: PmtilesOptions): Uint8Array {
  const tiles = options.tiles
    .map((tile) => ({ ...tile, tileId: zxyToTileId(tile.z, tile.x, tile.y) }))
    .sort((a, b) => a.tileId - b.tileId);
  const entries: Entry[] = [];
  const parts: Uint8Array[] = [];
  const stored = new Map<string, { offset: number; length: number }>();
  let dataLength = 0;
  for (const tile of tiles) {
    const key = hashKey(tile.data);
    let place = stored.get(key);
    const last = entries[entries.length - 1];
    if (place && last && last.offset === place.offset && last.tileId + last.runLength === tile.tileId) {
      last.runLength++;
      continue;
    }
    if (!place) {
      place = { offset: dataLength, length: tile.data.length };
      stored.set(key, place);
      parts.push(tile.data);
      dataLength += tile.data.length;
    }
    entries.push({ tileId: tile.tileId, offset: place.offset, length: place.length, runLength: 1 });
  }
  const { root, leaves } = buildDirectories(entries);
  const metadata = gzipSync(Buffer.from(JSON.stringify(options.metadata)), { level: 9 });
  const zooms = tiles.map((tile) => tile.z);

  const header = Buffer.alloc(HEADER_BYTES);
  header.write("PMTiles", 0, "ascii");
  header.writeUInt8(3, 7);
  const rootOffset = HEADER_BYTES;
  const metadataOffset = rootOffset + root.length;
  const leavesOffset = metadataOffset + metadata.length;
  const dataOffset = leavesOffset + leaves.length;
  const u64 = (value: number, at: number) => header.writeBigUInt64LE(BigInt(value), at);
  u64(rootOffset, 8);
  u64(root.length, 16);
  u64(metadataOffset, 24);
  u64(metadata.length, 32);
  u64(leavesOffset, 40);
  u64(leaves.length, 48);
  u64(dataOffset, 56);
  u64(dataLength, 64);
  u64(tiles.length, 72);
  u64(entries.length, 80);
  u64(stored.size, 88);
  header.writeUInt8(1, 96); // clustered
  header.writeUInt8(2, 97); // directories and metadata: gzip
  header.writeUInt8(options.tileCompression ?? 2, 98);
  header.writeUInt8(options.tileType ?? 1, 99);
  header.writeUInt8(zooms.length ? Math.min(...zooms) : 0, 100);
  header.writeUInt8(zooms.length ? Math.max(...zooms) : 0, 101);
  const e7 = (degrees: number) => Math.round(degrees * 1e7);
  const [west, south, east, north] = options.bounds;
  header.writeInt32LE(e7(west), 102);
  header.writeInt32LE(e7(south), 106);
  header.writeInt32LE(e7(east), 110);
  header.writeInt32LE(e7(north), 114);
  const [centerLon, centerLat, centerZoom] = options.center;
  header.writeUInt8(centerZoom, 118);
  header.writeInt32LE(e7(centerLon), 119);
  header.writeInt32LE(e7(centerLat), 123);
  return Buffer.concat([header, root, metadata, leaves, ...parts]);
}
