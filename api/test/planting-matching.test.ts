import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { sendJson } from "./auth-helpers.ts";
import { createCandidate, createPlantRequest } from "./factories.ts";
import { callerAs } from "./harness.ts";
import { testDatabaseUrl } from "./test-env.ts";
import { useAdminTestApp } from "./use-test-app.ts";

const env = useAdminTestApp();

const matchVia = (requestId: number, candidateId: number) =>
  sendJson(
    env.app,
    "POST",
    "/api/church-planting-connections",
    { requestId, candidateId },
    { cookie: env.adminCookie },
  );
const approvedCandidate = (overrides: Parameters<typeof createCandidate>[1] = {}) =>
  createCandidate(env.db, { isApproved: true, ...overrides });

const requestRow = (id: number) =>
  env.db
    .selectFrom("churchPlantRequests")
    .select(["status", "assignedPastoralCandidateId", "statusBeforeMatch", "matchedAt"])
    .where("id", "=", id)
    .executeTakeFirst();
const candidateRow = (id: number) =>
  env.db
    .selectFrom("pastoralCandidates")
    .select(["status", "assignedChurchPlantRequestId", "statusBeforeMatch"])
    .where("id", "=", id)
    .executeTakeFirst();

interface ConnectionRow {
  requestId: number;
  candidateId: number;
  [key: string]: unknown;
}
async function connectionFor(requestId: number): Promise<ConnectionRow | undefined> {
  const response = await env.app.inject({
    method: "GET",
    url: "/api/church-planting-connections",
    headers: { cookie: env.adminCookie },
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as ConnectionRow[]).find((row) => row.requestId === requestId);
}

describe("matching", () => {
  it("matches an available, approved candidate with a pending request, both ways, in one step", async () => {
    const request = await createPlantRequest(env.db, { status: "in-progress", cityName: "Ottumwa" });
    const candidate = await approvedCandidate({ phone: "641-555-0100" });
    const before = await callerAs(env.db, env.admin).planting.counts();
    const response = await matchVia(request.id, candidate.id);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ requestId: request.id, candidateId: candidate.id });

    expect(await requestRow(request.id)).toMatchObject({
      status: "matched",
      assignedPastoralCandidateId: candidate.id,
      statusBeforeMatch: "in-progress",
      matchedAt: expect.any(Date),
    });
    expect(await candidateRow(candidate.id)).toEqual({
      status: "matched",
      assignedChurchPlantRequestId: request.id,
      statusBeforeMatch: "available",
    });
    expect(await connectionFor(request.id)).toEqual({
      requestId: request.id,
      candidateId: candidate.id,
      cityName: "Ottumwa",
      stateName: "IA",
      requestStatus: "matched",
      requestorName: request.requestorName,
      requestorEmail: request.requestorEmail,
      candidateFirstName: candidate.firstName,
      candidateLastName: candidate.lastName,
      candidateEmail: candidate.email,
      candidatePhone: "641-555-0100",
      candidateStatus: "matched",
      matchedAt: response.json().matchedAt,
    });
    expect(await callerAs(env.db, env.admin).planting.counts()).toEqual({
      ...before,
      connections: before.connections + 1,
    });
    const audit = await env.db
      .selectFrom("auditLog")
      .select(["action", "actorId"])
      .where("entity", "=", "church_plant_request")
      .where("entityId", "=", String(request.id))
      .execute();
    expect(audit).toEqual([{ action: "match", actorId: env.admin.id }]);
  });

  it.each([
    ["an unapproved candidate", { isApproved: false }, "Only approved candidates can be matched"],
    [
      "a contacted candidate",
      { isApproved: true, status: "contacted" },
      "Only available candidates can be matched",
    ],
    [
      "a placed candidate",
      { isApproved: true, status: "placed" },
      "Only available candidates can be matched",
    ],
  ] as const)("refuses %s with 409 and changes nothing", async (_label, overrides, message) => {
    const request = await createPlantRequest(env.db);
    const candidate = await createCandidate(env.db, overrides);
    const response = await matchVia(request.id, candidate.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message });
    expect(await requestRow(request.id)).toMatchObject({
      status: "pending",
      assignedPastoralCandidateId: null,
    });
    expect(await candidateRow(candidate.id)).toMatchObject({ assignedChurchPlantRequestId: null });
  });

  it("refuses a completed request and an already matched request or candidate", async () => {
    const completed = await createPlantRequest(env.db, { status: "completed" });
    const refused = await matchVia(completed.id, (await approvedCandidate()).id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("This request is completed and cannot be matched");

    const request = await createPlantRequest(env.db);
    const candidate = await approvedCandidate();
    expect((await matchVia(request.id, candidate.id)).statusCode).toBe(201);
    const sameRequest = await matchVia(request.id, (await approvedCandidate()).id);
    expect(sameRequest.statusCode).toBe(409);
    expect(sameRequest.json().message).toBe("This request is already matched with a candidate");
    const sameCandidate = await matchVia((await createPlantRequest(env.db)).id, candidate.id);
    expect(sameCandidate.statusCode).toBe(409);
    expect(sameCandidate.json().message).toBe("This candidate is already matched with a request");
  });

  it("answers 404 for an unknown request or candidate and 400 for a bad body", async () => {
    const request = await createPlantRequest(env.db);
    const candidate = await approvedCandidate();
    expect((await matchVia(999_999, candidate.id)).statusCode).toBe(404);
    expect((await matchVia(request.id, 999_999)).statusCode).toBe(404);
    const extra = await sendJson(
      env.app,
      "POST",
      "/api/church-planting-connections",
      { requestId: request.id, candidateId: candidate.id, matchedAt: "2020-01-01" },
      { cookie: env.adminCookie },
    );
    expect(extra.statusCode).toBe(400);
    expect(await candidateRow(candidate.id)).toMatchObject({ status: "available" });
  });

  it("keeps a matched pair consistent: 'matched' only by matching, back to pending only by undoing", async () => {
    const request = await createPlantRequest(env.db);
    const candidate = await approvedCandidate();
    expect((await matchVia(request.id, candidate.id)).statusCode).toBe(201);
    const put = (url: string, body: unknown) =>
      sendJson(env.app, "PUT", url, body, { cookie: env.adminCookie });
    const back = await put(`/api/church-plant-requests/${request.id}`, { status: "pending" });
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toBe("This request is matched with a candidate. Undo the match first.");
    expect((await put(`/api/pastoral-candidates/${candidate.id}`, { status: "available" })).statusCode).toBe(
      409,
    );
    // Moving on is allowed: the plant is done and the candidate placed; the connection stays.
    expect((await put(`/api/church-plant-requests/${request.id}`, { status: "completed" })).statusCode).toBe(
      200,
    );
    expect((await put(`/api/pastoral-candidates/${candidate.id}`, { status: "placed" })).statusCode).toBe(
      200,
    );
    expect(await connectionFor(request.id)).toMatchObject({
      requestStatus: "completed",
      candidateStatus: "placed",
    });
  });
});

