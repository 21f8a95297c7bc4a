import { z } from "zod";
import { createObjectUpload, finalizeObjectUpload } from "../services/uploads/objects.ts";
import { protectedProcedure, router } from "../trpc/init.ts";

const UPLOAD_FIRST = "Please upload an image first";

/** The JSON steps of the profile upload flow; the bytes themselves travel over REST (rest/uploads.ts). */
export const uploadsRouter = router({
  createObjectUpload: protectedProcedure.mutation(({ ctx }) => createObjectUpload(ctx)),
  finalizeObject: protectedProcedure
    .input(
      z.strictObject({ imageURL: z.string({ error: UPLOAD_FIRST }).trim().min(1, UPLOAD_FIRST).max(2000) }),
    )
    .mutation(({ ctx, input }) => finalizeObjectUpload(ctx, input)),
});
