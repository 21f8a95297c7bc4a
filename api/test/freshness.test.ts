/**
 * Listings that stay true (issue 42, docs/product/freshness.md): the yearly re-confirmation with the clock
 * injected, the one-click link, visitors' reports and their resolutions, closing a church, the figures.
 */
import { FRESHNESS_MESSAGES } from "@app/shared";
import { describe, expect, it } from "vitest";
import { createAdapters } from "../src/adapters/index.ts";
import { monthsBefore, recordConfirmation } from "../src/services/freshness/confirmations.ts";
import {
  confirmByLink,
  issueConfirmationLink,
  sweepReconfirmations,
} from "../src/services/freshness/cycle.ts";
import { freshnessFigures, reconfirmationQueue } from "../src/services/freshness/queue.ts";
import { cookieFor } from "./admin-helpers.ts";
import { sendJson } from "./auth-helpers.ts";
import { createAdmin, createChurch, createUser, unique } from "./factories.ts";
import { callerAs, testConfig } from "./harness.ts";
import { freshIp } from "./upload-fixtures.ts";
import { useTestApp } from "./use-test-app.ts";

const env = useTestApp();
const config = testConfig();
const DAY = 24 * 60 * 60 * 1000;
const days = (from: Date, n: number) => new Date(from.getTime() + n * DAY);

const sweepEnv = () => ({ config, mailer: createAdapters(config, env.db).mailer });

async function mailsTo(to: string) {
  return env.db
    .selectFrom("mailOutbox")
    .select(["subject", "textBody as text", "contentLanguage as language"])
    .where("toAddress", "=", to)
    .orderBy("id")
    .execute();
}

/** A claimed, listed church last confirmed by its owner at `confirmedAt`. */
async function claimedChurch(confirmedAt: Date) {
  const owner = await createUser(env.db, { email: `${unique("owner")}@example.test` });
  const church = await createChurch(env.db, { ownerId: owner.id });
  await env.db.updateTable("users").set({ churchId: church.id }).where("id", "=", owner.id).execute();
  await recordConfirmation(env.db, church.id, "owner", { listing: true, services: true }, confirmedAt);
  return { owner, church };
}

const linkIn = (text: string) => {
  const match = /\/church\/(\d+)\?confirm=([\w%-]+)/.exec(text);
  if (!match) throw new Error(`no confirmation link in: ${text}`);
  return { churchId: Number(match[1]), token: decodeURIComponent(match[2] ?? "") };
};

const confirmationOf = (churchId: number) =>
  env.db
    .selectFrom("churchConfirmations")
    .selectAll()
    .where("churchId", "=", churchId)
    .executeTakeFirstOrThrow();

