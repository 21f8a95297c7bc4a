import { readdirSync, readFileSync } from "node:fs";
import { weeklyServiceSchema } from "@app/shared";
import { check as checkGeoJson } from "@placemarkio/check-geojson";
import { Ajv, type ValidateFunction } from "ajv";
import addFormats from "ajv-formats";
import { parse as parseCsv } from "csv-parse/sync";
import { beforeAll, describe, expect, it } from "vitest";
import { inTransaction } from "../src/services/transaction.ts";
import { replaceServices } from "../src/services/weekly-services/rows.ts";
import { createChurch, unique } from "./factories.ts";
import { useTestApp } from "./use-test-app.ts";

// Issue 44, item 2: the approved directory as GeoJSON, CSV and HSDS 3 JSON, each read back by a real parser and
// checked against its standard (RFC 7946; RFC 4180; the HSDS schemas of openreferral/specification, stored in
// fixtures/hsds-3 with their source).

const env = useTestApp();

const HSDS_DIR = new URL("./fixtures/hsds-3/", import.meta.url);
const hsdsBase = "https://openreferral.org/hsds/3/";

/** The HSDS schemas reference one another by file name; each is added under its name so those resolve. */
function hsdsValidators(): Record<
  "organization" | "location" | "address" | "service" | "schedule",
  ValidateFunction
> {
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats.default(ajv);
  for (const file of readdirSync(HSDS_DIR).filter((name) => name.endsWith(".json"))) {
    ajv.addSchema(JSON.parse(readFileSync(new URL(file, HSDS_DIR), "utf8")), `${hsdsBase}${file}`);
  }
  const get = (name: string) => {
    const validate = ajv.getSchema(`${hsdsBase}${name}.json`);
    if (!validate) throw new Error(`no HSDS schema ${name}`);
    return validate;
  };
  return {
    organization: get("organization"),
    location: get("location"),
    address: get("address"),
    service: get("service"),
    schedule: get("schedule"),
  };
}

let placed: { id: number; name: string };
let unplaced: { id: number; name: string };
let tricky: { id: number; name: string };
let hidden: { id: number; name: string };

beforeAll(async () => {
  placed = await createChurch(env.db, {
    name: unique("Open Data Chapel "),
    latitude: "42.03470000",
    longitude: "-93.62000000",
    worshipLanguages: ["en", "es"],
    description: "A church in Ames.",
  });
  // Its weekly services (issue 41's rows), local to its zone: every Sunday, and the first Sunday's evening prayer
  // in Spanish for a season.
  await env.db
    .insertInto("churchSchedules")
    .values({ churchId: placed.id, timeZone: "America/Chicago" })
    .onConflict((conflict) => conflict.column("churchId").doUpdateSet({ timeZone: "America/Chicago" }))
    .execute();
  await inTransaction(env.db, (trx) =>
    replaceServices(
      trx,
      placed.id,
      [
        { days: [0], start: "09:00", end: "10:15", kind: "worship", languages: ["en"] },
        {
          days: [0],
          start: "18:00",
          kind: "prayer",
          languages: ["es"],
          weekOfMonth: 1,
          seasonFrom: "2031-01-01",
          seasonTo: "2031-06-30",
          note: "In the chapel",
        },
      ].map((service) => weeklyServiceSchema.parse(service)),
    ),
  );
  unplaced = await createChurch(env.db, {
    name: unique("Unplaced Chapel "),
    latitude: null,
    longitude: null,
  });
  tricky = await createChurch(env.db, {
    name: `=HYPERLINK("x"), "Quoted";\n${unique("Chapel ")}`,
    serviceTimes: "Sunday 9:00 AM\nSunday 11:00 AM",
  });
  hidden = await createChurch(env.db, { name: unique("Pending Chapel "), isApproved: false });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  env.app.inject({ method: "GET", url, headers });

describe("GET /api/open-data/churches.geojson", () => {
  it("is an RFC 7946 FeatureCollection of the approved churches, [longitude, latitude]", async () => {
    const response = await get("/api/open-data/churches.geojson");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/geo\+json/);
    const collection = checkGeoJson(response.body) as unknown as {
      type: string;
      license: string;
      features: Array<{
        id: number;
        geometry: { coordinates: number[] } | null;
        properties: { name: string };
      }>;
    };
    expect(collection.type).toBe("FeatureCollection");
    expect(collection.license).toBe("CC-BY-4.0");
    const byId = new Map(collection.features.map((feature) => [feature.id, feature]));
    expect(byId.get(placed.id)?.geometry?.coordinates).toEqual([-93.62, 42.0347]);
    expect(byId.get(unplaced.id)?.geometry).toBeNull();
    expect(byId.get(tricky.id)?.properties.name).toBe(tricky.name);
    expect(byId.has(hidden.id)).toBe(false);
  });
});

describe("GET /api/open-data/churches.csv", () => {
  it("parses back to the approved churches, every value intact", async () => {
    const response = await get("/api/open-data/churches.csv");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/csv/);
    const rows = parseCsv(response.body, { bom: true, columns: true }) as Array<Record<string, string>>;
    const byId = new Map(rows.map((row) => [Number(row.id), row]));
    expect(byId.get(placed.id)).toMatchObject({
      name: placed.name,
      latitude: "42.03470000",
      longitude: "-93.62000000",
      worshipLanguages: "en;es",
      description: "A church in Ames.",
    });
    // A formula is kept as text (a leading quote); quotes, delimiters and line breaks survive.
    expect(byId.get(tricky.id)?.name).toBe(`'${tricky.name}`);
    expect(byId.get(tricky.id)?.serviceTimes).toBe("Sunday 9:00 AM\nSunday 11:00 AM");
    expect(byId.has(hidden.id)).toBe(false);
  });
});

