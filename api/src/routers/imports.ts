import {
  importBatchSchema,
  importDecisionSchema,
  importMappingInputSchema,
  importRowsSchema,
} from "@app/shared";
import { z } from "zod";
import {
  decideImportRows,
  discardImport,
  importRows,
  importStatus,
  listImports,
  setImportMapping,
} from "../services/imports/batches.ts";
import { startCommit } from "../services/imports/commit.ts";
import { importTemplateCsv, refusedRowsCsv } from "../services/imports/log.ts";
import { undoImport } from "../services/imports/undo.ts";
import { adminProcedure, router } from "../trpc/init.ts";

/**
 * The spreadsheet import (docs/product/import.md), administrators only. The file itself arrives through
 * POST /api/admin/imports (rest/imports.ts): a procedure cannot take multipart bytes.
 */
export const importsRouter = router({
  list: adminProcedure.query(({ ctx }) => listImports(ctx)),
  byId: adminProcedure.input(importBatchSchema).query(({ ctx, input }) => importStatus(ctx, input.batchId)),
  rows: adminProcedure.input(importRowsSchema).query(({ ctx, input }) => importRows(ctx, input)),
  setMapping: adminProcedure
    .input(importMappingInputSchema)
    .mutation(({ ctx, input }) => setImportMapping(ctx, input.batchId, input.mapping)),
  decide: adminProcedure
    .input(importDecisionSchema)
    .mutation(({ ctx, input }) => decideImportRows(ctx, input)),
  commit: adminProcedure
    .input(importBatchSchema)
    .mutation(({ ctx, input }) => startCommit(ctx, input.batchId)),
  undo: adminProcedure.input(importBatchSchema).mutation(({ ctx, input }) => undoImport(ctx, input.batchId)),
  discard: adminProcedure
    .input(importBatchSchema)
    .mutation(({ ctx, input }) => discardImport(ctx, input.batchId)),
  refusedCsv: adminProcedure
    .input(importBatchSchema)
    .query(({ ctx, input }) => refusedRowsCsv(ctx, input.batchId)),
  template: adminProcedure
    .input(z.void())
    .query(() => ({ filename: "churches-template.csv", csv: importTemplateCsv() })),
});
