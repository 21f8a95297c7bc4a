import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { createChurch, unique } from "./factories.ts";
import { callerAs } from "./harness.ts";
import { useTestApp } from "./use-test-app.ts";

const env = useTestApp();

type Listed = Record<string, unknown> & { id: number; name: string };

async function getList(headers: Record<string, string> = {}) {
  return env.app.inject({ method: "GET", url: "/api/churches", headers });
}

async function search(q: string) {
  const response = await env.app.inject({
    method: "GET",
    url: `/api/churches/search?q=${encodeURIComponent(q)}`,
  });
  expect(response.statusCode, q).toBe(200);
  return (response.json() as Listed[]).map((church) => church.name);
}

describe("GET /api/churches", () => {
  it("lists approved churches by name with the directory fields, without description or owner", async () => {
    const tag = unique("Zz ");
    const second = await createChurch(env.db, { name: `${tag} Bravo`, description: "Long text" });
    const first = await createChurch(env.db, {
      name: `${tag} Alpha`,
      imageUrl: "https://img.example/a.jpg",
    });
    const pending = await createChurch(env.db, { name: `${tag} Pending`, isApproved: false });
    const response = await getList();
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
    const body = response.json() as Listed[];
    const ours = body.filter((church) => church.name.startsWith(tag)).map((church) => church.id);
    expect(ours).toEqual([first.id, second.id]);
    expect(body.map((church) => church.id)).not.toContain(pending.id);
    const listed = body.find((church) => church.id === first.id)!;
    expect(Object.keys(listed).sort()).toEqual(
      [
        "id",
        "name",
        "address",
        "city",
        "state",
        "zipCode",
        "latitude",
        "longitude",
        "pastorName",
        "phone",
        "email",
        "website",
        "imageUrl",
        "serviceTimes",
        "memberCount",
        "worshipLanguages",
      ].sort(),
    );
    expect(listed).toMatchObject({ latitude: "42.03470000", longitude: "-93.62000000", memberCount: 120 });
    expect(listed.imageUrl).toBe("https://img.example/a.jpg");
  });

  it("answers 304 to a matching If-None-Match, and a new tag once the list changes", async () => {
    const church = await createChurch(env.db);
    const first = await getList();
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    // A cache may reuse it briefly, then revalidates (http/cache.ts, issue 44).
    expect(first.headers["cache-control"]).toBe("public, max-age=30, stale-while-revalidate=30");

    const unchanged = await getList({ "if-none-match": etag });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe("");
    expect(unchanged.headers.etag).toBe(etag);
    // A list of tags, or the strong form of the same tag, matches too (weak comparison).
    expect((await getList({ "if-none-match": `"other", ${etag.slice(2)}` })).statusCode).toBe(304);
    expect((await getList({ "if-none-match": '"something-else"' })).statusCode).toBe(200);

    await env.db
      .updateTable("churches")
      .set({ pastorName: "Rev. Changed" })
      .where("id", "=", church.id)
      .execute();
    const edited = await getList({ "if-none-match": etag });
    expect(edited.statusCode).toBe(200);
    expect(edited.headers.etag).not.toBe(etag);
    expect((edited.json() as Listed[]).find((c) => c.id === church.id)?.pastorName).toBe("Rev. Changed");

    const afterEdit = edited.headers.etag as string;
    await env.db.deleteFrom("churches").where("id", "=", church.id).execute();
    const removed = await getList({ "if-none-match": afterEdit });
    expect(removed.statusCode).toBe(200);
    expect((removed.json() as Listed[]).map((c) => c.id)).not.toContain(church.id);

    const afterRemoval = removed.headers.etag as string;
    const pending = await createChurch(env.db, { isApproved: false });
    expect((await getList({ "if-none-match": afterRemoval })).statusCode).toBe(304);
    await env.db.updateTable("churches").set({ isApproved: true }).where("id", "=", pending.id).execute();
    const approved = await getList({ "if-none-match": afterRemoval });
    expect(approved.statusCode).toBe(200);
    expect((approved.json() as Listed[]).map((c) => c.id)).toContain(pending.id);
  });

  it("sends the same list in brotli or gzip to clients that accept it, under the same tag", async () => {
    await createChurch(env.db);
    const plain = await getList();
    const brotli = await getList({ "accept-encoding": "br, gzip;q=0.8" });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers.vary).toContain("accept-encoding");
    expect(brotli.headers.etag).toBe(plain.headers.etag);
    expect(brotliDecompressSync(brotli.rawPayload).toString("utf8")).toBe(plain.body);
    // Brotli alone (no gzip offered) gets brotli, never the uncompressed body.
    expect((await getList({ "accept-encoding": "br" })).headers["content-encoding"]).toBe("br");
    const zipped = await getList({ "accept-encoding": "br;q=0, gzip" });
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(zipped.rawPayload).toString("utf8")).toBe(plain.body);
    const refused = await getList({ "accept-encoding": "gzip;q=0, identity" });
    expect(refused.headers["content-encoding"]).toBeUndefined();
    expect(refused.body).toBe(plain.body);
  });

  it("gives tRPC callers the same churches", async () => {
    const church = await createChurch(env.db);
    const { items: list } = await callerAs(env.db).churches.list();
    expect(list.find((c) => c.id === church.id)).toMatchObject({ name: church.name, city: "Ames" });
    expect(list.find((c) => c.id === church.id)).not.toHaveProperty("description");
  });
});

