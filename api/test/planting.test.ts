import { beforeAll, describe, expect, it } from "vitest";
import { createAdapters } from "../src/adapters/index.ts";
import { cookieFor } from "./admin-helpers.ts";
import { nextIp, SAME_ORIGIN, sendJson } from "./auth-helpers.ts";
import {
  createAdmin,
  createCandidate,
  createChurch,
  createPlantRequest,
  createUser,
  unique,
} from "./factories.ts";
import { callerAs, testConfig } from "./harness.ts";
import { useAdminTestApp } from "./use-test-app.ts";

const env = useAdminTestApp();

let churchUserCookie: string;
beforeAll(async () => {
  churchUserCookie = await cookieFor(env.app, env.db, await createUser(env.db));
});

const get = (url: string, cookie?: string) =>
  env.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });

function plantRequestBody(overrides: Record<string, unknown> = {}) {
  return {
    requestorName: "Ruth Miller",
    requestorEmail: `${unique("ruth")}@example.test`,
    requestorPhone: "",
    cityName: "Fort Dodge",
    stateName: "IA",
    population: "24871",
    reasonForRequest: "The nearest church is 40 minutes away.",
    communityNeeds: "Young families",
    existingChurches: "",
    supportNetwork: "Two families ready to host",
    timeline: "Short-term (6-12 months)",
    additionalInfo: "",
    ...overrides,
  };
}

function candidateBody(overrides: Record<string, unknown> = {}) {
  return {
    firstName: "Samuel",
    lastName: "Okafor",
    email: `${unique("samuel")}@example.test`,
    phone: "515-555-0142",
    age: "38",
    maritalStatus: "Married",
    hasChildren: true,
    numberOfChildren: "2",
    currentRole: "Associate Pastor",
    yearsInMinistry: "9",
    geographicPreferences: "Rural Iowa or southern Minnesota",
    communityTypePreference: "Rural",
    availability: "3-6 months",
    submittedBy: "",
    submitterEmail: "",
    ...overrides,
  };
}

const storedRequests = (email: string) =>
  env.db.selectFrom("churchPlantRequests").selectAll().where("requestorEmail", "=", email).execute();
const storedCandidates = (email: string) =>
  env.db.selectFrom("pastoralCandidates").selectAll().where("email", "=", email).execute();