describe("undoing a match", () => {
  it("restores both previous statuses, clears the references and drops the connection", async () => {
    const request = await createPlantRequest(env.db, { status: "in-progress" });
    const candidate = await approvedCandidate();
    expect((await matchVia(request.id, candidate.id)).statusCode).toBe(201);
    const response = await sendJson(
      env.app,
      "DELETE",
      `/api/church-planting-connections/${request.id}`,
      {},
      {
        cookie: env.adminCookie,
      },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      requestId: request.id,
      requestStatus: "in-progress",
      candidateStatus: "available",
    });
    expect(await requestRow(request.id)).toEqual({
      status: "in-progress",
      assignedPastoralCandidateId: null,
      statusBeforeMatch: null,
      matchedAt: null,
    });
    expect(await candidateRow(candidate.id)).toEqual({
      status: "available",
      assignedChurchPlantRequestId: null,
      statusBeforeMatch: null,
    });
    expect(await connectionFor(request.id)).toBeUndefined();
    const actions = await env.db
      .selectFrom("auditLog")
      .select("action")
      .where("entity", "=", "church_plant_request")
      .where("entityId", "=", String(request.id))
      .orderBy("id")
      .execute();
    expect(actions.map((row) => row.action)).toEqual(["match", "unmatch"]);

    // Both are free to be matched again.
    expect((await matchVia(request.id, candidate.id)).statusCode).toBe(201);
  });

  it("keeps a status an admin moved on to after the match", async () => {
    const request = await createPlantRequest(env.db);
    const candidate = await approvedCandidate();
    await callerAs(env.db, env.admin).planting.match({ requestId: request.id, candidateId: candidate.id });
    await callerAs(env.db, env.admin).candidates.update({ id: candidate.id, data: { status: "placed" } });
    const result = await callerAs(env.db, env.admin).planting.unmatch({ requestId: request.id });
    expect(result).toEqual({ requestId: request.id, requestStatus: "pending", candidateStatus: "placed" });
  });

  it("refuses to undo what is not matched", async () => {
    const request = await createPlantRequest(env.db);
    const response = await sendJson(
      env.app,
      "DELETE",
      `/api/church-planting-connections/${request.id}`,
      {},
      {
        cookie: env.adminCookie,
      },
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe("This request is not matched with a candidate");
  });

  it("deleting one side of a match frees the other", async () => {
    const request = await createPlantRequest(env.db);
    const candidate = await approvedCandidate();
    expect((await matchVia(request.id, candidate.id)).statusCode).toBe(201);
    const del = (url: string) => sendJson(env.app, "DELETE", url, {}, { cookie: env.adminCookie });
    expect((await del(`/api/church-plant-requests/${request.id}`)).statusCode).toBe(200);
    expect(await candidateRow(candidate.id)).toEqual({
      status: "available",
      assignedChurchPlantRequestId: null,
      statusBeforeMatch: null,
    });

    const other = await createPlantRequest(env.db, { status: "in-progress" });
    expect((await matchVia(other.id, candidate.id)).statusCode).toBe(201);
    expect((await del(`/api/pastoral-candidates/${candidate.id}`)).statusCode).toBe(200);
    expect(await requestRow(other.id)).toEqual({
      status: "in-progress",
      assignedPastoralCandidateId: null,
      statusBeforeMatch: null,
      matchedAt: null,
    });
  });
});

