import type { inferOutput } from "@trpc/tanstack-react-query";
import type { trpc } from "../../lib/trpc";

export type VaultResource = inferOutput<typeof trpc.resources.list>[number];
export type ResourceTypeOption = inferOutput<typeof trpc.resources.types>[number];
export type AdminResource = inferOutput<typeof trpc.resources.adminList>["items"][number];
