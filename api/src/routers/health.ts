import { MSG } from "@app/shared/i18n";
import { sql } from "kysely";
import { DomainError } from "../errors.ts";
import { publicProcedure, router } from "../trpc/init.ts";

export const healthRouter = router({
  /** Liveness: the process answers. Touches nothing, so a database outage never gets a healthy server killed. */
  check: publicProcedure.query(() => ({ ok: true as const })),
  /** Readiness: this instance can serve, i.e. its database answers. Load balancers route by this one. */
  ready: publicProcedure.query(async ({ ctx }) => {
    try {
      await sql`select 1`.execute(ctx.db);
    } catch {
      throw new DomainError("SERVICE_UNAVAILABLE", MSG.errors.databaseUnavailable);
    }
    return { ready: true as const, database: "ok" as const };
  }),
});
