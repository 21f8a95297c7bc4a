import { LIMIT_MESSAGES, OWNER_EDIT_MESSAGES } from "@app/shared";
import { describe, expect, it } from "vitest";
import { ALREADY_REVERTED, CHANGED_SINCE } from "../src/services/churches/lifecycle/revert-owner-edit.ts";
import { OWNER_EDIT_NOT_FOUND } from "../src/services/churches/lifecycle/review-owner-edits.ts";
import { cookieFor, send } from "./admin-helpers.ts";
import { sendJson } from "./auth-helpers.ts";
import { createChurch, createUser } from "./factories.ts";
import { createUpload } from "./image-helpers.ts";
import { useAdminTestApp } from "./use-test-app.ts";

const env = useAdminTestApp();

interface OwnerEditGroupView {
  id: number;
  churchId: number;
  churchName: string | null;
  editCount: number;
  firstEditedAt: string;
  lastEditedAt: string;
  editors: Array<{ email: string | null; name: string | null }>;
  changes: Array<{ field: string; before: unknown; after: unknown; sensitive: boolean }>;
  revertedFields: string[];
  sensitive: boolean;
}

interface ReviewPage {
  items: OwnerEditGroupView[];
  total: number;
}

/** An owner of a listed church, with the church as it was before any edit. */
async function listedChurchOwner() {
  const user = await createUser(env.db);
  const church = await createChurch(env.db, {
    ownerId: user.id,
    isApproved: true,
    name: "Old Stone Church",
    address: "100 Main St",
    city: "Ames",
    state: "IA",
    zipCode: "50010",
    phone: "515-555-0100",
    description: "Founded 1885.",
    latitude: "42.02850000",
    longitude: "-93.62020000",
  });
  await env.db.updateTable("users").set({ churchId: church.id }).where("id", "=", user.id).execute();
  return { user, church, cookie: await cookieFor(env.app, env.db, user) };
}

const ownerForm = (overrides: Record<string, unknown> = {}) => ({
  name: "Old Stone Church",
  address: "100 Main St",
  city: "Ames",
  state: "IA",
  zipCode: "50010",
  phone: "515-555-0100",
  description: "Founded 1885.",
  ...overrides,
});

const churchRow = (id: number) =>
  env.db
    .selectFrom("churches")
    .select([
      "name",
      "phone",
      "description",
      "address",
      "city",
      "zipCode",
      "latitude",
      "longitude",
      "imageUrl",
    ])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();

