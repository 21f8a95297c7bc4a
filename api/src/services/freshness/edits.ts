import { type ConfirmedBy, OWNER_EDIT_FIELDS } from "@app/shared";
import { sql } from "kysely";
import type { Database } from "../../db/connect.ts";
import type { ServiceContext } from "../context.ts";
import { recordConfirmation } from "./confirmations.ts";
import { settleReportsAfterEdit } from "./reports.ts";

/**
 * The listing's fields an edit may change, as compared before and after it: the row's fields an owner's edit
 * changes (packages/shared/src/owner-edits.ts), which are also the administrator's, and the weekly services.
 */
export type ListingSnapshot = Record<(typeof OWNER_EDIT_FIELDS)[number] | "services", unknown>;

/**
 * The church's listing as an edit is about to change it (read in the edit's transaction), with its weekly
 * service rows (migration 0017) as one value: a save that changes a row changes the times, whichever form
 * wrote them.
 */
export async function listingSnapshot(trx: Database, churchId: number): Promise<ListingSnapshot | undefined> {
  return trx
    .selectFrom("churches")
    .select(OWNER_EDIT_FIELDS)
    .select(
      sql<unknown>`(SELECT coalesce(json_agg(json_build_array(s.days, s.start_minute, s.end_minute, s.kind,
        s.languages, s.week_of_month, s.season_from, s.season_to, s.note) ORDER BY s.position), '[]')
        FROM church_services AS s WHERE s.church_id = churches.id)`.as("services"),
    )
    .where("id", "=", churchId)
    .executeTakeFirst();
}

const changedFields = (before: ListingSnapshot, after: ListingSnapshot) =>
  new Set(
    [...OWNER_EDIT_FIELDS, "services" as const].filter(
      (field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]),
    ),
  );

/**
 * An owner's or administrator's save of a listed church, inside its transaction
 * (docs/product/freshness.md#confirmed-on): it confirms the listing, and the service times only when the
 * save changed them (their text or their rows, or `servicesSaved` says they were saved as they stand); it closes the open
 * reports it answers, queueing the mails to their reporters in the same transaction.
 */
export async function confirmEdit(
  trx: Database,
  churchId: number,
  before: ListingSnapshot | undefined,
  edit: { by: Exclude<ConfirmedBy, "import">; editorId: number; servicesSaved?: boolean },
  ctx: Pick<ServiceContext, "config" | "adapters">,
): Promise<void> {
  const after = await listingSnapshot(trx, churchId);
  if (!before || !after) return;
  const listed = await trx
    .selectFrom("churches")
    .select("id")
    .where("id", "=", churchId)
    .where("isApproved", "=", true)
    .executeTakeFirst();
  // A pending church is not in the directory: nothing of it is shown as confirmed until it is approved.
  if (!listed) return;
  const changed: Set<string> = changedFields(before, after);
  if (edit.servicesSaved) changed.add("services");
  await recordConfirmation(trx, churchId, edit.by, {
    listing: true,
    services: changed.has("serviceTimes") || changed.has("services"),
  });
  await settleReportsAfterEdit(trx, churchId, changed, edit.editorId, {
    config: ctx.config,
    mailer: ctx.adapters.mailer,
  });
}
