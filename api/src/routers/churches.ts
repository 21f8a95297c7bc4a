import { churchIdSchema, churchSearchSchema } from "@app/shared";
import { z } from "zod";
import {
  approvedChurchById,
  churchListSnapshot,
  listApprovedChurches,
  searchApprovedChurches,
} from "../services/churches/public.ts";
import { publicProcedure, router } from "../trpc/init.ts";

export const churchesRouter = router({
  list: publicProcedure.query(({ ctx }) => listApprovedChurches(ctx)),
  /** The same list, serialized and tagged once per change: what GET /api/churches sends as it is. */
  listJson: publicProcedure.query(async ({ ctx }) => {
    const { json, etag } = await churchListSnapshot(ctx);
    return { json, etag };
  }),
  search: publicProcedure
    .input(churchSearchSchema)
    .query(({ ctx, input }) => searchApprovedChurches(ctx, input.q)),
  byId: publicProcedure
    .input(z.strictObject({ id: churchIdSchema }))
    .query(({ ctx, input }) => approvedChurchById(ctx, input.id)),
});
