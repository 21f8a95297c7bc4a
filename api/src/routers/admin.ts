import {
  adminPageSchema,
  idSchema,
  ownerEditGroupSchema,
  ownerEditListSchema,
  ownerEditRevertSchema,
} from "@app/shared";
import { z } from "zod";
import { listAudit } from "../services/admin/audit.ts";
import { dashboardCounts } from "../services/admin/counts.ts";
import { EXPORT_KINDS, exportCsv } from "../services/admin/csv-export.ts";
import { revertOwnerEdit, revertOwnerEditGroup } from "../services/churches/lifecycle/revert-owner-edit.ts";
import { acceptOwnerEdits, listOwnerEdits } from "../services/churches/lifecycle/review-owner-edits.ts";
import { adminProcedure, router } from "../trpc/init.ts";

/**
 * What spans the capabilities: the audit log, its review of owners' edits, and the CSV exports. Each
 * capability's own administration lives in its router (churches, events, resources, planting, social).
 */
export const adminRouter = router({
  audit: adminProcedure.input(adminPageSchema).query(({ ctx, input }) => listAudit(ctx, input)),
  /** The dashboard's stat tiles, from counters rather than the lists. */
  counts: adminProcedure.query(({ ctx }) => dashboardCounts(ctx)),
  ownerEdits: adminProcedure.input(ownerEditListSchema).query(({ ctx, input }) => listOwnerEdits(ctx, input)),
  acceptOwnerEdits: adminProcedure
    .input(ownerEditGroupSchema)
    .mutation(({ ctx, input }) => acceptOwnerEdits(ctx, input.id)),
  revertOwnerEditGroup: adminProcedure
    .input(ownerEditRevertSchema)
    .mutation(({ ctx, input }) => revertOwnerEditGroup(ctx, input)),
  revertOwnerEdit: adminProcedure
    .input(z.strictObject({ id: idSchema }))
    .mutation(({ ctx, input }) => revertOwnerEdit(ctx, input.id)),
  exportCsv: adminProcedure
    .input(z.strictObject({ kind: z.enum(EXPORT_KINDS, { error: "Unknown export" }) }))
    .query(({ ctx, input }) => exportCsv(ctx, input.kind)),
});
