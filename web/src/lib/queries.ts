import { type QueryClient, useQuery } from "@tanstack/react-query";
import type { inferOutput } from "@trpc/tanstack-react-query";
import { useHydrated, useSignedOutAtLoad } from "./render-facts";
import { type Trpc, trpc } from "./trpc";

/** Shown if the server never tells us the configured association name. */
export const FALLBACK_ASSOCIATION_NAME = "Heartland Church Network";

export type CurrentUser = NonNullable<inferOutput<Trpc["auth"]["me"]>>;
export type SocialLink = inferOutput<Trpc["social"]["list"]>[number];

/**
 * The signed-in user, or null when anonymous. A failed call also reads as anonymous. The server renders every
 * page as nobody's (docs/decisions/021-server-rendered-pages.md): pending while such a page hydrates, unless its
 * request carried no session at all, which makes it nobody's for sure until the browser learns otherwise.
 */
export function useCurrentUser() {
  const query = useQuery(trpc.auth.me.queryOptions());
  const hydrated = useHydrated();
  const signedOutAtLoad = useSignedOutAtLoad();
  if (!hydrated || query.isPending) return { user: null, isPending: !signedOutAtLoad };
  return { user: query.isError ? null : (query.data ?? null), isPending: false };
}

export function useSiteInfo() {
  const query = useQuery(trpc.site.info.queryOptions());
  return {
    associationName: query.data?.associationName ?? (query.isError ? FALLBACK_ASSOCIATION_NAME : undefined),
    mapStyleUrl: query.data?.mapStyleUrl ?? null,
    newsletterUrl: query.data?.newsletterUrl ?? null,
    openDataLicense: query.data?.openDataLicense ?? null,
    isPending: query.isPending,
  };
}

/** Active links that have a url; none while loading or when the call fails. */
export function useSocialLinks(): SocialLink[] {
  const query = useQuery(trpc.social.list.queryOptions());
  if (!query.data) return [];
  // The server already filters; this keeps the header right even if it did not.
  return query.data.filter((link) => link.isActive && typeof link.url === "string" && link.url.trim() !== "");
}

/**
 * Warm a signed-in screen's queries once the current user is known, without holding the route up: an anonymous
 * visitor is shown the sign-in notice, and asking on their behalf would only cache 401s.
 */
export function whenSignedIn(
  { queryClient, trpc }: { queryClient: QueryClient; trpc: Trpc },
  prefetch: () => void,
) {
  void queryClient
    .ensureQueryData(trpc.auth.me.queryOptions())
    .then((user) => {
      if (user) prefetch();
    })
    .catch(() => {});
}

/** Warm the queries every page needs, in one batched request; failures are left to the components. */
export function prefetchShellQueries({ queryClient, trpc }: { queryClient: QueryClient; trpc: Trpc }) {
  return Promise.allSettled([
    queryClient.ensureQueryData(trpc.site.info.queryOptions()),
    queryClient.ensureQueryData(trpc.auth.me.queryOptions()),
    queryClient.ensureQueryData(trpc.social.list.queryOptions()),
  ]);
}
