import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieFor, send } from "./admin-helpers.ts";
import { createAdmin, createChurch, createEvent, createResource, createUser, unique } from "./factories.ts";
import { createTestApp } from "./harness.ts";
import { useTestApp } from "./use-test-app.ts";

// Issue 44, item 4: public reads a cache can carry, session answers no cache keeps, and a purge after edits.

const env = useTestApp();

const names = (header: unknown) =>
  String(header ?? "")
    .split(/[,\s]+/)
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);

let church: { id: number };
let event: { id: number };

beforeAll(async () => {
  church = await createChurch(env.db, { name: unique("Cache Chapel ") });
  event = await createEvent(env.db, {
    churchId: church.id,
    title: unique("Cache supper "),
    startDate: "2031-05-06",
  });
  await createResource(env.db, { title: unique("Cache guide ") });
});

/** One path of each kind: the directory's, the other documented ones, pages in both languages, feeds,
 * calendars, the sitemap. */
const publicPaths = () => [
  "/api/churches",
  "/api/churches/page?limit=5",
  "/api/churches/overview",
  `/api/churches/${church.id}`,
  "/api/events",
  "/api/events.ics",
  `/api/events/${event.id}/ics`,
  "/api/resources",
  "/api/resource-types",
  "/api/social-media",
  "/",
  `/church/${church.id}`,
  `/es/church/${church.id}`,
  "/events",
  `/es/events/${event.id}`,
  "/resources",
  "/help",
  "/feeds/events.atom",
  "/feeds/resources.atom?lang=es",
  "/sitemap.xml",
  "/robots.txt",
  "/trpc/churches.overview",
  `/trpc/churches.byId?input=${encodeURIComponent(JSON.stringify({ id: church.id }))}`,
];

