/**
 * The spreadsheet import (docs/product/import.md): upload, mapping guesses, preview classes, commit, undo,
 * the refused rows and the limits, through the HTTP upload and the `imports` procedures.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { createAdapters } from "../src/adapters/index.ts";
import { DEMO_CHURCHES } from "../src/seed/seed-data.ts";
import { commitBatch } from "../src/services/imports/commit.ts";
import { settleImportJobs } from "../src/services/imports/jobs.ts";
import { send } from "./admin-helpers.ts";
import { createChurch, createUser, unique } from "./factories.ts";
import { callerAs, testConfig } from "./harness.ts";
import { useAdminTestApp } from "./use-test-app.ts";

const env = useAdminTestApp();
const FIXTURES = path.join(import.meta.dirname, "fixtures", "import");
const fixture = (name: string) => readFileSync(path.join(FIXTURES, name));

/** A multipart form with one file part, as a browser sends it. */
function multipart(fileName: string, bytes: Buffer, field = "file") {
  const boundary = `----import${unique()}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

async function upload(fileName: string, bytes: Buffer, cookie = env.adminCookie) {
  const { payload, contentType } = multipart(fileName, bytes);
  return env.app.inject({
    method: "POST",
    url: "/api/admin/imports",
    headers: { cookie, origin: "http://localhost:3000", "content-type": contentType },
    payload,
  });
}

const admin = () => callerAs(env.db, env.admin);

/** Uploads a file and waits for its rows to be read: the batch then awaits its mapping. */
async function uploaded(fileName: string, bytes: Buffer) {
  const response = await upload(fileName, bytes);
  expect(response.statusCode, response.body).toBe(202);
  const { batchId } = response.json() as { batchId: number };
  await settleImportJobs();
  return admin().imports.byId({ batchId });
}

/** Uploads, keeps the guessed mapping and waits for the preview. */
async function previewed(fileName: string, bytes: Buffer) {
  const batch = await uploaded(fileName, bytes);
  expect(batch.status, batch.error ?? "").toBe("mapping");
  await admin().imports.setMapping({ batchId: batch.id, mapping: batch.mapping as Record<string, never> });
  await settleImportJobs();
  const ready = await admin().imports.byId({ batchId: batch.id });
  expect(ready.status, ready.error ?? "").toBe("preview");
  const { rows } = await admin().imports.rows({ batchId: batch.id, limit: 100 });
  return { batch: ready, rows };
}

async function committed(batchId: number) {
  await admin().imports.commit({ batchId });
  await settleImportJobs();
  const batch = await admin().imports.byId({ batchId });
  expect(batch.status, batch.error ?? "").toBe("committed");
  return batch;
}

describe("spreadsheet import", () => {
  it("guesses the mapping of a clean CSV, previews every row as new, commits and undoes", async () => {
    const batch = await uploaded("clean.csv", fixture("clean.csv"));
    expect(batch.status).toBe("mapping");
    expect(batch.totalRows).toBe(5);
    expect(batch.fileSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(batch.mapping).toEqual({
      "0": "name",
      "1": "pastorName",
      "2": "address",
      "3": "city",
      "4": "state",
      "5": "zipCode",
      "6": "phone",
      "7": "email",
      "8": "website",
      "9": "serviceTimes",
      "10": "memberCount",
      "11": "worshipLanguages",
    });
    const { rows } = await previewed("clean.csv", fixture("clean.csv"));
    expect(rows.map((row) => row.class)).toEqual(["new", "new", "new", "new", "new"]);
    // Geocoded through the configured geocoder (the offline gazetteer): Ames is at 42.03, -93.6.
    expect(rows[0]?.geocoded).toBe(true);
    expect(Number(rows[0]?.fields?.latitude)).toBeCloseTo(42.03, 1);

    const before = await env.db
      .selectFrom("churches")
      .select(env.db.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    const { batch: second } = await previewed("clean.csv", fixture("clean.csv"));
    const done = await committed(second.id);
    expect(done.counts).toMatchObject({ created: 5, updated: 0, refused: 0 });
    const created = await env.db
      .selectFrom("churches")
      .select(["name", "serviceTimes", "worshipLanguages", "isApproved", "coordinatesManual"])
      .where("name", "=", "Riverbend Community Church")
      .executeTakeFirstOrThrow();
    // Service times stay the church's text, and are read into weekly services to confirm (issue 41).
    expect(created).toMatchObject({
      serviceTimes: "Sunday 9:00 AM\nWednesday 7:00 PM",
      worshipLanguages: ["en", "es"],
      isApproved: true,
      coordinatesManual: false,
    });
    const services = await env.db
      .selectFrom("churchServices")
      .innerJoin("churches", "churches.id", "churchServices.churchId")
      .select(["churchServices.days", "churchServices.startMinute", "churchServices.readFromText"])
      .where("churches.name", "=", "Riverbend Community Church")
      .orderBy("churchServices.position")
      .execute();
    expect(services).toEqual([
      { days: [0], startMinute: 9 * 60, readFromText: true },
      { days: [3], startMinute: 19 * 60, readFromText: true },
    ]);
    // A short file's steps end while the screen watches: no mail.
    const mails = await env.db
      .selectFrom("mailOutbox")
      .select("subject")
      .where("subject", "like", "%clean.csv%")
      .execute();
    expect(mails).toEqual([]);
    const audit = await env.db
      .selectFrom("auditLog")
      .select(["action", "entity", "summary"])
      .where("entity", "=", "import_batch")
      .where("entityId", "=", String(second.id))
      .execute();
    expect(audit).toEqual([
      expect.objectContaining({ action: "create", summary: expect.stringContaining("5 created") }),
    ]);
    const confirmed = await env.db
      .selectFrom("importBatchRows")
      .select(["confirmedOn", "confirmedSource"])
      .where("batchId", "=", second.id)
      .execute();
    expect(confirmed.every((row) => row.confirmedSource === "import" && row.confirmedOn !== null)).toBe(true);

    const undone = await admin().imports.undo({ batchId: second.id });
    expect(undone).toEqual({ removed: 5, restored: 0, kept: [] });
    const after = await env.db
      .selectFrom("churches")
      .select(env.db.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
    await expect(admin().imports.undo({ batchId: second.id })).rejects.toThrow(/not at that step/);
  });

  it("shows each bad row's field messages and refuses it at the commit, with a download of the refused rows", async () => {
    const { batch, rows } = await previewed("bad-rows.csv", fixture("bad-rows.csv"));
    const byName = (n: number) => rows.find((row) => row.rowNumber === n);
    expect(byName(1)?.class).toBe("new");
    expect(byName(2)?.errors).toEqual({ name: "Church name is required" });
    expect(byName(3)?.errors).toEqual({ address: "Address is required" });
    expect(Object.keys(byName(4)?.errors ?? {})).toEqual(["state"]);
    expect(Object.keys(byName(5)?.errors ?? {})).toEqual(["email"]);
    expect(Object.keys(byName(6)?.errors ?? {})).toEqual(["website"]);
    expect(Object.keys(byName(7)?.errors ?? {})).toEqual(["memberCount"]);
    expect(Object.keys(byName(8)?.errors ?? {})).toEqual(["latitude"]);
    expect(batch.counts).toEqual({ new: 1, invalid: 7 });

    const english = await send(env.app, "GET", `/api/admin/imports/${batch.id}/refused.csv`, env.adminCookie);
    expect(english.statusCode).toBe(200);
    expect(english.headers["content-disposition"]).toBe('attachment; filename="bad-rows-refused.csv"');
    const lines = english.body.trim().split("\r\n");
    expect(lines).toHaveLength(8);
    expect(lines[0]).toContain("Reasons");
    expect(lines[1]).toMatch(/^3,,12 Nameless Rd.*,Church name: Church name is required$/);
    const spanish = await env.app.inject({
      method: "GET",
      url: `/api/admin/imports/${batch.id}/refused.csv`,
      headers: { cookie: env.adminCookie, "accept-language": "es" },
    });
    expect(spanish.body).toContain("Motivos");
    expect(spanish.body).not.toContain("Church name is required");
    expect(spanish.body).toContain("Nombre de la iglesia: ");

    const done = await committed(batch.id);
    expect(done.counts).toMatchObject({ created: 1, refused: 7 });
  });

  it("finds probable duplicates of the demo churches with a reason and a confidence", async () => {
    for (const demo of DEMO_CHURCHES.slice(0, 2)) {
      await createChurch(env.db, {
        name: demo.name,
        address: demo.address,
        city: demo.city,
        state: demo.state,
        zipCode: demo.zipCode,
        latitude: demo.latitude?.toFixed(8),
        longitude: demo.longitude?.toFixed(8),
      });
    }
    const { batch, rows } = await previewed("demo-duplicates.csv", fixture("demo-duplicates.csv"));
    const [exact, typo, near, fresh] = rows;
    expect(exact).toMatchObject({
      class: "duplicate",
      matchReason: "same_address",
      matchChurchName: "Lincoln Park Community Church",
    });
    expect(exact?.matchConfidence).toBeGreaterThanOrEqual(0.9);
    expect(typo).toMatchObject({ class: "duplicate", matchReason: "similar_name_nearby" });
    expect(typo?.matchConfidence).toBeLessThan(exact?.matchConfidence ?? 0);
    expect(near).toMatchObject({
      class: "duplicate",
      matchReason: "same_name_nearby",
      matchChurchName: "Hyde Park Covenant Church",
    });
    expect(fresh?.class).toBe("new");

    // Update one duplicate, skip the others (the default), exclude nothing.
    await admin().imports.decide({ batchId: batch.id, rowNumbers: [3], duplicateAction: "update" });
    const done = await committed(batch.id);
    expect(done.counts).toMatchObject({ created: 1, updated: 1, skipped: 2 });
    const hydePark = await env.db
      .selectFrom("churches")
      .select(["id", "address"])
      .where("name", "=", "Hyde Park Covenant Church")
      .executeTakeFirstOrThrow();
    expect(hydePark.address).toBe("5420 S Blackstone Ave");

    await admin().imports.undo({ batchId: batch.id });
    const restored = await env.db
      .selectFrom("churches")
      .select(["address"])
      .where("id", "=", hydePark.id)
      .executeTakeFirstOrThrow();
    expect(restored.address).toBe("5410 S Blackstone Ave");
  });

  it("reads an XLSX with Spanish headers, updates by id, and on undo keeps a church edited since", async () => {
    const existing = await createChurch(env.db, { name: "Iglesia Vieja", address: "1 Old St" });
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("Iglesias");
    sheet.addRow([
      "ID",
      "Nombre de la iglesia",
      "Dirección",
      "Ciudad",
      "Estado",
      "Código postal",
      "Teléfono",
      "Nombre del pastor",
      "Horarios",
    ]);
    sheet.addRow([
      existing.id,
      "Iglesia Renovada",
      "2 New St",
      "Ames",
      "IA",
      "50010",
      "(515) 555-0199",
      "Pastor Luis",
      "Domingo 10:00",
    ]);
    sheet.addRow(["", "Iglesia del Valle", "3 Valle St", "Ames", "IA", 50011, "", "", ""]);
    sheet.addRow(["", "Iglesia Editada Luego", "4 Valle St", "Ames", "IA", "50010", "", "", ""]);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());

    const batch = await uploaded("iglesias.xlsx", bytes);
    expect(batch.fileKind).toBe("xlsx");
    expect(batch.mapping).toEqual({
      "0": "id",
      "1": "name",
      "2": "address",
      "3": "city",
      "4": "state",
      "5": "zipCode",
      "6": "phone",
      "7": "pastorName",
      "8": "serviceTimes",
    });
    const { rows } = await previewed("iglesias.xlsx", bytes);
    expect(rows.map((row) => row.class)).toEqual(["update", "new", "new"]);
    const preview = await admin().imports.list();
    const batchId = preview.find(
      (entry) => entry.status === "preview" && entry.fileName === "iglesias.xlsx",
    )?.id;
    expect(batchId).toBeDefined();
    await committed(batchId as number);
    const updated = await env.db
      .selectFrom("churches")
      .select(["name", "phone", "memberCount"])
      .where("id", "=", existing.id)
      .executeTakeFirstOrThrow();
    // Blank cells leave fields as they were (member count is not in the file).
    expect(updated).toEqual({ name: "Iglesia Renovada", phone: "(515) 555-0199", memberCount: 120 });

    // An administrator edits two of the imported churches afterwards (a later transaction).
    await env.db
      .updateTable("churches")
      .set({ phone: "(515) 555-0000" })
      .where("id", "=", existing.id)
      .execute();
    await env.db
      .updateTable("churches")
      .set({ description: "Edited after the import" })
      .where("name", "=", "Iglesia Editada Luego")
      .execute();
    const result = await admin().imports.undo({ batchId: batchId as number });
    expect(result).toEqual({ removed: 1, restored: 0, kept: [1, 3] });
    const kept = await env.db
      .selectFrom("churches")
      .select(["name", "phone"])
      .where("id", "=", existing.id)
      .executeTakeFirstOrThrow();
    expect(kept).toEqual({ name: "Iglesia Renovada", phone: "(515) 555-0000" });
    const stillThere = await env.db
      .selectFrom("churches")
      .select("id")
      .where("name", "in", ["Iglesia Editada Luego", "Iglesia del Valle"])
      .execute();
    expect(stillThere).toHaveLength(1);
    const listed = await admin().imports.rows({ batchId: batchId as number });
    expect(listed.rows.filter((row) => row.undoOutcome === "kept").map((row) => row.rowNumber)).toEqual([
      1, 3,
    ]);
  });

  it("excludes rows on request and imports 5,000 generated rows", async () => {
    const header = "Name,Address,City,State,Zip\r\n";
    const lines = Array.from(
      { length: 5000 },
      (_, i) => `Generated Church ${i},${i} Test Rd,Ames,IA,50010\r\n`,
    );
    const { batch, rows } = await previewed("big.csv", Buffer.from(header + lines.join("")));
    expect(batch.totalRows).toBe(5000);
    expect(batch.counts).toEqual({ new: 5000 });
    expect(rows).toHaveLength(100);
    await admin().imports.decide({ batchId: batch.id, rowNumbers: [1, 2], excluded: true });
    const done = await committed(batch.id);
    expect(done.counts).toMatchObject({ created: 4998, excluded: 2 });
    // A long import mails its administrator when the preview is ready and when the commit is done.
    const mails = await env.db
      .selectFrom("mailOutbox")
      .select(["subject", "textBody"])
      .where("toAddress", "=", env.admin.email)
      .where("subject", "like", "%big.csv%")
      .orderBy("id")
      .execute();
    expect(mails.map((mail) => mail.subject)).toEqual([
      "Your import of big.csv is ready to review",
      "Your import of big.csv is done",
    ]);
    expect(mails[1]?.textBody).toContain("4998 churches created and 0 updated");
    expect(mails[1]?.textBody).toContain(`/admin/import?batch=${batch.id}`);
    const undone = await admin().imports.undo({ batchId: batch.id });
    expect(undone.removed).toBe(4998);
  }, 300_000);

  it("writes a long import's done-mail in its commit's transaction: none when the commit rolls back", async () => {
    const file = `${unique("rolled")}.csv`;
    const town = unique("Rolled");
    const lines = Array.from({ length: 200 }, (_, i) => `${town} Church ${i},${i} Test Rd,Ames,IA,50010\r\n`);
    const { batch } = await previewed(file, Buffer.from(`Name,Address,City,State,Zip\r\n${lines.join("")}`));
    const mailsOf = (db: typeof env.db) =>
      db
        .selectFrom("mailOutbox")
        .select("subject")
        .where("toAddress", "=", env.admin.email)
        .where("subject", "like", `%${file}%`)
        .orderBy("id")
        .execute();
    // The preview's mail came with the status it tells of.
    expect((await mailsOf(env.db)).map((mail) => mail.subject)).toEqual([
      `Your import of ${file} is ready to review`,
    ]);

    // The commit inside a caller's transaction (services join it), which then fails.
    const config = testConfig();
    const failure = new Error("the import's transaction failed after the commit");
    await expect(
      env.db.transaction().execute(async (trx) => {
        await commitBatch(
          { db: trx, user: env.admin, config, adapters: createAdapters(config, env.db) },
          env.admin,
          batch.id,
        );
        expect((await mailsOf(trx)).map((mail) => mail.subject)).toContain(`Your import of ${file} is done`);
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect((await mailsOf(env.db)).map((mail) => mail.subject)).toEqual([
      `Your import of ${file} is ready to review`,
    ]);
    const created = await env.db
      .selectFrom("churches")
      .select("id")
      .where("name", "like", `${town}%`)
      .execute();
    expect(created).toEqual([]);

    // Committed for real: the done-mail is queued, once.
    const done = await committed(batch.id);
    expect(done.counts).toMatchObject({ created: 200 });
    expect((await mailsOf(env.db)).map((mail) => mail.subject)).toEqual([
      `Your import of ${file} is ready to review`,
      `Your import of ${file} is done`,
    ]);
  }, 300_000);

  it("refuses a file over 10,000 rows, an empty form and a non-administrator", async () => {
    const header = "Name,Address,City,State,Zip\n";
    const tooMany = await uploaded("many.csv", Buffer.from(header + "A,1 Rd,Ames,IA,50010\n".repeat(10_001)));
    expect(tooMany.status).toBe("failed");
    expect(tooMany.error).toMatch(/at most 10,000/);

    const { payload, contentType } = multipart("x.csv", Buffer.from("a"), "other");
    const wrongField = await env.app.inject({
      method: "POST",
      url: "/api/admin/imports",
      headers: { cookie: env.adminCookie, origin: "http://localhost:3000", "content-type": contentType },
      payload,
    });
    expect(wrongField.statusCode).toBe(400);

    const user = await createUser(env.db);
    const { cookieFor } = await import("./admin-helpers.ts");
    const refused = await upload("clean.csv", fixture("clean.csv"), await cookieFor(env.app, env.db, user));
    expect(refused.statusCode).toBe(403);
    const anonymous = await upload("clean.csv", fixture("clean.csv"), "");
    expect(anonymous.statusCode).toBe(401);
  });

  it("refuses a file over 10 MB while it streams", async () => {
    const response = await upload("huge.csv", Buffer.alloc(10 * 1024 * 1024 + 10, 65));
    expect(response.statusCode).toBe(413);
  });

  it("reports a step whose instance stopped as failed once its heartbeat is five minutes old", async () => {
    const batch = await uploaded("clean.csv", fixture("clean.csv"));
    await env.db
      .updateTable("importBatches")
      .set({ status: "previewing", heartbeatAt: new Date(Date.now() - 6 * 60_000) })
      .where("id", "=", batch.id)
      .execute();
    const stale = await admin().imports.byId({ batchId: batch.id });
    expect(stale.status).toBe("failed");
    expect(stale.error).toMatch(/interrupted/);
    await admin().imports.discard({ batchId: batch.id });
    expect((await admin().imports.byId({ batchId: batch.id })).status).toBe("discarded");
  });

  it("offers a template whose headers map to every field", async () => {
    const response = await send(env.app, "GET", "/api/admin/imports/template.csv", env.adminCookie);
    expect(response.statusCode).toBe(200);
    const batch = await uploaded("template.csv", Buffer.from(response.body));
    expect(Object.keys(batch.mapping)).toHaveLength(16);
    expect(batch.totalRows).toBe(1);
  });
});
