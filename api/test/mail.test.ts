import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMailer } from "../src/adapters/mailer.ts";
import { createTestDatabase, type TestDatabase } from "./harness.ts";

interface Received {
  from: string;
  to: string[];
  raw: string;
}

let testDb: TestDatabase;
let server: SMTPServer;
let port: number;
const received: Received[] = [];
/** Set to make the server refuse the next message. */
let refuseNext = false;

beforeAll(async () => {
  testDb = await createTestDatabase();
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => {
        raw += chunk.toString("utf8");
      });
      stream.on("end", () => {
        if (refuseNext) {
          refuseNext = false;
          const error = Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 });
          return callback(error);
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server?.close(() => resolve()));
  await testDb?.destroy();
});

const outboxRow = (to: string) =>
  testDb.db
    .selectFrom("mailOutbox")
    .select(["transport", "sentAt", "error", "subject"])
    .where("toAddress", "=", to)
    .executeTakeFirstOrThrow();

describe("the SMTP mailer", () => {
  it("delivers through SMTP and records the message as sent", async () => {
    const mailer = createMailer(
      { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: "Network <no-reply@example.org>" },
      testDb.db,
    );
    await mailer.send({
      to: "pastor@smtp.example.org",
      subject: "Your code",
      text: "Verification code: 123456",
    });
    const message = received.find((mail) => mail.to.includes("pastor@smtp.example.org"));
    expect(message).toBeDefined();
    expect(message!.from).toBe("no-reply@example.org");
    expect(message!.raw).toContain("Subject: Your code");
    expect(message!.raw).toContain("Verification code: 123456");
    const row = await outboxRow("pastor@smtp.example.org");
    expect(row).toMatchObject({ transport: "smtp", error: null, subject: "Your code" });
    expect(row.sentAt).not.toBeNull();
  });

  it("records the error and rejects when the server refuses the message", async () => {
    const mailer = createMailer(
      { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: "no-reply@example.org" },
      testDb.db,
    );
    refuseNext = true;
    await expect(
      mailer.send({ to: "refused@smtp.example.org", subject: "Hello", text: "Hi" }),
    ).rejects.toThrow();
    const row = await outboxRow("refused@smtp.example.org");
    expect(row.transport).toBe("smtp");
    expect(row.sentAt).toBeNull();
    expect(row.error).toMatch(/Mailbox unavailable|550/);
  });
});

describe("the outbox mailer (no SMTP_URL)", () => {
  it("keeps the message in mail_outbox and logs it", async () => {
    const lines: string[] = [];
    const mailer = createMailer({ SMTP_URL: undefined, MAIL_FROM: "no-reply@example.org" }, testDb.db, {
      info: ((_obj: unknown, message: string) => lines.push(message)) as never,
    });
    await mailer.send({ to: "outbox@example.org", subject: "Kept", text: "Body" });
    const row = await outboxRow("outbox@example.org");
    expect(row).toMatchObject({ transport: "outbox", error: null, subject: "Kept" });
    expect(row.sentAt).not.toBeNull();
    expect(lines).toEqual(["mail to outbox@example.org: Kept"]);
  });
});
