import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { deliverDueMails, deliverMail, MAIL_LEASE_MS } from "../src/adapters/mail-delivery.ts";
import {
  createLogTransport,
  createMailer,
  createSmtpTransport,
  MAIL_RETRY_JOB,
} from "../src/adapters/mailer.ts";
import { buildApp } from "../src/app.ts";
import { registerBackgroundJobs } from "../src/jobs/background.ts";
import { createJobQueue, type JobQueue } from "../src/jobs/queue.ts";
import { cookieFor } from "./admin-helpers.ts";
import { sendJson, type TestApp } from "./auth-helpers.ts";
import { createChurch, createUser, unique } from "./factories.ts";
import { createTestDatabase, type TestDatabase, testConfig } from "./harness.ts";

/** What the SMTP server accepted, by Message-ID: how many times, and the last raw message. */
const received = new Map<string, { count: number; to: string[]; raw: string }>();
let smtp: SMTPServer | undefined;
let port = 0;

/** An SMTP server on `port` (0: a free one), as a mail server the test can stop and start again. */
async function startSmtp(): Promise<void> {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => {
        raw += chunk.toString("utf8");
      });
      stream.on("end", () => {
        const id = /^Message-ID:\s*(<[^>]+>)/im.exec(raw)?.[1] ?? `(none ${received.size})`;
        const seen = received.get(id);
        received.set(id, {
          count: (seen?.count ?? 0) + 1,
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
  });
  const server = smtp;
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  port = (server.server.address() as AddressInfo).port;
}

async function stopSmtp(): Promise<void> {
  const server = smtp;
  smtp = undefined;
  if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
}

/** vi.waitFor's patience here: looking every 500 ms, for ten times what the deliveries need. */
const PATIENCE = { timeout: 240_000, interval: 500 };

/** The clock of the mail jobs: the test moves it instead of waiting out a back-off. */
let clockOffsetMs = 0;
const clock = () => new Date(Date.now() + clockOffsetMs);

let testDb: TestDatabase;
let jobs: JobQueue;
let app: TestApp;
const smtpConfig = () => ({
  SMTP_URL: `smtp://127.0.0.1:${port}`,
  MAIL_FROM: "Heartland <no-reply@heartland.example>",
  RATE_LIMIT_SCALE: "1000",
});

beforeAll(async () => {
  testDb = await createTestDatabase();
  await startSmtp();
  const config = testConfig(smtpConfig());
  jobs = createJobQueue({
    databaseUrl: testDb.url ?? undefined,
    pool: testDb.pool,
    pollingIntervalSeconds: 0.5,
  });
  app = await buildApp({ config, db: testDb.db, jobs, logger: false });
  const silent = { info: () => undefined, warn: () => undefined };
  registerBackgroundJobs(jobs, {
    db: testDb.db,
    transport: createSmtpTransport({ url: config.SMTP_URL as string, from: config.MAIL_FROM }),
    log: silent,
    now: clock,
  });
  await jobs.start();
  await app.ready();
}, 180_000);

afterAll(async () => {
  await app?.close();
  await jobs?.stop(5_000);
  await stopSmtp();
  await testDb?.destroy();
});

const rowsTo = (addresses: string[]) =>
  testDb.db
    .selectFrom("mailOutbox")
    .select(["id", "toAddress", "messageId", "sentAt", "attempts", "error", "contentLanguage"])
    .where("toAddress", "in", addresses)
    .execute();

describe("mail delivery through the job queue and a real SMTP server", () => {
  it("delivers 100 claim codes asked while the mail server was down, each exactly once, once it is back", async () => {
    const claimants = await Promise.all(
      Array.from({ length: 100 }, async (_, index) => {
        const email = `${unique("office")}@claims.example`;
        const church = await createChurch(testDb.db, { email });
        const user = await createUser(testDb.db);
        return { email, church, cookie: await cookieFor(app, testDb.db, user), spanish: index % 4 === 0 };
      }),
    );
    await stopSmtp();
    for (const { email, church, cookie, spanish } of claimants) {
      const response = await sendJson(
        app,
        "POST",
        "/api/user/claim-church",
        { churchId: church.id, verificationData: { email } },
        { cookie, ip: "198.51.100.7", ...(spanish && { headers: { "accept-language": "es" } }) },
      );
      // The code is kept and its mail queued: the claimant is told it is on its way, whatever the mail server.
      expect(response.statusCode, response.body).toBe(200);
    }
    const addresses = claimants.map((claimant) => claimant.email);
    // Every delivery job ran, found no server, kept the error and set the next attempt.
    await vi.waitFor(
      async () => expect((await rowsTo(addresses)).every((row) => row.error !== null)).toBe(true),
      PATIENCE,
    );
    const failed = await rowsTo(addresses);
    expect(failed).toHaveLength(100);
    expect(failed.every((row) => row.sentAt === null && row.error !== null)).toBe(true);
    expect(received.size).toBe(0);

    await startSmtp();
    // Past every back-off, without waiting for it: the retry job's clock moves on three hours. The job also
    // runs each minute by its schedule, so one may have started on the old clock while the server was down;
    // asking again until all are sent does not depend on which run sends them.
    clockOffsetMs = 3 * 60 * 60_000;
    await vi.waitFor(async () => {
      await jobs.enqueue(MAIL_RETRY_JOB);
      expect((await rowsTo(addresses)).every((row) => row.sentAt !== null)).toBe(true);
    }, PATIENCE);
    // Asking again sends nothing more: a sent mail is never taken again.
    await jobs.enqueue(MAIL_RETRY_JOB);
    await deliverDueMails(
      testDb.db,
      createSmtpTransport({ url: smtpConfig().SMTP_URL, from: "x@y.example" }),
      clock,
    );
    for (const row of failed) await deliverMail(testDb.db, createLogTransport(), row.id, clock);

    const sent = await rowsTo(addresses);
    const ids = sent.map((row) => row.messageId);
    expect(new Set(ids).size).toBe(100);
    for (const id of ids) expect(received.get(id as string)?.count, id as string).toBe(1);
    for (const { email } of claimants) {
      expect([...received.values()].filter((mail) => mail.to.includes(email))).toHaveLength(1);
    }
  }, 600_000);

  it("sends a plain-text and an HTML part, the automatic-mail headers, in the claimant's language", async () => {
    const spanish = [...received.values()].find((mail) => /Content-Language: es/i.test(mail.raw));
    const english = [...received.values()].find((mail) => /Content-Language: en/i.test(mail.raw));
    for (const mail of [spanish, english]) {
      expect(mail).toBeDefined();
      const raw = mail?.raw ?? "";
      expect(raw).toMatch(/^Auto-Submitted: auto-generated/im);
      expect(raw).toMatch(/Content-Type: text\/plain/i);
      expect(raw).toMatch(/Content-Type: text\/html/i);
      expect(raw).toMatch(/^From: Heartland <no-reply@heartland.example>/im);
      expect(raw).toMatch(/^Message-ID: <[0-9a-f-]+@heartland.example>/im);
    }
    // Quoted-printable may break long lines with "=\r\n": join them before reading the words and links.
    const text = (mail: typeof spanish) => (mail?.raw ?? "").replace(/=\r?\n/g, "");
    expect(text(spanish)).toContain("digo de verificaci");
    expect(text(spanish)).toContain("http://localhost:3000/es/claim");
    expect(text(english)).toContain("Verification code:");
    expect(text(english)).toContain("http://localhost:3000/claim");
    // The button of the HTML part, to the same absolute address.
    expect(text(english)).toMatch(/href=3D"http:\/\/localhost:3000\/claim"/);
  });

  it("never sends a mail written in a transaction that rolled back", async () => {
    const mailer = createMailer(testConfig(smtpConfig()), testDb.db, jobs);
    const to = `${unique("rolled")}@claims.example`;
    await testDb.db
      .transaction()
      .execute(async (trx) => {
        await mailer.queue(trx, { to, subject: "Never", text: "Never sent" });
        throw new Error("the cause failed");
      })
      .catch(() => undefined);
    const committed = `${unique("committed")}@claims.example`;
    await testDb.db
      .transaction()
      .execute((trx) => mailer.queue(trx, { to: committed, subject: "Sent", text: "Sent" }));
    await vi.waitFor(
      () => expect([...received.values()].some((mail) => mail.to.includes(committed))).toBe(true),
      PATIENCE,
    );
    await jobs.enqueue(MAIL_RETRY_JOB);
    await deliverDueMails(testDb.db, createLogTransport(), clock);
    expect(await rowsTo([to])).toEqual([]);
    expect([...received.values()].some((mail) => mail.to.includes(to))).toBe(false);
  }, 300_000);

  it("lets one of two workers take a mail, and another only once the first one's lease has run out", async () => {
    const mailer = createMailer(testConfig(smtpConfig()), testDb.db);
    const to = `${unique("race")}@claims.example`;
    await mailer.send({ to, subject: "Race", text: "Once" });
    const [row] = await rowsTo([to]);
    let deliveries = 0;
    const slow = {
      async deliver() {
        deliveries += 1;
        await new Promise((resolve) => setTimeout(resolve, 200));
      },
    };
    const outcomes = await Promise.all([
      deliverMail(testDb.db, slow, row!.id, clock),
      deliverMail(testDb.db, slow, row!.id, clock),
    ]);
    expect(outcomes.sort()).toEqual(["sent", "taken"]);
    expect(deliveries).toBe(1);
    // A worker that died holding a mail: after its lease another takes it (the same Message-ID goes again).
    const other = `${unique("lease")}@claims.example`;
    await mailer.send({ to: other, subject: "Lease", text: "Lease" });
    const [held] = await rowsTo([other]);
    await testDb.db
      .updateTable("mailOutbox")
      .set({ sendingUntil: new Date(clock().getTime() + MAIL_LEASE_MS) })
      .where("id", "=", held!.id)
      .execute();
    expect(await deliverMail(testDb.db, slow, held!.id, clock)).toBe("taken");
    const later = () => new Date(clock().getTime() + MAIL_LEASE_MS + 1000);
    expect(await deliverMail(testDb.db, slow, held!.id, later)).toBe("sent");
  });
});
