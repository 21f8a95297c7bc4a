import type { ChurchReport, ReportKind, ReportResolution } from "@app/shared";
import { isLocale, MSG } from "@app/shared/i18n";
import type { Mailer, MailMessage } from "../../adapters/mailer.ts";
import type { Database } from "../../db/connect.ts";
import { conflict, invalid, notFound } from "../../errors.ts";
import { requireAdmin } from "../access.ts";
import { adminWrite } from "../audit/write.ts";
import type { ServiceContext } from "../context.ts";
import { RATE_LIMITS } from "../rate-limits.ts";
import { inTransaction } from "../transaction.ts";
import { recordConfirmation } from "./confirmations.ts";
import { ownerLocale, reportAnswerMail, reportToOwnerMail } from "./mails.ts";

/**
 * "Something wrong?" from anyone, no account (docs/product/freshness.md#reports). The request guard has
 * already refused a cross-site or non-JSON request; here the two rate limits count (per client, per church),
 * and a filled honeypot is answered as a success and stored nowhere, so a robot learns nothing. The owner of a
 * claimed church is mailed; every report waits in the administrators' queue.
 */
export async function submitReport(
  ctx: Pick<ServiceContext, "db" | "adapters" | "config" | "ip" | "locale">,
  input: ChurchReport,
): Promise<{ ok: true }> {
  await ctx.adapters.rateLimiter.hit(RATE_LIMITS.churchReportsPerClient, ctx.ip);
  if (input.website) return { ok: true };
  const church = await ctx.db
    .selectFrom("churches")
    .leftJoin("users", "users.id", "churches.ownerId")
    .select(["churches.id", "churches.name", "users.email as ownerEmail", "users.preferredLocale"])
    .where("churches.id", "=", input.churchId)
    .where("churches.isApproved", "=", true)
    .executeTakeFirst();
  if (!church) throw notFound(MSG.sharedMessages.churches.notFound);
  await ctx.adapters.rateLimiter.hit(RATE_LIMITS.churchReportsPerChurch, `church:${church.id}`);
  // The report and the owner's mail in one transaction: the mail exists once the report does (decision 019).
  await inTransaction(ctx.db, async (trx) => {
    await trx
      .insertInto("churchReports")
      .values({
        churchId: church.id,
        kind: input.kind,
        comment: input.comment,
        reporterEmail: input.email,
        reporterLocale: ctx.locale ?? "en",
      })
      .execute();
    if (church.ownerEmail) {
      await ctx.adapters.mailer.queue(
        trx,
        reportToOwnerMail(
          church.ownerEmail,
          church,
          input.kind,
          ctx.config,
          ownerLocale(church.preferredLocale),
        ),
      );
    }
  });
  return { ok: true };
}

/** The administrators' queue of open reports, oldest first. */
export async function listOpenReports({ db, user }: Pick<ServiceContext, "db" | "user">) {
  await requireAdmin(db, user);
  return db
    .selectFrom("churchReports")
    .innerJoin("churches", "churches.id", "churchReports.churchId")
    .select([
      "churchReports.id",
      "churchReports.churchId",
      "churches.name as churchName",
      "churches.city",
      "churches.state",
      "churchReports.kind",
      "churchReports.comment",
      "churchReports.createdAt",
    ])
    .select((eb) => eb("churchReports.reporterEmail", "is not", null).as("hasEmail"))
    .where("churchReports.resolvedAt", "is", null)
    .orderBy("churchReports.createdAt")
    .orderBy("churchReports.id")
    .limit(200)
    .execute();
}

interface ResolvedReport {
  churchId: number;
  churchName: string;
  reporterEmail: string | null;
  reporterLocale: string;
}

/** Closes open reports in one UPDATE (only those still open: of two resolutions at once, one wins). */
async function closeReports(
  trx: Database,
  where: { reportId: number } | { churchId: number; kinds?: readonly ReportKind[] },
  resolution: ReportResolution,
  note: string | null,
  resolvedBy: number | null,
): Promise<ResolvedReport[]> {
  let query = trx
    .updateTable("churchReports")
    .set({ resolvedAt: new Date(), resolution, resolutionNote: note, resolvedBy })
    .where("resolvedAt", "is", null);
  if ("reportId" in where) query = query.where("id", "=", where.reportId);
  else {
    query = query.where("churchId", "=", where.churchId);
    if (where.kinds) query = query.where("kind", "in", [...where.kinds]);
  }
  const rows = await query.returning(["churchId", "reporterEmail", "reporterLocale"]).execute();
  if (rows.length === 0) return [];
  const church = await trx
    .selectFrom("churches")
    .select("name")
    .where("id", "=", rows[0]?.churchId ?? 0)
    .executeTakeFirstOrThrow();
  return rows.map((row) => ({ ...row, churchName: church.name }));
}

