import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { toaster } from "../../../components/ui/toaster";
import { errorMessage, trpc } from "../../../lib/trpc";

/** Every change on this screen can move counts, lists, connections and the dashboard's activity log. */
export function refreshPlanting(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries(trpc.planting.pathFilter()),
    queryClient.invalidateQueries(trpc.candidates.pathFilter()),
    queryClient.invalidateQueries({ queryKey: trpc.admin.audit.queryKey() }),
  ]);
}

/** Spec (accounts section 8): 'Update failed', 'Approval failed', 'Delete failed', 'Match failed' with the message. */
export function notifyFailure(title: string, error: unknown) {
  toaster.create({ type: "error", title, description: errorMessage(error) });
}

export function notifySuccess(title: string, description?: string) {
  toaster.create({ type: "success", title, description });
}

/** Callbacks for a mutation of this screen: refresh after success, the spec's toast after a failure. */
export function usePlantingCallbacks(failureTitle: string) {
  const queryClient = useQueryClient();
  return {
    onSuccess: () => refreshPlanting(queryClient),
    onError: (error: unknown) => notifyFailure(failureTitle, error),
  };
}
