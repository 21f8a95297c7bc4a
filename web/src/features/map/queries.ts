import { queryOptions } from "@tanstack/react-query";
import type { inferOutput } from "@trpc/tanstack-react-query";
import { type DirectoryFilter, getJson } from "../../lib/church-reads";
import { trpc } from "../../lib/trpc";
import { previewView } from "./camera";

/** The directory map's reads: the clusters and markers of a view, and a cluster's churches. */
export type Viewport = inferOutput<typeof trpc.churches.viewport>;
export type ViewportCluster = Viewport["clusters"][number];
export type ClusterMembers = inferOutput<typeof trpc.churches.clusterMembers>;

export interface ViewportRequest extends DirectoryFilter {
  west: number;
  south: number;
  east: number;
  north: number;
  zoom: number;
}

/** Stands in for a view not known yet, in a viewport query that stays disabled until it is. */
export const NO_VIEW = { west: 0, south: 0, east: 0, north: 0, zoom: 0 } as const;

export function viewportQueryOptions(input: ViewportRequest) {
  return queryOptions({
    queryKey: trpc.churches.viewport.queryKey(input),
    queryFn: ({ signal }) => getJson<Viewport>("/api/churches/viewport", { ...input }, signal),
  });
}

/**
 * The directory map's first clusters as the page's preview asks for them (ClusterPreview), and as the home route
 * asks for them ahead of it: one question, so that the preview finds the route's answer in the cache.
 */
export function previewQueryOptions(filter: DirectoryFilter) {
  return viewportQueryOptions({ ...filter, ...previewView() });
}

export function clusterMembersQueryOptions(
  input: DirectoryFilter & { key: string; zoom: number; limit: number },
) {
  return queryOptions({
    queryKey: trpc.churches.clusterMembers.queryKey({ ...input, offset: 0 }),
    queryFn: ({ signal }) => {
      const { key, ...rest } = input;
      return getJson<ClusterMembers>(`/api/churches/clusters/${encodeURIComponent(key)}`, rest, signal);
    },
  });
}
