import { accountDisabledSchema, accountIdSchema, accountListSchema, accountRoleSchema } from "@app/shared";
import {
  endAccountSessions,
  listAccounts,
  resetSecondFactor,
  setAccountDisabled,
  setAccountRole,
} from "../services/accounts/admin.ts";
import { adminProcedure, router } from "../trpc/init.ts";

/** The administrator's accounts screen (docs/product/accounts-admin.md, "Managing accounts"). */
export const accountsRouter = router({
  adminList: adminProcedure.input(accountListSchema).query(({ ctx, input }) => listAccounts(ctx, input)),
  setDisabled: adminProcedure
    .input(accountDisabledSchema)
    .mutation(({ ctx, input }) => setAccountDisabled(ctx, input)),
  setRole: adminProcedure.input(accountRoleSchema).mutation(({ ctx, input }) => setAccountRole(ctx, input)),
  endSessions: adminProcedure
    .input(accountIdSchema)
    .mutation(({ ctx, input }) => endAccountSessions(ctx, input)),
  resetSecondFactor: adminProcedure
    .input(accountIdSchema)
    .mutation(({ ctx, input }) => resetSecondFactor(ctx, input)),
});
