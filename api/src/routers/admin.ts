import { idSchema } from "@app/shared";
import { z } from "zod";
import { listRecentAudit } from "../services/admin/audit.ts";
import { EXPORT_KINDS, exportCsv } from "../services/admin/csv-export.ts";
import { listOwnerEdits, revertOwnerEdit } from "../services/admin/owner-edits.ts";
import { adminProcedure, router } from "../trpc/init.ts";

/**
 * What spans the capabilities: the audit log, its review of owners' edits, and the CSV exports. Each
 * capability's own administration lives in its router (churches, events, resources, planting, social).
 */
export const adminRouter = router({
  audit: adminProcedure.query(({ ctx }) => listRecentAudit(ctx)),
  ownerEdits: adminProcedure.query(({ ctx }) => listOwnerEdits(ctx)),
  revertOwnerEdit: adminProcedure
    .input(z.strictObject({ id: idSchema }))
    .mutation(({ ctx, input }) => revertOwnerEdit(ctx, input.id)),
  exportCsv: adminProcedure
    .input(z.strictObject({ kind: z.enum(EXPORT_KINDS, { error: "Unknown export" }) }))
    .query(({ ctx, input }) => exportCsv(ctx, input.kind)),
});
