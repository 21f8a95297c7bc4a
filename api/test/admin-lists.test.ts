// Issue 38 item 2: every admin list is a page the server searches ({ q, offset, limit } -> { items, total }),
// the dashboard's counts are kept counters, and a documented REST admin path above ADMIN_LIST_PAGE_MAX rows
// answers a page with X-Total-Count and a Link to the next one.
import { ADMIN_LIST_PAGE_MAX } from "@app/shared";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { send } from "./admin-helpers.ts";
import {
  createCandidate,
  createChurch,
  createEvent,
  createPlantRequest,
  createResource,
  isoDate,
  unique,
} from "./factories.ts";
import { callerAs } from "./harness.ts";
import { useAdminTestApp } from "./use-test-app.ts";

const env = useAdminTestApp();
const admin = () => callerAs(env.db, env.admin);
const get = (url: string) => send(env.app, "GET", url, env.adminCookie);

/** A tag no other test's rows contain. */
function searchTag() {
  return { tag: unique("zq") };
}

interface Paged<T> {
  items: T[];
  total: number;
}

/**
 * Five rows named after `tag` exist (and others that do not match): the search finds exactly them, the total
 * counts them all, and offset/limit cut the same order the unpaged search gives.
 */
async function expectPagedSearch<T extends { id: number }>(
  list: (input: { q?: string; offset: number; limit: number }) => Promise<Paged<T>>,
  tag: string,
  ids: number[],
) {
  const all = await list({ q: tag.toUpperCase(), offset: 0, limit: 100 });
  expect(all.total).toBe(ids.length);
  expect(all.items.map((row) => row.id).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
  const page = await list({ q: `  ${tag} `, offset: 1, limit: 2 });
  expect(page.total).toBe(ids.length);
  expect(page.items.map((row) => row.id)).toEqual(all.items.slice(1, 3).map((row) => row.id));
  const beyond = await list({ q: tag, offset: ids.length, limit: 2 });
  expect(beyond).toEqual({ items: [], total: ids.length });
  // Without a search, the same page size cuts the whole list, whose total counts more than the tagged rows.
  const unsearched = await list({ offset: 0, limit: 2 });
  expect(unsearched.items).toHaveLength(2);
  expect(unsearched.total).toBeGreaterThan(ids.length);
}

const five = <T>(make: (n: number) => Promise<T>) => Promise.all([0, 1, 2, 3, 4].map(make));

describe("every admin list pages and searches on the server", () => {
  it("churches.adminList: approved and pending, by name, city or pastor, accents and case folded", async () => {
    const { tag } = searchTag();
    await createChurch(env.db, { name: unique("Unrelated ") });
    const rows = await Promise.all([
      createChurch(env.db, { name: `Grace ${tag} A` }),
      createChurch(env.db, { name: `Grace ${tag} B`, isApproved: false }),
      createChurch(env.db, { city: `Ámes ${tag}` }),
      createChurch(env.db, { pastorName: `Pastor ${tag}` }),
      createChurch(env.db, { name: `Zion ${tag.toUpperCase()}` }),
    ]);
    // A whole ZIP code finds its churches too.
    const zip = String(10000 + Math.floor(Math.random() * 89999));
    const zipped = await createChurch(env.db, { zipCode: zip });
    const byZip = await admin().churches.adminList({ q: zip });
    expect(byZip.items.map((church) => church.id)).toContain(zipped.id);
    await expectPagedSearch(
      (input) => admin().churches.adminList(input),
      tag,
      rows.map((row) => row.id),
    );
    // The order is by name then id, and a deep page continues it.
    const { items } = await admin().churches.adminList({ q: tag, offset: 0, limit: 100 });
    const names = items.map((church) => church.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    // An accented search finds the unaccented city and the other way round.
    const accented = await admin().churches.adminList({ q: `ames ${tag}` });
    expect(accented.items.map((church) => church.id)).toEqual([rows[2]?.id]);
  });

  it("churches.pending: only pending churches, oldest first, searched", async () => {
    const { tag } = searchTag();
    await createChurch(env.db, { name: `Approved ${tag}` });
    const rows = await five((n) =>
      createChurch(env.db, {
        name: `Pending ${tag} ${n}`,
        isApproved: false,
        createdAt: new Date(2020, 0, n + 1),
      }),
    );
    await expectPagedSearch(
      (input) => admin().churches.pending(input),
      tag,
      rows.map((row) => row.id),
    );
    const { items } = await admin().churches.pending({ q: tag, offset: 0, limit: 10 });
    expect(items.map((church) => church.id)).toEqual(rows.map((row) => row.id));
  });

  it("admin.audit: the whole log, newest first, past the latest 20, searched by summary or actor", async () => {
    const { tag } = searchTag();
    await env.db
      .insertInto("auditLog")
      .values({ action: "create", entity: "church", summary: unique("Created church ") })
      .execute();
    const inserted = [];
    for (let n = 0; n < 25; n++) {
      inserted.push(
        await env.db
          .insertInto("auditLog")
          .values({
            actorId: env.admin.id,
            actorEmail: env.admin.email,
            action: "update",
            entity: "church",
            entityId: String(n),
            summary: `Updated church "${tag} ${n}"`,
          })
          .returning("id")
          .executeTakeFirstOrThrow(),
      );
    }
    const first = await admin().admin.audit({ q: tag, offset: 0, limit: 20 });
    expect(first.total).toBe(25);
    const rest = await admin().admin.audit({ q: tag, offset: 20, limit: 20 });
    // Newest first: the page after the latest 20 holds the five oldest, the very first edit last.
    expect(rest.items.map((entry) => entry.id)).toEqual(
      inserted
        .slice(0, 5)
        .map((row) => row.id)
        .reverse(),
    );
    await expectPagedSearch(
      (input) => admin().admin.audit(input),
      tag,
      inserted.map((row) => row.id),
    );
    // Searched by who acted too.
    const byActor = await admin().admin.audit({ q: env.admin.email, offset: 0, limit: 1 });
    expect(byActor.total).toBeGreaterThanOrEqual(25);
  });

  it("resources.adminList and resources.pending", async () => {
    const { tag } = searchTag();
    await createResource(env.db, { title: unique("Other ") });
    const approved = await five((n) => createResource(env.db, { title: `Study ${tag} ${n}` }));
    await expectPagedSearch(
      (input) => admin().resources.adminList(input),
      tag,
      approved.map((row) => row.id),
    );
    const { tag: pendingTag } = searchTag();
    await createResource(env.db, { title: unique("Other "), status: "pending" });
    const pending = await five((n) =>
      createResource(env.db, {
        title: `Submitted ${n}`,
        submitterName: `Sam ${pendingTag}`,
        submitterEmail: "sam@example.test",
        status: "pending",
      }),
    );
    await expectPagedSearch(
      (input) => admin().resources.pending(input),
      pendingTag,
      pending.map((row) => row.id),
    );
    // The type filter still combines with the page.
    const filtered = await admin().resources.adminList({ q: tag, type: "DOCUMENT", offset: 0, limit: 2 });
    expect(filtered.total).toBe(5);
  });

  it("planting.list and candidates.list, with their filters", async () => {
    const { tag } = searchTag();
    await createPlantRequest(env.db, { requestorName: "Someone Else" });
    const requests = await five((n) =>
      createPlantRequest(env.db, { requestorName: `Riley ${tag}`, cityName: `Town ${n}` }),
    );
    await expectPagedSearch(
      (input) => admin().planting.list(input),
      tag,
      requests.map((row) => row.id),
    );
    const highOnly = await admin().planting.list({ q: tag, priority: "high", offset: 0, limit: 5 });
    expect(highOnly.total).toBe(0);

    const { tag: candidateTag } = searchTag();
    await createCandidate(env.db, { lastName: "Elsewhere" });
    const candidates = await five((n) => createCandidate(env.db, { lastName: `${candidateTag}${n}` }));
    await expectPagedSearch(
      (input) => admin().candidates.list(input),
      candidateTag,
      candidates.map((row) => row.id),
    );
  });

  it("a plant request's nearest church is still measured, from the page's own probe", async () => {
    const { tag } = searchTag();
    await createChurch(env.db, { latitude: "42.50000000", longitude: "-94.18000000" });
    await createPlantRequest(env.db, {
      requestorName: tag,
      latitude: 42.5,
      longitude: -94.18,
    });
    const { items } = await admin().planting.list({ q: tag });
    expect(items[0]?.nearestChurchMiles).toBe(0);
  });

  it("events.adminList: upcoming soonest first, then past most recent first, paged and searched", async () => {
    const { tag } = searchTag();
    await createEvent(env.db, { title: unique("Other ") });
    const days = [30, 2, -1, -40, 10];
    const rows: Array<{ id: number }> = [];
    for (const day of days)
      rows.push(await createEvent(env.db, { title: `Supper ${tag}`, startDate: isoDate(day) }));
    await expectPagedSearch(
      (input) => admin().events.adminList(input),
      tag,
      rows.map((row) => row.id),
    );
    const { items } = await admin().events.adminList({ q: tag, offset: 0, limit: 10 });
    const byDay = (day: number) => rows[days.indexOf(day)]?.id;
    expect(items.map((event) => event.id)).toEqual([byDay(2), byDay(10), byDay(30), byDay(-1), byDay(-40)]);
    expect(items.map((event) => event.isPast)).toEqual([false, false, false, true, true]);
  });

  it("refuses a page larger than ADMIN_LIST_PAGE_MAX or a negative offset", async () => {
    await expect(
      admin().churches.adminList({ offset: 0, limit: ADMIN_LIST_PAGE_MAX + 1 }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    await expect(admin().admin.audit({ offset: -1, limit: 5 })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
  });
});

describe("the dashboard's counts", () => {
  async function counted() {
    const row = await sql<{ total: number; pending: number; resources: number }>`
      SELECT (SELECT count(*)::int FROM churches) AS total,
             (SELECT count(*)::int FROM churches WHERE NOT is_approved) AS pending,
             (SELECT count(*)::int FROM resources WHERE status = 'pending') AS resources`.execute(env.db);
    const { total, pending, resources } = row.rows[0]!;
    return { totalChurches: total, pendingChurches: pending, pendingResources: resources };
  }

  it("are the tables' counts through inserts, approvals, bulk statements and deletes", async () => {
    expect(await admin().admin.counts()).toEqual(await counted());
    const pending = await createChurch(env.db, { isApproved: false });
    await createResource(env.db, { status: "pending", submitterEmail: "x@example.test", uploadedBy: null });
    expect(await admin().admin.counts()).toEqual(await counted());
    await admin().churches.approve({ id: pending.id });
    // One statement of many rows, half of them pending.
    await sql`INSERT INTO churches (name, address, city, state, zip_code, service_times, is_approved)
      SELECT 'Bulk ' || n, '1 Main St', 'Ames', 'IA', '50010', 'Sunday', n % 2 = 0
      FROM generate_series(1, 40) AS n`.execute(env.db);
    await sql`UPDATE resources SET status = 'approved' WHERE status = 'pending'`.execute(env.db);
    expect(await admin().admin.counts()).toEqual(await counted());
    await sql`DELETE FROM churches WHERE name LIKE 'Bulk %' AND NOT is_approved`.execute(env.db);
    const after = await admin().admin.counts();
    expect(after).toEqual(await counted());
    expect(after.pendingChurches).toBe((await counted()).pendingChurches);
  });

  it("are for administrators only", async () => {
    await expect(callerAs(env.db, null).admin.counts()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });
});

describe("the documented REST admin paths", () => {
  it("answer a small table whole, as its documented array, with its count and no next link", async () => {
    const { tag } = searchTag();
    await five(() => createCandidate(env.db, { firstName: tag }));
    const response = await get(`/api/pastoral-candidates?q=${tag}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveLength(5);
    expect(response.headers["x-total-count"]).toBe("5");
    expect(response.headers.link).toBeUndefined();
  });

  it("above ADMIN_LIST_PAGE_MAX rows answer a page with X-Total-Count and a Link to the next one", {
    timeout: 60_000,
  }, async () => {
    const tag = unique("Bulkname");
    const extra = ADMIN_LIST_PAGE_MAX + 7;
    await sql`INSERT INTO churches (name, address, city, state, zip_code, service_times, is_approved)
        SELECT ${tag} || ' ' || lpad(n::text, 5, '0'), '1 Main St', 'Ames', 'IA', '50010', 'Sunday', false
        FROM generate_series(1, ${extra}) AS n`.execute(env.db);
    const total = (await admin().admin.counts()).totalChurches;
    const first = await get("/api/admin/churches");
    expect(first.statusCode).toBe(200);
    const firstItems = first.json() as Array<{ id: number }>;
    expect(firstItems).toHaveLength(ADMIN_LIST_PAGE_MAX);
    expect(first.headers["x-total-count"]).toBe(String(total));
    const link = String(first.headers.link);
    expect(link).toMatch(/^<\/api\/admin\/churches\?[^>]*>; rel="next"$/);
    const next = new URL(link.slice(1, link.indexOf(">")), "http://localhost");
    expect(next.searchParams.get("offset")).toBe(String(ADMIN_LIST_PAGE_MAX));
    const second = await get(`${next.pathname}${next.search}`);
    const secondItems = second.json() as Array<{ id: number }>;
    expect(secondItems).toHaveLength(total - ADMIN_LIST_PAGE_MAX);
    expect(second.headers.link).toBeUndefined();
    expect(new Set([...firstItems, ...secondItems].map((church) => church.id)).size).toBe(total);

    // The pending queue is over the size too; a page asked for keeps the search and limit in its link.
    const pending = await get(`/api/admin/churches/pending?q=${tag}&limit=3&offset=3`);
    expect((pending.json() as unknown[]).length).toBe(3);
    expect(pending.headers["x-total-count"]).toBe(String(extra));
    const pendingNext = new URL(
      String(pending.headers.link).replace(/^<([^>]*)>.*$/, "$1"),
      "http://localhost",
    );
    expect(Object.fromEntries(pendingNext.searchParams)).toEqual({ q: tag, limit: "3", offset: "6" });
  });

  it("page and search the audit log, resources and plant requests the same way", async () => {
    const { tag } = searchTag();
    await five((n) => createPlantRequest(env.db, { requestorName: `${tag} ${n}` }));
    await five((n) => createResource(env.db, { title: `${tag} ${n}`, status: "pending" }));
    for (const path of ["/api/church-plant-requests", "/api/resources/pending", "/api/admin/resources"]) {
      const response = await get(`${path}?q=${tag}&offset=0&limit=2`);
      expect(response.statusCode, path).toBe(200);
      expect(response.json(), path).toHaveLength(2);
      expect(response.headers["x-total-count"], path).toBe("5");
      expect(response.headers.link, path).toBe(`<${path}?q=${tag}&offset=2&limit=2>; rel="next"`);
    }
    const audit = await get("/api/admin/audit?limit=1");
    expect(audit.json()).toHaveLength(1);
    expect(Number(audit.headers["x-total-count"])).toBeGreaterThan(1);
    expect(audit.headers.link).toBe('</api/admin/audit?limit=1&offset=1>; rel="next"');
    expect((await get("/api/admin/audit?limit=abc")).statusCode).toBe(400);
  });
});
