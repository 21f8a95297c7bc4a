import type { inferOutput } from "@trpc/tanstack-react-query";
import type { trpc } from "../../../lib/trpc";

/** A card of /claim, as claims.list returns it. */
export type UnclaimedChurch = inferOutput<typeof trpc.claims.list>[number];
