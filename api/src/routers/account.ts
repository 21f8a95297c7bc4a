import { optionalId, profileUpdateSchema } from "@app/shared";
import { MSG } from "@app/shared/i18n";
import { z } from "zod";
import { getAccountChurch, updateAccountChurch } from "../services/churches/lifecycle/owner-edit.ts";
import { protectedProcedure, router } from "../trpc/init.ts";
import { accountSecurityProcedures } from "./account-security.ts";

/** Without churchId: the user's own church. With it: allowed for that church's owner or an administrator. */
const churchIdInput = {
  churchId: optionalId(MSG.messages.VALID_CHURCH_REQUIRED).transform((id) => id ?? undefined),
};

export const accountRouter = router({
  church: protectedProcedure
    .input(z.strictObject(churchIdInput).optional())
    .query(({ ctx, input }) => getAccountChurch(ctx, input ?? {})),
  updateChurch: protectedProcedure
    .input(profileUpdateSchema.extend(churchIdInput))
    .mutation(({ ctx, input }) => updateAccountChurch(ctx, input)),
  ...accountSecurityProcedures,
});