describe("races", () => {
  it("turns a unique-index violation (the last line behind the locks) into a 409, never a 500", async () => {
    // Inconsistent on purpose: a request points at the candidate, whose own side still looks free.
    const candidate = await approvedCandidate();
    await createPlantRequest(env.db, { status: "matched", assignedPastoralCandidateId: candidate.id });
    const request = await createPlantRequest(env.db);
    const response = await matchVia(request.id, candidate.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/changed by someone else/);
    expect(await requestRow(request.id)).toMatchObject({
      status: "pending",
      assignedPastoralCandidateId: null,
    });
  });

  /**
   * Two matches at once through two connections: a third transaction holds the contested row, both matches
   * start and wait on it, then it lets go. Exactly one may win; the other gets a clean 409.
   */
  async function raceTwoMatches(
    contested: { table: "pastoralCandidates" | "churchPlantRequests"; id: number },
    pairs: Array<{ requestId: number; candidateId: number }>,
  ) {
    return env.db.transaction().execute(async (blocker) => {
      await blocker
        .selectFrom(contested.table)
        .select("id")
        .where("id", "=", contested.id)
        .forUpdate()
        .execute();
      const attempts = pairs.map((pair) => matchVia(pair.requestId, pair.candidateId));
      await waitForLockWaiters(2);
      return attempts;
    });
  }

  async function waitForLockWaiters(count: number) {
    for (let i = 0; i < 200; i++) {
      const { rows } = await sql<{ waiting: number }>`
        SELECT count(*)::int AS waiting FROM pg_stat_activity
        WHERE datname = current_database() AND wait_event_type = 'Lock'`.execute(env.db);
      if ((rows[0]?.waiting ?? 0) >= count) return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`expected ${count} transactions waiting on a lock`);
  }

  it.runIf(testDatabaseUrl())("two matches of one candidate at once: exactly one wins", async () => {
    const candidate = await approvedCandidate();
    const [first, second] = [await createPlantRequest(env.db), await createPlantRequest(env.db)];
    const attempts = await raceTwoMatches({ table: "pastoralCandidates", id: candidate.id }, [
      { requestId: first.id, candidateId: candidate.id },
      { requestId: second.id, candidateId: candidate.id },
    ]);
    const responses = await Promise.all(attempts);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    // Refused by the rules after waiting on the row lock, not by the unique index.
    expect(responses.find((response) => response.statusCode === 409)!.json().message).toBe(
      "This candidate is already matched with a request",
    );
    const winner = (await candidateRow(candidate.id))!.assignedChurchPlantRequestId;
    expect([first.id, second.id]).toContain(winner);
    const loser = winner === first.id ? second.id : first.id;
    expect(await requestRow(loser)).toMatchObject({ status: "pending", assignedPastoralCandidateId: null });
    expect(await requestRow(winner!)).toMatchObject({
      status: "matched",
      assignedPastoralCandidateId: candidate.id,
    });
  });

  it.runIf(testDatabaseUrl())("two matches of one request at once: exactly one wins", async () => {
    const request = await createPlantRequest(env.db);
    const [first, second] = [await approvedCandidate(), await approvedCandidate()];
    const attempts = await raceTwoMatches({ table: "churchPlantRequests", id: request.id }, [
      { requestId: request.id, candidateId: first.id },
      { requestId: request.id, candidateId: second.id },
    ]);
    const responses = await Promise.all(attempts);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect(responses.find((response) => response.statusCode === 409)!.json().message).toBe(
      "This request is already matched with a candidate",
    );
    const assigned = (await requestRow(request.id))!.assignedPastoralCandidateId;
    const loser = assigned === first.id ? second.id : first.id;
    expect(await candidateRow(loser)).toEqual({
      status: "available",
      assignedChurchPlantRequestId: null,
      statusBeforeMatch: null,
    });
  });
});
