import { optionalId, profileUpdateSchema, VALID_CHURCH_REQUIRED } from "@app/shared";
import { z } from "zod";
import { getAccountChurch, updateAccountChurch } from "../services/churches/lifecycle/owner-edit.ts";
import { protectedProcedure, router } from "../trpc/init.ts";
import { accountSecurityProcedures } from "./account-security.ts";

/** Without churchId: the user's own church. With it: allowed for that church's owner or an administrator. */
const churchIdInput = { churchId: optionalId(VALID_CHURCH_REQUIRED).transform((id) => id ?? undefined) };

export const accountRouter = router({
  church: protectedProcedure
    .input(z.strictObject(churchIdInput).optional())
    .query(({ ctx, input }) => getAccountChurch(ctx, input ?? {})),
  updateChurch: protectedProcedure
    .input(profileUpdateSchema.extend(churchIdInput))
    .mutation(({ ctx, input }) => updateAccountChurch(ctx, input)),
  ...accountSecurityProcedures,
});
