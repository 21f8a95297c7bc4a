import { randomBytes } from "node:crypto";
import pg from "pg";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import zipcodes from "zipcodes";
import { type Connection, connect, type Database } from "../src/db/connect.ts";
import { migrateToLatest } from "../src/db/migrate.ts";
import { DEMO_FACETS, DEMO_SERVICES } from "../src/seed/demo-services.ts";
import { seedDemoData } from "../src/seed/seed.ts";
import { PHOTOGRAPHED_CHURCHES, PHOTOGRAPHED_EVENTS } from "../src/seed/seed-data.ts";
import { PHOTO_HEIGHT, PHOTO_WIDTH } from "../src/seed/seed-photos.ts";
import { verifyPassword } from "../src/services/auth/password.ts";

/** A server where the test may create and drop its own database (trust authentication on developer machines). */
const serverUrl = process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";
const databaseName = `seedtest_${randomBytes(6).toString("hex")}`;

const ADMIN_EMAIL = "admin@example.org";
const ADMIN_PASSWORD = "first-admin-password";
const TABLES = [
  "users",
  "churches",
  "events",
  "resourceTypes",
  "resources",
  "socialMediaLinks",
  "churchPlantRequests",
  "pastoralCandidates",
] as const;

function databaseUrl(name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Every row of every seeded table, timestamps included: equal snapshots mean nothing was touched. */
async function snapshot(db: Database): Promise<Record<string, unknown[]>> {
  const result: Record<string, unknown[]> = {};
  for (const table of TABLES) {
    result[table] = await db.selectFrom(table).selectAll().orderBy("id").execute();
  }
  return result;
}

function counts(rows: Record<string, unknown[]>): Record<string, number> {
  return Object.fromEntries(Object.entries(rows).map(([table, list]) => [table, list.length]));
}

/** Today in the network's calendar, the same reference the seed uses for relative event dates. */
function todayInChicago(): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: "America/Chicago",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date());
}

/** Great-circle distance in kilometres. */
function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(a));
}

