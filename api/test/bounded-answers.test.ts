// Issue 38, point 1: no public answer grows with the directory. Above UNPAGED_LIST_MAX the documented unpaged
// paths answer their first page with X-Total-Count and a Link to the next; a tRPC batch has a cost limit; the
// sitemap's files are built once per change.
import { DIRECTORY_PAGE_MAX, HTTP_MESSAGES, MAX_BATCH_COST, UNPAGED_LIST_MAX } from "@app/shared";
import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import {
  COSTLY_READS_AT_ONCE,
  COSTLY_READS_WAITING,
  costlyRead,
} from "../src/services/churches/costly-reads.ts";
import { createChurch, unique } from "./factories.ts";
import { callerAs } from "./harness.ts";
import { useTestApp } from "./use-test-app.ts";

const env = useTestApp();
/** Every generated church's name starts with it, so a search can match them all. */
const CROWD = unique("Crowd");
const crowdSize = UNPAGED_LIST_MAX + 50;

/** Approved churches in one statement: a thousand factory calls would take most of the test's time. */
async function insertCrowd(count: number) {
  await sql`
    INSERT INTO churches (name, address, city, state, zip_code, pastor_name, email, phone, service_times,
      member_count, is_approved)
    SELECT ${CROWD} || ' ' || lpad(n::text, 5, '0'), n || ' Main St', 'Ames', 'IA', '50010', 'Pastor ' || n,
      'crowd' || n || '@example.org', '(515) 555-0100', 'Sunday 10:00 AM', 50, true
    FROM generate_series(1, ${count}) AS n
  `.execute(env.db);
}

type Listed = { id: number; name: string };

const get = (url: string) => env.app.inject({ method: "GET", url });

/** Follows Link rel="next" from `url` to the end, returning every page's ids. */
async function followPages(url: string, maxPages: number) {
  const ids: number[] = [];
  let next: string | null = url;
  let pages = 0;
  while (next && pages < maxPages) {
    const response = await get(next);
    expect(response.statusCode, next).toBe(200);
    ids.push(...(response.json() as Listed[]).map((church) => church.id));
    const link = response.headers.link as string | undefined;
    next = link ? (/^<([^>]+)>; rel="next"$/.exec(link)?.[1] ?? null) : null;
    pages++;
  }
  return { ids, pages, finished: next === null };
}

describe("the unpaged list and search of a small directory", () => {
  it("answer every match in the documented array, with no paging headers", async () => {
    const word = unique("Few");
    await createChurch(env.db, { name: `${word} One` });
    await createChurch(env.db, { name: `${word} Two` });
    const response = await get(`/api/churches/search?q=${word}`);
    expect((response.json() as Listed[]).map((church) => church.name)).toEqual([
      `${word} One`,
      `${word} Two`,
    ]);
    expect(response.headers.link).toBeUndefined();
    expect(await callerAs(env.db).churches.search({ q: word })).toMatchObject({ total: 2 });
  });
});

describe(`above ${UNPAGED_LIST_MAX} churches`, () => {
  beforeAll(() => insertCrowd(crowdSize), 120_000);

  it("GET /api/churches answers its first page with the total and a link to the next", async () => {
    const response = await get("/api/churches");
    expect(response.statusCode).toBe(200);
    const body = response.json() as Listed[];
    const total = Number(response.headers["x-total-count"]);
    expect(total).toBeGreaterThanOrEqual(crowdSize);
    expect(body).toHaveLength(DIRECTORY_PAGE_MAX);
    expect(response.headers.link).toBe(
      `</api/churches?offset=${DIRECTORY_PAGE_MAX}&limit=${DIRECTORY_PAGE_MAX}>; rel="next"`,
    );

    const walked = await followPages("/api/churches", Math.ceil(total / DIRECTORY_PAGE_MAX) + 1);
    expect(walked.finished).toBe(true);
    expect(walked.ids).toHaveLength(total);
    expect(new Set(walked.ids).size).toBe(total);
  }, 120_000);

  it("GET /api/churches/search pages a search matching more than the bound, keeping the query in the link", async () => {
    const response = await get(`/api/churches/search?q=${CROWD}`);
    expect(response.statusCode).toBe(200);
    expect(Number(response.headers["x-total-count"])).toBe(crowdSize);
    const names = (response.json() as Listed[]).map((church) => church.name);
    expect(names).toHaveLength(DIRECTORY_PAGE_MAX);
    expect(names[0]).toBe(`${CROWD} 00001`);
    expect(response.headers.link).toBe(
      `</api/churches/search?q=${CROWD}&offset=${DIRECTORY_PAGE_MAX}&limit=${DIRECTORY_PAGE_MAX}>; rel="next"`,
    );
    const second = await get(response.headers.link!.toString().slice(1, -13));
    expect((second.json() as Listed[])[0]!.name).toBe(`${CROWD} 00101`);
  });

  it("the tRPC list and search say they hold a first page", async () => {
    const caller = callerAs(env.db);
    const list = await caller.churches.list();
    expect(list.items).toHaveLength(DIRECTORY_PAGE_MAX);
    expect(list.total).toBeGreaterThanOrEqual(crowdSize);
    const found = await caller.churches.search({ q: CROWD });
    expect(found).toMatchObject({ total: crowdSize });
    expect(found.items).toHaveLength(DIRECTORY_PAGE_MAX);
    // The serialized whole list is not built for a directory this size, even when asked for directly.
    expect(await caller.churches.listJson()).toBeNull();
  });
});

