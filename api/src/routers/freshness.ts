import { churchReportSchema, confirmationLinkSchema, idSchema, reportResolutionSchema } from "@app/shared";
import { z } from "zod";
import { confirmByLink } from "../services/freshness/cycle.ts";
import { churchFreshness } from "../services/freshness/public.ts";
import {
  confirmAsAdmin,
  freshnessFigures,
  queueChurch,
  reconfirmationQueue,
} from "../services/freshness/queue.ts";
import { listOpenReports, resolveReport, submitReport } from "../services/freshness/reports.ts";
import { adminProcedure, publicProcedure, router } from "../trpc/init.ts";

const churchIdInput = z.strictObject({ churchId: idSchema });

/** Listings that stay true (docs/product/freshness.md): confirmations, reports, the administrators' queues. */
export const freshnessRouter = router({
  /** A church page's "Confirmed by the church on ..." and whether it has closed. */
  church: publicProcedure.input(churchIdInput).query(({ ctx, input }) => churchFreshness(ctx, input)),
  /** "Something wrong?": anyone, no account. */
  report: publicProcedure.input(churchReportSchema).mutation(({ ctx, input }) => submitReport(ctx, input)),
  /** "Everything is still right" from the yearly mail: the link is the credential, no sign-in. */
  confirmByLink: publicProcedure
    .input(confirmationLinkSchema.extend({ churchId: idSchema }))
    .mutation(({ ctx, input }) => confirmByLink(ctx, input)),
  queue: adminProcedure.query(({ ctx }) => reconfirmationQueue(ctx)),
  /** The church a queue's row opens in the dashboard's dialog. */
  adminChurch: adminProcedure.input(churchIdInput).query(({ ctx, input }) => queueChurch(ctx, input)),
  confirm: adminProcedure.input(churchIdInput).mutation(({ ctx, input }) => confirmAsAdmin(ctx, input)),
  reports: adminProcedure.query(({ ctx }) => listOpenReports(ctx)),
  resolveReport: adminProcedure
    .input(reportResolutionSchema)
    .mutation(({ ctx, input }) => resolveReport(ctx, input)),
  figures: adminProcedure.query(({ ctx }) => freshnessFigures(ctx)),
});