describe("GET /api/churches/search", () => {
  it("matches name, city and pastor, ignoring case, approved churches only", async () => {
    const word = unique("Qx");
    const byName = await createChurch(env.db, { name: `First ${word} Church` });
    const byCity = await createChurch(env.db, { name: unique("C "), city: `${word}ville` });
    const byPastor = await createChurch(env.db, { name: unique("P "), pastorName: `Rev. ${word}son` });
    await createChurch(env.db, { name: `Hidden ${word}`, isApproved: false });
    await createChurch(env.db, { name: unique("Other "), description: `About ${word}` });
    const names = await search(word.toUpperCase());
    expect(names.sort()).toEqual([byName.name, byCity.name, byPastor.name].sort());
    expect(await search(`  ${word.toLowerCase()}  `)).toHaveLength(3);
  });

  it("takes % and _ literally", async () => {
    const word = unique("Pct");
    const literal = await createChurch(env.db, { name: `${word} 100% Grace` });
    await createChurch(env.db, { name: `${word} 1000 Grace` });
    const underscore = await createChurch(env.db, { name: `${word} A_B` });
    await createChurch(env.db, { name: `${word} AxB` });
    expect(await search(`${word} 100%`)).toEqual([literal.name]);
    expect(await search("A_B")).toEqual([underscore.name]);
    expect(await search(`${word} 1_0`)).toEqual([]);
    expect(await search("\\")).toEqual([]);
  });

  it("gives the whole list for empty text, and refuses text over 200 characters", async () => {
    const all = (await getList()).json() as Listed[];
    expect((await search("   ")).length).toBe(all.length);
    const response = await env.app.inject({
      method: "GET",
      url: `/api/churches/search?q=${"a".repeat(201)}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Must be at most 200 characters");
  });

  it("is the churches.search procedure", async () => {
    const word = unique("Trpc");
    const church = await createChurch(env.db, { name: `${word} Chapel` });
    const found = await callerAs(env.db).churches.search({ q: word.toLowerCase() });
    expect(found).toEqual({ items: [expect.objectContaining({ id: church.id })], total: 1 });
  });
});

describe("GET /api/churches/:id", () => {
  it("returns the full public view, description included", async () => {
    const church = await createChurch(env.db, { description: "Line one\nLine two" });
    const response = await env.app.inject({ method: "GET", url: `/api/churches/${church.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: church.id,
      description: "Line one\nLine two",
      serviceTimes: "Sunday 10:00 AM\nWednesday 7:00 PM",
    });
    expect(response.json()).not.toHaveProperty("ownerId");
  });

  it("answers 404 for an unapproved church", async () => {
    const pending = await createChurch(env.db, { isApproved: false });
    const response = await env.app.inject({ method: "GET", url: `/api/churches/${pending.id}` });
    expect(response.statusCode).toBe(404);
  });
});
