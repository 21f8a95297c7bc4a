import { MSG } from "@app/shared/i18n";
import { sql } from "kysely";
import { notFound } from "../../errors.ts";
import { requireAdmin } from "../access.ts";
import { adminWrite } from "../audit/write.ts";
import { adminChurchById } from "../churches/admin.ts";
import type { ServiceContext } from "../context.ts";
import { type FreshnessSettings, monthsBefore, recordConfirmation } from "./confirmations.ts";

type Ctx = Pick<ServiceContext, "db" | "user" | "config">;

/** The confirmation a church's cycle counts from: its last one, or its creation when it has none. */
const confirmedSince = sql<Date>`coalesce(c.listing_confirmed_at, ch.created_at)`;

/**
 * Which listings wait for an administrator (docs/product/freshness.md#queue): a claimed church whose owner
 * did not answer within RECONFIRM_HANDOVER_DAYS, an unclaimed one as soon as it is due (no one to mail), and
 * any listing unconfirmed for FRESHNESS_FLAG_MONTHS (flagged). Open churches only.
 */
function dueWhere(settings: FreshnessSettings, now: Date) {
  const due = monthsBefore(now, settings.RECONFIRM_ASK_MONTHS);
  const flag = monthsBefore(now, settings.FRESHNESS_FLAG_MONTHS);
  return sql<boolean>`ch.is_approved AND (
    c.queued_at IS NOT NULL
    OR (ch.owner_id IS NULL AND ${confirmedSince} <= ${due})
    OR ${confirmedSince} <= ${flag})`;
}

const QUEUE_PAGE = 50;

/** The re-confirmation queue, oldest confirmation first, so "Save and go to the next" works through it. */
export async function reconfirmationQueue(ctx: Ctx, now: Date = new Date()) {
  await requireAdmin(ctx.db, ctx.user);
  const flag = monthsBefore(now, ctx.config.FRESHNESS_FLAG_MONTHS);
  const result = await sql<{
    churchId: number;
    name: string;
    city: string;
    state: string;
    claimed: boolean;
    confirmedAt: Date;
    confirmedBy: string | null;
    flagged: boolean;
  }>`
    SELECT ch.id AS "churchId", ch.name, ch.city, ch.state, ch.owner_id IS NOT NULL AS claimed,
      ${confirmedSince} AS "confirmedAt", c.listing_confirmed_by AS "confirmedBy",
      ${confirmedSince} <= ${flag} AS flagged
    FROM churches AS ch LEFT JOIN church_confirmations AS c ON c.church_id = ch.id
    WHERE ${dueWhere(ctx.config, now)}
    ORDER BY ${confirmedSince}, ch.id
    LIMIT ${QUEUE_PAGE}`.execute(ctx.db);
  const total = await queueLength(ctx, now);
  return {
    churches: result.rows.map((row) => ({ ...row, confirmedAt: row.confirmedAt.toISOString() })),
    total,
  };
}

async function queueLength({ db, config }: Pick<Ctx, "db" | "config">, now: Date): Promise<number> {
  const result = await sql<{ count: string }>`
    SELECT count(*) AS count FROM churches AS ch LEFT JOIN church_confirmations AS c ON c.church_id = ch.id
    WHERE ${dueWhere(config, now)}`.execute(db);
  return Number(result.rows[0]?.count ?? 0);
}

/** One church as the dashboard's dialog edits it, opened from a queue (approved, pending or closed alike). */
export async function queueChurch(ctx: Pick<Ctx, "db" | "user">, input: { churchId: number }) {
  await requireAdmin(ctx.db, ctx.user);
  return adminChurchById(ctx.db, input.churchId);
}

/** An administrator vouches for a listing as it stands: "Confirm and go to the next". */
export async function confirmAsAdmin(ctx: Ctx, input: { churchId: number }): Promise<{ ok: true }> {
  return adminWrite(ctx, async (trx) => {
    const church = await trx
      .selectFrom("churches")
      .select(["id", "name"])
      .where("id", "=", input.churchId)
      .where("isApproved", "=", true)
      .executeTakeFirst();
    if (!church) throw notFound(MSG.sharedMessages.churches.notFound);
    await recordConfirmation(trx, church.id, "admin", { listing: true, services: true });
    return {
      result: { ok: true as const },
      audit: {
        action: "update",
        entity: "church",
        entityId: church.id,
        summary: `Confirmed the listing of church "${church.name}" as it stands`,
      },
    };
  });
}

/**
 * The dashboard's freshness figures (docs/product/freshness.md#figures): the share of listed churches confirmed
 * within FRESHNESS_STALE_MONTHS, the open reports and the median age of the open ones, and the queue's length.
 */
export async function freshnessFigures(ctx: Ctx, now: Date = new Date()) {
  await requireAdmin(ctx.db, ctx.user);
  const fresh = monthsBefore(now, ctx.config.FRESHNESS_STALE_MONTHS);
  const [listed, reports, queue] = await Promise.all([
    sql<{ total: string; confirmed: string }>`
      SELECT count(*) AS total, count(*) FILTER (WHERE c.listing_confirmed_at > ${fresh}) AS confirmed
      FROM churches AS ch LEFT JOIN church_confirmations AS c ON c.church_id = ch.id
      WHERE ch.is_approved`.execute(ctx.db),
    sql<{ open: string; medianDays: number | null }>`
      SELECT count(*) AS open,
        percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM ${now}::timestamptz - created_at) / 86400)
          AS "medianDays"
      FROM church_reports WHERE resolved_at IS NULL`.execute(ctx.db),
    queueLength(ctx, now),
  ]);
  const total = Number(listed.rows[0]?.total ?? 0);
  const confirmed = Number(listed.rows[0]?.confirmed ?? 0);
  const median = reports.rows[0]?.medianDays;
  return {
    /** FRESHNESS_STALE_MONTHS, which the share's label names. */
    staleMonths: ctx.config.FRESHNESS_STALE_MONTHS,
    listedChurches: total,
    confirmedChurches: confirmed,
    /** 0 to 1; 1 when nothing is listed (nothing is stale). */
    confirmedShare: total === 0 ? 1 : confirmed / total,
    openReports: Number(reports.rows[0]?.open ?? 0),
    /** Whole days, null without open reports. */
    openReportsMedianDays: median == null ? null : Math.floor(Number(median)),
    queue,
  };
}