/** The answers to the reporters who left an email. */
function answers(
  reports: ResolvedReport[],
  resolution: ReportResolution,
  note: string | null,
  config: ServiceContext["config"],
): MailMessage[] {
  return reports.flatMap((report) =>
    report.reporterEmail
      ? [
          reportAnswerMail(
            report.reporterEmail,
            { id: report.churchId, name: report.churchName },
            resolution,
            note,
            config,
            isLocale(report.reporterLocale) ? report.reporterLocale : "en",
          ),
        ]
      : [],
  );
}

/** Queues the answers in the transaction of the resolution that caused them. */
async function queueAll(mailer: Mailer, trx: Database, mails: MailMessage[]) {
  for (const mail of mails) await mailer.queue(trx, mail);
}

/**
 * What an edit of these fields fixes: a report of wrong service times is answered by new times, one of a
 * wrong place by a new address or pin, one of a wrong phone or website by new contact details. "Closed" and
 * "other" wait for an administrator (docs/product/freshness.md#reports).
 */
export function reportKindsFixedBy(changed: ReadonlySet<string>): ReportKind[] {
  const kinds: ReportKind[] = [];
  if (changed.has("serviceTimes") || changed.has("services")) kinds.push("service-times");
  if (["address", "city", "state", "zipCode", "latitude", "longitude"].some((field) => changed.has(field))) {
    kinds.push("location");
  }
  if (["phone", "website", "email"].some((field) => changed.has(field))) kinds.push("contact");
  return kinds;
}

/**
 * Inside an owner's or administrator's edit: the open reports the edit answers are closed as fixed, and the
 * mails to their reporters queued in the edit's transaction.
 */
export async function settleReportsAfterEdit(
  trx: Database,
  churchId: number,
  changed: ReadonlySet<string>,
  editorId: number,
  { config, mailer }: { config: ServiceContext["config"]; mailer: Mailer },
): Promise<void> {
  const kinds = reportKindsFixedBy(changed);
  if (kinds.length === 0) return;
  const closed = await closeReports(trx, { churchId, kinds }, "fixed", null, editorId);
  await queueAll(mailer, trx, answers(closed, "fixed", null, config));
}

/**
 * An administrator's one click on a report: "fixed" (after correcting the listing in the church dialog, which
 * confirms it), "closed" (the church leaves the directory: is_approved false, closed_at set; its page answers
 * 410, and every open report of it is closed with it), or "dismissed" with a reason.
 */
export async function resolveReport(
  ctx: Pick<ServiceContext, "db" | "user" | "adapters" | "config">,
  input: { reportId: number; resolution: ReportResolution; note: string | null },
): Promise<{ ok: true }> {
  if (input.resolution === "dismissed" && !input.note) {
    throw invalid(MSG.sharedMessages.freshness.reasonRequired, {
      note: [MSG.sharedMessages.freshness.reasonRequired],
    });
  }
  return adminWrite(ctx, async (trx, admin) => {
    const report = await trx
      .selectFrom("churchReports")
      .select(["id", "churchId", "kind", "resolvedAt"])
      .where("id", "=", input.reportId)
      .executeTakeFirst();
    if (!report) throw notFound(MSG.sharedMessages.freshness.reportNotFound);
    if (report.resolvedAt) throw conflict(MSG.sharedMessages.freshness.reportResolved);
    let closed: ResolvedReport[];
    if (input.resolution === "closed") {
      await closeChurch(trx, report.churchId);
      closed = await closeReports(trx, { churchId: report.churchId }, "closed", input.note, admin.id);
    } else {
      closed = await closeReports(trx, { reportId: report.id }, input.resolution, input.note, admin.id);
    }
    if (input.resolution === "fixed") {
      await recordConfirmation(trx, report.churchId, "admin", { listing: true, services: false });
    }
    await queueAll(ctx.adapters.mailer, trx, answers(closed, input.resolution, input.note, ctx.config));
    return {
      result: { ok: true as const },
      audit: {
        action: input.resolution === "closed" ? "status" : "update",
        entity: "church",
        entityId: report.churchId,
        summary: `Resolved report #${report.id} (${report.kind}): ${input.resolution}${input.note ? `, ${input.note}` : ""}`,
      },
    };
  });
}

/** Marks a church closed: out of the directory (and the pending list), its page kept to say so. */
async function closeChurch(trx: Database, churchId: number): Promise<void> {
  await trx
    .updateTable("churches")
    .set({ isApproved: false, closedAt: new Date() })
    .where("id", "=", churchId)
    .where("closedAt", "is", null)
    .execute();
}