describe("seedDemoData on a fresh PostgreSQL database", () => {
  let connection: Connection | undefined;
  let db: Database;
  let firstRun: { created: boolean };
  let secondRun: { created: boolean };
  let afterFirst: Record<string, unknown[]>;
  let afterSecond: Record<string, unknown[]>;

  beforeAll(async () => {
    await onServer(`CREATE DATABASE ${databaseName}`);
    connection = await connect({ databaseUrl: databaseUrl(databaseName), poolSize: 2 });
    db = connection.db;
    await migrateToLatest(db);
    firstRun = await seedDemoData(db, { adminEmail: ADMIN_EMAIL, adminPassword: ADMIN_PASSWORD });
    afterFirst = await snapshot(db);
    secondRun = await seedDemoData(db, { adminEmail: ADMIN_EMAIL, adminPassword: ADMIN_PASSWORD });
    afterSecond = await snapshot(db);
  }, 120_000);

  afterAll(async () => {
    await connection?.close();
    await onServer(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  }, 60_000);

  it("is idempotent: a second run creates nothing and changes nothing", () => {
    expect(firstRun.created).toBe(true);
    expect(secondRun.created).toBe(false);
    expect(counts(afterSecond)).toEqual(counts(afterFirst));
    expect(afterSecond).toEqual(afterFirst);
  });

  it("paints a few photos at seed time (stored as uploads, once) and leaves the other listings without one", async () => {
    const churches = await db.selectFrom("churches").select(["name", "imageUrl"]).execute();
    const events = await db.selectFrom("events").select(["title", "imageUrl"]).execute();
    const pictured = [...churches, ...events].filter((row) => row.imageUrl !== null);
    expect(
      churches
        .filter((church) => church.imageUrl)
        .map((church) => church.name)
        .sort(),
    ).toEqual([...PHOTOGRAPHED_CHURCHES].sort());
    expect(
      events
        .filter((event) => event.imageUrl)
        .map((event) => event.title)
        .sort(),
    ).toEqual([...PHOTOGRAPHED_EVENTS].sort());
    const ids = pictured.map((row) => /^\/api\/uploads\/([0-9a-f-]{36})$/.exec(row.imageUrl ?? "")?.[1]);
    expect(ids.every(Boolean)).toBe(true);
    // The second run painted nothing more.
    const uploads = await db.selectFrom("uploads").select(["id", "contentType", "bytes"]).execute();
    expect(uploads.map((upload) => upload.id).sort()).toEqual([...ids].sort());
    for (const upload of uploads) {
      expect(upload.contentType).toBe("image/jpeg");
      const meta = await sharp(upload.bytes).metadata();
      expect(meta).toMatchObject({ format: "jpeg", width: PHOTO_WIDTH, height: PHOTO_HEIGHT });
    }
  });

  it("seeds approved churches across all ten states at real town coordinates", async () => {
    const churches = await db.selectFrom("churches").selectAll().execute();
    const approved = churches.filter((church) => church.isApproved);
    expect(approved.length).toBeGreaterThanOrEqual(44);
    expect(new Set(approved.map((church) => church.state))).toEqual(
      new Set(["IL", "IN", "IA", "KS", "MI", "MN", "MO", "NE", "OH", "WI"]),
    );
    expect(churches.filter((church) => !church.isApproved)).toHaveLength(3);
    expect(approved.filter((church) => church.latitude === null || church.longitude === null)).toHaveLength(
      1,
    );
    expect(approved.filter((church) => church.ownerId === null).length).toBeGreaterThanOrEqual(6);

    const emails = churches.map((church) => church.email);
    expect(new Set(emails).size).toBe(churches.length);
    for (const church of churches) {
      expect(church.state).toMatch(/^[A-Z]{2}$/);
      expect(church.zipCode).toMatch(/^\d{5}$/);
      expect(church.email).toMatch(/^[a-z0-9.-]+@[a-z0-9.-]+$/);
      expect(church.website).toMatch(/^https:\/\//);
      expect(church.phone).toMatch(/^\(\d{3}\) \d{3}-\d{4}$/);
      expect(church.pastorName).toBeTruthy();
      expect(church.serviceTimes).toContain("\n");
      expect(church.description?.length).toBeGreaterThan(80);
      expect(church.memberCount).toBeGreaterThanOrEqual(40);
      expect(church.memberCount).toBeLessThanOrEqual(2500);
      // A painted picture (tested above) or none: never an address elsewhere.
      if (!PHOTOGRAPHED_CHURCHES.includes(church.name)) expect(church.imageUrl).toBeNull();

      // The ZIP code belongs to the town, and the coordinates lie within that town.
      const zip = zipcodes.lookup(church.zipCode);
      expect(zip?.state, `${church.name}: ZIP ${church.zipCode}`).toBe(church.state);
      if (church.latitude !== null && church.longitude !== null) {
        const km = distanceKm(
          Number(church.latitude),
          Number(church.longitude),
          zip!.latitude,
          zip!.longitude,
        );
        expect(km, `${church.name} lies ${km.toFixed(1)} km from its ZIP centre`).toBeLessThan(10);
      }
    }
    expect(new Set(approved.map((church) => church.memberCount)).size).toBeGreaterThan(30);

    const inCity = (city: string) => approved.filter((church) => church.city === city).length;
    expect(inCity("Des Moines")).toBeGreaterThanOrEqual(4);
    expect(inCity("Minneapolis")).toBeGreaterThanOrEqual(3);
    expect(inCity("Chicago") + inCity("Evanston")).toBeGreaterThanOrEqual(3);

    // Issue 17: the language filter has something to find, and most churches worship in English.
    const languages = (church: (typeof approved)[number]) => church.worshipLanguages.join(",");
    expect(approved.filter((church) => languages(church) === "es").length).toBeGreaterThanOrEqual(1);
    expect(approved.filter((church) => languages(church) === "en,es").length).toBeGreaterThanOrEqual(1);
    expect(approved.filter((church) => languages(church) === "en").length).toBeGreaterThan(
      approved.length / 2,
    );
  });

  it("creates the administrator and the church account that owns one approved church", async () => {
    const admin = await db
      .selectFrom("users")
      .selectAll()
      .where("email", "=", ADMIN_EMAIL)
      .executeTakeFirstOrThrow();
    expect(admin).toMatchObject({
      role: "admin",
      firstName: null,
      lastName: null,
      churchId: null,
    });
    expect(await verifyPassword(admin.password, ADMIN_PASSWORD)).toBe(true);

    const pastor = await db
      .selectFrom("users")
      .selectAll()
      .where("email", "=", "pastor@example.org")
      .executeTakeFirstOrThrow();
    expect(pastor).toMatchObject({ role: "church", firstName: "Grace", lastName: "Miller" });
    expect(await verifyPassword(pastor.password, "church-demo-password")).toBe(true);

    const owned = await db.selectFrom("churches").selectAll().where("ownerId", "=", pastor.id).execute();
    expect(owned).toHaveLength(1);
    expect(owned[0]?.isApproved).toBe(true);
    expect(pastor.churchId).toBe(owned[0]?.id);
    expect(await db.selectFrom("users").select("id").execute()).toHaveLength(2);
    expect(
      await db.selectFrom("churches").select("id").where("ownerId", "is not", null).execute(),
    ).toHaveLength(1);
  });

  it("seeds upcoming and past events of several types, hosted by approved churches", async () => {
    const today = todayInChicago();
    const admin = await db
      .selectFrom("users")
      .select("id")
      .where("role", "=", "admin")
      .executeTakeFirstOrThrow();
    const events = await db
      .selectFrom("events")
      .innerJoin("churches", "churches.id", "events.churchId")
      .selectAll("events")
      .select("churches.isApproved as hostApproved")
      .execute();

    const upcoming = events.filter((event) => event.startDate >= today);
    const past = events.filter((event) => (event.endDate ?? event.startDate) < today);
    expect(upcoming.length).toBeGreaterThanOrEqual(10);
    expect(past).toHaveLength(2);
    const lastDay = new Date(`${today}T00:00:00Z`);
    lastDay.setUTCDate(lastDay.getUTCDate() + 60);
    for (const event of upcoming) expect(event.startDate <= lastDay.toISOString().slice(0, 10)).toBe(true);

    expect(new Set(events.map((event) => event.type))).toEqual(
      new Set(["service", "conference", "study", "fellowship", "outreach", "special", "workshop"]),
    );
    for (const event of events) {
      expect(event.startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(event.hostApproved).toBe(true);
      expect(event.createdBy).toBe(admin.id);
      expect(event.location.length).toBeGreaterThan(5);
      expect(event.description).toBeTruthy();
    }
    expect(events.some((event) => event.endDate !== null && event.endDate > event.startDate)).toBe(true);
    expect(events.some((event) => event.allDay && event.time === null)).toBe(true);
    expect(
      events.some((event) => event.callToActionText && event.callToActionUrl?.startsWith("https://")),
    ).toBe(true);
    expect(events.some((event) => event.registrationRequired && (event.capacity ?? 0) > 0)).toBe(true);
  });

  it("seeds resource types and a vault of at least two pages plus pending submissions", async () => {
    const types = await db.selectFrom("resourceTypes").select(["name", "color"]).orderBy("name").execute();
    expect(types).toEqual([
      { name: "article", color: "teal" },
      { name: "audio", color: "purple" },
      { name: "curriculum", color: "green" },
      { name: "document", color: "blue" },
      { name: "video", color: "red" },
      { name: "worship", color: "orange" },
    ]);
    const typeNames = new Set(types.map((type) => type.name));

    const admin = await db
      .selectFrom("users")
      .select("id")
      .where("role", "=", "admin")
      .executeTakeFirstOrThrow();
    const resources = await db.selectFrom("resources").selectAll().execute();
    const approved = resources.filter((resource) => resource.status === "approved");
    const pending = resources.filter((resource) => resource.status === "pending");
    expect(approved.length).toBeGreaterThanOrEqual(14);
    expect(pending).toHaveLength(3);
    expect(resources).toHaveLength(approved.length + pending.length);

    for (const resource of resources) {
      expect(typeNames.has(resource.type)).toBe(true);
      expect(resource.description).toBeTruthy();
      expect(resource.fileUrl).toMatch(/^https:\/\//);
    }
    for (const resource of approved) expect(resource.uploadedBy).toBe(admin.id);
    for (const resource of pending) {
      expect(resource.uploadedBy).toBeNull();
      expect(resource.submitterName).toBeTruthy();
      expect(resource.submitterEmail).toMatch(/@/);
      expect(resource.churchName).toBeTruthy();
    }

    const urls = approved.map((resource) => resource.fileUrl ?? "");
    expect(urls.some((url) => url.startsWith("https://www.youtube.com/watch?v="))).toBe(true);
    expect(urls.some((url) => url.startsWith("https://youtu.be/"))).toBe(true);
    expect(urls.some((url) => url.endsWith(".mp3"))).toBe(true);
    expect(urls.some((url) => url.endsWith(".mp4"))).toBe(true);
    expect(approved.filter((resource) => resource.type === "document").length).toBeGreaterThanOrEqual(3);
    expect(new Set(approved.map((resource) => resource.downloadCount)).size).toBeGreaterThan(10);
  });

  it("seeds weekly services as data for a few churches, their text written from them, and leaves the rest as text", async () => {
    const services = await db
      .selectFrom("churchServices")
      .innerJoin("churches", "churches.id", "churchServices.churchId")
      .select(["churches.name", "churches.serviceTimes", "churchServices.kind", "churchServices.languages"])
      .select("churchServices.weekOfMonth")
      .select("churchServices.seasonFrom")
      .execute();
    const churches = new Set(services.map((service) => service.name));
    expect(churches).toEqual(new Set(DEMO_SERVICES.map(({ church }) => church.name)));
    // Saturday evening Masses, Spanish services, a first Sunday and a summer schedule are all there.
    expect(services.some((service) => service.kind === "mass")).toBe(true);
    expect(services.some((service) => service.languages.includes("es"))).toBe(true);
    expect(services.some((service) => service.weekOfMonth === 1)).toBe(true);
    expect(services.some((service) => service.seasonFrom !== null)).toBe(true);
    const grand = services.find((service) => service.name === "Grand Avenue Community Church");
    expect(grand?.serviceTimes).toContain(
      "Sunday Worship: 11:00 AM - 12:15 PM (in Spanish; Culto en español)",
    );
  });

  it("seeds accessibility and family answers for a few churches, unknown where not given", async () => {
    const facets = await db
      .selectFrom("churchFacets")
      .innerJoin("churches", "churches.id", "churchFacets.churchId")
      .select(["churches.name", "churchFacets.stepFreeEntrance", "churchFacets.signLanguage"])
      .execute();
    expect(new Set(facets.map((row) => row.name))).toEqual(
      new Set(DEMO_FACETS.map(({ church }) => church.name)),
    );
    const grand = facets.find((row) => row.name === "Grand Avenue Community Church");
    expect(grand).toMatchObject({ stepFreeEntrance: true, signLanguage: false });
    expect(facets.find((row) => row.name === "Heritage Hill Church")?.stepFreeEntrance).toBeNull();
  });

  it("seeds the five social links in their three states", async () => {
    const links = await db.selectFrom("socialMediaLinks").select(["platform", "url", "isActive"]).execute();
    expect(new Set(links.map((link) => link.platform))).toEqual(
      new Set(["facebook", "youtube", "instagram", "twitter", "linkedin"]),
    );
    expect(links.filter((link) => link.isActive && link.url.startsWith("https://"))).toHaveLength(3);
    expect(links.filter((link) => link.isActive && link.url === "")).toHaveLength(1);
    expect(links.filter((link) => !link.isActive && link.url.startsWith("https://"))).toHaveLength(1);
  });

  it("seeds church plant requests and pastoral candidates", async () => {
    const requests = await db.selectFrom("churchPlantRequests").selectAll().execute();
    expect(requests).toHaveLength(4);
    expect(new Set(requests.map((request) => request.status))).toEqual(new Set(["pending", "in-progress"]));
    expect(new Set(requests.map((request) => request.priority)).size).toBeGreaterThan(1);
    for (const request of requests) {
      expect(request.stateName).toMatch(/^(IL|IN|IA|KS|MI|MN|MO|NE|OH|WI)$/);
      expect(request.population).toBeGreaterThan(0);
      expect(request.reasonForRequest.length).toBeGreaterThan(40);
      expect([
        "Immediate (0-6 months)",
        "Short-term (6-12 months)",
        "Medium-term (1-2 years)",
        "Long-term (2+ years)",
        "Flexible",
      ]).toContain(request.timeline);
      expect(request.assignedPastoralCandidateId).toBeNull();
      // Placed by the offline gazetteer, so the admin's planting map shows every demo request.
      expect(request.latitude).not.toBeNull();
      expect(request.longitude).not.toBeNull();
    }

    const candidates = await db.selectFrom("pastoralCandidates").selectAll().execute();
    expect(candidates).toHaveLength(4);
    expect(candidates.filter((c) => c.isApproved && c.status === "available")).toHaveLength(2);
    expect(candidates.filter((c) => !c.isApproved)).toHaveLength(1);
    expect(candidates.filter((c) => c.status === "contacted")).toHaveLength(1);
    for (const candidate of candidates) {
      expect(["Single", "Married", "Widowed"]).toContain(candidate.maritalStatus);
      expect(["Immediate", "3-6 months", "6-12 months", "1+ years", "Flexible"]).toContain(
        candidate.availability,
      );
      expect(["Urban", "Suburban", "Rural"]).toContain(candidate.communityTypePreference);
      expect(candidate.geographicPreferences).toBeTruthy();
      expect(candidate.assignedChurchPlantRequestId).toBeNull();
    }
  });

  it("keeps an existing admin password on re-seed and fills one only when it is missing", async () => {
    const before = await snapshot(db);
    const again = await seedDemoData(db, { adminEmail: ADMIN_EMAIL, adminPassword: "a-different-password" });
    expect(again.created).toBe(false);
    expect(await snapshot(db)).toEqual(before);

    await db.updateTable("users").set({ password: "" }).where("email", "=", ADMIN_EMAIL).execute();
    const refilled = await seedDemoData(db, {
      adminEmail: ADMIN_EMAIL,
      adminPassword: "a-different-password",
    });
    expect(refilled.created).toBe(true);
    const admin = await db
      .selectFrom("users")
      .select("password")
      .where("email", "=", ADMIN_EMAIL)
      .executeTakeFirstOrThrow();
    expect(await verifyPassword(admin.password, "a-different-password")).toBe(true);
    expect(counts(await snapshot(db))).toEqual(counts(before));
  }, 60_000);

  it("re-seeds without an admin password (a restart with SEED_DEMO=true), and asks for one only to create the admin", async () => {
    const before = await snapshot(db);
    const again = await seedDemoData(db, { adminEmail: ADMIN_EMAIL });
    expect(again.created).toBe(false);
    expect(await snapshot(db)).toEqual(before);
    await expect(seedDemoData(db, { adminEmail: "new-admin@example.org" })).rejects.toThrow(
      /Set ADMIN_PASSWORD: the administrator new-admin@example.org does not exist yet/,
    );
    expect(await snapshot(db)).toEqual(before);
  }, 60_000);

  it("refuses an admin email that belongs to a church account", async () => {
    await expect(
      seedDemoData(db, { adminEmail: "pastor@example.org", adminPassword: ADMIN_PASSWORD }),
    ).rejects.toThrow(/demo church account/);

    await db
      .insertInto("users")
      .values({ email: "member@example.org", password: "x", role: "church" })
      .execute();
    const before = await snapshot(db);
    await expect(
      seedDemoData(db, { adminEmail: "member@example.org", adminPassword: ADMIN_PASSWORD }),
    ).rejects.toThrow(/already exists with role "church"/);
    expect(await snapshot(db)).toEqual(before);
  });
});
