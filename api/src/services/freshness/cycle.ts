import { createHash, randomBytes } from "node:crypto";
import { MSG } from "@app/shared/i18n";
import { sql } from "kysely";
import type { Mailer } from "../../adapters/mailer.ts";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/connect.ts";
import { invalid } from "../../errors.ts";
import type { ServiceContext } from "../context.ts";
import { inTransaction } from "../transaction.ts";
import { daysAfter, daysBefore, monthsBefore, recordConfirmation } from "./confirmations.ts";
import { ownerLocale, reconfirmationMail } from "./mails.ts";

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * A new "Everything is still right" link for one church: 32 random bytes in the link, only their hash stored
 * (as account tokens, services/account/tokens.ts), valid RECONFIRM_LINK_DAYS from `now`. A tampered link is
 * a token whose hash matches nothing.
 */
export async function issueConfirmationLink(
  db: Database,
  churchId: number,
  linkDays: number,
  now: Date = new Date(),
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db
    .insertInto("confirmationLinks")
    .values({ churchId, tokenHash: hashToken(token), expiresAt: daysAfter(now, linkDays), createdAt: now })
    .execute();
  return token;
}

/**
 * The mailed link, opened by anyone holding it, no sign-in (docs/product/freshness.md#yearly-cycle): one
 * UPDATE uses it only if it is unused, unexpired and for this church, so of two clicks exactly one confirms.
 * Every other case (unknown or tampered token, used, expired, another church's) gets the same answer.
 */
export async function confirmByLink(
  ctx: Pick<ServiceContext, "db">,
  input: { churchId: number; token: string },
  now: Date = new Date(),
): Promise<{ churchId: number; churchName: string }> {
  return inTransaction(ctx.db, async (trx) => {
    const used = await trx
      .updateTable("confirmationLinks")
      .set({ usedAt: now })
      .where("tokenHash", "=", hashToken(input.token))
      .where("churchId", "=", input.churchId)
      .where("usedAt", "is", null)
      .where("expiresAt", ">", now)
      .returning("churchId")
      .executeTakeFirst();
    if (!used) throw invalid(MSG.sharedMessages.freshness.linkInvalid);
    const church = await trx
      .selectFrom("churches")
      .select(["id", "name"])
      .where("id", "=", used.churchId)
      .where("isApproved", "=", true)
      .executeTakeFirst();
    if (!church) throw invalid(MSG.sharedMessages.freshness.linkInvalid);
    await recordConfirmation(trx, church.id, "owner", { listing: true, services: true }, now);
    return { churchId: church.id, churchName: church.name };
  });
}

/** What the sweep reads: the settings, where links point, and the mailer. */
export interface SweepEnv {
  config: Pick<
    Config,
    | "RECONFIRM_ASK_MONTHS"
    | "RECONFIRM_REMINDER_DAYS"
    | "RECONFIRM_HANDOVER_DAYS"
    | "RECONFIRM_LINK_DAYS"
    | "PUBLIC_BASE_URL"
    | "ASSOCIATION_NAME"
  >;
  mailer: Mailer;
}

interface Step {
  churchId: number;
  name: string;
  ownerEmail: string;
  ownerLocale: string | null;
}

/**
 * Stamps one step of the cycle on the churches due for it and returns them, in one conditional UPDATE: a row
 * is stamped only while its step is still empty, so of two instances sweeping at once each church's step
 * goes to exactly one (the second's UPDATE waits on the row lock, then finds the step stamped).
 */
async function stamp(
  db: Database,
  step: "askedAt" | "remindedAt",
  due: (now: Date) => ReturnType<typeof sql<boolean>>,
  now: Date,
): Promise<Step[]> {
  const column = step === "askedAt" ? sql.ref("asked_at") : sql.ref("reminded_at");
  const result = await sql<Step>`
    UPDATE church_confirmations AS c SET ${column} = ${now}
    FROM churches AS ch JOIN users AS u ON u.id = ch.owner_id
    WHERE ch.id = c.church_id AND ch.is_approved AND ${column} IS NULL AND ${due(now)}
    RETURNING c.church_id AS "churchId", ch.name, u.email AS "ownerEmail", u.preferred_locale AS "ownerLocale"`.execute(
    db,
  );
  return result.rows;
}

/**
 * The yearly re-confirmation, one sweep (docs/product/freshness.md#yearly-cycle), run by the maintenance
 * registry with the clock injected: ASK months after a claimed church's last confirmation its owner is mailed
 * the two links; REMINDER days later, still unconfirmed, reminded with a fresh link; HANDOVER days after the
 * first mail it goes to the administrators' queue. A confirmation clears the steps. Each step's mail goes at
 * most once per cycle, however many instances sweep. Returns how many churches moved a step.
 */
export async function sweepReconfirmations(
  db: Database,
  env: SweepEnv,
  now: Date = new Date(),
): Promise<number> {
  const { config } = env;
  const askBefore = monthsBefore(now, config.RECONFIRM_ASK_MONTHS);
  const remindBefore = daysBefore(now, config.RECONFIRM_REMINDER_DAYS);
  const steps = [
    ["ask", "askedAt", sql<boolean>`c.listing_confirmed_at <= ${askBefore}`],
    ["remind", "remindedAt", sql<boolean>`c.asked_at <= ${remindBefore} AND c.queued_at IS NULL`],
  ] as const;
  let moved = 0;
  for (const [step, column, due] of steps) {
    // The stamps, the links and the mails in one transaction: a mail is queued exactly when its step is
    // stamped (decision 019), and a failure leaves the step for the next sweep.
    moved += await inTransaction(db, async (trx) => {
      const churches = await stamp(trx, column, () => due, now);
      for (const church of churches) {
        const token = await issueConfirmationLink(trx, church.churchId, config.RECONFIRM_LINK_DAYS, now);
        const mail = reconfirmationMail(
          step,
          church.ownerEmail,
          { id: church.churchId, name: church.name },
          token,
          config,
          config.RECONFIRM_LINK_DAYS,
          ownerLocale(church.ownerLocale),
        );
        await env.mailer.queue(trx, mail);
      }
      return churches.length;
    });
  }
  const handOverBefore = daysBefore(now, config.RECONFIRM_HANDOVER_DAYS);
  const handedOver = await db
    .updateTable("churchConfirmations")
    .set({ queuedAt: now })
    .where("queuedAt", "is", null)
    .where("askedAt", "<=", handOverBefore)
    .executeTakeFirst();
  return moved + Number(handedOver.numUpdatedRows);
}
