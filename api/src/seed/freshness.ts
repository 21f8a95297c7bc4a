import type { ConfirmedBy } from "@app/shared";
import { sql } from "kysely";
import { daysBefore, monthsBefore } from "../services/freshness/confirmations.ts";
import type { Trx } from "../services/transaction.ts";

/**
 * The demo's freshness (docs/product/freshness.md): churches confirmed recently, ones due for the yearly
 * question, stale ones (over 12 months), flagged ones (over 24), and two open reports. Written once: a church
 * that has a confirmation keeps it, and reports are added only while the demo has none.
 */
export async function seedFreshness(
  trx: Trx,
  churchIds: Map<string, number>,
  ownedChurchId: number,
  now = new Date(),
) {
  const ids = [...churchIds.values()].sort((a, b) => a - b);
  const dated = ids.map((churchId, index): { churchId: number; at: Date; by: ConfirmedBy } => {
    if (churchId === ownedChurchId) {
      // The demo owner's church is due: the next sweep mails "Is the listing still right?".
      return { churchId, at: daysBefore(monthsBefore(now, 11), 3), by: "owner" };
    }
    switch (index % 5) {
      case 0:
        return { churchId, at: monthsBefore(now, 14), by: "import" }; // stale
      case 1:
        return { churchId, at: monthsBefore(now, 25), by: "import" }; // flagged
      case 2:
        return { churchId, at: daysBefore(monthsBefore(now, 11), 10), by: "admin" }; // due (unclaimed: queued)
      default:
        return { churchId, at: daysBefore(now, 3 + index * 7), by: "admin" }; // recent
    }
  });
  const inserted = await trx
    .insertInto("churchConfirmations")
    .values(
      dated.map(({ churchId, at, by }) => ({
        churchId,
        listingConfirmedAt: at,
        listingConfirmedBy: by,
        servicesConfirmedAt: at,
        servicesConfirmedBy: by,
      })),
    )
    .onConflict((conflict) => conflict.column("churchId").doNothing())
    .returning("churchId")
    .execute();

  const { rows } = await sql<{ count: string }>`SELECT count(*) AS count FROM church_reports`.execute(trx);
  if (Number(rows[0]?.count ?? 0) > 0 || ids.length < 2) return inserted.length;
  const [first, second] = [ownedChurchId, ids.find((id) => id !== ownedChurchId) ?? ownedChurchId];
  await trx
    .insertInto("churchReports")
    .values([
      {
        churchId: first,
        kind: "service-times",
        comment: "The Sunday service starts at 9:30 now, not 10.",
        reporterEmail: "visitor@example.org",
        createdAt: daysBefore(now, 2),
      },
      {
        churchId: second,
        kind: "location",
        comment: "The pin is on the wrong side of the river.",
        reporterEmail: null,
        reporterLocale: "es",
        createdAt: daysBefore(now, 9),
      },
    ])
    .execute();
  return inserted.length + 2;
}
