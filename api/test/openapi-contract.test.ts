import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import type { LightMyRequestResponse, RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieFor } from "./admin-helpers.ts";
import { nextIp, registrationBody, SAME_ORIGIN, type TestApp } from "./auth-helpers.ts";
import {
  createAdmin,
  createCandidate,
  createChurch,
  createEvent,
  createPlantRequest,
  createResource,
  createResourceType,
  createSocialLink,
  createUser,
  TEST_PASSWORD,
  unique,
} from "./factories.ts";
import { createTestApp, createTestDatabase, type TestDatabase } from "./harness.ts";

// Issue 44, item 1: every documented path is called, and each answer, success and error, is checked against the
// response schema the OpenAPI document gives for its status. Paths the server has but the document lacks (or the
// reverse) fail too.

type Doc = {
  paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, unknown> }> }>>;
};

let testDb: TestDatabase;
let app: TestApp;
let doc: Doc;
const registered: string[] = [];
let ajv: Ajv2020;

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = await createTestApp(testDb.db, {}, (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) if (method !== "HEAD") registered.push(`${method} ${route.url}`);
  });
  doc = (await app.inject({ method: "GET", url: "/api/openapi.json" })).json() as Doc;
  ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  ajv.addFormat("binary", true);
  ajv.addSchema(doc as object, "openapi.json");
});
afterAll(async () => {
  await app?.close();
  await testDb?.destroy();
});

/** Routes that are not part of the documented API: test-only mail, and the description itself. */
const UNDOCUMENTED = new Set([
  "GET /api/test/outbox",
  "GET /api/openapi.json",
  "GET /api/docs",
  "GET /api/docs/start.js",
  "GET /api/docs/redoc.standalone.js",
]);

const templateOf = (fastifyUrl: string) => fastifyUrl.replace(/:([A-Za-z]+)/g, "{$1}");

