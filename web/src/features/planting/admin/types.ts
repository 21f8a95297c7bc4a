import type { inferOutput } from "@trpc/tanstack-react-query";
import type { Trpc } from "../../../lib/trpc";

export type PlantRequest = inferOutput<Trpc["planting"]["list"]>["items"][number];
export type Candidate = inferOutput<Trpc["candidates"]["list"]>["items"][number];
export type Connection = inferOutput<Trpc["planting"]["connections"]>[number];