describe("the yearly re-confirmation (clock injected)", () => {
  it("writes to an owner who signs in in Spanish in Spanish, with the Spanish pages' links", async () => {
    const now = new Date("2027-06-15T09:00:00Z");
    const { owner, church } = await claimedChurch(days(monthsBefore(now, 11), -1));
    await env.db.updateTable("users").set({ preferredLocale: "es" }).where("id", "=", owner.id).execute();

    await sweepReconfirmations(env.db, sweepEnv(), now);
    const [mail] = await mailsTo(owner.email);
    expect(mail?.text).toContain(`http://localhost:3000/es/church/${church.id}?confirm=`);
    expect(mail?.subject).toMatch(/^¿Sigue siendo correcta la ficha de “.+”/);
    expect(mail?.language).toBe("es");
  });

  it("mails the owner at 11 months, once, with both links", async () => {
    const now = new Date("2027-06-15T09:00:00Z");
    const { owner, church } = await claimedChurch(days(monthsBefore(now, 11), -1));
    const notDue = await claimedChurch(monthsBefore(now, 10));

    expect(await sweepReconfirmations(env.db, sweepEnv(), now)).toBeGreaterThanOrEqual(1);
    const mails = await mailsTo(owner.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain("still right");
    expect(mails[0]?.text).toContain(`http://localhost:3000/church/${church.id}?confirm=`);
    expect(mails[0]?.text).toContain("http://localhost:3000/profile?edit=services");
    expect(await mailsTo(notDue.owner.email)).toHaveLength(0);

    // The same sweep again, and two at once (two instances): no second mail.
    await sweepReconfirmations(env.db, sweepEnv(), now);
    await Promise.all([
      sweepReconfirmations(env.db, sweepEnv(), days(now, 1)),
      sweepReconfirmations(env.db, sweepEnv(), days(now, 1)),
    ]);
    expect(await mailsTo(owner.email)).toHaveLength(1);
  });

  it("reminds after 14 days, hands over to the queue after 30, and a confirmation starts a new cycle", async () => {
    const now = new Date("2027-06-15T09:00:00Z");
    const { owner, church } = await claimedChurch(monthsBefore(now, 11));
    const admin = await createAdmin(env.db);
    const queueAt = async (at: Date) =>
      (await reconfirmationQueue({ db: env.db, user: admin, config }, at)).churches.map(
        (row) => row.churchId,
      );

    await sweepReconfirmations(env.db, sweepEnv(), now);
    await sweepReconfirmations(env.db, sweepEnv(), days(now, 13));
    expect(await mailsTo(owner.email)).toHaveLength(1);
    expect(await queueAt(days(now, 13))).not.toContain(church.id);

    await sweepReconfirmations(env.db, sweepEnv(), days(now, 14));
    const mails = await mailsTo(owner.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.subject).toMatch(/^Reminder/);
    await sweepReconfirmations(env.db, sweepEnv(), days(now, 20));
    expect(await mailsTo(owner.email)).toHaveLength(2);

    await sweepReconfirmations(env.db, sweepEnv(), days(now, 29));
    expect((await confirmationOf(church.id)).queuedAt).toBeNull();
    await sweepReconfirmations(env.db, sweepEnv(), days(now, 30));
    expect((await confirmationOf(church.id)).queuedAt).not.toBeNull();
    expect(await queueAt(days(now, 30))).toContain(church.id);

    // The owner (or an administrator) confirms: out of the queue, and the steps start again a year on.
    await recordConfirmation(env.db, church.id, "admin", { listing: true, services: true }, days(now, 31));
    expect(await queueAt(days(now, 31))).not.toContain(church.id);
    const row = await confirmationOf(church.id);
    expect([row.askedAt, row.remindedAt, row.queuedAt]).toEqual([null, null, null]);
    await sweepReconfirmations(env.db, sweepEnv(), days(now, 60));
    expect(await mailsTo(owner.email)).toHaveLength(2);
  });

  it("puts due unclaimed churches in the queue at once, oldest confirmation first, and flags 24 months", async () => {
    const now = new Date("2027-09-01T09:00:00Z");
    const admin = await createAdmin(env.db);
    const older = await createChurch(env.db);
    const newer = await createChurch(env.db);
    const recent = await createChurch(env.db);
    await recordConfirmation(
      env.db,
      older.id,
      "import",
      { listing: true, services: true },
      monthsBefore(now, 25),
    );
    await recordConfirmation(
      env.db,
      newer.id,
      "import",
      { listing: true, services: true },
      monthsBefore(now, 12),
    );
    await recordConfirmation(
      env.db,
      recent.id,
      "import",
      { listing: true, services: true },
      monthsBefore(now, 2),
    );
    const { churches } = await reconfirmationQueue({ db: env.db, user: admin, config }, now);
    const ids = churches.map((row) => row.churchId);
    expect(ids.indexOf(older.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(newer.id));
    expect(ids).not.toContain(recent.id);
    expect(churches.find((row) => row.churchId === older.id)?.flagged).toBe(true);
    expect(churches.find((row) => row.churchId === newer.id)?.flagged).toBe(false);
  });
});

describe("the one-click link", () => {
  it("confirms the listing and its times once, without signing in", async () => {
    const now = new Date("2027-06-15T09:00:00Z");
    const { owner, church } = await claimedChurch(monthsBefore(now, 11));
    await sweepReconfirmations(env.db, sweepEnv(), now);
    const link = linkIn((await mailsTo(owner.email))[0]?.text ?? "");
    expect(link.churchId).toBe(church.id);

    const later = days(now, 3);
    expect(await confirmByLink({ db: env.db }, link, later)).toEqual({
      churchId: church.id,
      churchName: church.name,
    });
    const row = await confirmationOf(church.id);
    expect(row.listingConfirmedAt).toEqual(later);
    expect(row.listingConfirmedBy).toBe("owner");
    expect(row.servicesConfirmedAt).toEqual(later);
    expect(row.askedAt).toBeNull();

    await expect(confirmByLink({ db: env.db }, link, days(now, 4))).rejects.toThrow(
      FRESHNESS_MESSAGES.linkInvalid,
    );
  });

  it("refuses an expired link, another church's and a tampered one, through the public procedure too", async () => {
    const now = new Date();
    const church = await createChurch(env.db);
    const other = await createChurch(env.db);
    const token = await issueConfirmationLink(env.db, church.id, 30, now);

    await expect(
      confirmByLink({ db: env.db }, { churchId: church.id, token }, days(now, 31)),
    ).rejects.toThrow(FRESHNESS_MESSAGES.linkInvalid);
    const anonymous = callerAs(env.db);
    await expect(anonymous.freshness.confirmByLink({ churchId: other.id, token })).rejects.toThrow(
      FRESHNESS_MESSAGES.linkInvalid,
    );
    const tampered = `${token.slice(0, -2)}${token.endsWith("AA") ? "BB" : "AA"}`;
    await expect(anonymous.freshness.confirmByLink({ churchId: church.id, token: tampered })).rejects.toThrow(
      FRESHNESS_MESSAGES.linkInvalid,
    );
    // Nothing above used it: it still works, once.
    expect((await anonymous.freshness.confirmByLink({ churchId: church.id, token })).churchId).toBe(
      church.id,
    );
    const page = await anonymous.freshness.church({ churchId: church.id });
    expect(page.confirmation).toMatchObject({ confirmedBy: "owner", stale: false });
  });
});

const report = (body: Record<string, unknown>, ip = freshIp(), headers: Record<string, string> = {}) =>
  sendJson(env.app, "POST", "/trpc/freshness.report", body, { ip, headers });

const openReports = (churchId: number) =>
  env.db
    .selectFrom("churchReports")
    .selectAll()
    .where("churchId", "=", churchId)
    .where("resolvedAt", "is", null)
    .execute();

describe("Something wrong? (a visitor's report)", () => {
  it("stores a report without an email and mails the owner of a claimed church, quoting no comment", async () => {
    const { owner, church } = await claimedChurch(new Date());
    const response = await report({
      churchId: church.id,
      kind: "service-times",
      comment: "Mass is at 9 now, visit http://spam.example",
    });
    expect(response.statusCode).toBe(200);
    const [stored] = await openReports(church.id);
    expect(stored).toMatchObject({ kind: "service-times", reporterEmail: null, reporterLocale: "en" });
    const [mail] = await mailsTo(owner.email);
    expect(mail?.subject).toContain("reported a problem");
    expect(mail?.text).toContain("The service times are wrong");
    expect(mail?.text).not.toContain("spam.example");
  });

  it("keeps the reporter's email and language, and mails no one for an unclaimed church", async () => {
    const church = await createChurch(env.db);
    const before = await env.db
      .selectFrom("mailOutbox")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirst();
    const response = await report(
      { churchId: church.id, kind: "contact", email: " Ana@Example.org ", comment: "" },
      freshIp(),
      { "accept-language": "es" },
    );
    expect(response.statusCode).toBe(200);
    const [stored] = await openReports(church.id);
    expect(stored).toMatchObject({ reporterEmail: "ana@example.org", reporterLocale: "es", comment: null });
    const after = await env.db
      .selectFrom("mailOutbox")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirst();
    expect(Number(after?.n)).toBe(Number(before?.n));
  });

  it("answers a filled honeypot as a success and stores nothing", async () => {
    const church = await createChurch(env.db);
    const response = await report({ churchId: church.id, kind: "other", website: "http://buy.example" });
    expect(response.statusCode).toBe(200);
    expect(await openReports(church.id)).toHaveLength(0);
  });

  it("refuses an over-long comment, a bad email, an unknown kind and a church not listed", async () => {
    const church = await createChurch(env.db);
    const pending = await createChurch(env.db, { isApproved: false });
    expect((await report({ churchId: church.id, kind: "other", comment: "x".repeat(1001) })).statusCode).toBe(
      400,
    );
    expect((await report({ churchId: church.id, kind: "other", email: "not-an-email" })).statusCode).toBe(
      400,
    );
    expect((await report({ churchId: church.id, kind: "spam" })).statusCode).toBe(400);
    expect((await report({ churchId: pending.id, kind: "other" })).statusCode).toBe(404);
    expect(await openReports(church.id)).toHaveLength(0);
  });

  it("refuses a cross-site report (the request guard)", async () => {
    const church = await createChurch(env.db);
    const response = await report({ churchId: church.id, kind: "other" }, freshIp(), {
      origin: "https://evil.example",
    });
    expect(response.statusCode).toBe(403);
  });

  it("limits reports per client and per church", async () => {
    const ip = freshIp();
    const churches = await Promise.all([1, 2, 3, 4, 5, 6].map(() => createChurch(env.db)));
    for (const church of churches.slice(0, 5)) {
      expect((await report({ churchId: church.id, kind: "other" }, ip)).statusCode).toBe(200);
    }
    expect((await report({ churchId: churches[5]?.id, kind: "other" }, ip)).statusCode).toBe(429);

    const target = await createChurch(env.db);
    for (let i = 0; i < 10; i++) {
      expect((await report({ churchId: target.id, kind: "other" })).statusCode).toBe(200);
    }
    const refused = await report({ churchId: target.id, kind: "other" });
    expect(refused.statusCode).toBe(429);
    expect(refused.body).toContain(FRESHNESS_MESSAGES.tooManyReports);
    expect(await openReports(target.id)).toHaveLength(10);
  });
});

describe("resolving a report", () => {
  async function reported(kind: string, email: string | null, headers: Record<string, string> = {}) {
    const church = await createChurch(env.db);
    await report({ churchId: church.id, kind, email }, freshIp(), headers);
    const [row] = await openReports(church.id);
    if (!row) throw new Error("no report stored");
    return { church, reportId: row.id };
  }

  it("fixed: the report closes, the listing counts as confirmed, the reporter hears back", async () => {
    const admin = callerAs(env.db, await createAdmin(env.db));
    const email = `${unique("rep")}@example.org`;
    const { church, reportId } = await reported("location", email);
    await admin.freshness.resolveReport({ reportId, resolution: "fixed" });
    expect(await openReports(church.id)).toHaveLength(0);
    expect((await confirmationOf(church.id)).listingConfirmedBy).toBe("admin");
    const [mail] = await mailsTo(email);
    expect(mail?.text).toContain("has been corrected");
    expect(mail?.text).toContain(`/church/${church.id}`);
    await expect(admin.freshness.resolveReport({ reportId, resolution: "fixed" })).rejects.toThrow(
      FRESHNESS_MESSAGES.reportResolved,
    );
  });

  it("dismissed: needs a reason, which the reporter reads in their language", async () => {
    const admin = callerAs(env.db, await createAdmin(env.db));
    const email = `${unique("rep")}@example.org`;
    const { church, reportId } = await reported("other", email, { "accept-language": "es" });
    await expect(admin.freshness.resolveReport({ reportId, resolution: "dismissed" })).rejects.toThrow(
      FRESHNESS_MESSAGES.reasonRequired,
    );
    await admin.freshness.resolveReport({
      reportId,
      resolution: "dismissed",
      note: "La misa sigue a las 10.",
    });
    expect(await openReports(church.id)).toHaveLength(0);
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toContain("Su informe");
    expect(mail?.text).toContain("Motivo: La misa sigue a las 10.");
  });

  it("without an email: resolved, and no one is mailed", async () => {
    const admin = callerAs(env.db, await createAdmin(env.db));
    const { church, reportId } = await reported("contact", null);
    const before = await env.db
      .selectFrom("mailOutbox")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirst();
    await admin.freshness.resolveReport({ reportId, resolution: "fixed" });
    const after = await env.db
      .selectFrom("mailOutbox")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirst();
    expect(Number(after?.n)).toBe(Number(before?.n));
    expect(await openReports(church.id)).toHaveLength(0);
  });

  it("closed: the church leaves the directory, the sitemap and the pending list; its page says so", async () => {
    const adminUser = await createAdmin(env.db);
    const admin = callerAs(env.db, adminUser);
    const email = `${unique("rep")}@example.org`;
    const { church, reportId } = await reported("closed", email);
    await report({ churchId: church.id, kind: "other" });
    await admin.freshness.resolveReport({ reportId, resolution: "closed" });

    expect(await openReports(church.id)).toHaveLength(0);
    const anonymous = callerAs(env.db);
    expect((await anonymous.churches.list()).items.map((row) => row.id)).not.toContain(church.id);
    await expect(anonymous.churches.byId({ id: church.id })).rejects.toThrow();
    expect((await anonymous.freshness.church({ churchId: church.id })).closedAt).not.toBeNull();
    const pendingList = await admin.churches.pending({ offset: 0, limit: 100 });
    expect(pendingList.items.map((row) => row.id)).not.toContain(church.id);
    const sitemap = await env.app.inject({ method: "GET", url: "/sitemap.xml" });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).not.toContain(`/church/${church.id}<`);
    expect((await mailsTo(email))[0]?.text).toContain("marked as closed");
    // Its page answers 410 for search engines; a church never listed stays a 404.
    expect((await env.app.inject({ method: "GET", url: `/church/${church.id}` })).statusCode).toBe(410);
    expect((await env.app.inject({ method: "GET", url: `/es/church/${church.id}` })).statusCode).toBe(410);
    const pending = await createChurch(env.db, { isApproved: false });
    expect((await env.app.inject({ method: "GET", url: `/church/${pending.id}` })).statusCode).toBe(404);
    // Reporting a closed church is refused like any church not listed.
    expect((await report({ churchId: church.id, kind: "other" })).statusCode).toBe(404);
  });

  it("is for administrators only", async () => {
    const { reportId } = await reported("other", null);
    const owner = callerAs(env.db, await createUser(env.db));
    await expect(owner.freshness.resolveReport({ reportId, resolution: "fixed" })).rejects.toThrow();
    await expect(owner.freshness.reports()).rejects.toThrow();
  });
});

describe("the dashboard's figures", () => {
  it("counts confirmed listings, open reports and their median age, and the queue", async () => {
    const admin = await createAdmin(env.db);
    const now = new Date();
    const ctx = { db: env.db, user: admin, config };
    const before = await freshnessFigures(ctx, now);
    const fresh = await createChurch(env.db);
    await recordConfirmation(env.db, fresh.id, "owner", { listing: true, services: true }, now);
    const stale = await createChurch(env.db);
    await recordConfirmation(
      env.db,
      stale.id,
      "import",
      { listing: true, services: true },
      monthsBefore(now, 13),
    );
    for (const age of [2, 4, 30]) {
      await env.db
        .insertInto("churchReports")
        .values({ churchId: fresh.id, kind: "other", createdAt: days(now, -age) })
        .execute();
    }
    const after = await freshnessFigures(ctx, now);
    expect(after.listedChurches - before.listedChurches).toBe(2);
    expect(after.confirmedChurches - before.confirmedChurches).toBe(1);
    expect(after.openReports - before.openReports).toBe(3);
    expect(after.queue - before.queue).toBe(1);
    expect(after.confirmedShare).toBeCloseTo(after.confirmedChurches / after.listedChurches);
    if (before.openReports === 0) expect(after.openReportsMedianDays).toBe(4);
  });
});

describe("edits count as confirmations of what they touched", () => {
  const form = (church: { name: string }, overrides: Record<string, unknown> = {}) => ({
    name: church.name,
    address: "100 Main St",
    city: "Ames",
    state: "IA",
    zipCode: "50010",
    pastorName: "Pastor Test",
    phone: "515-555-0100",
    serviceTimes: "Sunday 10:00 AM\nWednesday 7:00 PM",
    memberCount: 120,
    ...overrides,
  });

  it("an owner's new phone number confirms the listing, not the times, and answers a contact report", async () => {
    const long = new Date("2025-01-10T12:00:00Z");
    const { owner, church } = await claimedChurch(long);
    await env.db.updateTable("churches").set({ phone: "515-555-0100" }).where("id", "=", church.id).execute();
    const email = `${unique("rep")}@example.org`;
    await report({ churchId: church.id, kind: "contact", email });
    await report({ churchId: church.id, kind: "service-times" });
    const cookie = await cookieFor(env.app, env.db, owner);

    const saved = await sendJson(
      env.app,
      "PUT",
      "/api/user/church",
      form(church, { phone: "515-555-0199" }),
      {
        cookie,
      },
    );
    expect(saved.statusCode).toBe(200);
    const row = await confirmationOf(church.id);
    expect(row.listingConfirmedBy).toBe("owner");
    expect(row.listingConfirmedAt.getTime()).toBeGreaterThan(long.getTime());
    expect(row.servicesConfirmedAt).toEqual(long);
    expect((await openReports(church.id)).map((open) => open.kind)).toEqual(["service-times"]);
    expect((await mailsTo(email)).at(-1)?.text).toContain("has been corrected");

    // New times: the times are confirmed and the times report closes.
    await sendJson(
      env.app,
      "PUT",
      "/api/user/church",
      form(church, { phone: "515-555-0199", serviceTimes: "Sunday 9:00 AM" }),
      { cookie },
    );
    expect((await confirmationOf(church.id)).servicesConfirmedAt?.getTime()).toBeGreaterThan(long.getTime());
    expect(await openReports(church.id)).toHaveLength(0);
  });

  it("an administrator's save and approval confirm as the administrators", async () => {
    const adminUser = await createAdmin(env.db);
    const admin = callerAs(env.db, adminUser);
    const church = await createChurch(env.db);
    await admin.churches.update({ id: church.id, ...form(church, { website: "https://grace.example.org" }) });
    expect((await confirmationOf(church.id)).listingConfirmedBy).toBe("admin");

    const pending = await createChurch(env.db, { isApproved: false });
    await admin.churches.approve({ id: pending.id });
    expect((await confirmationOf(pending.id)).listingConfirmedBy).toBe("admin");
  });
});
