import { describe, expect, it } from "vitest";
import { createAdmin, createChurch } from "./factories.ts";
import { useTestApp } from "./use-test-app.ts";

const env = useTestApp();

describe("GET /api/health", () => {
  it("answers 200 with ok when the database answers", async () => {
    const response = await env.app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
  });
});

describe("GET /api/churches", () => {
  it("lists approved churches only, without owner or approval fields", async () => {
    const approved = await createChurch(env.db, { name: "Approved Chapel" });
    const pending = await createChurch(env.db, { name: "Pending Chapel", isApproved: false });
    const response = await env.app.inject({ method: "GET", url: "/api/churches" });
    expect(response.statusCode).toBe(200);
    const body = response.json() as Array<Record<string, unknown>>;
    const ids = body.map((church) => church.id);
    expect(ids).toContain(approved.id);
    expect(ids).not.toContain(pending.id);
    const listed = body.find((church) => church.id === approved.id)!;
    expect(listed).not.toHaveProperty("ownerId");
    expect(listed).not.toHaveProperty("isApproved");
    expect(listed.latitude).toBe("42.03470000");
    expect(listed.serviceTimes).toBe("Sunday 10:00 AM\nWednesday 7:00 PM");
  });
});

describe("GET /api/churches/:id", () => {
  it("returns an approved church", async () => {
    const church = await createChurch(env.db);
    const response = await env.app.inject({ method: "GET", url: `/api/churches/${church.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: church.id, name: church.name, zipCode: "50010" });
  });

  it("answers 404 for an unapproved or unknown church", async () => {
    const pending = await createChurch(env.db, { isApproved: false });
    for (const id of [pending.id, 999_999]) {
      const response = await env.app.inject({ method: "GET", url: `/api/churches/${id}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: "Church not found" });
    }
  });

  it("answers 400 for a malformed id, never a stack trace", async () => {
    for (const id of ["abc", "-1", "1.5", "99999999999", "1%27%20or%201=1"]) {
      const response = await env.app.inject({ method: "GET", url: `/api/churches/${id}` });
      expect(response.statusCode, id).toBe(400);
      expect(response.body).not.toMatch(/at .*\.ts/);
      expect(response.json().message).toBe("Invalid id");
    }
  });
});

describe("tRPC", () => {
  it("serves the same procedures under /trpc", async () => {
    const church = await createChurch(env.db);
    const input = encodeURIComponent(JSON.stringify({ id: church.id }));
    const response = await env.app.inject({ method: "GET", url: `/trpc/churches.byId?input=${input}` });
    expect(response.statusCode).toBe(200);
    expect(response.json().result.data.name).toBe(church.name);
  });

  it("hides stack traces in errors", async () => {
    const input = encodeURIComponent(JSON.stringify({ id: "nope" }));
    const response = await env.app.inject({ method: "GET", url: `/trpc/churches.byId?input=${input}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.data).not.toHaveProperty("stack");
    expect(response.json().error.data.fieldErrors.id).toEqual(["Invalid id"]);
  });

  it("rejects oversized batches", async () => {
    const paths = Array.from({ length: 11 }, () => "health.check").join(",");
    const input = encodeURIComponent(JSON.stringify({}));
    const response = await env.app.inject({ method: "GET", url: `/trpc/${paths}?batch=1&input=${input}` });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});

describe("unknown paths", () => {
  it("answers 404 JSON under /api and /trpc and for asset-like paths", async () => {
    for (const url of ["/api/nope", "/trpc/nope.nothing", "/assets/missing.js", "/favicon-missing.png"]) {
      const response = await env.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers["content-type"], url).toMatch(/json/);
    }
  });
});

describe("the built web app", () => {
  it("answers client routes with the HTML shell and serves hashed assets with a long cache", async () => {
    // Addresses with no page get the shell too (the browser's router shows its 404 page), with a 404 status.
    for (const [url, status] of [
      ["/", 200],
      ["/admin/events", 200],
      ["/church/99999999", 404],
      ["/church/1.5", 404],
      ["/no-such-page", 404],
    ] as const) {
      const response = await env.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(status);
      expect(response.headers["content-type"], url).toMatch(/text\/html/);
    }
    const asset = await env.app.inject({ method: "GET", url: "/assets/app.js" });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toContain("immutable");
    const compressed = await env.app.inject({
      method: "GET",
      url: "/assets/app.js",
      headers: { "accept-encoding": "gzip" },
    });
    expect(compressed.headers["content-encoding"]).toBe("gzip");
  });
});

describe("the database enforces the data model", () => {
  it("refuses rows that break an enumeration, a length or a rule", async () => {
    const { sql } = await import("kysely");
    // Each statement breaks one rule, and the error must name that rule: a statement refused for another
    // reason (a typo, a missing column) would otherwise pass for the constraint it was written to test.
    const attempts = [
      [
        sql`INSERT INTO churches (name, address, city, state, zip_code) VALUES ('A', 'B', 'C', 'Iowa', '50010')`,
        /value too long for type character\(2\)/,
      ],
      [
        sql`INSERT INTO users (email, password, role) VALUES ('x@example.test', 'h', 'pastor')`,
        /users_role_check/,
      ],
      [
        sql`INSERT INTO resources (title, type, status, submitter_email) VALUES ('T', 'video', 'maybe', 'a@b.c')`,
        /resources_status_check/,
      ],
      [sql`INSERT INTO resource_types (name, color) VALUES ('n', 'magenta')`, /resource_types_color_check/],
      [
        sql`INSERT INTO church_plant_requests (requestor_name, requestor_email, city_name, state_name, reason_for_request)
          VALUES (${"x".repeat(101)}, 'a@b.c', 'Ames', 'IA', 'why')`,
        /value too long for type character varying\(100\)/,
      ],
      [
        sql`INSERT INTO church_plant_requests (requestor_name, requestor_email, city_name, state_name, reason_for_request, priority)
          VALUES ('R', 'a@b.c', 'Ames', 'IA', 'why', 'urgent')`,
        /church_plant_requests_priority_check/,
      ],
      [
        sql`INSERT INTO pastoral_candidates (first_name, last_name, email, status) VALUES ('A', 'B', 'a@b.c', 'hired')`,
        /pastoral_candidates_status_check/,
      ],
      [
        sql`INSERT INTO social_media_links (platform, url) VALUES ('facebook', 'javascript:alert(1)')`,
        /social_media_links_url_check/,
      ],
      [
        sql`INSERT INTO resources (title, type) VALUES ('no uploader and no submitter', 'video')`,
        /resources_has_submitter/,
      ],
    ] as const;
    for (const [statement, rule] of attempts) {
      await expect(statement.execute(env.db), statement.compile(env.db).sql).rejects.toThrow(rule);
    }
    const church = await createChurch(env.db);
    const admin = await createAdmin(env.db);
    const event = (endDate: string) =>
      sql`INSERT INTO events (title, start_date, end_date, church_id, location, type, created_by)
          VALUES ('E', '2026-12-02', ${endDate}, ${church.id}, 'Hall', 'service', ${admin.id})`.execute(
        env.db,
      );
    await expect(event("2026-12-01")).rejects.toThrow(/events_dates_ordered/);
    await expect(event("2026-12-03")).resolves.toBeDefined();
  });
});
