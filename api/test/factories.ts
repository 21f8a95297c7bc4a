import { randomBytes } from "node:crypto";
import type { Insertable } from "kysely";
import type { Database } from "../src/db/connect.ts";
import type {
  Churches,
  ChurchPlantRequests,
  Events,
  PastoralCandidates,
  Resources,
  ResourceTypes,
  SocialMediaLinks,
  Users,
} from "../src/db/types.ts";
import { hashPassword } from "../src/services/auth/password.ts";
import type { SessionUser } from "../src/services/auth/session.ts";
import { createSession } from "../src/services/auth/sessions.ts";
import { todayIn } from "../src/services/events/dates.ts";
import { testConfig } from "./harness.ts";

/** Unique per call, so tests never collide on unique keys. */
export const unique = (prefix = "t") => `${prefix}${randomBytes(5).toString("hex")}`;

let cachedHash: Promise<string> | undefined;
export const TEST_PASSWORD = "correct horse battery";
const testPasswordHash = () => {
  cachedHash ??= hashPassword(TEST_PASSWORD);
  return cachedHash;
};

export async function createUser(
  db: Database,
  overrides: Partial<Insertable<Users>> = {},
): Promise<SessionUser> {
  const row = await db
    .insertInto("users")
    .values({
      email: `${unique("user")}@example.test`,
      password: await testPasswordHash(),
      firstName: "Test",
      lastName: "User",
      role: "church",
      ...overrides,
    })
    .returning(["id", "email", "firstName", "lastName", "role", "churchId"])
    .executeTakeFirstOrThrow();
  return { ...row, role: row.role === "admin" ? "admin" : "church" };
}

export const createAdmin = (db: Database, overrides: Partial<Insertable<Users>> = {}) =>
  createUser(db, { role: "admin", firstName: "Ada", lastName: "Admin", ...overrides });

/** A session row and the matching cookie header value, for requests through Fastify inject. */
export async function sessionFor(db: Database, user: SessionUser): Promise<string> {
  return createSession(db, user.id);
}

export async function createChurch(db: Database, overrides: Partial<Insertable<Churches>> = {}) {
  return db
    .insertInto("churches")
    .values({
      name: `${unique("Church ")}`,
      address: "100 Main St",
      city: "Ames",
      state: "IA",
      zipCode: "50010",
      latitude: "42.03470000",
      longitude: "-93.62000000",
      pastorName: "Pastor Test",
      email: `${unique("church")}@example.test`,
      serviceTimes: "Sunday 10:00 AM\nWednesday 7:00 PM",
      memberCount: 120,
      isApproved: true,
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function createEvent(db: Database, overrides: Partial<Insertable<Events>> = {}) {
  const churchId = overrides.churchId ?? (await createChurch(db)).id;
  const createdBy = overrides.createdBy ?? (await createAdmin(db)).id;
  return db
    .insertInto("events")
    .values({
      title: unique("Event "),
      startDate: isoDate(7),
      location: "Fellowship Hall",
      type: "fellowship",
      ...overrides,
      churchId,
      createdBy,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function createResourceType(db: Database, overrides: Partial<Insertable<ResourceTypes>> = {}) {
  return db
    .insertInto("resourceTypes")
    .values({ name: unique("type"), color: "blue", ...overrides })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function createResource(db: Database, overrides: Partial<Insertable<Resources>> = {}) {
  const uploadedBy =
    overrides.uploadedBy !== undefined || overrides.submitterEmail
      ? overrides.uploadedBy
      : (await createAdmin(db)).id;
  return db
    .insertInto("resources")
    .values({
      title: unique("Resource "),
      description: "A helpful resource",
      type: "document",
      fileUrl: "https://example.org/file.pdf",
      status: "approved",
      ...overrides,
      uploadedBy,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function createSocialLink(db: Database, overrides: Partial<Insertable<SocialMediaLinks>> = {}) {
  return db
    .insertInto("socialMediaLinks")
    .values({ platform: unique("p"), url: "https://example.org/social", isActive: true, ...overrides })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function createPlantRequest(
  db: Database,
  overrides: Partial<Insertable<ChurchPlantRequests>> = {},
) {
  return db
    .insertInto("churchPlantRequests")
    .values({
      requestorName: "Riley Requestor",
      requestorEmail: `${unique("req")}@example.test`,
      cityName: "Fort Dodge",
      stateName: "IA",
      reasonForRequest: "Our town has no church within 30 miles.",
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function createCandidate(db: Database, overrides: Partial<Insertable<PastoralCandidates>> = {}) {
  return db
    .insertInto("pastoralCandidates")
    .values({
      firstName: "Casey",
      lastName: "Candidate",
      email: `${unique("cand")}@example.test`,
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * A calendar date `days` from today in the network's time zone, as YYYY-MM-DD: the server's "today" (an event
 * that ended yesterday is past), whatever the machine's zone and hour. From the machine's calendar, a Midwest
 * evening's "yesterday" in UTC was still today for the server, and the test failed.
 */
export function isoDate(days: number): string {
  const date = new Date(`${todayIn(testConfig().EVENTS_TIME_ZONE)}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
