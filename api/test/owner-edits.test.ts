import { describe, expect, it } from "vitest";
import { ALREADY_REVERTED, CHANGED_SINCE, OWNER_EDIT_NOT_FOUND } from "../src/services/admin/owner-edits.ts";
import { cookieFor, send } from "./admin-helpers.ts";
import { sendJson } from "./auth-helpers.ts";
import { createChurch, createUser } from "./factories.ts";
import { createUpload } from "./image-helpers.ts";
import { useAdminTestApp } from "./use-test-app.ts";

const env = useAdminTestApp();

interface OwnerEditView {
  id: number;
  churchId: number;
  churchName: string | null;
  actorEmail: string | null;
  changes: Array<{ field: string; before: unknown; after: unknown }>;
  revertedAt: string | null;
  revertedBy: string | null;
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

async function ownerEdits(): Promise<OwnerEditView[]> {
  const response = await send(env.app, "GET", "/api/admin/owner-edits", env.adminCookie);
  expect(response.statusCode).toBe(200);
  return response.json();
}

const editOf = async (churchId: number) => (await ownerEdits()).find((edit) => edit.churchId === churchId);

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

    const edit = await editOf(church.id);
    expect(edit).toMatchObject({
      churchName: "Free Crypto Giveaway",
      actorEmail: user.email,
      revertedAt: null,
    });
    expect(edit!.changes).toEqual([
      { field: "name", before: "Old Stone Church", after: "Free Crypto Giveaway" },
      { field: "phone", before: "515-555-0100", after: null },
    ]);
  });

  it("leave no entry when nothing changed, or while the church is still pending", async () => {
    const listed = await listedChurchOwner();
    await sendJson(env.app, "PUT", "/api/user/church", ownerForm(), { cookie: listed.cookie });
    expect(await editOf(listed.church.id)).toBeUndefined();

    const user = await createUser(env.db);
    const pending = await createChurch(env.db, { ownerId: user.id, isApproved: false });
    const cookie = await cookieFor(env.app, env.db, user);
    await sendJson(env.app, "PUT", "/api/user/church", ownerForm({ name: "Renamed" }), { cookie });
    expect(await editOf(pending.id)).toBeUndefined();
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

    const edit = (await editOf(church.id))!;
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
    expect((await editOf(church.id))?.revertedAt).not.toBeNull();

    const again = await revert(edit.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ALREADY_REVERTED);
  });

  it("refuses when a field of the edit changed again since, and leaves the church as it is", async () => {
    const { church, cookie } = await listedChurchOwner();
    await sendJson(env.app, "PUT", "/api/user/church", ownerForm({ name: "First Rename" }), { cookie });
    const first = (await editOf(church.id))!;
    await sendJson(env.app, "PUT", "/api/user/church", ownerForm({ name: "Second Rename" }), { cookie });
    const response = await revert(first.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(CHANGED_SINCE);
    expect((await churchRow(church.id)).name).toBe("Second Rename");

    // The latest edit can be reverted, and then the first one.
    const second = (await editOf(church.id))!;
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
    expect((await revert((await editOf(church.id))!.id)).statusCode).toBe(200);
    expect((await churchRow(church.id)).imageUrl).toBe(first.url);

    await sendJson(env.app, "PUT", "/api/user/church", ownerForm({ imageUrl: third.url }), { cookie });
    await env.db.deleteFrom("uploads").where("id", "=", first.url.split("/").pop()!).execute();
    expect((await revert((await editOf(church.id))!.id)).statusCode).toBe(200);
    expect((await churchRow(church.id)).imageUrl).toBeNull();
  });

  it("leaves later changes of other fields alone", async () => {
    const { church, cookie } = await listedChurchOwner();
    await sendJson(env.app, "PUT", "/api/user/church", ownerForm({ description: "Bad words" }), { cookie });
    const edit = (await editOf(church.id))!;
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
    const edit = (await editOf(church.id))!;
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
    const edit = (await editOf(church.id))!;
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
