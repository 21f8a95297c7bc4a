/**
 * Issue 19: the directory's server procedures (docs/directory-api.md) on PostgreSQL and on the embedded PGlite.
 * Every test places its churches in its own remote stretch of the southern ocean, more than 1,000 km from any
 * other test's, so the whole directory's clustering (shared by the file) groups each test's churches only with
 * each other.
 */
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { distanceMiles, greatCircleDistance, MAP } from "@app/shared";
import { describe, expect, it } from "vitest";
import { createAdmin, createChurch, unique } from "./factories.ts";
import { callerAs } from "./harness.ts";
import { useTestApp } from "./use-test-app.ts";

const env = useTestApp();
const anonymous = () => callerAs(env.db);

let nextArea = 0;
/** A fresh area for one test: latitude -50, 15 degrees of longitude (about 1,070 km) from the last. */
function area() {
  const origin = { latitude: -50, longitude: -170 + 15 * nextArea++ };
  return {
    origin,
    /** A point `km` east and `kmNorth` north of the origin (small distances, flat approximation). */
    at(kmEast: number, kmNorth = 0) {
      const latitude = origin.latitude + kmNorth / 111.195;
      const longitude = origin.longitude + kmEast / (111.195 * Math.cos((latitude * Math.PI) / 180));
      return { latitude, longitude };
    },
    /** The viewport of about 4 degrees around the origin. */
    box(zoom: number) {
      return {
        west: origin.longitude - 4,
        east: origin.longitude + 4,
        south: origin.latitude - 3,
        north: origin.latitude + 3,
        zoom,
      };
    },
  };
}

function placed(point: { latitude: number; longitude: number }) {
  return { latitude: point.latitude.toFixed(8), longitude: point.longitude.toFixed(8) };
}

