import { describe, expect, it } from "vitest";
import { createCensusGeocoder, createOfflineGeocoder, type Geocoder } from "./geocoder.ts";

const AMES = { address: "515 Clark Ave", city: "Ames", state: "IA", zipCode: "50010" };
const fallback: Geocoder = { geocode: async () => ({ latitude: 1, longitude: 2 }) };

function answering(body: unknown, status = 200): typeof fetch {
  return async () => new Response(JSON.stringify(body), { status });
}

describe("offline geocoder", () => {
  it("places a ZIP code, else the city and state", async () => {
    const geocoder = createOfflineGeocoder();
    expect(await geocoder.geocode(AMES)).toEqual({ latitude: 42.0379, longitude: -93.6003 });
    const byCity = await geocoder.geocode({ city: "Dubuque", state: "ia", zipCode: "" });
    expect(byCity?.latitude).toBeCloseTo(42.5, 0);
    expect(await geocoder.geocode({ city: "Nowhere Town", state: "IA", zipCode: "00000" })).toBeNull();
  });
});

describe("census geocoder", () => {
  it("sends the address and reads the first match (x is longitude)", async () => {
    let requested: URL | undefined;
    const geocoder = createCensusGeocoder({
      fallback,
      fetch: async (url) => {
        requested = new URL(String(url));
        return new Response(
          JSON.stringify({ result: { addressMatches: [{ coordinates: { x: -93.61, y: 42.02 } }] } }),
        );
      },
    });
    expect(await geocoder.geocode(AMES)).toEqual({ latitude: 42.02, longitude: -93.61 });
    expect(requested?.searchParams.get("street")).toBe("515 Clark Ave");
    expect(requested?.searchParams.get("zip")).toBe("50010");
    expect(requested?.searchParams.get("format")).toBe("json");
  });

  it("falls back when there is no match, an error status, bad JSON, a network error or a timeout", async () => {
    const failures: Array<typeof fetch> = [
      answering({ result: { addressMatches: [] } }),
      answering({ result: { addressMatches: [{ coordinates: { x: "a", y: 999 } }] } }),
      answering({ errors: ["bad"] }, 500),
      async () => new Response("<html>", { status: 200 }),
      async () => {
        throw new TypeError("fetch failed");
      },
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () => reject(init.signal?.reason));
        }),
    ];
    for (const failing of failures) {
      const geocoder = createCensusGeocoder({ fallback, fetch: failing, timeoutMs: 20 });
      expect(await geocoder.geocode(AMES)).toEqual({ latitude: 1, longitude: 2 });
    }
  });

  it("does not call the service without a street address", async () => {
    let called = false;
    const geocoder = createCensusGeocoder({
      fallback,
      fetch: async () => {
        called = true;
        return new Response("{}");
      },
    });
    expect(await geocoder.geocode({ ...AMES, address: " " })).toEqual({ latitude: 1, longitude: 2 });
    expect(called).toBe(false);
  });
});
