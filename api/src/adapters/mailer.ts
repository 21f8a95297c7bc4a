import { randomUUID } from "node:crypto";
import { translator } from "@app/shared/i18n";
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import type { Config } from "../config.ts";
import type { Database } from "../db/connect.ts";
import type { JobQueue } from "../jobs/queue.ts";
import { renderMailHtml } from "../mail/layout.ts";

export interface MailMessage {
  to: string;
  subject: string;
  /** The plain-text part; the HTML part is rendered from it (mail/layout.ts). */
  text: string;
  /** The language it is written in (the Content-Language header); "en, es" for a mail in both. English if unset. */
  language?: string;
  /** The one thing the mail asks for, drawn as a button in the HTML part (its address is in the text too). */
  action?: { label: string; url: string };
}

/** The job that delivers one queued mail (jobs/background.ts), and the one that retries the due ones. */
export const MAIL_DELIVERY_JOB = "mail.deliver";
export const MAIL_RETRY_JOB = "mail.retry";

export interface Mailer {
  /**
   * Writes the mail in `db`, which should be the transaction of what caused it: the mail exists once that
   * commits and never if it rolls back. A job delivers it after the commit (docs/decisions/019-background-jobs-and-mail-outbox.md).
   */
  queue(db: Database, message: MailMessage): Promise<void>;
  /** queue() outside any transaction, for a caller that has none. */
  send(message: MailMessage): Promise<void>;
}

type MailSettings = Pick<Config, "SMTP_URL" | "MAIL_FROM" | "ASSOCIATION_NAME" | "PUBLIC_BASE_URL">;

/** The domain of the From address, for Message-IDs: `<uuid@example.org>`. */
function messageIdDomain(from: string): string {
  return /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? "localhost";
}

/**
 * Queues mails in mail_outbox (the transactional outbox) and, when a job queue runs in this process, the job
 * that delivers each one after commit. Without one (a script, a test that starts none) the mail waits in
 * the outbox for the retry job of whichever instance runs it.
 */
export function createMailer(config: MailSettings, db: Database, jobs?: JobQueue): Mailer {
  const domain = messageIdDomain(config.MAIL_FROM);
  const queue = async (trx: Database, message: MailMessage) => {
    const language = message.language ?? "en";
    const t = translator(language.startsWith("es") ? "es" : "en");
    const html = await renderMailHtml({
      language,
      subject: message.subject,
      text: message.text,
      action: message.action,
      footer: t("mail.layout.footer", { site: config.ASSOCIATION_NAME, url: config.PUBLIC_BASE_URL }),
    });
    const row = await trx
      .insertInto("mailOutbox")
      .values({
        toAddress: message.to,
        subject: message.subject,
        textBody: message.text,
        htmlBody: html,
        contentLanguage: language,
        messageId: `<${randomUUID()}@${domain}>`,
        transport: config.SMTP_URL ? "smtp" : "outbox",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    if (jobs?.running) {
      await jobs.enqueue(MAIL_DELIVERY_JOB, { mailId: row.id }, { trx, singletonKey: `mail-${row.id}` });
    }
  };
  return { queue, send: (message) => queue(db, message) };
}

/** Where a claimed mail goes: an SMTP server, or the log of the embedded default. */
export interface MailTransport {
  deliver(mail: OutboxMail): Promise<void>;
}

export interface OutboxMail {
  id: number;
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string | null;
  contentLanguage: string;
  messageId: string | null;
}

/**
 * Real delivery. The Message-ID is the row's, the same on every attempt. The timeouts keep one attempt well
 * inside its lease (mail-delivery.ts), so no other worker takes the mail while this one still sends it.
 */
export function createSmtpTransport(options: { url: string; from: string }): MailTransport {
  const transport = nodemailer.createTransport({
    url: options.url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async deliver(mail) {
      await transport.sendMail({
        from: options.from,
        to: mail.toAddress,
        subject: mail.subject,
        text: mail.textBody,
        ...(mail.htmlBody && { html: mail.htmlBody }),
        ...(mail.messageId && { messageId: mail.messageId }),
        headers: {
          // RFC 3834: no auto-reply (out-of-office) back to a machine's message.
          "Auto-Submitted": "auto-generated",
          "Content-Language": mail.contentLanguage,
        },
      });
    },
  };
}

/** The embedded default: the mail stays in mail_outbox, where a developer (or a test) reads it, and is logged. */
export function createLogTransport(log?: Pick<FastifyBaseLogger, "info">): MailTransport {
  return {
    async deliver(mail) {
      log?.info(
        { mail: { to: mail.toAddress, subject: mail.subject } },
        `mail to ${mail.toAddress}: ${mail.subject}`,
      );
    },
  };
}

/** SMTP when SMTP_URL is set, else the log. */
export function createMailTransport(
  config: Pick<Config, "SMTP_URL" | "MAIL_FROM">,
  log?: Pick<FastifyBaseLogger, "info">,
): MailTransport {
  return config.SMTP_URL
    ? createSmtpTransport({ url: config.SMTP_URL, from: config.MAIL_FROM })
    : createLogTransport(log);
}
