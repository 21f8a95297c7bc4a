import { PMTiles, type RangeResponse, type Source } from "pmtiles";
import { describe, expect, it } from "vitest";
import { writePmtiles } from "./pmtiles-writer.ts";
import { makeSampleArchive, SAMPLE_TOWN } from "./sample-archive.ts";

/** The `pmtiles` package's own reader over bytes in memory: what the browser map does over HTTP ranges. */
function reader(bytes: Uint8Array): PMTiles {
  const source: Source = {
    getKey: () => "memory",
    getBytes: async (offset, length): Promise<RangeResponse> => ({
      // A copy: a Buffer's slice shares (and its .buffer exposes) the whole pool.
      data: Uint8Array.prototype.slice.call(bytes, offset, offset + length).buffer,
    }),
  };
  return new PMTiles(source);
}

describe("writePmtiles", () => {
  it("writes an archive the pmtiles reader reads back, tile for tile", async () => {
    const tile = (n: number) => Uint8Array.from([n, n + 1, n + 2]);
    const bytes = writePmtiles({
      tiles: [
        { z: 0, x: 0, y: 0, data: tile(1) },
        { z: 1, x: 1, y: 0, data: tile(2) },
        { z: 1, x: 0, y: 1, data: tile(2) },
        { z: 2, x: 3, y: 3, data: tile(9) },
      ],
      bounds: [-10, -5, 10, 5],
      center: [1, 2, 1],
      metadata: { name: "test" },
      tileCompression: 1,
    });
    const archive = reader(bytes);
    const header = await archive.getHeader();
    expect(header).toMatchObject({
      specVersion: 3,
      minZoom: 0,
      maxZoom: 2,
      numAddressedTiles: 4,
      clustered: true,
    });
    // The two identical tiles are stored once.
    expect(header.numTileContents).toBe(3);
    expect(header.minLon).toBeCloseTo(-10);
    expect(await archive.getMetadata()).toEqual({ name: "test" });
    expect([...new Uint8Array((await archive.getZxy(1, 0, 1))!.data)]).toEqual([2, 3, 4]);
    expect([...new Uint8Array((await archive.getZxy(2, 3, 3))!.data)]).toEqual([9, 10, 11]);
    expect(await archive.getZxy(2, 0, 0)).toBeUndefined();
  });

  it("moves entries to leaf directories when the root would pass 16 KiB", async () => {
    // Scattered tiles: their id deltas do not compress, so the directory outgrows the first 16 KiB.
    const tiles = new Map<string, { z: number; x: number; y: number; data: Uint8Array }>();
    let seed = 7;
    const next = () => {
      // xorshift32: repeatable, and every bit is usable.
      seed ^= seed << 13;
      seed ^= seed >>> 17;
      seed ^= seed << 5;
      return seed >>> 0;
    };
    while (tiles.size < 20_000) {
      const x = next() % 4096;
      const y = next() % 4096;
      tiles.set(`${x}/${y}`, { z: 12, x, y, data: Uint8Array.from([x % 256, y % 256, tiles.size % 256]) });
    }
    const probe = [...tiles.values()][12_345]!;
    const archive = reader(
      writePmtiles({
        tiles: [...tiles.values()],
        bounds: [-180, -85, 180, 85],
        center: [0, 0, 0],
        metadata: {},
        tileCompression: 1,
      }),
    );
    const header = await archive.getHeader();
    expect(header.leafDirectoryLength).toBeGreaterThan(0);
    expect(header.rootDirectoryOffset + header.rootDirectoryLength).toBeLessThanOrEqual(16_384);
    expect([...new Uint8Array((await archive.getZxy(12, probe.x, probe.y))!.data)]).toEqual([...probe.data]);
  });

  it("makes the sample extract of the tests in the Protomaps schema", async () => {
    const archive = reader(makeSampleArchive());
    const metadata = (await archive.getMetadata()) as { vector_layers: { id: string }[] };
    expect(metadata.vector_layers.map((layer) => layer.id)).toEqual(
      expect.arrayContaining(["earth", "water", "places"]),
    );
    const tile = await archive.getZxy(6, 15, 23);
    expect(tile?.data.byteLength).toBeGreaterThan(0);
    expect(SAMPLE_TOWN).toBe("Testville");
  });
});
