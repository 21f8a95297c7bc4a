import { describe, expect, it } from "vitest";
import type { Geocoder } from "../src/adapters/geocoder.ts";
import { createAdapters } from "../src/adapters/index.ts";
import { send } from "./admin-helpers.ts";
import { createChurch } from "./factories.ts";
import { callerAs, testConfig } from "./harness.ts";
import { useAdminTestApp } from "./use-test-app.ts";

const env = useAdminTestApp();

const placeOf = (id: number) =>
  env.db
    .selectFrom("churches")
    .select(["latitude", "longitude", "coordinatesManual"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();

describe("POST /api/admin/geocode-churches", () => {
  it("fills missing coordinates only, counts them, and never touches manual or placed churches", async () => {
    const missing = await createChurch(env.db, { latitude: null, longitude: null, zipCode: "50010" });
    const byCity = await createChurch(env.db, {
      latitude: null,
      longitude: null,
      zipCode: "00000",
      city: "Dubuque",
      state: "IA",
    });
    const halfPlaced = await createChurch(env.db, { latitude: "41.00000000", longitude: null });
    const unknown = await createChurch(env.db, {
      latitude: null,
      longitude: null,
      zipCode: "00000",
      city: "Nowhere Town",
    });
    const manual = await createChurch(env.db, {
      latitude: "40.12345678",
      longitude: "-91.12345678",
      coordinatesManual: true,
    });
    // A hand-placed church whose coordinates were later cleared stays the administrator's to place.
    const manualCleared = await createChurch(env.db, {
      latitude: null,
      longitude: null,
      coordinatesManual: true,
    });
    const placed = await createChurch(env.db, { latitude: "44.00000000", longitude: "-95.00000000" });

    const response = await send(env.app, "POST", "/api/admin/geocode-churches", env.adminCookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ geocodedCount: 3 });

    expect(await placeOf(missing.id)).toEqual({
      latitude: "42.03790000",
      longitude: "-93.60030000",
      coordinatesManual: false,
    });
    expect(Number((await placeOf(byCity.id)).latitude)).toBeCloseTo(42.5, 0);
    expect((await placeOf(halfPlaced.id)).longitude).not.toBeNull();
    expect(await placeOf(unknown.id)).toEqual({ latitude: null, longitude: null, coordinatesManual: false });
    expect(await placeOf(manual.id)).toEqual({
      latitude: "40.12345678",
      longitude: "-91.12345678",
      coordinatesManual: true,
    });
    expect(await placeOf(manualCleared.id)).toEqual({
      latitude: null,
      longitude: null,
      coordinatesManual: true,
    });
    expect(await placeOf(placed.id)).toMatchObject({ latitude: "44.00000000", longitude: "-95.00000000" });

    // Nothing is left to fill the second time.
    expect((await send(env.app, "POST", "/api/admin/geocode-churches", env.adminCookie)).json()).toEqual({
      geocodedCount: 0,
    });

    const audit = await env.db
      .selectFrom("auditLog")
      .select(["action", "actorId", "summary"])
      .where("action", "=", "geocode")
      .orderBy("id")
      .execute();
    expect(audit).toEqual([
      { action: "geocode", actorId: env.admin.id, summary: "Geocoded 3 of 4 churches without coordinates" },
      { action: "geocode", actorId: env.admin.id, summary: "Geocoded 0 of 1 churches without coordinates" },
    ]);
  });

  it("counts only what the geocoder found and survives a failing one", async () => {
    await env.db.deleteFrom("churches").execute();
    const found = await createChurch(env.db, { latitude: null, longitude: null, zipCode: "1" });
    const failing = await createChurch(env.db, { latitude: null, longitude: null, zipCode: "2" });
    const geocoder: Geocoder = {
      async geocode({ zipCode }) {
        if (zipCode === "2") throw new Error("service down");
        return { latitude: 45.5, longitude: -92.25 };
      },
    };
    const config = testConfig();
    const caller = callerAs(env.db, env.admin, { ...createAdapters(config, env.db), geocoder });
    expect(await caller.churches.geocode()).toEqual({ geocodedCount: 1 });
    expect(await placeOf(found.id)).toMatchObject({ latitude: "45.50000000", longitude: "-92.25000000" });
    expect(await placeOf(failing.id)).toMatchObject({ latitude: null, longitude: null });
  });
});