describe("churches.viewport: the clustering rule", () => {
  it("groups within 100 km below zoom 6, within 50 km from 6 to 10, and shows every church above 10", async () => {
    const here = area();
    const tag = unique("Vp ");
    // Greedy in the list's order (by name): Alpha seeds; Charlie is 20 km away, Bravo 75 km.
    const alpha = await createChurch(env.db, { name: `${tag} Alpha`, ...placed(here.at(0)) });
    const bravo = await createChurch(env.db, {
      name: `${tag} Bravo`,
      city: "Bravotown",
      state: "NE",
      pastorName: "Pastor Bravo",
      ...placed(here.at(75)),
    });
    const charlie = await createChurch(env.db, { name: `${tag} Charlie`, ...placed(here.at(0, 20)) });
    const churches = [alpha, bravo, charlie];
    const coordinates = (church: (typeof churches)[number]) => ({
      latitude: Number(church.latitude),
      longitude: Number(church.longitude),
    });
    expect(greatCircleDistance(coordinates(alpha), coordinates(bravo), MAP.earthRadiusKm)).toBeGreaterThan(
      50,
    );
    expect(greatCircleDistance(coordinates(alpha), coordinates(bravo), MAP.earthRadiusKm)).toBeLessThan(100);

    // Unfiltered (the cached clustering) and filtered by the tag (computed on the fly) answer alike.
    for (const filter of [{}, { q: tag }]) {
      const at = (zoom: number) => anonymous().churches.viewport({ ...here.box(zoom), ...filter });

      const wide = await at(5.9);
      expect(wide.markers).toEqual([]);
      expect(wide.clusters).toHaveLength(1);
      const [all] = wide.clusters;
      expect(all?.count).toBe(3);
      expect(all?.lat).toBeCloseTo(churches.reduce((sum, c) => sum + Number(c.latitude), 0) / 3, 9);
      expect(all?.lng).toBeCloseTo(churches.reduce((sum, c) => sum + Number(c.longitude), 0) / 3, 9);
      const members = await anonymous().churches.clusterMembers({
        ...filter,
        key: all?.key ?? "",
        zoom: 5.9,
        offset: 0,
        limit: 10,
      });
      expect(members).toEqual({
        items: churches.map(({ id, name, city, state }) => ({ id, name, city, state })),
        total: 3,
      });
      // Paging the popup's list.
      const second = await anonymous().churches.clusterMembers({
        ...filter,
        key: all?.key ?? "",
        zoom: 5,
        offset: 1,
        limit: 1,
      });
      expect(second).toEqual({ items: [expect.objectContaining({ id: bravo.id })], total: 3 });

      for (const zoom of [6, 10]) {
        const middle = await at(zoom);
        expect(middle.clusters, `zoom ${zoom}`).toHaveLength(1);
        expect(middle.clusters[0]).toMatchObject({
          count: 2,
          lat: (Number(alpha.latitude) + Number(charlie.latitude)) / 2,
          lng: (Number(alpha.longitude) + Number(charlie.longitude)) / 2,
        });
        // A cluster of one is a church, with what its popup shows.
        expect(middle.markers).toEqual([
          {
            id: bravo.id,
            name: bravo.name,
            city: "Bravotown",
            state: "NE",
            pastorName: "Pastor Bravo",
            lat: Number(bravo.latitude),
            lng: Number(bravo.longitude),
          },
        ]);
        // The 100 km cluster's key names nothing at this zoom's radius.
        await expect(
          anonymous().churches.clusterMembers({ ...filter, key: all?.key ?? "", zoom, offset: 0, limit: 10 }),
        ).resolves.toEqual({ items: [], total: 0 });
      }

      const close = await at(10.1);
      expect(close.clusters).toEqual([]);
      expect(close.markers.map((marker) => marker.id).sort((a, b) => a - b)).toEqual(
        churches.map((church) => church.id).sort((a, b) => a - b),
      );
    }
  });

  it("moves a church to another cluster after an edit and drops it after its removal", async () => {
    const here = area();
    const tag = unique("Mv ");
    const admin = await createAdmin(env.db);
    const a = await createChurch(env.db, { name: `${tag} A`, ...placed(here.at(0)) });
    const b = await createChurch(env.db, { name: `${tag} B`, ...placed(here.at(30)) });
    const d = await createChurch(env.db, { name: `${tag} D`, ...placed(here.at(200)) });
    const e = await createChurch(env.db, { name: `${tag} E`, ...placed(here.at(210)) });
    const view = async () => {
      const { clusters } = await anonymous().churches.viewport(here.box(8));
      const withMembers = await Promise.all(
        clusters.map(async (cluster) => {
          const { items } = await anonymous().churches.clusterMembers({
            key: cluster.key,
            zoom: 8,
            offset: 0,
            limit: 100,
          });
          return items.map((item) => item.id);
        }),
      );
      return withMembers.sort((x, y) => (x[0] ?? 0) - (y[0] ?? 0));
    };
    expect(await view()).toEqual([
      [a.id, b.id],
      [d.id, e.id],
    ]);

    // The administrator moves B next to D: the triggers bump the version in the edit's transaction.
    const moved = here.at(205, 5);
    await callerAs(env.db, admin).churches.update({
      id: b.id,
      name: b.name,
      address: b.address,
      city: b.city,
      state: b.state,
      zipCode: b.zipCode,
      latitude: moved.latitude.toFixed(6),
      longitude: moved.longitude.toFixed(6),
    });
    expect(await view()).toEqual([[b.id, d.id, e.id]]);
    const { markers } = await anonymous().churches.viewport(here.box(8));
    expect(markers.map((marker) => marker.id)).toEqual([a.id]);

    await callerAs(env.db, admin).churches.remove({ id: b.id });
    expect(await view()).toEqual([[d.id, e.id]]);
    const list = await anonymous().churches.page({ q: tag, offset: 0, limit: 10 });
    expect(list.items.map((church) => church.id)).toEqual([a.id, d.id, e.id]);
  });

  it("shows a church once it is approved, and its owner's edit at once", async () => {
    const here = area();
    const tag = unique("Ap ");
    const admin = await createAdmin(env.db);
    const pending = await createChurch(env.db, {
      name: `${tag} Pending`,
      isApproved: false,
      ...placed(here.at(0)),
    });
    const ids = async (zoom: number) =>
      (await anonymous().churches.viewport(here.box(zoom))).markers.map((m) => m.id);
    const before = await anonymous().churches.overview();
    expect(await ids(7)).toEqual([]);
    await callerAs(env.db, admin).churches.approve({ id: pending.id });
    expect(await ids(7)).toEqual([pending.id]);
    expect((await anonymous().churches.overview()).stats.total).toBe(before.stats.total + 1);
    // A write by any path (here straight SQL, as an import would) moves the directory's version.
    await env.db
      .updateTable("churches")
      .set({ pastorName: "Pastor Renamed" })
      .where("id", "=", pending.id)
      .execute();
    const { markers } = await anonymous().churches.viewport(here.box(7));
    expect(markers[0]?.pastorName).toBe("Pastor Renamed");
  });

  it("finds the churches of a viewport that crosses the antimeridian", async () => {
    const tag = unique("Am ");
    const east = await createChurch(env.db, { name: `${tag} East`, latitude: "-10.5", longitude: "179.8" });
    const west = await createChurch(env.db, { name: `${tag} West`, latitude: "-10.5", longitude: "-179.2" });
    const box = { west: 179, east: -179, south: -11, north: -10 };
    const close = await anonymous().churches.viewport({ ...box, zoom: 11 });
    expect(close.markers.map((m) => m.id).sort((x, y) => x - y)).toEqual(
      [east.id, west.id].sort((x, y) => x - y),
    );
    // 111 km apart across the line: at zoom 7 (50 km) each is its own marker, at its own position. (At zoom 5
    // they form one cluster whose arithmetic mean, as the clustering rule defines it, lies near longitude 0.)
    const middle = await anonymous().churches.viewport({ ...box, zoom: 7 });
    expect(middle.markers).toHaveLength(2);
  });
});