describe("POST /api/church-plant-requests", () => {
  it("stores a visitor's request pending and medium, with numbers coerced and the town geocoded", async () => {
    const body = plantRequestBody();
    const response = await sendJson(env.app, "POST", "/api/church-plant-requests", body, { ip: nextIp() });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ status: "pending", priority: "medium" });
    const [row] = await storedRequests(body.requestorEmail);
    expect(row).toMatchObject({
      id: response.json().id,
      population: 24871,
      requestorPhone: null,
      status: "pending",
      priority: "medium",
      assignedPastoralCandidateId: null,
      notes: null,
    });
    // Fort Dodge, IA from the offline ZIP gazetteer.
    expect(row!.latitude).toBeCloseTo(42.5, 0);
    expect(row!.longitude).toBeCloseTo(-94.2, 0);
  });

  it("stores the request without coordinates when the town is unknown or the geocoder fails", async () => {
    const unknownTown = plantRequestBody({ cityName: "Nowhereville Zzyzx" });
    const response = await sendJson(env.app, "POST", "/api/church-plant-requests", unknownTown, {
      ip: nextIp(),
    });
    expect(response.statusCode).toBe(201);
    expect((await storedRequests(unknownTown.requestorEmail))[0]).toMatchObject({
      latitude: null,
      longitude: null,
    });

    const config = testConfig();
    const failing = {
      ...createAdapters(config, env.db),
      geocoder: { geocode: () => Promise.reject(new Error("geocoder down")) },
    };
    const body = plantRequestBody();
    await callerAs(env.db, null, failing).planting.create(body);
    expect((await storedRequests(body.requestorEmail))[0]).toMatchObject({ latitude: null, longitude: null });
  });

  it.each([
    ["id", 99],
    ["createdAt", "2025-01-01T00:00:00Z"],
    ["updatedAt", "2025-01-01T00:00:00Z"],
    ["assignedPastoralCandidateId", 1],
    ["latitude", 42.5],
    ["longitude", -94.2],
    ["notes", "fast-track this one"],
    ["status", "completed"],
    ["priority", "high"],
    ["statusBeforeMatch", "pending"],
    ["matchedAt", "2025-01-01T00:00:00Z"],
    ["favouriteColour", "blue"],
  ])("refuses the server-owned or unknown field %s with 400 and stores nothing", async (field, value) => {
    const body = plantRequestBody({ [field]: value });
    const response = await sendJson(env.app, "POST", "/api/church-plant-requests", body, { ip: nextIp() });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(`Unrecognized key: "${field}"`);
    expect(await storedRequests(body.requestorEmail)).toHaveLength(0);
  });

  it.each([
    ["requestorName", "n".repeat(101)],
    ["requestorEmail", `${"a".repeat(95)}@b.org`],
    ["requestorPhone", "1".repeat(21)],
    ["cityName", "c".repeat(101)],
    ["reasonForRequest", "r".repeat(5001)],
    ["additionalInfo", "a".repeat(5001)],
  ])("enforces the length cap of %s", async (field, value) => {
    const body = plantRequestBody({ [field]: value });
    const response = await sendJson(env.app, "POST", "/api/church-plant-requests", body, { ip: nextIp() });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors[field]).toEqual([
      expect.stringMatching(/^Must be at most \d+ characters$/),
    ]);
    const email = field === "requestorEmail" ? String(value) : body.requestorEmail;
    expect(await storedRequests(email)).toHaveLength(0);
  });

  it("accepts exactly the caps and refuses a state outside the 50", async () => {
    const atCaps = plantRequestBody({
      requestorName: "n".repeat(100),
      requestorPhone: "1".repeat(20),
      cityName: "c".repeat(100),
    });
    expect(
      (await sendJson(env.app, "POST", "/api/church-plant-requests", atCaps, { ip: nextIp() })).statusCode,
    ).toBe(201);
    const abroad = plantRequestBody({ stateName: "ON" });
    const response = await sendJson(env.app, "POST", "/api/church-plant-requests", abroad, { ip: nextIp() });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("State is required");
  });

  it("limits submissions per client address with a 429 and a message", async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i++) {
      const ok = await sendJson(env.app, "POST", "/api/church-plant-requests", plantRequestBody(), { ip });
      expect(ok.statusCode).toBe(201);
    }
    const body = plantRequestBody();
    const limited = await sendJson(env.app, "POST", "/api/church-plant-requests", body, { ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/Please wait/);
    expect(await storedRequests(body.requestorEmail)).toHaveLength(0);
    // Another address is not affected.
    const other = await sendJson(env.app, "POST", "/api/church-plant-requests", plantRequestBody(), {
      ip: nextIp(),
    });
    expect(other.statusCode).toBe(201);
  });
});

