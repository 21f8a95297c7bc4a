import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { COMPRESS_THRESHOLD_BYTES } from "../src/http/encoding.ts";
import { createEvent } from "./factories.ts";
import { useTestApp } from "./use-test-app.ts";

const env = useTestApp();

const get = (url: string, acceptEncoding?: string) =>
  env.app.inject({
    method: "GET",
    url,
    headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {},
  });

describe("compression of JSON answers", () => {
  it("offers every JSON answer over 1 KB in brotli and gzip, REST and tRPC alike, as Accept-Encoding asks", async () => {
    for (let i = 0; i < 6; i++)
      await createEvent(env.db, { description: "A long evening of hymns. ".repeat(10) });
    for (const url of ["/api/events", "/trpc/events.list"]) {
      const plain = await get(url);
      expect(plain.statusCode).toBe(200);
      expect(plain.headers["content-encoding"], url).toBeUndefined();
      expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);

      const brotli = await get(url, "gzip, deflate, br");
      expect(brotli.headers["content-encoding"], url).toBe("br");
      expect(brotli.headers.vary, url).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(brotli.rawPayload).toString("utf8")).toBe(plain.body);

      const gzip = await get(url, "gzip");
      expect(gzip.headers["content-encoding"], url).toBe("gzip");
      expect(gunzipSync(gzip.rawPayload).toString("utf8")).toBe(plain.body);
    }
  });

  it("sends small answers as they are", async () => {
    const health = await get("/api/health", "br, gzip");
    expect(health.headers["content-encoding"]).toBeUndefined();
    expect(health.json()).toEqual({ ok: true });
  });
});
