import type { inferOutput } from "@trpc/tanstack-react-query";
import type { trpc } from "../../../lib/trpc";

/** The church as GET /api/user/church returns it. */
export type OwnerChurch = NonNullable<inferOutput<typeof trpc.account.church>>;
