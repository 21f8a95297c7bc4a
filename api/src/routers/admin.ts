import { adminChurchSchema, churchIdSchema, idSchema } from "@app/shared";
import { z } from "zod";
import { approveChurch } from "../services/admin/approve.ts";
import { listRecentAudit } from "../services/admin/audit.ts";
import { listAllChurches, listPendingChurches } from "../services/admin/churches-read.ts";
import { createChurch, removeChurch, updateChurch } from "../services/admin/churches-write.ts";
import { EXPORT_KINDS, exportCsv } from "../services/admin/csv-export.ts";
import { geocodeChurches } from "../services/admin/geocode.ts";
import { listOwnerEdits, revertOwnerEdit } from "../services/admin/owner-edits.ts";
import { adminProcedure, router } from "../trpc/init.ts";

const byId = z.strictObject({ id: churchIdSchema });

export const adminRouter = router({
  churches: adminProcedure.query(({ ctx }) => listAllChurches(ctx)),
  pendingChurches: adminProcedure.query(({ ctx }) => listPendingChurches(ctx)),
  approveChurch: adminProcedure.input(byId).mutation(({ ctx, input }) => approveChurch(ctx, input.id)),
  createChurch: adminProcedure
    .input(adminChurchSchema)
    .mutation(({ ctx, input }) => createChurch(ctx, input)),
  updateChurch: adminProcedure
    .input(adminChurchSchema.extend({ id: churchIdSchema }))
    .mutation(({ ctx, input }) => updateChurch(ctx, input)),
  removeChurch: adminProcedure.input(byId).mutation(({ ctx, input }) => removeChurch(ctx, input.id)),
  geocodeChurches: adminProcedure.mutation(({ ctx }) => geocodeChurches(ctx)),
  audit: adminProcedure.query(({ ctx }) => listRecentAudit(ctx)),
  ownerEdits: adminProcedure.query(({ ctx }) => listOwnerEdits(ctx)),
  revertOwnerEdit: adminProcedure
    .input(z.strictObject({ id: idSchema }))
    .mutation(({ ctx, input }) => revertOwnerEdit(ctx, input.id)),
  exportCsv: adminProcedure
    .input(z.strictObject({ kind: z.enum(EXPORT_KINDS, { error: "Unknown export" }) }))
    .query(({ ctx, input }) => exportCsv(ctx, input.kind)),
});