/** The document's path template that a concrete URL matches. */
function templateFor(url: string): string {
  const pathname = url.split("?", 1)[0] ?? url;
  const matches = Object.keys(doc.paths).filter((template) => {
    const pattern = new RegExp(`^${template.replace(/[.]/g, "\\.").replace(/\{[^}]+\}/g, "[^/]+")}$`);
    return pattern.test(pathname);
  });
  // A literal path beats a template (/api/churches/search before /api/churches/{id}).
  matches.sort((a, b) => (a.match(/\{/g)?.length ?? 0) - (b.match(/\{/g)?.length ?? 0));
  const found = matches[0];
  if (!found) throw new Error(`no documented path for ${url}`);
  return found;
}

const pointer = (part: string) => part.replace(/~/g, "~0").replace(/\//g, "~1");

const called = new Map<string, Set<number>>();

/** Checks one answer against the document: its status is documented, and a JSON body matches its schema. */
function checkAgainstDocument(method: string, url: string, response: LightMyRequestResponse) {
  const template = templateFor(url);
  const operation = doc.paths[template]?.[method.toLowerCase()];
  expect(operation, `${method} ${template} is documented`).toBeDefined();
  const documented = operation?.responses[String(response.statusCode)];
  expect(
    documented,
    `${method} ${url} answered ${response.statusCode}: ${response.body.slice(0, 300)}`,
  ).toBeDefined();
  const key = `${method} ${template}`;
  called.set(key, (called.get(key) ?? new Set()).add(response.statusCode));
  const content = documented?.content ?? {};
  const type = String(response.headers["content-type"] ?? "").split(";")[0] ?? "";
  if (response.statusCode === 304 || Object.keys(content).length === 0) return;
  if ("application/json" in content) {
    expect(type, `${method} ${url} content type`).toBe("application/json");
    const ref = `openapi.json#/paths/${pointer(template)}/${method.toLowerCase()}/responses/${response.statusCode}/content/application~1json/schema`;
    const validate = ajv.getSchema(ref) ?? ajv.compile({ $ref: ref });
    const valid = validate(response.json());
    expect(valid, `${method} ${url} ${response.statusCode}: ${ajv.errorsText(validate.errors)}`).toBe(true);
  } else {
    const documentedTypes = Object.keys(content);
    expect(
      documentedTypes.some((documentedType) => documentedType === type || documentedType.endsWith("/*")),
      `${method} ${url} content type ${type} in ${documentedTypes}`,
    ).toBe(true);
  }
}

type Who = "anonymous" | "admin" | "owner" | "user";
interface Call {
  method: "GET" | "POST" | "PUT" | "DELETE";
  url: string;
  who?: Who;
  body?: unknown;
  /** Sent as is, with this content type (uploads). */
  raw?: { type: string; payload: string };
  status: number;
}

const cookies: Record<Exclude<Who, "anonymous">, string> = { admin: "", owner: "", user: "" };

async function call({ method, url, who = "anonymous", body, raw, status }: Call) {
  const headers: Record<string, string> = {};
  if (who !== "anonymous") headers.cookie = cookies[who];
  if (method !== "GET") {
    headers.origin = SAME_ORIGIN;
    headers["content-type"] = raw?.type ?? "application/json";
  }
  const response = await app.inject({
    method,
    url,
    headers,
    remoteAddress: nextIp(),
    ...(method !== "GET" && { payload: raw?.payload ?? JSON.stringify(body ?? {}) }),
  });
  expect(response.statusCode, `${method} ${url} as ${who}: ${response.body.slice(0, 300)}`).toBe(status);
  checkAgainstDocument(method, url, response);
  return response;
}

const churchForm = () => ({
  name: unique("Contract Chapel "),
  address: "515 Clark Ave",
  city: "Ames",
  state: "IA",
  zipCode: "50010",
  phone: "515-555-0100",
  email: "office@example.test",
  website: "https://example.test",
  pastorName: "Pat Pastor",
  serviceTimes: "Sunday 9:00 AM",
  description: "",
  memberCount: "80",
  latitude: "",
  longitude: "",
  imageUrl: "",
});

describe("the OpenAPI document and the server", () => {
  it("describe the same REST paths", () => {
    const serverPaths = registered.filter((route) => route.split(" ")[1]?.startsWith("/api"));
    const documented = Object.entries(doc.paths).flatMap(([template, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${template}`),
    );
    const served = serverPaths
      .filter((route) => !UNDOCUMENTED.has(route))
      .map((route) => {
        const [method, url] = route.split(" ");
        return `${method} ${templateOf(url ?? "")}`;
      });
    expect([...new Set(served)].sort()).toEqual([...new Set(documented)].sort());
  });

  it("catch an answer that breaks the document", () => {
    const ref = `openapi.json#/paths/${pointer("/api/churches/{id}")}/get/responses/200/content/application~1json/schema`;
    const validate = ajv.compile({ $ref: ref });
    expect(validate({ id: 1, name: "Grace" })).toBe(false);
    expect(validate({ id: 1, name: "Grace", passwordHash: "x" })).toBe(false);
  });

  it("agree on every answer of every documented path, success and error", async () => {
    const admin = await createAdmin(testDb.db);
    const user = await createUser(testDb.db);
    const owner = await createUser(testDb.db);
    const church = await createChurch(testDb.db, {
      latitude: "42.03",
      longitude: "-93.62",
      ownerId: owner.id,
    });
    await testDb.db.updateTable("users").set({ churchId: church.id }).where("id", "=", owner.id).execute();
    const pending = await createChurch(testDb.db, { isApproved: false });
    const event = await createEvent(testDb.db, { churchId: church.id, startDate: "2031-02-03" });
    const type = await createResourceType(testDb.db, { name: unique("Type ") });
    const resource = await createResource(testDb.db, { type: type.name });
    const link = await createSocialLink(testDb.db, { platform: unique("p") });
    const request = await createPlantRequest(testDb.db);
    const candidate = await createCandidate(testDb.db, { isApproved: true });
    cookies.admin = await cookieFor(app, testDb.db, admin);
    cookies.user = await cookieFor(app, testDb.db, user);
    cookies.owner = await cookieFor(app, testDb.db, owner);
    const missing = 2_000_000_000;

    const viewport = await call({
      method: "GET",
      url: "/api/churches/viewport?west=-100&south=30&east=-80&north=50&zoom=3",
      status: 200,
    });
    const calls: Call[] = [
      { method: "GET", url: "/api/health", status: 200 },
      { method: "GET", url: "/api/ready", status: 200 },
      // The directory.
      { method: "GET", url: "/api/churches", status: 200 },
      { method: "GET", url: "/api/churches?state=IA&limit=5", status: 200 },
      { method: "GET", url: "/api/churches?limit=0", status: 400 },
      { method: "GET", url: "/api/churches/search?q=Church", status: 200 },
      { method: "GET", url: `/api/churches/search?q=${"x".repeat(300)}`, status: 400 },
      { method: "GET", url: "/api/churches/page?limit=5&lat=42&lng=-93.6", status: 200 },
      { method: "GET", url: "/api/churches/page", status: 400 },
      { method: "GET", url: "/api/churches/viewport?west=-100", status: 400 },
      {
        method: "GET",
        url: "/api/churches/viewport?west=-94&south=41&east=-93&north=43&zoom=12",
        status: 200,
      },
      { method: "GET", url: "/api/churches/clusters/100-1?zoom=3&offset=0&limit=10", status: 200 },
      { method: "GET", url: "/api/churches/clusters/x?zoom=99", status: 400 },
      { method: "GET", url: "/api/churches/overview", status: 200 },
      { method: "GET", url: "/api/places?q=50309", status: 200 },
      { method: "GET", url: "/api/places?q=Nowhere%2C%20ZZ", status: 404 },
      { method: "GET", url: "/api/places", status: 400 },
      { method: "GET", url: "/api/open-data/churches.geojson", status: 200 },
      { method: "GET", url: "/api/open-data/churches.csv", status: 200 },
      { method: "GET", url: "/api/open-data/hsds.json", status: 200 },
      { method: "GET", url: `/api/churches/${church.id}`, status: 200 },
      { method: "GET", url: `/api/churches/${missing}`, status: 404 },
      { method: "GET", url: `/api/churches/${church.id}/services.ics`, status: 200 },
      { method: "GET", url: `/api/churches/${missing}/services.ics`, status: 404 },
      { method: "GET", url: "/api/churches/abc", status: 400 },
      // Registration, accounts.
      {
        method: "POST",
        url: "/api/churches",
        body: { ...registrationBody().churchData, email: "office@example.test" },
        status: 201,
      },
      { method: "POST", url: "/api/churches", body: {}, status: 400 },
      {
        method: "POST",
        url: "/api/auth/login",
        body: { email: user.email, password: TEST_PASSWORD },
        status: 200,
      },
      {
        method: "POST",
        url: "/api/auth/login",
        body: { email: user.email, password: "wrong password" },
        status: 401,
      },
      { method: "POST", url: "/api/auth/register-church", body: registrationBody(), status: 201 },
      { method: "POST", url: "/api/auth/register-church", body: {}, status: 400 },
      {
        method: "POST",
        url: "/api/auth/register",
        body: {
          email: `${unique("signup")}@example.test`,
          password: "a strong password",
          firstName: "Sam",
          lastName: "Lee",
        },
        status: 201,
      },
      { method: "POST", url: "/api/auth/register", body: { email: "nope" }, status: 400 },
      { method: "GET", url: "/api/auth/user", who: "user", status: 200 },
      { method: "GET", url: "/api/auth/user", status: 401 },
      { method: "GET", url: "/api/login?redirect=/claim", status: 302 },
      { method: "GET", url: "/api/user/church", who: "owner", status: 200 },
      { method: "GET", url: "/api/user/church", who: "user", status: 404 },
      { method: "GET", url: "/api/user/church", status: 401 },
      { method: "PUT", url: "/api/user/church", who: "owner", body: { name: "" }, status: 400 },
      { method: "PUT", url: "/api/user/church", body: churchForm(), status: 401 },
      { method: "POST", url: "/api/user/claim-church", who: "user", body: {}, status: 400 },
      { method: "POST", url: "/api/user/claim-church", body: { churchId: church.id }, status: 401 },
      { method: "POST", url: "/api/user/claim-church/confirm", who: "user", body: {}, status: 400 },
      { method: "POST", url: "/api/user/claim-church/confirm", body: {}, status: 401 },
      // Events.
      { method: "GET", url: "/api/events", status: 200 },
      { method: "GET", url: "/api/events.ics", status: 200 },
      { method: "GET", url: `/api/events/${event.id}/ics`, status: 200 },
      { method: "GET", url: `/api/events/${missing}/ics`, status: 404 },
      {
        method: "POST",
        url: "/api/events",
        who: "admin",
        body: {
          title: unique("Supper "),
          type: "fellowship",
          startDate: "2031-03-04",
          location: "Hall",
          churchId: String(church.id),
        },
        status: 201,
      },
      { method: "POST", url: "/api/events", who: "user", body: {}, status: 403 },
      { method: "POST", url: "/api/events", body: {}, status: 401 },
      {
        method: "PUT",
        url: `/api/events/${event.id}`,
        who: "admin",
        body: {
          title: unique("Supper "),
          type: "fellowship",
          startDate: "2031-03-05",
          location: "Hall",
          churchId: String(church.id),
        },
        status: 200,
      },
      { method: "PUT", url: `/api/events/${event.id}`, who: "admin", body: { title: "" }, status: 400 },
      // Resources.
      { method: "GET", url: "/api/resources", status: 200 },
      { method: "GET", url: "/api/resource-types", status: 200 },
      {
        method: "POST",
        url: "/api/resources/submit",
        body: {
          title: unique("Guide "),
          description: "Notes from a workshop.",
          type: type.name,
          fileUrl: "https://example.org/a.pdf",
          submitterName: "Ann",
          submitterEmail: "ann@example.test",
          churchName: "Grace",
        },
        status: 201,
      },
      { method: "POST", url: "/api/resources/submit", body: {}, status: 400 },
      { method: "POST", url: `/api/resources/${resource.id}/open`, status: 200 },
      { method: "POST", url: `/api/resources/${missing}/open`, status: 404 },
      { method: "GET", url: "/api/resources/pending", who: "admin", status: 200 },
      { method: "GET", url: "/api/resources/pending", status: 401 },
      {
        method: "PUT",
        url: `/api/resources/${resource.id}/status`,
        who: "admin",
        body: { status: "approved" },
        status: 200,
      },
      {
        method: "PUT",
        url: `/api/resources/${resource.id}/status`,
        who: "admin",
        body: { status: "bogus" },
        status: 400,
      },
      { method: "GET", url: "/api/admin/resources?limit=5", who: "admin", status: 200 },
      { method: "GET", url: "/api/admin/resources", who: "user", status: 403 },
      {
        method: "POST",
        url: "/api/admin/resources",
        who: "admin",
        body: { title: unique("Kit "), type: type.name, description: "", fileUrl: "" },
        status: 201,
      },
      {
        method: "PUT",
        url: `/api/admin/resources/${resource.id}`,
        who: "admin",
        body: { title: unique("Kit "), type: type.name, description: "", fileUrl: "" },
        status: 200,
      },
      {
        method: "PUT",
        url: `/api/admin/resources/${missing}`,
        who: "admin",
        body: { title: unique("Kit "), type: type.name },
        status: 404,
      },
      {
        method: "POST",
        url: "/api/admin/resource-types",
        who: "admin",
        body: { name: unique("Kind ") },
        status: 201,
      },
      { method: "POST", url: "/api/admin/resource-types", who: "admin", body: {}, status: 400 },
      {
        method: "PUT",
        url: `/api/admin/resource-types/${type.id}`,
        who: "admin",
        body: { name: type.name, color: "blue" },
        status: 200,
      },
      { method: "DELETE", url: `/api/admin/resource-types/${missing}`, who: "admin", status: 404 },
      // Church planting.
      {
        method: "POST",
        url: "/api/church-plant-requests",
        body: {
          requestorName: "Ruth Miller",
          requestorEmail: `${unique("ruth")}@example.test`,
          cityName: "Fort Dodge",
          stateName: "IA",
          reasonForRequest: "No church within 40 minutes.",
        },
        status: 201,
      },
      { method: "POST", url: "/api/church-plant-requests", body: {}, status: 400 },
      { method: "GET", url: "/api/church-plant-requests", who: "admin", status: 200 },
      { method: "GET", url: "/api/church-plant-requests", status: 401 },
      {
        method: "PUT",
        url: `/api/church-plant-requests/${request.id}`,
        who: "admin",
        body: { priority: "high" },
        status: 200,
      },
      { method: "DELETE", url: `/api/church-plant-requests/${missing}`, who: "admin", status: 404 },
      {
        method: "POST",
        url: "/api/pastoral-candidates",
        body: { firstName: "Sam", lastName: "Okafor", email: `${unique("sam")}@example.test` },
        status: 201,
      },
      { method: "POST", url: "/api/pastoral-candidates", body: {}, status: 400 },
      { method: "GET", url: "/api/pastoral-candidates", who: "admin", status: 200 },
      { method: "GET", url: "/api/pastoral-candidates", who: "user", status: 403 },
      {
        method: "PUT",
        url: `/api/pastoral-candidates/${candidate.id}`,
        who: "admin",
        body: { notes: "Met at the conference" },
        status: 200,
      },
      { method: "PUT", url: `/api/pastoral-candidates/${candidate.id}/approve`, who: "admin", status: 200 },
      { method: "PUT", url: `/api/pastoral-candidates/${missing}/approve`, who: "admin", status: 404 },
      {
        method: "POST",
        url: "/api/church-planting-connections",
        who: "admin",
        body: { requestId: request.id, candidateId: candidate.id },
        status: 201,
      },
      { method: "GET", url: "/api/church-planting-connections", who: "admin", status: 200 },
      { method: "POST", url: "/api/church-planting-connections", who: "admin", body: {}, status: 400 },
      { method: "DELETE", url: `/api/church-planting-connections/${request.id}`, who: "admin", status: 200 },
      { method: "DELETE", url: `/api/pastoral-candidates/${candidate.id}`, who: "admin", status: 200 },
      { method: "DELETE", url: `/api/church-plant-requests/${request.id}`, who: "admin", status: 200 },
      // Administration.
      { method: "GET", url: "/api/admin/churches", who: "admin", status: 200 },
      { method: "GET", url: "/api/admin/churches", who: "user", status: 403 },
      { method: "GET", url: "/api/admin/churches/pending?q=Church", who: "admin", status: 200 },
      { method: "GET", url: "/api/admin/churches/pending?limit=0", who: "admin", status: 400 },
      { method: "POST", url: "/api/admin/churches", who: "admin", body: churchForm(), status: 200 },
      { method: "POST", url: "/api/admin/churches", who: "admin", body: {}, status: 400 },
      { method: "PUT", url: `/api/admin/churches/${pending.id}/approve`, who: "admin", status: 200 },
      { method: "PUT", url: `/api/admin/churches/${missing}/approve`, who: "admin", status: 404 },
      { method: "PUT", url: `/api/churches/${church.id}`, who: "admin", body: churchForm(), status: 200 },
      { method: "PUT", url: `/api/churches/${church.id}`, body: churchForm(), status: 401 },
      { method: "POST", url: "/api/admin/geocode-churches", who: "admin", status: 200 },
      { method: "POST", url: "/api/admin/geocode-churches", who: "user", status: 403 },
      { method: "GET", url: "/api/admin/audit?limit=5", who: "admin", status: 200 },
      { method: "GET", url: "/api/admin/audit", status: 401 },
      { method: "GET", url: "/api/admin/owner-edits", who: "admin", status: 200 },
      { method: "GET", url: "/api/admin/owner-edits?limit=0", who: "admin", status: 400 },
      { method: "POST", url: `/api/admin/owner-edits/${missing}/revert`, who: "admin", status: 404 },
      { method: "POST", url: `/api/admin/owner-edits/${missing}/accept`, who: "admin", status: 404 },
      {
        method: "POST",
        url: `/api/admin/owner-edits/${missing}/revert-group`,
        who: "admin",
        body: {},
        status: 404,
      },
      { method: "POST", url: "/api/admin/owner-edits/1/revert", status: 401 },
      { method: "GET", url: "/api/admin/export/churches.csv", who: "admin", status: 200 },
      { method: "GET", url: "/api/admin/export/churches.csv", status: 401 },
      { method: "GET", url: "/api/social-media", status: 200 },
      {
        method: "PUT",
        url: `/api/admin/social-media/${link.platform}`,
        who: "admin",
        body: { url: "https://example.org/us" },
        status: 200,
      },
      {
        method: "PUT",
        url: `/api/admin/social-media/${link.platform}`,
        who: "admin",
        body: { url: "javascript:alert(1)" },
        status: 400,
      },
      {
        method: "PUT",
        url: `/api/admin/social-media/${link.platform}/toggle`,
        who: "admin",
        body: { isActive: false },
        status: 200,
      },
      {
        method: "PUT",
        url: `/api/admin/social-media/${link.platform}/toggle`,
        body: { isActive: false },
        status: 401,
      },
      // The spreadsheet import (its journeys are api/test/imports.test.ts's).
      { method: "GET", url: "/api/admin/imports/template.csv", who: "admin", status: 200 },
      { method: "GET", url: "/api/admin/imports/template.csv", status: 401 },
      { method: "GET", url: `/api/admin/imports/${missing}/refused.csv`, who: "admin", status: 404 },
      {
        method: "POST",
        url: "/api/admin/imports",
        raw: { type: "multipart/form-data; boundary=x", payload: "--x--\r\n" },
        status: 401,
      },
      // Uploads: refusals (their successes are covered, bytes and all, by uploads.test.ts).
      {
        method: "POST",
        url: "/api/upload/church-image",
        raw: { type: "multipart/form-data; boundary=x", payload: "--x--\r\n" },
        status: 400,
      },
      {
        method: "POST",
        url: "/api/upload-image",
        raw: { type: "multipart/form-data; boundary=x", payload: "--x--\r\n" },
        status: 401,
      },
      { method: "POST", url: "/api/objects/upload", status: 401 },
      {
        method: "PUT",
        url: "/api/objects/uploads/abc?expires=1&signature=x",
        raw: { type: "application/octet-stream", payload: "x" },
        status: 401,
      },
      { method: "PUT", url: "/api/church-images", body: { imageURL: "/api/uploads/x" }, status: 401 },
      { method: "GET", url: "/api/uploads/not-an-upload", status: 400 },
      // Deletions last: they remove what the calls above read.
      { method: "DELETE", url: `/api/admin/resources/${resource.id}`, who: "admin", status: 200 },
      { method: "DELETE", url: `/api/events/${event.id}`, who: "admin", status: 200 },
      { method: "DELETE", url: `/api/events/${event.id}`, who: "admin", status: 404 },
      { method: "DELETE", url: `/api/churches/${pending.id}`, who: "admin", status: 200 },
      { method: "DELETE", url: `/api/churches/${pending.id}`, who: "admin", status: 404 },
      { method: "GET", url: "/api/auth/logout", status: 303 },
      { method: "POST", url: "/api/auth/logout", who: "user", status: 303 },
    ];
    expect(viewport.statusCode).toBe(200);
    for (const entry of calls) await call(entry);

    // Every documented operation was called at least once.
    const documented = Object.entries(doc.paths).flatMap(([template, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${template}`),
    );
    expect(documented.filter((operation) => !called.has(operation))).toEqual([]);
  }, 120_000);
});