describe("GET /api/open-data/hsds.json", () => {
  it("holds HSDS 3 organizations, locations, addresses and services that the published schemas accept", async () => {
    const response = await get("/api/open-data/hsds.json");
    expect(response.statusCode).toBe(200);
    const organizations = JSON.parse(response.body) as Array<{
      name: string;
      locations: Array<{ latitude?: number; addresses: object[] }>;
      services: Array<{ languages: Array<{ code: string }>; schedules?: Array<Record<string, unknown>> }>;
    }>;
    const validators = hsdsValidators();
    // The schemas do refuse: an organization without its required fields, an identifier that is no UUID.
    expect(validators.organization({ name: "x" })).toBe(false);
    expect(validators.organization({ id: "church-1", name: "x", description: "y" })).toBe(false);
    expect(validators.schedule({ id: "schedule-1", freq: "DAILY" })).toBe(false);
    const failures: string[] = [];
    const validate = (kind: keyof typeof validators, value: unknown) => {
      if (!validators[kind](value)) failures.push(`${kind}: ${JSON.stringify(validators[kind].errors)}`);
    };
    for (const organization of organizations) {
      validate("organization", organization);
      for (const location of organization.locations) {
        validate("location", location);
        for (const address of location.addresses) validate("address", address);
      }
      for (const service of organization.services) {
        validate("service", service);
        for (const schedule of service.schedules ?? []) validate("schedule", schedule);
      }
    }
    expect(failures).toEqual([]);
    const names = organizations.map((organization) => organization.name);
    expect(names).toEqual(expect.arrayContaining([placed.name, unplaced.name, tricky.name]));
    expect(names).not.toContain(hidden.name);
    const ames = organizations.find((organization) => organization.name === placed.name);
    expect(ames?.locations[0]?.latitude).toBe(42.0347);
    expect(ames?.services[0]?.languages.map((language) => language.code)).toEqual(["en", "es"]);
    // Its weekly services are its worship service's schedules, in iCalendar's terms, local times with their offset.
    const [sunday, prayer] = ames?.services[0]?.schedules ?? [];
    expect(sunday).toMatchObject({ freq: "WEEKLY", byday: "SU", description: "Worship (en)" });
    expect(sunday?.opens_at).toMatch(/^09:00-0[56]:00$/);
    expect(sunday?.closes_at).toMatch(/^10:15-0[56]:00$/);
    expect([-5, -6]).toContain(sunday?.timezone);
    expect(sunday?.schedule_link).toMatch(new RegExp(`/api/churches/${placed.id}/services\\.ics$`));
    expect(prayer).toMatchObject({
      freq: "MONTHLY",
      byday: "1SU",
      valid_from: "2031-01-01",
      valid_to: "2031-06-30",
      until: "2031-06-30",
      notes: "In the chapel Times are local to America/Chicago.",
    });
    expect(prayer?.closes_at).toBeUndefined();
    // A church that lists no weekly services has no schedules; its free text stays in the description.
    const listedAsText = organizations.find(
      (organization) => organization.name === tricky.name,
    ) as unknown as {
      services: Array<{ description?: string; schedules?: unknown }>;
    };
    expect(listedAsText.services[0]?.schedules).toBeUndefined();
    expect(listedAsText.services[0]?.description).toBe("Sunday 9:00 AM\nSunday 11:00 AM");
  });

  it("is the same organization under the same identifiers in every export", async () => {
    const ids = async () =>
      (JSON.parse((await get("/api/open-data/hsds.json")).body) as Array<{ id: string; name: string }>)
        .filter((organization) => organization.name === placed.name)
        .map((organization) => organization.id);
    expect(await ids()).toEqual(await ids());
  });
});

describe("the exports' validators", () => {
  it("answer If-None-Match and If-Modified-Since with 304 until the directory changes", async () => {
    for (const url of [
      "/api/open-data/churches.geojson",
      "/api/open-data/churches.csv",
      "/api/open-data/hsds.json",
    ]) {
      const first = await get(url);
      const etag = String(first.headers.etag);
      const lastModified = String(first.headers["last-modified"]);
      expect(etag, url).toMatch(/^W\/".+"$/);
      expect(Number.isNaN(Date.parse(lastModified)), url).toBe(false);
      expect(first.headers["cache-control"], url).toMatch(
        /^public, max-age=\d+, stale-while-revalidate=\d+$/,
      );
      expect(first.headers.link, url).toBe('<https://spdx.org/licenses/CC-BY-4.0.html>; rel="license"');
      expect((await get(url, { "if-none-match": etag })).statusCode, url).toBe(304);
      expect((await get(url, { "if-modified-since": lastModified })).statusCode, url).toBe(304);
    }
    const url = "/api/open-data/churches.csv";
    const before = await get(url);
    await env.db
      .updateTable("churches")
      .set({ description: unique("Changed ") })
      .where("id", "=", placed.id)
      .execute();
    const after = await get(url, { "if-none-match": String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    // An HTTP date counts whole seconds, so a change within the second keeps it (the ETag tells the change); the
    // updated_at trigger writes the clock's time, which never goes back.
    expect(Date.parse(String(after.headers["last-modified"]))).toBeGreaterThanOrEqual(
      Date.parse(String(before.headers["last-modified"])),
    );
  });
});