describe("churches.page", () => {
  it("pages the list by name with the total, and filters by search, state and language", async () => {
    const tag = unique("Pg ");
    const names = ["Delta", "alpha", "Charlie", "Bravo", "Echo"];
    const created = [];
    for (const [index, name] of names.entries()) {
      created.push(
        await createChurch(env.db, {
          name: `${tag} ${name}`,
          state: index % 2 === 0 ? "KS" : "MO",
          worshipLanguages: index === 2 ? ["en", "es"] : ["en"],
        }),
      );
    }
    await createChurch(env.db, { name: `${tag} Pending`, isApproved: false });
    const byName = [...created].sort((x, y) => (x.name < y.name ? -1 : x.name > y.name ? 1 : x.id - y.id));

    const first = await anonymous().churches.page({ q: tag, offset: 0, limit: 2 });
    expect(first.total).toBe(5);
    expect(first.items.map((c) => c.id)).toEqual(byName.slice(0, 2).map((c) => c.id));
    const rest = await anonymous().churches.page({ q: tag, offset: 2, limit: 50 });
    expect(rest.items.map((c) => c.id)).toEqual(byName.slice(2).map((c) => c.id));
    expect(rest.items[0]).toMatchObject({ worshipLanguages: expect.any(Array), city: "Ames" });
    expect(rest.items[0]).not.toHaveProperty("description");

    const kansas = await anonymous().churches.page({ q: tag, state: "ks", offset: 0, limit: 50 });
    expect(kansas.total).toBe(3);
    expect(kansas.items.every((c) => c.state === "KS")).toBe(true);
    const spanish = await anonymous().churches.page({ q: tag, language: "ES", offset: 0, limit: 50 });
    expect(spanish).toEqual({ items: [expect.objectContaining({ id: created[2]?.id })], total: 1 });
    const none = await anonymous().churches.page({
      q: tag,
      state: "MO",
      language: "es",
      offset: 0,
      limit: 50,
    });
    expect(none).toEqual({ items: [], total: 0 });
  });

  it("searches name, city and pastor without regard to case or accents, literally", async () => {
    const tag = unique("Sr");
    const cathedral = await createChurch(env.db, { name: `${tag} Catedral São José` });
    const city = await createChurch(env.db, { name: unique("Plain "), city: `Zürich${tag}` });
    const pastor = await createChurch(env.db, { name: unique("Plain "), pastorName: `Renée ${tag}` });
    const percent = await createChurch(env.db, { name: `${tag} 100% Grace` });
    const find = async (q: string) =>
      (await anonymous().churches.page({ q, offset: 0, limit: 50 })).items.map((c) => c.id);
    expect(await find(`${tag} catedral sao jose`)).toEqual([cathedral.id]);
    expect(await find(`zurich${tag.toUpperCase()}`)).toEqual([city.id]);
    expect(await find(`renee ${tag}`)).toEqual([pastor.id]);
    expect(await find(`${tag} 100%`)).toEqual([percent.id]);
    expect(await find(`${tag} 1_0`)).toEqual([]);
    // The unpaged search answers the same churches.
    const searched = await anonymous().churches.search({ q: `${tag} catedral` });
    expect(searched.items.map((c) => c.id)).toEqual([cathedral.id]);
  });

  it("lists the nearest first with distances in miles and unplaced churches last", async () => {
    const here = area();
    const tag = unique("Nr ");
    const far = await createChurch(env.db, { name: `${tag} A far`, ...placed(here.at(80)) });
    const near = await createChurch(env.db, { name: `${tag} B near`, ...placed(here.at(3)) });
    const middle = await createChurch(env.db, { name: `${tag} C middle`, ...placed(here.at(0, 40)) });
    const nowhere = await createChurch(env.db, { name: `${tag} D nowhere`, latitude: null, longitude: null });
    const zero = await createChurch(env.db, { name: `${tag} E zero`, latitude: "0", longitude: "0" });
    const from = { lat: here.origin.latitude, lng: here.origin.longitude };
    const all = await anonymous().churches.page({ q: tag, near: from, offset: 0, limit: 10 });
    expect(all.total).toBe(5);
    expect(all.items.map((c) => c.id)).toEqual([near.id, middle.id, far.id, nowhere.id, zero.id]);
    for (const church of [near, middle, far]) {
      const item = all.items.find((c) => c.id === church.id);
      expect(item?.distanceMiles).toBe(
        distanceMiles(here.origin, {
          latitude: Number(church.latitude),
          longitude: Number(church.longitude),
        }),
      );
    }
    expect(all.items.at(-1)?.distanceMiles).toBeNull();
    expect(all.items.find((c) => c.id === near.id)?.distanceMiles).toBeCloseTo(1.9, 1);
    // Pages across the boundary between placed and unplaced churches.
    const page = await anonymous().churches.page({ q: tag, near: from, offset: 2, limit: 2 });
    expect(page.items.map((c) => c.id)).toEqual([far.id, nowhere.id]);
    const last = await anonymous().churches.page({ q: tag, near: from, offset: 4, limit: 2 });
    expect(last.items.map((c) => c.id)).toEqual([zero.id]);
  });
});

