import type { ConfirmedBy, ListingConfirmation } from "@app/shared";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/connect.ts";

/** The freshness settings a reader of confirmations needs (config.ts, docs/decisions/020-listing-freshness.md). */
export type FreshnessSettings = Pick<
  Config,
  | "FRESHNESS_STALE_MONTHS"
  | "FRESHNESS_FLAG_MONTHS"
  | "RECONFIRM_ASK_MONTHS"
  | "RECONFIRM_REMINDER_DAYS"
  | "RECONFIRM_HANDOVER_DAYS"
  | "RECONFIRM_LINK_DAYS"
>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** `months` calendar months before `now` (3 March minus 12 months is 3 March of the year before). */
export function monthsBefore(now: Date, months: number): Date {
  const date = new Date(now);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date;
}

export const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);
export const daysAfter = (now: Date, days: number) => new Date(now.getTime() + days * DAY_MS);

/** What an edit or a confirmation vouches for (docs/product/freshness.md#confirmed-on). */
export interface ConfirmationScope {
  /** The listing as a whole: any field, or "Everything is still right". */
  listing: boolean;
  /** The service times: their text or rows changed, or the owner confirmed everything. */
  services: boolean;
}

/**
 * Records that `by` confirmed what `scope` names at `at`, inside the caller's transaction. A new confirmation
 * of the listing starts a new yearly cycle: the steps of the old one (asked, reminded, queued) are cleared.
 */
export async function recordConfirmation(
  trx: Database,
  churchId: number,
  by: ConfirmedBy,
  scope: ConfirmationScope,
  at: Date = new Date(),
): Promise<void> {
  if (!scope.listing && !scope.services) return;
  const services = scope.services ? { servicesConfirmedAt: at, servicesConfirmedBy: by } : {};
  const cycle = { askedAt: null, remindedAt: null, queuedAt: null };
  await trx
    .insertInto("churchConfirmations")
    .values({ churchId, listingConfirmedAt: at, listingConfirmedBy: by, ...services })
    .onConflict((oc) =>
      oc.column("churchId").doUpdateSet({
        // A services-only confirmation (none today: every edit confirms the listing too) would leave these.
        ...(scope.listing ? { listingConfirmedAt: at, listingConfirmedBy: by, ...cycle } : {}),
        ...services,
      }),
    )
    .execute();
}

/** A church's last confirmation as its page, card and JSON-LD show it. */
export function listingConfirmation(
  row: { listingConfirmedAt: Date | null; listingConfirmedBy: string | null } | undefined,
  settings: Pick<FreshnessSettings, "FRESHNESS_STALE_MONTHS">,
  now: Date = new Date(),
): ListingConfirmation {
  const at = row?.listingConfirmedAt ?? null;
  return {
    confirmedAt: at ? at.toISOString() : null,
    confirmedBy: (row?.listingConfirmedBy as ConfirmedBy | null | undefined) ?? null,
    stale: at == null || at < monthsBefore(now, settings.FRESHNESS_STALE_MONTHS),
  };
}

/**
 * The line before which a directory card's confirmation is stale: FRESHNESS_STALE_MONTHS before `now`, to the
 * hour. The directory's pages are kept per directory version and per this line (directory-page.ts), so a card
 * turns "Not confirmed since ..." within the hour its listing does on its page, not at the next edit.
 */
export function cardStaleLine(settings: Pick<FreshnessSettings, "FRESHNESS_STALE_MONTHS">, now: Date): Date {
  const line = monthsBefore(now, settings.FRESHNESS_STALE_MONTHS);
  line.setUTCMinutes(0, 0, 0);
  return line;
}

/**
 * The last confirmation of each of `churchIds`, as the directory's cards show it (docs/product/freshness.md
 * #confirmed-on): one query for a page of cards. The time is written to the second; its milliseconds would
 * only add bytes to every card.
 */
export async function cardConfirmations(
  db: Database,
  churchIds: readonly number[],
  staleLine: Date,
): Promise<Map<number, ListingConfirmation>> {
  const rows =
    churchIds.length === 0
      ? []
      : await db
          .selectFrom("churchConfirmations")
          .select(["churchId", "listingConfirmedAt", "listingConfirmedBy"])
          .where("churchId", "in", [...new Set(churchIds)])
          .execute();
  const found = new Map(rows.map((row) => [row.churchId, row]));
  return new Map(
    churchIds.map((id) => {
      const row = found.get(id);
      const at = row?.listingConfirmedAt ?? null;
      return [
        id,
        {
          confirmedAt: at ? at.toISOString().replace(/\.\d{3}Z$/, "Z") : null,
          confirmedBy: (row?.listingConfirmedBy as ConfirmedBy | undefined) ?? null,
          stale: at == null || at < staleLine,
        },
      ];
    }),
  );
}
