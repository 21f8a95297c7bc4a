import type { inferOutput } from "@trpc/tanstack-react-query";
import type { Trpc } from "../../../lib/trpc";

export type AdminChurch = inferOutput<Trpc["churches"]["adminList"]>[number];
export type AdminSocialLink = inferOutput<Trpc["social"]["adminList"]>[number];
export type PendingResource = inferOutput<Trpc["resources"]["pending"]>[number];
export type AuditEntry = inferOutput<Trpc["admin"]["audit"]>[number];
export type OwnerEdit = inferOutput<Trpc["admin"]["ownerEdits"]>[number];
