import type { inferOutput } from "@trpc/tanstack-react-query";
import type { Trpc } from "../../../lib/trpc";

export type AdminChurch = inferOutput<Trpc["churches"]["adminList"]>["items"][number];
export type AdminSocialLink = inferOutput<Trpc["social"]["adminList"]>[number];
export type PendingResource = inferOutput<Trpc["resources"]["pending"]>["items"][number];
export type AuditEntry = inferOutput<Trpc["admin"]["audit"]>["items"][number];
export type OwnerEditGroup = inferOutput<Trpc["admin"]["ownerEdits"]>["items"][number];
