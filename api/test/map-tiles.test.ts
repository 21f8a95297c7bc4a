import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PMTiles, type RangeResponse, type Source } from "pmtiles";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeSampleArchive } from "../../web/basemap/sample-archive.ts";
import { PMTILES_ROUTE, parseRange } from "../src/http/map-tiles.ts";
import type { TestApp } from "./auth-helpers.ts";
import { createTestApp } from "./harness.ts";
import { useTestApp } from "./use-test-app.ts";

const env = useTestApp();
let dir: string;
let file: string;
let archive: Uint8Array;
let app: TestApp;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "pmtiles-"));
  file = path.join(dir, "extract.pmtiles");
  archive = makeSampleArchive();
  writeFileSync(file, archive);
  app = await createTestApp(env.db, { MAP_PMTILES_PATH: file });
});

afterAll(async () => {
  await app?.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (headers: Record<string, string> = {}, method: "GET" | "HEAD" = "GET") =>
  app.inject({ method, url: PMTILES_ROUTE, headers: { "accept-encoding": "gzip, br", ...headers } });

describe("MAP_PMTILES_PATH", () => {
  it("answers a byte range with 206, Content-Range and exactly those bytes, never compressed", async () => {
    const response = await get({ range: "bytes=0-126" });
    expect(response.statusCode).toBe(206);
    expect(response.headers["content-range"]).toBe(`bytes 0-126/${archive.length}`);
    expect(response.headers["content-length"]).toBe("127");
    expect(response.headers["accept-ranges"]).toBe("bytes");
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.rawPayload.equals(Buffer.from(archive.subarray(0, 127)))).toBe(true);
    expect(response.rawPayload.subarray(0, 7).toString()).toBe("PMTiles");

    const tail = await get({ range: "bytes=-10" });
    expect(tail.statusCode).toBe(206);
    expect(tail.headers["content-range"]).toBe(
      `bytes ${archive.length - 10}-${archive.length - 1}/${archive.length}`,
    );
    const open = await get({ range: `bytes=${archive.length - 5}-` });
    expect(open.rawPayload.length).toBe(5);
  });

  it("answers 416 with the size for a range past the end", async () => {
    const response = await get({ range: `bytes=${archive.length}-${archive.length + 100}` });
    expect(response.statusCode).toBe(416);
    expect(response.headers["content-range"]).toBe(`bytes */${archive.length}`);
  });

  it("sends the whole file without a range, or when If-Range names another version", async () => {
    const whole = await get();
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.length).toBe(archive.length);
    const etag = String(whole.headers.etag);
    expect(etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    expect((await get({ range: "bytes=0-9", "if-range": etag })).statusCode).toBe(206);
    const stale = await get({ range: "bytes=0-9", "if-range": '"0-0"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.length).toBe(archive.length);
    expect((await get({ "if-none-match": etag })).statusCode).toBe(304);
    const head = await get({ range: "bytes=0-9" }, "HEAD");
    expect(head.statusCode).toBe(206);
    expect(head.rawPayload.length).toBe(0);
  });

  it("is read by the PMTiles client over those ranges, and site.info points the map at it", async () => {
    const source: Source = {
      getKey: () => PMTILES_ROUTE,
      async getBytes(offset, length): Promise<RangeResponse> {
        const response = await get({ range: `bytes=${offset}-${offset + length - 1}` });
        expect(response.statusCode).toBe(206);
        const bytes = response.rawPayload;
        return { data: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length) as ArrayBuffer };
      },
    };
    const reader = new PMTiles(source);
    expect((await reader.getHeader()).maxZoom).toBe(8);
    expect((await reader.getZxy(6, 15, 23))?.data.byteLength).toBeGreaterThan(0);

    const info = await app.inject({ method: "GET", url: "/trpc/site.info" });
    expect(info.json().result.data.mapPmtilesUrl).toBe(PMTILES_ROUTE);
  });

  it("is off by default and when a hosted style is set, and refuses a missing file at start", async () => {
    const plain = await createTestApp(env.db);
    try {
      expect((await plain.inject({ method: "GET", url: PMTILES_ROUTE })).statusCode).toBe(404);
      const info = await plain.inject({ method: "GET", url: "/trpc/site.info" });
      expect(info.json().result.data.mapPmtilesUrl).toBeNull();
    } finally {
      await plain.close();
    }
    const hosted = await createTestApp(env.db, {
      MAP_PMTILES_PATH: file,
      MAP_STYLE_URL: "https://tiles.example.org/style.json",
    });
    try {
      const info = await hosted.inject({ method: "GET", url: "/trpc/site.info" });
      expect(info.json().result.data.mapPmtilesUrl).toBeNull();
    } finally {
      await hosted.close();
    }
    await expect(
      createTestApp(env.db, { MAP_PMTILES_PATH: path.join(dir, "missing.pmtiles") }),
    ).rejects.toThrow(/MAP_PMTILES_PATH/);
  });
});

describe("parseRange", () => {
  it("reads one bytes= range and ignores what it cannot serve as one", () => {
    expect(parseRange("bytes=0-99", 1000)).toEqual({ start: 0, end: 99 });
    expect(parseRange("bytes=990-2000", 1000)).toEqual({ start: 990, end: 999 });
    expect(parseRange("bytes=-100", 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange("bytes=1000-", 1000)).toBe("unsatisfiable");
    expect(parseRange("bytes=-0", 1000)).toBe("unsatisfiable");
    expect(parseRange("bytes=0-1,5-6", 1000)).toBeNull();
    expect(parseRange("items=0-1", 1000)).toBeNull();
    expect(parseRange("bytes=9-3", 1000)).toBeNull();
    expect(parseRange(undefined, 1000)).toBeNull();
  });
});
