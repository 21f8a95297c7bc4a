import type { QueryClient } from "@tanstack/react-query";
import { trpc } from "../../../lib/trpc";

/** After a church change: the dashboard's lists, its activity log and the public directory all refresh. */
export function refreshChurches(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries(trpc.admin.pathFilter()),
    queryClient.invalidateQueries(trpc.churches.pathFilter()),
  ]);
}

export function refreshResources(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries(trpc.resources.pathFilter()),
    queryClient.invalidateQueries({ queryKey: trpc.admin.audit.queryKey() }),
  ]);
}

/** The header's icons read social.list, so the whole social path refreshes. */
export function refreshSocialLinks(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries(trpc.social.pathFilter()),
    queryClient.invalidateQueries({ queryKey: trpc.admin.audit.queryKey() }),
  ]);
}
