import { safeRedirectPath } from "@app/shared";
import { localizedPath } from "@app/shared/i18n";
import { useQueryClient } from "@tanstack/react-query";
import { useLocation, useRouter } from "@tanstack/react-router";
import { useCallback } from "react";
import { refreshAfter } from "../../../lib/feedback";
import { currentLocale } from "../../../lib/i18n";

/** The `redirect` search parameter of /auth, when it names a page of this site. */
export function useRedirectParam(): string | null {
  const searchStr = useLocation({ select: (location) => location.searchStr });
  return safeRedirectPath(new URLSearchParams(searchStr).get("redirect"));
}

/**
 * After a sign-in or registration: refresh who is signed in (the navigation bar, the gates), then go on.
 * Awaited before navigating, so the next screen already sees the new user.
 */
export function useAfterSignIn() {
  const queryClient = useQueryClient();
  const router = useRouter();
  return useCallback(
    async (to: string) => {
      await refreshAfter(queryClient, "me");
      // history.push takes the address as written (the router's rewrite does not see it): keep the language.
      router.history.push(localizedPath(to, currentLocale()));
    },
    [queryClient, router],
  );
}