describe("costly reads", () => {
  it("past the ones running and waiting, a search is held a moment, then refused with 503 and Retry-After", async () => {
    const releases: Array<() => void> = [];
    const held = Array.from({ length: COSTLY_READS_AT_ONCE + COSTLY_READS_WAITING }, () =>
      costlyRead(() => new Promise<void>((resolve) => releases.push(resolve))),
    );
    try {
      const refused = await get(`/api/churches/search?q=${unique("busy")}`);
      expect(refused.statusCode).toBe(503);
      expect(refused.headers["retry-after"]).toBe("5");
    } finally {
      while (releases.length > 0) {
        releases.shift()?.();
        await new Promise((resolve) => setImmediate(resolve));
      }
      await Promise.all(held);
    }
    expect((await get(`/api/churches/search?q=${unique("free")}`)).statusCode).toBe(200);
  });
});

describe("a tRPC batch", () => {
  const batch = (paths: string[], input: unknown = undefined) => {
    const inputs = Object.fromEntries(paths.map((_, index) => [index, input]));
    return get(`/trpc/${paths.join(",")}?batch=1&input=${encodeURIComponent(JSON.stringify(inputs))}`);
  };

  it("is refused, before any call runs, when its calls together read too much", async () => {
    const response = await batch(
      Array.from({ length: 10 }, () => "churches.search"),
      { q: "a" },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: HTTP_MESSAGES.batchTooCostly });
  });

  it("runs when it stays within the cost, as many cheap calls do", async () => {
    expect((await batch(Array.from({ length: MAX_BATCH_COST }, () => "health.check"))).statusCode).toBe(200);
    const searches = await batch(["churches.search", "churches.search"], { q: CROWD });
    expect(searches.statusCode).toBe(200);
    expect(searches.json()).toHaveLength(2);
  });
});

describe("the sitemap's files", () => {
  it("are built once per directory change", async () => {
    const church = await createChurch(env.db);
    const entryOf = async () => {
      const response = await get("/sitemap.xml");
      expect(response.statusCode).toBe(200);
      const entry = new RegExp(`<loc>[^<]*/church/${church.id}</loc><lastmod>([^<]+)</lastmod>`).exec(
        response.body,
      );
      return entry?.[1];
    };
    const first = await entryOf();
    expect(first).toBe(new Date(church.updatedAt).toISOString());

    // A change made behind the directory's triggers (replica mode skips them) is not seen: the file was kept.
    await env.db.transaction().execute(async (trx) => {
      await sql`SET LOCAL session_replication_role = replica`.execute(trx);
      await sql`UPDATE churches SET updated_at = '2020-01-02T03:04:05Z' WHERE id = ${church.id}`.execute(trx);
    });
    expect(await entryOf()).toBe(first);

    // A change the directory sees rebuilds it.
    const changed = await env.db
      .updateTable("churches")
      .set({ name: `${church.name} (renamed)` })
      .where("id", "=", church.id)
      .returning("updatedAt")
      .executeTakeFirstOrThrow();
    expect(await entryOf()).toBe(new Date(changed.updatedAt).toISOString());
    expect(await entryOf()).not.toBe(first);
  }, 120_000);
});