describe("POST /api/pastoral-candidates", () => {
  it("stores an application available and unapproved, with numbers coerced", async () => {
    const body = candidateBody();
    const response = await sendJson(env.app, "POST", "/api/pastoral-candidates", body, { ip: nextIp() });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ status: "available" });
    expect((await storedCandidates(body.email))[0]).toMatchObject({
      age: 38,
      yearsInMinistry: 9,
      hasChildren: true,
      numberOfChildren: 2,
      status: "available",
      isApproved: false,
      submittedBy: null,
      submitterEmail: null,
    });
  });

  it("drops the number of children when the box is unchecked", async () => {
    const body = candidateBody({ hasChildren: false, numberOfChildren: "4" });
    expect(
      (await sendJson(env.app, "POST", "/api/pastoral-candidates", body, { ip: nextIp() })).statusCode,
    ).toBe(201);
    expect((await storedCandidates(body.email))[0]).toMatchObject({
      hasChildren: false,
      numberOfChildren: null,
    });
  });

  it.each([
    ["id", 99],
    ["createdAt", "2025-01-01T00:00:00Z"],
    ["updatedAt", "2025-01-01T00:00:00Z"],
    ["assignedChurchPlantRequestId", 1],
    ["isApproved", true],
    ["notes", "promising"],
    ["status", "placed"],
    ["statusBeforeMatch", "available"],
    ["nickname", "Sam"],
  ])("refuses the server-owned or unknown field %s with 400 and stores nothing", async (field, value) => {
    const body = candidateBody({ [field]: value });
    const response = await sendJson(env.app, "POST", "/api/pastoral-candidates", body, { ip: nextIp() });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(`Unrecognized key: "${field}"`);
    expect(await storedCandidates(body.email)).toHaveLength(0);
  });

  it.each([
    ["firstName", "f".repeat(51)],
    ["lastName", "l".repeat(51)],
    ["phone", "5".repeat(21)],
    ["currentRole", "r".repeat(101)],
    ["supportingChurch", "s".repeat(101)],
    ["submittedBy", "b".repeat(101)],
    ["submitterEmail", `${"s".repeat(95)}@b.org`],
  ])("enforces the length cap of %s", async (field, value) => {
    const body = candidateBody({ [field]: value });
    const response = await sendJson(env.app, "POST", "/api/pastoral-candidates", body, { ip: nextIp() });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors[field]).toEqual([
      expect.stringMatching(/^Must be at most \d+ characters$/),
    ]);
    expect(await storedCandidates(body.email)).toHaveLength(0);
  });

  it("refuses an email over 100 characters and an unknown current church", async () => {
    const longEmail = candidateBody({ email: `${"e".repeat(95)}@b.org` });
    const response = await sendJson(env.app, "POST", "/api/pastoral-candidates", longEmail, { ip: nextIp() });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors.email).toEqual(["Must be at most 100 characters"]);

    const body = candidateBody({ currentChurchId: 999_999 });
    const unknown = await sendJson(env.app, "POST", "/api/pastoral-candidates", body, { ip: nextIp() });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      message: "Please select a valid church",
      fieldErrors: { currentChurchId: ["Please select a valid church"] },
    });
    expect(await storedCandidates(body.email)).toHaveLength(0);
  });

  it("limits applications per client address", async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i++) {
      expect(
        (await sendJson(env.app, "POST", "/api/pastoral-candidates", candidateBody(), { ip })).statusCode,
      ).toBe(201);
    }
    const limited = await sendJson(env.app, "POST", "/api/pastoral-candidates", candidateBody(), { ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/Please wait/);
  });
});

