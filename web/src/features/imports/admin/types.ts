import type { inferOutput } from "@trpc/tanstack-react-query";
import type { Trpc } from "../../../lib/trpc";

export type ImportBatch = inferOutput<Trpc["imports"]["byId"]>;
export type ImportRow = inferOutput<Trpc["imports"]["rows"]>["rows"][number];

/** The steps during which the server works on its own and the screen polls. */
export const WORKING = new Set(["parsing", "previewing", "committing"]);
export const POLL_MS = 1000;
