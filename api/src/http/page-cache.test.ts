import { describe, expect, it } from "vitest";
import { type KeptPage, PageCache } from "./page-cache.ts";
import { KeptText } from "./page-responses.ts";

function clock() {
  let time = 0;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

const page = (body: string, status = 200): KeptPage => ({ text: new KeptText(body), status });

/** A `make` that counts its calls. */
function maker(body: string, status = 200) {
  const made = { count: 0 };
  const make = async () => {
    made.count += 1;
    return page(body, status);
  };
  return { made, make };
}

describe("the page cache", () => {
  it("makes a page once while its versions hold, and again when they change", async () => {
    const cache = new PageCache({ maxAgeMs: 60_000, maxBytes: 1_000_000, now: clock().now });
    const { made, make } = maker("<p>church</p>");
    const first = await cache.page("/church/1", "v1", make);
    const second = await cache.page("/church/1", "v1", make);
    expect(second).toBe(first);
    expect(made.count).toBe(1);
    await cache.page("/church/1", "v2", make);
    expect(made.count).toBe(2);
  });

  it("lets concurrent requests share one making", async () => {
    const cache = new PageCache({ maxAgeMs: 60_000, maxBytes: 1_000_000 });
    const { made, make } = maker("<p>home</p>");
    const pages = await Promise.all(Array.from({ length: 20 }, () => cache.page("/", "v1", make)));
    expect(made.count).toBe(1);
    expect(new Set(pages).size).toBe(1);
  });

  it("makes a page again once it is older than the longest it may serve", async () => {
    const time = clock();
    const cache = new PageCache({ maxAgeMs: 60_000, maxBytes: 1_000_000, now: time.now });
    const { made, make } = maker("<p>events in 2 days</p>");
    await cache.page("/events", "v1", make);
    time.advance(59_999);
    await cache.page("/events", "v1", make);
    expect(made.count).toBe(1);
    time.advance(1);
    await cache.page("/events", "v1", make);
    expect(made.count).toBe(2);
  });

  it("keeps no outage page and no failure", async () => {
    const cache = new PageCache({ maxAgeMs: 60_000, maxBytes: 1_000_000 });
    const outage = maker("<p>unavailable</p>", 503);
    expect((await cache.page("/", "v1", outage.make)).status).toBe(503);
    await cache.page("/", "v1", outage.make);
    expect(outage.made.count).toBe(2);

    let attempts = 0;
    const failing = async (): Promise<KeptPage> => {
      attempts += 1;
      throw new Error("render failed");
    };
    await expect(cache.page("/help", "v1", failing)).rejects.toThrow("render failed");
    await expect(cache.page("/help", "v1", failing)).rejects.toThrow("render failed");
    expect(attempts).toBe(2);
    expect(cache.size).toBe(0);

    const missing = maker("<p>not found</p>", 404);
    await cache.page("/church/9", "v1", missing.make);
    await cache.page("/church/9", "v1", missing.make);
    expect(missing.made.count).toBe(1);
  });

  it("holds at most its bytes, dropping the least recently asked first", async () => {
    const body = "x".repeat(1000);
    // Each page weighs 2,000 bytes (its text and room for its compressions): three fit.
    const cache = new PageCache({ maxAgeMs: 60_000, maxBytes: 6_000 });
    const makers = ["/a", "/b", "/c", "/d"].map((address) => ({ address, ...maker(body) }));
    const [a, b, c, d] = makers as [
      (typeof makers)[0],
      (typeof makers)[0],
      (typeof makers)[0],
      (typeof makers)[0],
    ];
    for (const { address, make } of [a, b, c]) await cache.page(address, "v1", make);
    // Asking for /a again makes /b the least recently asked.
    await cache.page(a.address, "v1", a.make);
    await cache.page(d.address, "v1", d.make);
    expect(cache.heldBytes).toBeLessThanOrEqual(6_000);
    expect(cache.size).toBe(3);
    for (const { address, make } of [a, c, d]) await cache.page(address, "v1", make);
    await cache.page(b.address, "v1", b.make);
    expect([a.made.count, b.made.count, c.made.count, d.made.count]).toEqual([1, 2, 1, 1]);
  });
});