describe("churches.overview", () => {
  it("counts the whole approved directory for the stat tiles and lists the filter options", async () => {
    const before = await anonymous().churches.overview();
    const tag = unique("Ov ");
    await createChurch(env.db, { name: `${tag} 1`, state: "WY", memberCount: 40, worshipLanguages: ["vi"] });
    await createChurch(env.db, {
      name: `${tag} 2`,
      state: "WY",
      memberCount: 2,
      latitude: null,
      longitude: null,
    });
    await createChurch(env.db, { name: `${tag} 3`, memberCount: 999, isApproved: false });
    const after = await anonymous().churches.overview({ q: "ignored: the tiles show the whole directory" });
    expect(after.stats.total - before.stats.total).toBe(2);
    expect(after.stats.onMap - before.stats.onMap).toBe(1);
    expect(after.stats.networkSize - before.stats.networkSize).toBe(42);
    expect(after.states).toContain("WY");
    expect(after.stats.states).toBe(after.states.length);
    expect(after.states).toEqual([...after.states].sort());
    expect(after.languages).toEqual(expect.arrayContaining(["en", "vi"]));
    // The same numbers the full list gives.
    const { items: list, total } = await anonymous().churches.list();
    expect(list).toHaveLength(total);
    expect(after.stats.total).toBe(list.length);
    expect(after.stats.networkSize).toBe(list.reduce((sum, c) => sum + (c.memberCount ?? 0), 0));
    expect(after.states).toEqual([...new Set(list.map((c) => c.state))].sort());
  });
});