/** The administrator's review list, as GET /api/admin/owner-edits answers it for a query string. */
async function reviewList(query = ""): Promise<ReviewPage> {
  const response = await send(
    env.app,
    "GET",
    `/api/admin/owner-edits${query && `?${query}`}`,
    env.adminCookie,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** The church's group of unreviewed edits, if it has one. */
const groupOf = async (churchId: number) => {
  const page = await reviewList(`churchId=${churchId}`);
  expect(page.items.length).toBeLessThanOrEqual(1);
  return page.items[0];
};

/** The church's latest owner edit, straight from the log (for the one-edit revert). */
const latestEdit = (churchId: number) =>
  env.db
    .selectFrom("auditLog")
    .select("id")
    .where("action", "=", "owner_update")
    .where("entityId", "=", String(churchId))
    .orderBy("id", "desc")
    .executeTakeFirstOrThrow();

const revert = (id: number, cookie = env.adminCookie) =>
  send(env.app, "POST", `/api/admin/owner-edits/${id}/revert`, cookie);

describe("owner edits of a listed church", () => {
  it("go live at once and are recorded with the values before and after", async () => {
    const { user, church, cookie } = await listedChurchOwner();
    const saved = await sendJson(
      env.app,
      "PUT",
      "/api/user/church",
      ownerForm({ name: "Free Crypto Giveaway", phone: "" }),
      { cookie },
    );
    expect(saved.statusCode).toBe(200);
    expect((await churchRow(church.id)).name).toBe("Free Crypto Giveaway");

    const group = await groupOf(church.id);
    expect(group).toMatchObject({
      churchName: "Free Crypto Giveaway",
      editCount: 1,
      editors: [expect.objectContaining({ email: user.email })],
      revertedFields: [],
      sensitive: true,
    });
    expect(group!.changes).toEqual([
      { field: "name", before: "Old Stone Church", after: "Free Crypto Giveaway", sensitive: false },
      { field: "phone", before: "515-555-0100", after: null, sensitive: true },
    ]);
  });

  it("leave no entry when nothing changed, or while the church is still pending", async () => {
    const listed = await listedChurchOwner();
    await sendJson(env.app, "PUT", "/api/user/church", ownerForm(), { cookie: listed.cookie });
    expect(await groupOf(listed.church.id)).toBeUndefined();

    const user = await createUser(env.db);
    const pending = await createChurch(env.db, { ownerId: user.id, isApproved: false });
    const cookie = await cookieFor(env.app, env.db, user);
    await sendJson(env.app, "PUT", "/api/user/church", ownerForm({ name: "Renamed" }), { cookie });
    expect(await groupOf(pending.id)).toBeUndefined();
  });
});

describe("reverting an owner edit", () => {
  it("puts back every value the edit replaced (the map position too), once, and audits the revert", async () => {
    const { user, church, cookie } = await listedChurchOwner();
    const before = await churchRow(church.id);
    const image = await createUpload(env.db, { uploadedBy: user.id });
    const saved = await sendJson(
      env.app,
      "PUT",
      "/api/user/church",
      ownerForm({
        name: "Spam Palace",
        address: "1 Other Rd",
        city: "Des Moines",
        zipCode: "50309",
        description: "Visit our sponsor",
        imageUrl: image,
      }),
      { cookie },
    );
    expect(saved.statusCode).toBe(200);
    const moved = await churchRow(church.id);
    expect(moved.latitude).not.toBe(before.latitude);

    const edit = await latestEdit(church.id);
    const response = await revert(edit.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: edit.id, revertedBy: env.admin.email });
    expect(response.json().revertedAt).not.toBeNull();
    expect(await churchRow(church.id)).toEqual(before);

    // The revert is its own entry, naming the edit and holding what it replaced and restored.
    const entry = await env.db
      .selectFrom("auditLog")
      .select(["action", "actorId", "entityId", "revertsId", "beforeValues", "afterValues"])
      .where("revertsId", "=", edit.id)
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({
      action: "revert",
      actorId: env.admin.id,
      entityId: String(church.id),
      beforeValues: expect.objectContaining({ name: "Spam Palace", imageUrl: image }),
      afterValues: expect.objectContaining({ name: "Old Stone Church", imageUrl: null }),
    });
    // Reverted is reviewed: the church leaves the review list.
    expect(await groupOf(church.id)).toBeUndefined();

    const again = await revert(edit.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ALREADY_REVERTED);
  });

  it("refuses when a field of the edit changed again since, and leaves the church as it is", async () => {
    const { church, cookie } = await listedChurchOwner();
    await sendJson(env.app, "PUT", "/api/user/church", ownerForm({ name: "First Rename" }), { cookie });
    const first = await latestEdit(church.id);
    await sendJson(env.app, "PUT", "/api/user/church", ownerForm({ name: "Second Rename" }), { cookie });
    const response = await revert(first.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(CHANGED_SINCE);
    expect((await churchRow(church.id)).name).toBe("Second Rename");

    // The latest edit can be reverted, and then the first one.
    const second = await latestEdit(church.id);
    expect(second.id).not.toBe(first.id);
    expect((await revert(second.id)).statusCode).toBe(200);
    expect((await churchRow(church.id)).name).toBe("First Rename");
    expect((await revert(first.id)).statusCode).toBe(200);
    expect((await churchRow(church.id)).name).toBe("Old Stone Church");
  });

  it("restores the photo an edit replaced, or no photo once the clean-up has deleted it", async () => {
    const { user, church, cookie } = await listedChurchOwner();
    const photo = (label: string) =>
      createUpload(env.db, { uploadedBy: user.id }).then((url) => ({ label, url }));
    const [first, second, third] = await Promise.all([photo("first"), photo("second"), photo("third")]);
    await env.db.updateTable("churches").set({ imageUrl: first.url }).where("id", "=", church.id).execute();

    await sendJson(env.app, "PUT", "/api/user/church", ownerForm({ imageUrl: second.url }), { cookie });
    expect((await revert((await latestEdit(church.id)).id)).statusCode).toBe(200);
    expect((await churchRow(church.id)).imageUrl).toBe(first.url);

    await sendJson(env.app, "PUT", "/api/user/church", ownerForm({ imageUrl: third.url }), { cookie });
    await env.db.deleteFrom("uploads").where("id", "=", first.url.split("/").pop()!).execute();
    expect((await revert((await latestEdit(church.id)).id)).statusCode).toBe(200);
    expect((await churchRow(church.id)).imageUrl).toBeNull();
  });

  it("leaves later changes of other fields alone", async () => {
    const { church, cookie } = await listedChurchOwner();
    await sendJson(env.app, "PUT", "/api/user/church", ownerForm({ description: "Bad words" }), { cookie });
    const edit = await latestEdit(church.id);
    await sendJson(
      env.app,
      "PUT",
      "/api/user/church",
      ownerForm({ description: "Bad words", phone: "515-555-0199" }),
      { cookie },
    );
    expect((await revert(edit.id)).statusCode).toBe(200);
    expect(await churchRow(church.id)).toMatchObject({ description: "Founded 1885.", phone: "515-555-0199" });
  });

  it("is for administrators only, and answers 404 for an unknown or non-owner entry", async () => {
    const { church, cookie } = await listedChurchOwner();
    await sendJson(env.app, "PUT", "/api/user/church", ownerForm({ name: "Mine Now" }), { cookie });
    const edit = await latestEdit(church.id);
    expect((await revert(edit.id, cookie)).statusCode).toBe(403);
    expect((await send(env.app, "GET", "/api/admin/owner-edits", cookie)).statusCode).toBe(403);
    expect((await send(env.app, "POST", `/api/admin/owner-edits/${edit.id}/revert`)).statusCode).toBe(401);
    expect((await churchRow(church.id)).name).toBe("Mine Now");

    const missing = await revert(987_654);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(OWNER_EDIT_NOT_FOUND);
    const adminEntry = await env.db
      .selectFrom("auditLog")
      .select("id")
      .where("action", "<>", "owner_update")
      .executeTakeFirst();
    if (adminEntry) expect((await revert(adminEntry.id)).statusCode).toBe(404);
  });

  it("lets exactly one of two administrators reverting at once win", async () => {
    const { church, cookie } = await listedChurchOwner();
    await sendJson(env.app, "PUT", "/api/user/church", ownerForm({ name: "Raced" }), { cookie });
    const edit = await latestEdit(church.id);
    const statuses = (await Promise.all([revert(edit.id), revert(edit.id)])).map((r) => r.statusCode);
    expect(statuses.sort()).toEqual([200, 409]);
    const reverts = await env.db
      .selectFrom("auditLog")
      .select("id")
      .where("revertsId", "=", edit.id)
      .execute();
    expect(reverts).toHaveLength(1);
  });
});

const save = (cookie: string, overrides: Record<string, unknown> = {}) =>
  sendJson(env.app, "PUT", "/api/user/church", ownerForm(overrides), { cookie });

const accept = (id: number, cookie = env.adminCookie) =>
  send(env.app, "POST", `/api/admin/owner-edits/${id}/accept`, cookie);

const revertGroup = (id: number, field?: string, cookie = env.adminCookie) =>
  send(env.app, "POST", `/api/admin/owner-edits/${id}/revert-group`, cookie, field ? { field } : {});

/** A listed church under a name only this test uses, so a search finds exactly its own churches. */
async function namedOwner(name: string) {
  const owner = await listedChurchOwner();
  await env.db.updateTable("churches").set({ name }).where("id", "=", owner.church.id).execute();
  return owner;
}

describe("the review list (docs/product/owner-edits.md)", () => {
  it("keeps a website change on the list, flagged, under twenty later trivial edits", async () => {
    const { user, church, cookie } = await listedChurchOwner();
    expect((await save(cookie, { website: "https://login-bank.example" })).statusCode).toBe(200);
    for (let edit = 1; edit <= 20; edit += 1) {
      const saved = await save(cookie, {
        website: "https://login-bank.example",
        description: `Founded 1885 (${edit}).`,
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    // Other owners keep editing too: before, the list was the latest 20 edits across every church.
    for (let other = 0; other < 3; other += 1) {
      const next = await listedChurchOwner();
      await save(next.cookie, { description: "Now with coffee." });
    }

    const group = (await reviewList("limit=100")).items.find((item) => item.churchId === church.id);
    expect(group).toMatchObject({
      editCount: 21,
      sensitive: true,
      editors: [expect.objectContaining({ email: user.email })],
    });
    expect(group!.changes).toEqual([
      { field: "website", before: null, after: "https://login-bank.example", sensitive: true },
      { field: "description", before: "Founded 1885.", after: "Founded 1885 (20).", sensitive: false },
    ]);
    expect(new Date(group!.firstEditedAt).getTime()).toBeLessThanOrEqual(
      new Date(group!.lastEditedAt).getTime(),
    );
  }, 60_000);

  it("pages every church with unreviewed edits on the server, with a total, and filters by church", async () => {
    const tag = `Paging Chapel ${Date.now().toString(36)}`;
    const owners = [];
    for (const n of [1, 2, 3]) {
      const owner = await namedOwner(`${tag} ${n}`);
      await save(owner.cookie, { name: `${tag} ${n}`, description: `Edited ${n}` });
      owners.push(owner);
    }
    const search = `q=${encodeURIComponent(tag)}`;
    const first = await reviewList(`${search}&limit=2`);
    expect(first.total).toBe(3);
    expect(first.items.map((item) => item.churchName)).toEqual([`${tag} 3`, `${tag} 2`]);
    const second = await reviewList(`${search}&limit=2&offset=2`);
    expect(second).toMatchObject({ total: 3, items: [expect.objectContaining({ churchName: `${tag} 1` })] });

    const one = await reviewList(`churchId=${owners[1]!.church.id}`);
    expect(one.total).toBe(1);
    expect(one.items.map((item) => item.churchId)).toEqual([owners[1]!.church.id]);

    expect((await send(env.app, "GET", "/api/admin/owner-edits?limit=0", env.adminCookie)).statusCode).toBe(
      400,
    );
    expect((await send(env.app, "GET", "/api/admin/owner-edits", owners[0]!.cookie)).statusCode).toBe(403);
  });
});

describe("the limit on owner edits", () => {
  it("refuses an owner's 31st save within the hour with a 429, leaving the church as it was", async () => {
    const { church, cookie } = await listedChurchOwner();
    for (let edit = 1; edit <= 30; edit += 1) {
      const saved = await save(cookie, { description: `Edit ${edit}` });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    const refused = await save(cookie, { description: "Edit 31", website: "https://later.example" });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(LIMIT_MESSAGES.ownerEdits);
    expect((await churchRow(church.id)).description).toBe("Edit 30");

    // An administrator editing the same church from its profile page is not an owner edit and not counted.
    const byAdmin = await sendJson(
      env.app,
      "PUT",
      "/api/user/church",
      { ...ownerForm({ description: "Fixed by the office" }), churchId: church.id },
      { cookie: env.adminCookie },
    );
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
  }, 60_000);
});

describe("reviewing a group of owner edits", () => {
  it("reverts one field to its value before the group, leaving the others on the church and on the list", async () => {
    const { church, cookie } = await listedChurchOwner();
    await save(cookie, { website: "https://phish.example", description: "New times below" });
    await save(cookie, {
      website: "https://phish.example",
      description: "New times below",
      phone: "515-555-0199",
    });
    const group = (await groupOf(church.id))!;
    expect(group.changes.map((change) => change.field)).toEqual(["phone", "website", "description"]);

    const response = await revertGroup(group.id, "website");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ reverted: ["website"], remaining: 2 });
    const row = await env.db
      .selectFrom("churches")
      .select(["website", "phone", "description"])
      .where("id", "=", church.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ website: null, phone: "515-555-0199", description: "New times below" });

    const left = (await groupOf(church.id))!;
    expect(left).toMatchObject({ id: group.id, editCount: 2, revertedFields: ["website"] });
    expect(left.changes.map((change) => change.field)).toEqual(["phone", "description"]);
    const entry = await env.db
      .selectFrom("auditLog")
      .select(["action", "actorId", "beforeValues", "afterValues"])
      .where("action", "=", "revert")
      .where("entityId", "=", String(church.id))
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(entry).toEqual({
      action: "revert",
      actorId: env.admin.id,
      beforeValues: { website: "https://phish.example" },
      afterValues: { website: null },
    });

    const again = await revertGroup(group.id, "website");
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(OWNER_EDIT_MESSAGES.nothingToRevert);
  });

  it("reverts the map position as one field, and every field at once, which ends the review", async () => {
    const { church, cookie } = await listedChurchOwner();
    const before = await churchRow(church.id);
    await save(cookie, { address: "1 Other Rd", city: "Des Moines", zipCode: "50309" });
    await save(cookie, { address: "1 Other Rd", city: "Des Moines", zipCode: "50309", name: "Spam Palace" });
    const group = (await groupOf(church.id))!;
    expect(group.changes.map((change) => change.field)).toContain("latitude");

    expect((await revertGroup(group.id, "position")).statusCode).toBe(200);
    expect(await churchRow(church.id)).toMatchObject({
      latitude: before.latitude,
      longitude: before.longitude,
      address: "1 Other Rd",
      name: "Spam Palace",
    });

    const all = await revertGroup(group.id);
    expect(all.statusCode, all.body).toBe(200);
    expect(await churchRow(church.id)).toEqual(before);
    expect(await groupOf(church.id)).toBeUndefined();
    const outcomes = await env.db
      .selectFrom("auditLog")
      .select(["reviewOutcome", "reviewedBy"])
      .where("action", "=", "owner_update")
      .where("entityId", "=", String(church.id))
      .execute();
    expect(outcomes).toEqual([
      { reviewOutcome: "reverted", reviewedBy: env.admin.id },
      { reviewOutcome: "reverted", reviewedBy: env.admin.id },
    ]);
  });

  it("refuses to revert a field changed again since the edits under review", async () => {
    const { church, cookie } = await listedChurchOwner();
    await save(cookie, { website: "https://phish.example" });
    const group = (await groupOf(church.id))!;
    await env.db
      .updateTable("churches")
      .set({ website: "https://fixed.example" })
      .where("id", "=", church.id)
      .execute();
    const response = await revertGroup(group.id, "website");
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(OWNER_EDIT_MESSAGES.changedSinceReview);
    const { website } = await env.db
      .selectFrom("churches")
      .select("website")
      .where("id", "=", church.id)
      .executeTakeFirstOrThrow();
    expect(website).toBe("https://fixed.example");
  });

  it("accepts a group: the church keeps the edits and leaves the list, and the acceptance is audited", async () => {
    const { church, cookie } = await listedChurchOwner();
    await save(cookie, { name: "New Stone Church" });
    await save(cookie, { name: "New Stone Church", description: "Fresh words" });
    const group = (await groupOf(church.id))!;
    // An edit saved after the administrator loaded the list is not accepted with it.
    await save(cookie, { name: "New Stone Church", description: "Fresh words", phone: "515-555-0142" });

    const response = await accept(group.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ accepted: 2 });
    expect(await churchRow(church.id)).toMatchObject({
      name: "New Stone Church",
      description: "Fresh words",
    });
    const left = (await groupOf(church.id))!;
    expect(left).toMatchObject({ editCount: 1 });
    expect(left.changes).toEqual([
      { field: "phone", before: "515-555-0100", after: "515-555-0142", sensitive: true },
    ]);

    const entry = await env.db
      .selectFrom("auditLog")
      .select(["action", "actorId", "summary"])
      .where("action", "=", "approve")
      .where("entityId", "=", String(church.id))
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({
      actorId: env.admin.id,
      summary: expect.stringContaining("Accepted 2 owner edits"),
    });

    const twice = await accept(group.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(OWNER_EDIT_MESSAGES.alreadyReviewed);
    expect((await accept(left.id)).statusCode).toBe(200);
    expect(await groupOf(church.id)).toBeUndefined();
  });

  it("is for administrators only", async () => {
    const { church, cookie } = await listedChurchOwner();
    await save(cookie, { website: "https://mine.example" });
    const group = (await groupOf(church.id))!;
    expect((await accept(group.id, cookie)).statusCode).toBe(403);
    expect((await revertGroup(group.id, "website", cookie)).statusCode).toBe(403);
    expect((await send(env.app, "POST", `/api/admin/owner-edits/${group.id}/accept`)).statusCode).toBe(401);
    expect((await accept(987_654)).statusCode).toBe(404);
    expect((await revertGroup(group.id, "password")).statusCode).toBe(400);
    expect(await groupOf(church.id)).toMatchObject({ id: group.id });
  });
});