describe("public reads", () => {
  it("let shared caches keep a page for 30 s but make browsers revalidate it, as it carries its data", async () => {
    for (const url of ["/", `/church/${church.id}`, "/events", "/resources", "/help"]) {
      const page = await env.app.inject({ method: "GET", url });
      expect(page.headers["cache-control"], url).toBe(
        "public, max-age=0, s-maxage=30, stale-while-revalidate=30",
      );
    }
    const feed = await env.app.inject({ method: "GET", url: "/feeds/events.atom" });
    expect(feed.headers["cache-control"]).toBe("public, max-age=30, stale-while-revalidate=30");
  });

  it("carry a public max-age with stale-while-revalidate and a validator, and answer If-None-Match with 304", async () => {
    for (const url of publicPaths()) {
      const first = await env.app.inject({ method: "GET", url, headers: { "accept-encoding": "gzip, br" } });
      expect(first.statusCode, url).toBe(200);
      expect(first.headers["cache-control"], url).toMatch(
        /^public, max-age=\d+, (s-maxage=\d+, )?stale-while-revalidate=\d+$/,
      );
      const etag = String(first.headers.etag ?? "");
      expect(etag, url).toMatch(/^(W\/)?".+"$/);

      const again = await env.app.inject({
        method: "GET",
        url,
        headers: { "accept-encoding": "gzip, br", "if-none-match": `"stale", ${etag}` },
      });
      expect(again.statusCode, url).toBe(304);
      expect(again.body, url).toBe("");
      expect(again.headers["cache-control"], url).toBe(first.headers["cache-control"]);

      const other = await env.app.inject({
        method: "GET",
        url,
        headers: { "if-none-match": '"not-this-one"' },
      });
      expect(other.statusCode, url).toBe(200);
    }
  });

  it("tag the plain body so every encoding revalidates alike", async () => {
    const url = `/api/churches/${church.id}`;
    const plain = await env.app.inject({ method: "GET", url });
    const gzip = await env.app.inject({ method: "GET", url, headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers.etag).toBe(plain.headers.etag);
  });

  it("give a new validator once the answer changes", async () => {
    const url = `/api/churches/${church.id}`;
    const before = await env.app.inject({ method: "GET", url });
    await env.db
      .updateTable("churches")
      .set({ pastorName: unique("Pastor ") })
      .where("id", "=", church.id)
      .execute();
    const after = await env.app.inject({
      method: "GET",
      url,
      headers: { "if-none-match": String(before.headers.etag) },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it("vary by the language where the address does not say it", async () => {
    const home = await env.app.inject({ method: "GET", url: "/" });
    expect(names(home.headers.vary)).toEqual(expect.arrayContaining(["accept-language", "cookie"]));
    const calendar = await env.app.inject({ method: "GET", url: "/api/events.ics" });
    expect(names(calendar.headers.vary)).toContain("accept-language");
    // The address names the language: one answer per address, whatever the reader's browser asks.
    const english = await env.app.inject({
      method: "GET",
      url: `/church/${church.id}`,
      headers: { "accept-language": "es" },
    });
    const spanish = await env.app.inject({ method: "GET", url: `/es/church/${church.id}` });
    expect(names(english.headers.vary)).not.toContain("accept-language");
    expect(spanish.headers.etag).not.toBe(english.headers.etag);
  });

  it("send no surrogate keys unless the setting is on", async () => {
    const response = await env.app.inject({ method: "GET", url: `/api/churches/${church.id}` });
    expect(response.headers["surrogate-key"]).toBeUndefined();
    expect(response.headers["cache-tag"]).toBeUndefined();
  });
});

describe("session-dependent answers", () => {
  it("are no-store for a signed-in reader, on public paths too", async () => {
    const user = await createUser(env.db);
    const cookie = await cookieFor(env.app, env.db, user);
    for (const url of [
      "/api/churches/page?limit=5",
      `/api/churches/${church.id}`,
      "/api/events",
      "/trpc/churches.overview",
      "/trpc/auth.me",
    ]) {
      const response = await env.app.inject({ method: "GET", url, headers: { cookie } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["cache-control"], url).toBe("no-store");
    }
  });

  it("are no-store on every admin path and every tRPC call that is not a public query", async () => {
    const admin = await createAdmin(env.db);
    const cookie = await cookieFor(env.app, env.db, admin);
    for (const url of [
      "/api/admin/churches",
      "/api/admin/export/churches.csv",
      "/admin",
      "/es/admin/events",
      "/profile",
    ]) {
      const response = await env.app.inject({ method: "GET", url, headers: { cookie } });
      expect(response.headers["cache-control"], url).toBe("no-store");
    }
    for (const url of [
      "/trpc/auth.me",
      "/trpc/churches.overview,auth.me?batch=1&input=%7B%7D",
      "/trpc/churches.adminList",
    ]) {
      const response = await env.app.inject({ method: "GET", url });
      expect(response.headers["cache-control"], url).toBe("no-store");
    }
  });
});

describe("with a CDN in front", () => {
  const purges: string[][] = [];
  let waiting: ((keys: string[]) => void) | null = null;
  const hook = createServer((request: IncomingMessage, response) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => {
      const keys = (JSON.parse(body) as { keys: string[] }).keys;
      purges.push(keys);
      waiting?.(keys);
      response.end("ok");
    });
  });
  let cdnApp: Awaited<ReturnType<typeof createTestApp>>;
  const nextPurge = () => new Promise<string[]>((resolve) => (waiting = resolve));

  beforeAll(async () => {
    await new Promise<void>((resolve) => hook.listen(0, "127.0.0.1", resolve));
    const { port } = hook.address() as AddressInfo;
    cdnApp = await createTestApp(env.db, {
      CDN_SURROGATE_KEYS: "on",
      CDN_PURGE_URL: `http://127.0.0.1:${port}/purge`,
    });
  });
  afterAll(async () => {
    await cdnApp?.close();
    await new Promise((resolve) => hook.close(resolve));
  });

  it("tags each public answer with the keys of what it shows", async () => {
    const expected: Array<[string, string[]]> = [
      [`/api/churches/${church.id}`, [`church-${church.id}`]],
      [`/church/${church.id}`, [`church-${church.id}`]],
      [`/es/church/${church.id}`, [`church-${church.id}`]],
      ["/api/churches/page?limit=5", ["directory"]],
      ["/", ["directory", "site"]],
      ["/events", ["events"]],
      [`/api/events/${event.id}/ics`, ["events", `event-${event.id}`]],
      ["/feeds/resources.atom", ["resources"]],
      ["/api/resources", ["resources"]],
      [
        `/trpc/churches.byId?input=${encodeURIComponent(JSON.stringify({ id: church.id }))}`,
        [`church-${church.id}`],
      ],
    ];
    for (const [url, keys] of expected) {
      const response = await cdnApp.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(200);
      expect(names(response.headers["surrogate-key"]).sort(), url).toEqual([...keys].sort());
      expect(String(response.headers["cache-tag"]).split(",").sort(), url).toEqual([...keys].sort());
    }
  });

  it("posts the keys an edit changed to the purge hook after the edit commits", async () => {
    const admin = await createAdmin(env.db);
    const cookie = await cookieFor(cdnApp, env.db, admin);
    const target = await createChurch(env.db, { name: unique("Purged Chapel ") });
    const purged = nextPurge();
    const edit = await send(cdnApp, "PUT", `/api/churches/${target.id}`, cookie, {
      name: unique("Renamed Chapel "),
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
    expect(edit.statusCode).toBe(200);
    expect((await purged).sort()).toEqual([`church-${target.id}`, "directory"].sort());

    const eventPurged = nextPurge();
    const removed = await send(cdnApp, "DELETE", `/api/events/${event.id}`, cookie);
    expect(removed.statusCode).toBe(200);
    expect((await eventPurged).sort()).toEqual([`event-${event.id}`, "events"].sort());
  });

  it("never holds an edit when the hook cannot be reached", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const unreachable = await createTestApp(env.db, { CDN_PURGE_URL: `http://127.0.0.1:${port}/purge` });
    try {
      const admin = await createAdmin(env.db);
      const cookie = await cookieFor(unreachable, env.db, admin);
      const target = await createChurch(env.db, { name: unique("Unpurged Chapel ") });
      const removed = await send(unreachable, "DELETE", `/api/churches/${target.id}`, cookie);
      expect(removed.statusCode).toBe(200);
    } finally {
      await unreachable.close();
    }
  });
});
