import { sql } from "kysely";
import type { Database } from "../db/connect.ts";
import type { MailTransport } from "./mailer.ts";

/**
 * Delivering what mail_outbox holds (docs/decisions/019-background-jobs-and-mail-outbox.md#exactly-once).
 * A worker takes a mail by setting its lease in one UPDATE that only an unsent, unleased mail matches, so of
 * two instances (or a delivery job and the retry job) exactly one sends it; it marks the mail sent in the
 * same way. A failure sets the next attempt by back-off and frees the mail.
 */

/** Longer than one SMTP attempt can last (mailer.ts's timeouts add up to under a minute). */
export const MAIL_LEASE_MS = 2 * 60_000;

/** After this many failed attempts a mail is left alone, its last error kept for an administrator. */
export const MAIL_MAX_ATTEMPTS = 12;

/** 1, 2, 4, 8 ... minutes after each failure, at most an hour: twelve attempts span about six hours. */
export function mailRetryDelayMs(attempts: number): number {
  return Math.min(60 * 60_000, 60_000 * 2 ** Math.max(0, attempts - 1));
}

export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

type Outcome = "sent" | "failed" | "taken";

/** Delivers one mail, unless it is sent already or another worker holds it. */
export async function deliverMail(
  db: Database,
  transport: MailTransport,
  mailId: number,
  now: Clock = systemClock,
): Promise<Outcome> {
  const startedAt = now();
  const mail = await db
    .updateTable("mailOutbox")
    .set({
      sendingUntil: new Date(startedAt.getTime() + MAIL_LEASE_MS),
      attempts: sql<number>`attempts + 1`,
    })
    .where("id", "=", mailId)
    .where("sentAt", "is", null)
    .where((eb) => eb.or([eb("sendingUntil", "is", null), eb("sendingUntil", "<", startedAt)]))
    .returning([
      "id",
      "toAddress",
      "subject",
      "textBody",
      "htmlBody",
      "contentLanguage",
      "messageId",
      "attempts",
    ])
    .executeTakeFirst();
  if (!mail) return "taken";
  try {
    await transport.deliver(mail);
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error);
    await db
      .updateTable("mailOutbox")
      .set({
        sendingUntil: null,
        error: text.slice(0, 2000),
        nextAttemptAt: new Date(now().getTime() + mailRetryDelayMs(mail.attempts)),
      })
      .where("id", "=", mail.id)
      .execute();
    return "failed";
  }
  // The SMTP server has it. Should this process die before the UPDATE, the lease runs out and the mail is
  // sent again with the same Message-ID: the one window left, and the receiving side can tell (decision 019).
  await db
    .updateTable("mailOutbox")
    .set({ sentAt: now(), sendingUntil: null, error: null })
    .where("id", "=", mail.id)
    .execute();
  return "sent";
}

/**
 * The retry job: every unsent mail whose next attempt is due, oldest first, one at a time. It also catches a
 * mail queued while no job queue ran in its process, and one whose worker died holding it.
 */
export async function deliverDueMails(
  db: Database,
  transport: MailTransport,
  now: Clock = systemClock,
  limit = 500,
): Promise<Record<Outcome, number>> {
  const at = now();
  const due = await db
    .selectFrom("mailOutbox")
    .select("id")
    .where("sentAt", "is", null)
    .where("nextAttemptAt", "<=", at)
    .where("attempts", "<", MAIL_MAX_ATTEMPTS)
    .where((eb) => eb.or([eb("sendingUntil", "is", null), eb("sendingUntil", "<", at)]))
    .orderBy("nextAttemptAt")
    .orderBy("id")
    .limit(limit)
    .execute();
  const counts: Record<Outcome, number> = { sent: 0, failed: 0, taken: 0 };
  for (const { id } of due) counts[await deliverMail(db, transport, id, now)] += 1;
  return counts;
}
