import { requireAdmin } from "../access.ts";
import type { ServiceContext } from "../context.ts";
import { adminCount } from "./paging.ts";

/**
 * The dashboard's stat tiles: three counters the triggers of migration 0010 keep in step with every write, so
 * the tiles cost three one-row reads at any size (the lists' lengths were the whole tables).
 */
export async function dashboardCounts({ db, user }: Pick<ServiceContext, "db" | "user">) {
  await requireAdmin(db, user);
  const [totalChurches, pendingChurches, pendingResources] = await Promise.all([
    adminCount(db, "churches"),
    adminCount(db, "pending_churches"),
    adminCount(db, "pending_resources"),
  ]);
  return { totalChurches, pendingChurches, pendingResources };
}
