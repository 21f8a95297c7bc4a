import { sql } from "kysely";
import { DomainError } from "../errors.ts";
import { publicProcedure, router } from "../trpc/init.ts";

export const healthRouter = router({
  check: publicProcedure.query(async ({ ctx }) => {
    try {
      await sql`select 1`.execute(ctx.db);
    } catch {
      throw new DomainError("SERVICE_UNAVAILABLE", "Database unavailable");
    }
    return { ok: true as const };
  }),
});
