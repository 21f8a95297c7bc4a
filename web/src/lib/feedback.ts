import { type Message, MSG, translate } from "@app/shared/i18n";
import { type QueryClient, type QueryFilters, useQueryClient } from "@tanstack/react-query";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { toaster } from "../components/ui/toaster";
import { applyServerError } from "./form-errors";
import { currentLocale } from "./i18n";
import { signInUrl } from "./links";
import { errorMessage, httpStatus, trpc } from "./trpc";

/**
 * The one toast-and-refresh helper of the site (issue 18 item 5): every screen's success and failure toasts
 * and every refresh after a change go through here, so they look and behave alike everywhere.
 *
 * Texts are keys (`MSG...`, or `{ key, values }`), or texts already in words: the server's message, written in
 * the page's language, or a text a screen translated with `t`.
 */
type Said = Message | string;
const say = (text: Said | undefined) => (text === undefined ? undefined : translate(text, currentLocale()));

export function notifySuccess(title: Said, description?: Said) {
  toaster.create({ type: "success", title: say(title), description: say(description) });
}

/** News that is neither a success nor a failure ('A new code was sent', how to reach support). */
export function notifyInfo(title: Said, description?: Said) {
  toaster.create({ type: "info", title: say(title), description: say(description) });
}

/** docs/product/administration.md#access: the logged-out notice stays this long before the visitor is sent to sign in. */
export const LOGGED_OUT_REDIRECT_MS = 500;

interface FailureOptions {
  /** The title: 'Error' unless a screen names its failure (docs/product/messages.md#failures-on-screen). */
  title?: Said;
  /** The toast's text; the server's message unless the screen words it itself, none when null. */
  description?: Said | null;
  /** The text when the server's answer has no message of its own (the default description's fallback). */
  fallback?: Said;
  /**
   * What a lost session (401) does after the logged-out notice (docs/product/messages.md#failures-on-screen).
   * The default goes to /api/login, as the dashboard does; resource management instead refreshes the current
   * user so its guard sends the visitor to /auth; `false` treats a 401 like any other failure.
   */
  signedOut?: false | (() => void);
  /** The logged-out notice's text where a screen words it differently ('Please log in again'). */
  signedOutDescription?: Said;
}

export function notifyFailure(error: unknown, options: FailureOptions = {}) {
  const {
    title = MSG.messages.ERROR_TITLE,
    fallback,
    description = errorMessage(error, fallback),
    signedOut,
    signedOutDescription,
  } = options;
  if (signedOut !== false && httpStatus(error) === 401) {
    toaster.create({
      type: "error",
      title: say(MSG.messages.UNAUTHORIZED.title),
      description: say(signedOutDescription ?? MSG.messages.UNAUTHORIZED.description),
    });
    if (signedOut) signedOut();
    else window.setTimeout(() => window.location.assign(signInUrl(currentLocale())), LOGGED_OUT_REDIRECT_MS);
    return;
  }
  toaster.create({
    type: "error",
    title: say(title),
    description: description === null ? undefined : say(description),
  });
}

/**
 * A form's failed request: the server's field messages go beside their fields, anything else becomes the
 * form's own message (`applyServerError`, with `fallback`); when no field got a message, the failure toast too.
 */
export function notifyFormFailure<T extends FieldValues>(
  form: Pick<UseFormReturn<T, unknown, never>, "setError" | "getValues">,
  error: unknown,
  options: FailureOptions = {},
) {
  if (applyServerError(form, error, options.fallback)) return;
  notifyFailure(error, options);
}

/**
 * What a change can touch, and so what refreshes after it. Every administrator's change also refreshes the
 * dashboard's activity log.
 */
export type ChangedArea =
  | "churches"
  | "resources"
  | "social"
  | "planting"
  | "events"
  | "me"
  | "claims"
  | "ownChurch";

const REFRESHED: Record<ChangedArea, () => QueryFilters[]> = {
  // The dashboard's lists and the public directory.
  churches: () => [trpc.admin.pathFilter(), trpc.churches.pathFilter()],
  // The vault, the pending list, the admin list and the types.
  resources: () => [trpc.resources.pathFilter(), { queryKey: trpc.admin.counts.queryKey() }],
  // The header's icons read social.list, so the whole social path refreshes.
  social: () => [trpc.social.pathFilter()],
  // Counts, lists and connections of the church-planting screen.
  planting: () => [trpc.planting.pathFilter(), trpc.candidates.pathFilter()],
  events: () => [trpc.events.pathFilter()],
  me: () => [{ queryKey: trpc.auth.me.queryKey() }],
  // The claim page's list of churches still to be claimed.
  claims: () => [{ queryKey: trpc.claims.list.queryKey() }],
  // The signed-in owner's church (/profile).
  ownChurch: () => [{ queryKey: trpc.account.church.queryKey() }],
};

export function refreshAfter(queryClient: QueryClient, ...areas: ChangedArea[]) {
  const filters = [...areas.flatMap((area) => REFRESHED[area]()), { queryKey: trpc.admin.audit.queryKey() }];
  return Promise.all(filters.map((filter) => queryClient.invalidateQueries(filter)));
}

/**
 * Marks what a change touched as out of date without fetching it now: it is fetched when a screen next shows
 * it (the claim page leaves for /profile, and must not show "already manages" on its way out).
 */
export function markStale(queryClient: QueryClient, ...areas: ChangedArea[]) {
  const filters = areas.flatMap((area) => REFRESHED[area]());
  return Promise.all(
    filters.map((filter) => queryClient.invalidateQueries({ ...filter, refetchType: "none" })),
  );
}

/** Resource management's lost session: refresh the current user, so the screen's admin guard sends to /auth. */
export function refreshMe(queryClient: QueryClient) {
  return () => void queryClient.invalidateQueries({ queryKey: trpc.auth.me.queryKey() });
}

/**
 * Callbacks for a mutation: refresh what it touched after a success, the failure toast after a failure
 * (`onSuccess` returns the refresh, so a mutation awaiting it stays pending until the lists are fresh).
 */
export function useChangeFeedback(area: ChangedArea, failure: FailureOptions = {}) {
  const queryClient = useQueryClient();
  return {
    onSuccess: () => refreshAfter(queryClient, area),
    onError: (error: unknown) => notifyFailure(error, failure),
  };
}