describe("REST twins", () => {
  it("answers the page, viewport, cluster and overview paths and pages the documented lists", async () => {
    const here = area();
    const tag = unique("Rs ");
    const one = await createChurch(env.db, { name: `${tag} One`, ...placed(here.at(0)) });
    const two = await createChurch(env.db, { name: `${tag} Two`, ...placed(here.at(10)) });
    const get = (url: string) => env.app.inject({ method: "GET", url });
    const q = encodeURIComponent(tag);

    const page = await get(`/api/churches/page?q=${q}&offset=1&limit=1&state=&language=`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toEqual({ items: [expect.objectContaining({ id: two.id })], total: 2 });
    const nearest = await get(
      `/api/churches/page?q=${q}&limit=5&lat=${here.origin.latitude}&lng=${here.origin.longitude + 0.2}`,
    );
    expect(nearest.json().items.map((c: { id: number }) => c.id)).toEqual([two.id, one.id]);

    const b = here.box(7);
    const viewport = await get(
      `/api/churches/viewport?west=${b.west}&south=${b.south}&east=${b.east}&north=${b.north}&zoom=7&q=${q}`,
    );
    expect(viewport.statusCode).toBe(200);
    const [cluster] = viewport.json().clusters;
    expect(cluster).toMatchObject({ count: 2 });
    const members = await get(`/api/churches/clusters/${cluster.key}?zoom=7&q=${q}&limit=1`);
    expect(members.json()).toEqual({ items: [expect.objectContaining({ id: one.id })], total: 2 });

    const overview = await get("/api/churches/overview");
    expect(overview.json().stats.total).toBeGreaterThanOrEqual(2);

    const search = await get(`/api/churches/search?q=${q}&offset=1&limit=1`);
    expect(search.headers["x-total-count"]).toBe("2");
    expect(search.json().map((c: { id: number }) => c.id)).toEqual([two.id]);
    const unpagedSearch = await get(`/api/churches/search?q=${q}`);
    expect(unpagedSearch.headers["x-total-count"]).toBeUndefined();
    expect(unpagedSearch.json()).toHaveLength(2);
    const list = await get("/api/churches?offset=0&limit=3");
    expect(list.json()).toHaveLength(3);
    expect(Number(list.headers["x-total-count"])).toBe((await get("/api/churches")).json().length);

    expect((await get("/api/churches/page?limit=101")).statusCode).toBe(400);
    expect((await get("/api/churches/viewport?west=x&south=0&east=1&north=1&zoom=3")).statusCode).toBe(400);
    expect((await get("/api/churches/page?limit=5&language=english")).statusCode).toBe(400);
  });

  it("sends a kept answer's bytes in brotli, gzip or plain alike, and a town's markers anew after a write", async () => {
    const here = area();
    const tag = unique("Kb ");
    await createChurch(env.db, { name: `${tag} One`, ...placed(here.at(0)) });
    const b = here.box(11);
    const url = `/api/churches/viewport?west=${b.west}&south=${b.south}&east=${b.east}&north=${b.north}&zoom=11`;
    const get = (encoding?: string) =>
      env.app.inject({ method: "GET", url, headers: encoding ? { "accept-encoding": encoding } : {} });
    const plain = await get();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers["content-type"]).toMatch(/^application\/json/);
    const markers = plain.json().markers as Array<{ name: string }>;
    expect(markers.map((m) => m.name)).toEqual([`${tag} One`]);
    const br = await get("br");
    const gzip = await get("gzip");
    // The answer is small here; a large one is compressed, and either way its bytes are the same JSON.
    const decoded = (response: typeof br, decode: (bytes: Buffer) => Buffer) =>
      JSON.parse(
        (response.headers["content-encoding"] ? decode(response.rawPayload) : response.rawPayload).toString(),
      );
    expect(decoded(br, brotliDecompressSync)).toEqual(plain.json());
    expect(decoded(gzip, gunzipSync)).toEqual(plain.json());

    await createChurch(env.db, { name: `${tag} Two`, ...placed(here.at(5)) });
    const after = (await get()).json().markers as Array<{ name: string }>;
    expect(after.map((m) => m.name).sort()).toEqual([`${tag} One`, `${tag} Two`]);
  });

  it("compresses a large kept answer once and sends it to each client in the encoding it accepts", async () => {
    const here = area();
    const tag = unique("Kc ");
    for (let i = 0; i < 40; i++)
      await createChurch(env.db, { name: `${tag} ${i}`, ...placed(here.at(i * 2)) });
    const b = here.box(11);
    const url = `/api/churches/viewport?west=${b.west}&south=${b.south}&east=${b.east}&north=${b.north}&zoom=11`;
    const plain = await env.app.inject({ method: "GET", url });
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const br = await env.app.inject({ method: "GET", url, headers: { "accept-encoding": "gzip, br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    const gzip = await env.app.inject({ method: "GET", url, headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });
});
