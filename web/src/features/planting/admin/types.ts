import type { inferOutput } from "@trpc/tanstack-react-query";
import type { Trpc } from "../../../lib/trpc";

export type PlantRequest = inferOutput<Trpc["planting"]["list"]>[number];
export type Candidate = inferOutput<Trpc["candidates"]["list"]>[number];
export type Connection = inferOutput<Trpc["planting"]["connections"]>[number];