describe("only administrators read or change requests and candidates", () => {
  const reads = [
    "/api/church-plant-requests",
    "/api/pastoral-candidates",
    "/api/church-planting-connections",
  ];

  it.each(reads)("GET %s: 401 anonymous, 403 for a church user, 200 for an admin", async (url) => {
    expect((await get(url)).statusCode).toBe(401);
    expect((await get(url, churchUserCookie)).statusCode).toBe(403);
    const response = await get(url, env.adminCookie);
    expect(response.statusCode).toBe(200);
    expect(Array.isArray(response.json())).toBe(true);
  });

  it("refuses every admin write to a church user and leaves the rows unchanged", async () => {
    const request = await createPlantRequest(env.db);
    const candidate = await createCandidate(env.db);
    const writes: Array<["PUT" | "DELETE" | "POST", string, unknown]> = [
      ["PUT", `/api/church-plant-requests/${request.id}`, { status: "completed" }],
      ["DELETE", `/api/church-plant-requests/${request.id}`, {}],
      ["PUT", `/api/pastoral-candidates/${candidate.id}`, { status: "placed" }],
      ["PUT", `/api/pastoral-candidates/${candidate.id}/approve`, {}],
      ["DELETE", `/api/pastoral-candidates/${candidate.id}`, {}],
      ["POST", "/api/church-planting-connections", { requestId: request.id, candidateId: candidate.id }],
      ["DELETE", `/api/church-planting-connections/${request.id}`, {}],
    ];
    for (const [method, url, body] of writes) {
      const anonymous = await sendJson(env.app, method, url, body);
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      const forbidden = await sendJson(env.app, method, url, body, { cookie: churchUserCookie });
      expect(forbidden.statusCode, `${method} ${url}`).toBe(403);
    }
    const [requestAfter, candidateAfter] = await Promise.all([
      env.db.selectFrom("churchPlantRequests").selectAll().where("id", "=", request.id).executeTakeFirst(),
      env.db.selectFrom("pastoralCandidates").selectAll().where("id", "=", candidate.id).executeTakeFirst(),
    ]);
    expect(requestAfter).toMatchObject({ status: "pending", assignedPastoralCandidateId: null });
    expect(candidateAfter).toMatchObject({ status: "available", isApproved: false });
  });

  it("refuses the tRPC procedures to a church user", async () => {
    const user = await createUser(env.db);
    const caller = callerAs(env.db, user);
    await expect(caller.planting.list({})).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(caller.candidates.list({})).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(caller.planting.counts()).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(callerAs(env.db).planting.connections()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });

  it("a demoted administrator loses access at once", async () => {
    const former = await createAdmin(env.db);
    const cookie = await cookieFor(env.app, env.db, former);
    expect((await get("/api/pastoral-candidates", cookie)).statusCode).toBe(200);
    await env.db.updateTable("users").set({ role: "church" }).where("id", "=", former.id).execute();
    expect((await get("/api/pastoral-candidates", cookie)).statusCode).toBe(403);
  });
});

describe("admin lists", () => {
  it("filters requests by status and priority and gives each its distance to the nearest church", async () => {
    const tag = unique("filter");
    // Far from every other test's church; an unapproved church nearer still must not count.
    await createChurch(env.db, { latitude: "47.00000000", longitude: "-120.00000000" });
    await createChurch(env.db, { latitude: "47.40000000", longitude: "-120.00000000", isApproved: false });
    const high = await createPlantRequest(env.db, {
      status: "in-progress",
      priority: "high",
      notes: tag,
      latitude: 47.5,
      longitude: -120,
    });
    await createPlantRequest(env.db, { status: "in-progress", priority: "low", notes: tag });
    await createPlantRequest(env.db, { status: "pending", priority: "high", notes: tag });
    const response = await get(
      "/api/church-plant-requests?status=in-progress&priority=high",
      env.adminCookie,
    );
    expect(response.statusCode).toBe(200);
    const mine = (
      response.json() as Array<{ id: number; notes: string; nearestChurchMiles: number | null }>
    ).filter((row) => row.notes === tag);
    expect(mine.map((row) => row.id)).toEqual([high.id]);
    // Half a degree of latitude: 3959 * 0.5 * pi / 180 = 34.5 mi.
    expect(mine[0]!.nearestChurchMiles).toBe(34.5);

    const all = (await get("/api/church-plant-requests?status=&priority=", env.adminCookie)).json() as Array<{
      notes: string;
      nearestChurchMiles: number | null;
    }>;
    const allMine = all.filter((row) => row.notes === tag);
    expect(allMine).toHaveLength(3);
    // Requests whose town could not be placed have no distance.
    expect(allMine.filter((row) => row.nearestChurchMiles === null)).toHaveLength(2);
    expect((await get("/api/church-plant-requests?status=open", env.adminCookie)).statusCode).toBe(400);
    expect((await get("/api/church-plant-requests?sort=city", env.adminCookie)).statusCode).toBe(400);
  });

  it("filters candidates by status and availability", async () => {
    const tag = unique("filter");
    const wanted = await createCandidate(env.db, {
      status: "contacted",
      availability: "1+ years",
      notes: tag,
    });
    await createCandidate(env.db, { status: "contacted", availability: "Flexible", notes: tag });
    await createCandidate(env.db, { status: "available", availability: "1+ years", notes: tag });
    const response = await get(
      `/api/pastoral-candidates?status=contacted&availability=${encodeURIComponent("1+ years")}`,
      env.adminCookie,
    );
    expect(response.statusCode).toBe(200);
    const mine = (response.json() as Array<{ id: number; notes: string }>).filter((row) => row.notes === tag);
    expect(mine.map((row) => row.id)).toEqual([wanted.id]);
  });
});

describe("admin changes", () => {
  const auditFor = (entity: string, id: number) =>
    env.db
      .selectFrom("auditLog")
      .select(["action", "actorId", "summary"])
      .where("entity", "=", entity)
      .where("entityId", "=", String(id))
      .orderBy("id")
      .execute();

  it("changes a request's status and priority, with an audit entry", async () => {
    const request = await createPlantRequest(env.db);
    const response = await sendJson(
      env.app,
      "PUT",
      `/api/church-plant-requests/${request.id}`,
      { status: "in-progress", priority: "high" },
      { cookie: env.adminCookie },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: request.id, status: "in-progress", priority: "high" });
    const priorityOnly = await sendJson(
      env.app,
      "PUT",
      `/api/church-plant-requests/${request.id}`,
      { priority: "low" },
      { cookie: env.adminCookie },
    );
    expect(priorityOnly.json()).toMatchObject({ status: "in-progress", priority: "low" });
    expect(await auditFor("church_plant_request", request.id)).toEqual([
      expect.objectContaining({ action: "status", actorId: env.admin.id }),
      expect.objectContaining({ action: "update", actorId: env.admin.id }),
    ]);
  });

  it("refuses unknown fields, bad statuses, unknown ids and setting 'matched' by hand", async () => {
    const request = await createPlantRequest(env.db);
    const put = (url: string, body: unknown) =>
      sendJson(env.app, "PUT", url, body, { cookie: env.adminCookie });
    expect(
      (await put(`/api/church-plant-requests/${request.id}`, { cityName: "Elsewhere" })).statusCode,
    ).toBe(400);
    expect((await put(`/api/church-plant-requests/${request.id}`, { status: "open" })).statusCode).toBe(400);
    expect((await put("/api/church-plant-requests/999999", { status: "completed" })).statusCode).toBe(404);
    expect((await put("/api/church-plant-requests/abc", { status: "completed" })).statusCode).toBe(400);
    const matched = await put(`/api/church-plant-requests/${request.id}`, { status: "matched" });
    expect(matched.statusCode).toBe(409);
    expect(matched.json().message).toBe("Use 'Match a candidate' to match a request with a candidate");
    const candidate = await createCandidate(env.db);
    const candidateMatched = await put(`/api/pastoral-candidates/${candidate.id}`, { status: "matched" });
    expect(candidateMatched.statusCode).toBe(409);
    expect(await auditFor("church_plant_request", request.id)).toEqual([]);
  });

  it("approves a candidate and changes its status, with audit entries", async () => {
    const candidate = await createCandidate(env.db);
    // The documented approve call has no body.
    const approved = await env.app.inject({
      method: "PUT",
      url: `/api/pastoral-candidates/${candidate.id}/approve`,
      headers: { cookie: env.adminCookie, origin: SAME_ORIGIN },
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toEqual({ id: candidate.id, isApproved: true });
    const status = await sendJson(
      env.app,
      "PUT",
      `/api/pastoral-candidates/${candidate.id}`,
      { status: "interviewing" },
      { cookie: env.adminCookie },
    );
    expect(status.statusCode).toBe(200);
    const row = await env.db
      .selectFrom("pastoralCandidates")
      .select(["isApproved", "status"])
      .where("id", "=", candidate.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ isApproved: true, status: "interviewing" });
    expect((await auditFor("pastoral_candidate", candidate.id)).map((entry) => entry.action)).toEqual([
      "approve",
      "status",
    ]);
  });

  it("deletes a request and a candidate, with audit entries; a second delete is a 404", async () => {
    const request = await createPlantRequest(env.db);
    const candidate = await createCandidate(env.db);
    const del = (url: string) => sendJson(env.app, "DELETE", url, {}, { cookie: env.adminCookie });
    expect((await del(`/api/church-plant-requests/${request.id}`)).statusCode).toBe(200);
    expect((await del(`/api/pastoral-candidates/${candidate.id}`)).statusCode).toBe(200);
    expect((await del(`/api/church-plant-requests/${request.id}`)).statusCode).toBe(404);
    expect((await del(`/api/pastoral-candidates/${candidate.id}`)).statusCode).toBe(404);
    expect((await auditFor("church_plant_request", request.id)).map((entry) => entry.action)).toEqual([
      "delete",
    ]);
    expect((await auditFor("pastoral_candidate", candidate.id)).map((entry) => entry.action)).toEqual([
      "delete",
    ]);
  });
});
