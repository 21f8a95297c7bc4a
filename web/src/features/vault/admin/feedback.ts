import { ERROR_TITLE, UNAUTHORIZED } from "@app/shared";
import type { QueryClient } from "@tanstack/react-query";
import { httpStatus, trpc } from "../../../lib/trpc";
import { showToast } from "../toast";

/** Every resource query (vault, pending list, admin list, types) after an administrator's change. */
export function refreshResources(queryClient: QueryClient) {
  return queryClient.invalidateQueries(trpc.resources.pathFilter());
}

export function toastSuccess(title: string) {
  showToast({ type: "success", title });
}

/**
 * The spec's error toast (titled Error). A lost session instead shows the logged-out notice and refreshes
 * the current user, so the screen's admin guard sends the visitor to sign in.
 */
export function toastAdminError(queryClient: QueryClient, error: unknown, description: string) {
  if (httpStatus(error) === 401) {
    showToast({ type: "error", title: UNAUTHORIZED.title, description: UNAUTHORIZED.description });
    void queryClient.invalidateQueries({ queryKey: trpc.auth.me.queryKey() });
    return;
  }
  showToast({ type: "error", title: ERROR_TITLE, description });
}
