import { publicChurchRegistrationPayloadSchema } from "@app/shared";
import { registerChurch } from "../services/churches/lifecycle/register.ts";
import { publicProcedure, router } from "../trpc/init.ts";

export const registrationRouter = router({
  /** POST /api/churches: open to guests; the owner is the signed-in user, never a field of the body. */
  create: publicProcedure
    .input(publicChurchRegistrationPayloadSchema)
    .mutation(({ ctx, input }) => registerChurch(ctx, input)),
});
