import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import type { Config } from "../config.ts";
import type { Database } from "../db/connect.ts";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** Resolves once the message is delivered (or kept in the outbox); rejects when SMTP refused it. */
  send(message: MailMessage): Promise<void>;
}

/**
 * The embedded default: every message is kept in the mail_outbox table and written to the log, so a
 * developer (or a test) can read a claim code without a mail server.
 */
export function createOutboxMailer(db: Database, log?: Pick<FastifyBaseLogger, "info">): Mailer {
  return {
    async send(message) {
      await db
        .insertInto("mailOutbox")
        .values({
          toAddress: message.to,
          subject: message.subject,
          textBody: message.text,
          transport: "outbox",
          sentAt: new Date(),
        })
        .execute();
      log?.info({ mail: message }, `mail to ${message.to}: ${message.subject}`);
    },
  };
}

/**
 * Real delivery through SMTP. Each message is still recorded in mail_outbox (transport 'smtp') with its
 * sent_at or the error, so an administrator can see what went out and what failed. The caller decides
 * whether a failure matters (a claim code must arrive; an acknowledgement may be lost).
 */
export function createSmtpMailer(db: Database, options: { url: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(options.url);
  return {
    async send(message) {
      const row = await db
        .insertInto("mailOutbox")
        .values({
          toAddress: message.to,
          subject: message.subject,
          textBody: message.text,
          transport: "smtp",
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      try {
        await transport.sendMail({ from: options.from, ...message });
        await db.updateTable("mailOutbox").set({ sentAt: new Date() }).where("id", "=", row.id).execute();
      } catch (error) {
        const text = error instanceof Error ? error.message : String(error);
        await db
          .updateTable("mailOutbox")
          .set({ error: text.slice(0, 2000) })
          .where("id", "=", row.id)
          .execute();
        throw error;
      }
    },
  };
}

/** SMTP when SMTP_URL is set, else the outbox. */
export function createMailer(
  config: Pick<Config, "SMTP_URL" | "MAIL_FROM">,
  db: Database,
  log?: Pick<FastifyBaseLogger, "info">,
): Mailer {
  return config.SMTP_URL
    ? createSmtpMailer(db, { url: config.SMTP_URL, from: config.MAIL_FROM })
    : createOutboxMailer(db, log);
}
